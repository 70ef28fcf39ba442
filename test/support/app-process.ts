/**
 * The app as `npm start` runs it, in a child process: built into dist/ once per version of
 * `src/` (as `npm start` builds it), started with an environment of the test's choosing, its log
 * lines collected. For tests that need real processes: several instances, `kill -9`, a failed
 * start's exit code.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const repo = resolve(import.meta.dirname, '../..');

/**
 * Builds the app into dist/ when its sources changed, as `npm start` does (scripts/build.mjs,
 * whose lock lets test files asking at once build once); gives the path of main.js.
 */
export async function buildApp(): Promise<string> {
  await promisify(execFile)(process.execPath, [join(repo, 'scripts', 'run.mjs')], { cwd: repo });
  return join(repo, 'dist', 'src', 'main.js');
}

export interface AppProcess {
  child: ChildProcess;
  /** Every line the app wrote to stdout and stderr. */
  lines: string[];
  baseUrl: string;
  /** Resolves with the exit code (or the signal's name) once the process ended. */
  exited: Promise<number | string>;
  /** Resolves once a log line contains `text` (rejects after `timeoutMs`, 30 s unless told: a busy machine starts an app slowly). */
  waitForLine(text: string, timeoutMs?: number): Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/** Starts the app with exactly `env` (no `.env`: the working directory is `cwd`); `nodeArgs` go to node first. */
export const spawnApp = (
  main: string,
  env: Record<string, string>,
  cwd: string,
  nodeArgs: readonly string[] = [],
): AppProcess => spawnCommand(process.execPath, [...nodeArgs, main], env, cwd);

/** Runs `command` (e.g. `npm start`) with exactly `env` in `cwd`, its output collected as the app's. */
export function spawnCommand(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
  cwd: string,
): AppProcess {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
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
    waitForLine(text, timeoutMs = 30_000) {
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
  // No catalogue copy unless a test asks for one: a copy's refresh would add calls to every count.
  const defaults = { PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'info', CATALOGUE_REFRESH_HOURS: '0' };
  const app = spawnApp(main, { ...defaults, ...env }, cwd, nodeArgs);
  const started = JSON.parse(await app.waitForLine('Slack app started')) as { port: number };
  app.baseUrl = `http://127.0.0.1:${started.port}`;
  return app;
}

/** Messages the app stood down from, already answered: cf_event_duplicates_total on its /metrics. */
export async function duplicatesOf(app: AppProcess): Promise<number> {
  const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
  return Number(/^cf_event_duplicates_total (\d+)/m.exec(metrics)?.[1] ?? 0);
}
