/**
 * Builds the app (src/ → dist/, `tsc -p tsconfig.build.json`) only when its sources changed:
 * a hash of src/ and the tsconfig files is kept beside the output (`dist/.sources`), and a tree
 * whose hash matches is not compiled again. Used by `npm start`, `npm run demo` (through
 * run.mjs) and by the tests that start the app as a process (test/support/app-process.ts).
 * Builders take turns through a lock file (`dist/.build-lock`, holding the builder's pid), so
 * test files asking at once build once, and nobody runs a half-written dist/.
 * Our own plumbing, in plain JavaScript because it runs before anything is compiled: tsc has
 * no quick up-to-date check (`tsc --incremental` on an unchanged tree reads the whole program:
 * 0.8 s here with TypeScript 7, 4 to 9 s with 5; a whole compile takes 2 to 3 s), and hashing the
 * sources takes milliseconds.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const repo = join(import.meta.dirname, '..');
const dist = join(repo, 'dist');
const stamp = join(dist, '.sources');
const lock = join(dist, '.build-lock');

/** What the build depends on: every file under src/ and the compiler settings. */
async function sourcesHash() {
  const sources = (await readdir(join(repo, 'src'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(repo.length + 1))
    .sort();
  const files = [...sources, 'tsconfig.json', 'tsconfig.build.json'];
  const contents = await Promise.all(files.map((file) => readFile(join(repo, file))));
  const hash = createHash('sha256');
  files.forEach((file, i) => {
    hash.update(`${file}\0`).update(contents[i]).update('\0');
  });
  return hash.digest('hex');
}

const built = async (hash) => (await readFile(stamp, 'utf8').catch(() => '')) === hash;

/** A compile takes well under this; a lock older is left by a builder that died (or a reused pid). */
const staleLockMs = 5 * 60_000;

/** True while the process that holds the lock runs (an empty lock is being written: held), unless stale. */
async function lockHeld() {
  const since = await stat(lock).then(
    (info) => Date.now() - info.mtimeMs,
    () => 0,
  );
  if (since > staleLockMs) return false;
  const pid = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function withLock(work) {
  await mkdir(dist, { recursive: true });
  let waited = false;
  for (;;) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (!(await lockHeld())) await rm(lock, { force: true });
    else {
      if (!waited) process.stderr.write('Another build of the app is under way: waiting for it…\n');
      waited = true;
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

/** tsc's diagnostics go to stderr: stdout is the app's own (`npm run demo -- --json`). */
function compile() {
  const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
  const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: repo,
    stdio: ['ignore', 2, 2],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Compiling the app failed (tsc exit code ${code})`)),
    );
  });
}

/** Resolves once dist/ holds the app built from the current sources, compiling it if need be. */
export async function buildApp() {
  const hash = await sourcesHash();
  if (await built(hash)) return;
  await withLock(async () => {
    if (await built(hash)) return;
    process.stderr.write('The sources changed: compiling the app into dist/…\n');
    await rm(stamp, { force: true });
    // What an earlier build compiled from sources since renamed or deleted goes too; so does
    // tsc's incremental record of it, else tsc emits only the files changed since then.
    await rm(join(dist, 'src'), { recursive: true, force: true });
    await rm(join(dist, '.tsbuildinfo'), { force: true });
    await compile();
    await writeFile(stamp, hash);
  });
}
