/**
 * The entry point over a real process: an uncaught exception is logged and the process exits
 * non-zero (Node documents that resuming after one is unsafe; the process manager restarts it);
 * `npm start` itself hands a SIGTERM (a process manager stopping it) on to the app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, spawnCommand, startApp } from './support/app-process.js';
import { processEnv } from './support/app-requests.js';
import { type SampleServer, startSampleServer } from './support/sample-server.js';
import { type SlackStandIn, startSlackStandIn } from './support/slack-api.js';

/** Loaded before the app: SIGUSR2 throws from a listener, outside any handler of the app's. */
const throwOnSignal = `data:text/javascript,${encodeURIComponent(
  "process.on('SIGUSR2', () => { throw new Error('thrown outside every handler'); });",
)}`;

let main: string;
let dir: string;
let standIn: SlackStandIn;
let sample: SampleServer;

beforeAll(async () => {
  main = await buildApp();
  dir = await mkdtemp(join(tmpdir(), 'cf-main-'));
  standIn = await startSlackStandIn();
  sample = await startSampleServer();
}, 120_000);

afterAll(async () => {
  await standIn?.close();
  await sample?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('logs an uncaught exception and exits 1', async () => {
    const app = await startApp(main, processEnv(standIn, sample, { DATA_DIR: dir }), dir, [
      '--import',
      throwOnSignal,
    ]);
    try {
      app.child.kill('SIGUSR2');
      expect(await app.exited).toBe(1);
      const fatal = app.lines.map((line) => JSON.parse(line)).find((record) => record.level === 60);
      expect(fatal?.msg).toMatch(/Uncaught exception/);
      expect(fatal?.err?.message).toBe('thrown outside every handler');
    } finally {
      await app.stop('SIGKILL');
    }
  }, 60_000);

  it('hands a SIGTERM sent to npm start on to the app, which stops gracefully', async () => {
    const env = {
      ...processEnv(standIn, sample, { DATA_DIR: join(dir, 'npm-start'), REDIS_URL: '' }),
      PATH: process.env.PATH ?? '',
      PORT: '0',
      NODE_ENV: 'production',
    };
    const npm = spawnCommand('npm', ['start'], env, resolve(import.meta.dirname, '..'));
    // The app's own pid (every log line carries it): npm may end before the app it started.
    const { pid } = JSON.parse(await npm.waitForLine('Slack app started', 60_000)) as { pid: number };
    onTestFinished(async () => {
      await npm.stop('SIGKILL');
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone, as it should be
      }
    });
    // Started, its signal handlers in place: the index it builds once started is logged later.
    await npm.waitForLine('catalogue-wide model index built');
    // Its output ends when every process writing it has: npm, and the app npm started.
    const closed = new Promise((done) => npm.child.once('close', () => done('closed')));
    const giveUp = new AbortController();
    const hung = sleep(30_000, 'still running', { signal: giveUp.signal }).catch(() => 'cancelled');
    npm.child.kill('SIGTERM');
    expect(await Promise.race([closed, hung])).toBe('closed');
    giveUp.abort();
    const messages = npm.lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line).msg);
    expect(messages.slice(-2)).toEqual(['Stopping', 'Slack app stopped']);
  }, 90_000);
});
