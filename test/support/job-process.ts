/**
 * The job worker process (job-worker.ts) for tests that kill it for real: compiled once per
 * version of src/ and of the script (tsc, into `dist/test-jobs-<hash>/`), started with an
 * environment of the test's choosing, its output read line by line.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';

const repo = resolve(import.meta.dirname, '../..');
const script = 'test/support/job-worker.ts';

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(join(repo, 'src'), { recursive: true }))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join('src', file));
  for (const file of [...files.sort(), script]) hash.update(file).update(await readFile(join(repo, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Builds of older versions, left by earlier runs: gone once an hour old. */
async function removeOldBuilds(current: string): Promise<void> {
  const dist = join(repo, 'dist');
  for (const name of await readdir(dist)) {
    const path = join(dist, name);
    if (!name.startsWith('test-jobs-') || path === current) continue;
    if (Date.now() - (await stat(path)).mtimeMs > 3_600_000) await rm(path, { recursive: true, force: true });
  }
}

/** Compiles the worker script and what it imports from src/; gives the path of its .js. */
export async function buildJobWorker(): Promise<string> {
  const target = join(repo, 'dist', `test-jobs-${await sourceHash()}`);
  const main = join(target, script.replace(/\.ts$/, '.js'));
  if (existsSync(main)) return main;
  const building = `${target}.${process.pid}`;
  const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
  // Only these options, not tsconfig.json's (TypeScript 7 asks for --ignoreConfig when files are named).
  const options = [
    '--ignoreConfig',
    '--outDir',
    building,
    '--rootDir',
    repo,
    '--module',
    'nodenext',
    '--target',
    'es2023',
  ];
  const checks = ['--strict', '--skipLibCheck', '--types', 'node'];
  await promisify(execFile)(process.execPath, [tsc, ...options, ...checks, script], { cwd: repo });
  // Another test file may have finished the same build first: either copy will do.
  await rename(building, target).catch(() => rm(building, { recursive: true, force: true }));
  await removeOldBuilds(target);
  return main;
}

export interface JobWorkerProcess {
  child: ChildProcess;
  /** Every line it printed (stdout and stderr), as printed. */
  lines: string[];
  /** Resolves with the first line (already printed or to come) that `match` accepts. */
  waitFor(match: (line: string) => boolean, what: string, timeoutMs?: number): Promise<string>;
  exited: Promise<number | string>;
}

export function spawnJobWorker(main: string, env: Record<string, string>): JobWorkerProcess {
  const child = spawn(process.execPath, [main], { env, cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters = new Set<(line: string) => void>();
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const waiter of [...waiters]) waiter(line);
    });
  }
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')),
  );
  return {
    child,
    lines,
    exited,
    waitFor(match, what, timeoutMs = 30_000) {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((done, fail) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          fail(new Error(`${env.NAME}: never ${what}:\n${lines.slice(-20).join('\n')}`));
        }, timeoutMs);
        const waiter = (line: string) => {
          if (!match(line)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          done(line);
        };
        waiters.add(waiter);
      });
    },
  };
}
