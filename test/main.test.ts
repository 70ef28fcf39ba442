/**
 * The entry point over a real process: an uncaught exception is logged and the process exits
 * non-zero (Node documents that resuming after one is unsafe; the process manager restarts it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, startApp } from './support/app-process.js';
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
});
