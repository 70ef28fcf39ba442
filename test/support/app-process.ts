/**
 * The app as `npm start` runs it, in a child process: built once per version of `src/` (tsc
 * into `dist/test-build-<hash>/`, reused by every test file), started with an environment of
 * the test's choosing, its log lines collected. For tests that need real processes: several
 * instances, `kill -9`, a failed start's exit code.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const repo = resolve(import.meta.dirname, '../..');

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(join(repo, 'src'), { recursive: true })).filter((file) =>
    file.endsWith('.ts'),
  );
  for (const file of files.sort()) hash.update(file).update(await readFile(join(repo, 'src', file)));
  return hash.digest('hex').slice(0, 16);
}

/** Builds of older versions of src/, left by earlier runs: gone once an hour old. */
async function removeOldBuilds(current: string): Promise<void> {
  const dist = join(repo, 'dist');
  for (const name of await readdir(dist)) {
    const path = join(dist, name);
    if (!name.startsWith('test-build-') || path === current) continue;
    if (Date.now() - (await stat(path)).mtimeMs > 3_600_000) await rm(path, { recursive: true, force: true });
  }
}

/** Compiles the app (when this version of src/ was not compiled yet); gives the path of main.js. */
export async function buildApp(): Promise<string> {
  const target = join(repo, 'dist', `test-build-${await sourceHash()}`);
  const main = join(target, 'src', 'main.js');
  if (existsSync(main)) return main;
  const building = `${target}.${process.pid}`;
  await mkdir(building, { recursive: true });
  const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
  const args = [
    '-p',
    'tsconfig.build.json',
    '--outDir',
    building,
    '--tsBuildInfoFile',
    join(building, '.tsbuildinfo'),
  ];
  await promisify(execFile)(process.execPath, [tsc, ...args], { cwd: repo });
  // Another test file may have finished the same build first: either copy will do.
  await rename(building, target).catch(() => rm(building, { recursive: true, force: true }));
  await removeOldBuilds(target);
  return main;
}

export interface AppProcess {
  child: ChildProcess;
  /** Every line the app wrote to stdout and stderr. */
  lines: string[];
  baseUrl: string;
  /** Resolves with the exit code (or the signal's name) once the process ended. */
  exited: Promise<number | string>;
  /** Resolves once a log line contains `text`. */
  waitForLine(text: string, timeoutMs?: number): Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/** Starts the app with exactly `env` (no `.env`: the working directory is `cwd`); `nodeArgs` go to node first. */
export function spawnApp(
  main: string,
  env: Record<string, string>,
  cwd: string,
  nodeArgs: readonly string[] = [],
): AppProcess {
  const child = spawn(process.execPath, [...nodeArgs, main], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters: { text: string; done: (line: string) => void }[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(line);
      for (const waiter of waiters.filter((w) => line.includes(w.text))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done(line);
      }
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')),
  );
  const app: AppProcess = {
    child,
    lines,
    baseUrl: '',
    exited,
    waitForLine(text, timeoutMs = 15_000) {
      const seen = lines.find((line) => line.includes(text));
      if (seen) return Promise.resolve(seen);
      return new Promise((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no "${text}" in:\n${lines.join('\n')}`)), timeoutMs);
        waiters.push({
          text,
          done: (line) => {
            clearTimeout(timer);
            done(line);
          },
        });
        exited.then(() =>
          setTimeout(() => fail(new Error(`exited before "${text}":\n${lines.join('\n')}`)), 50),
        );
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return app;
}

/** Starts the app and waits until it serves; `baseUrl` is then its HTTP address. */
export async function startApp(
  main: string,
  env: Record<string, string>,
  cwd: string,
  nodeArgs: readonly string[] = [],
): Promise<AppProcess> {
  const app = spawnApp(main, { PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env }, cwd, nodeArgs);
  const started = JSON.parse(await app.waitForLine('Slack app started')) as { port: number };
  app.baseUrl = `http://127.0.0.1:${started.port}`;
  return app;
}
