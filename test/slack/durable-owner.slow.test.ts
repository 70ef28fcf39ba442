import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AppProcess, spawnApp, startApp } from '../support/app-process.js';
import { directMessage, processEnv } from '../support/app-requests.js';
import {
  durableServers,
  expectListAnsweredOnce,
  jobCount,
  logEntries,
  unitList,
} from '../support/durable-jobs.js';
import { tempDirs } from '../support/temp-dirs.js';

const servers = durableServers();
const newDataDir = tempDirs('cf-owner-');
const env = (dataDir: string) =>
  processEnv(servers.standIn, servers.sample, { DATA_DIR: dataDir, JOB_RETRY_BACKOFF_MS: '100' });
const start = async (dataDir: string) => {
  const app = await startApp(servers.main, env(dataDir), dataDir);
  servers.apps.push(app);
  return app;
};
const sendList = (app: AppProcess, channel: string, text: string) =>
  directMessage(app, {
    userId: `U${channel.slice(1)}`,
    channel,
    ts: '1700200000.000100',
    text,
    eventId: `Ev${channel}`,
  });

describe('a second process on the same DATA_DIR', () => {
  it('refuses to start in one line while the first answers a list, which is answered once', async () => {
    const channel = 'D0OWNER01';
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    await sendList(first, channel, unitList(60).text);
    await first.waitForLine('Running a job');

    const second = spawnApp(servers.main, { PORT: '0', NODE_ENV: 'production', ...env(dataDir) }, dataDir);
    servers.apps.push(second);
    expect(await second.exited).toBe(1);
    expect(second.lines.at(-1)).toBe(
      `DATA_DIR ${dataDir} is in use by another running instance of the app (it holds ${join(dataDir, 'controller-finder.lock')}). Run one instance per DATA_DIR, or set REDIS_URL to run several.`,
    );

    await expect.poll(() => jobCount(first, 'list', 'completed'), { timeout: 60_000 }).toBe(1);
    expectListAnsweredOnce(servers.standIn, channel, 'List of 60 units: ');
  }, 120_000);

  it('starts once the owner was killed (SIGKILL) and finishes its list', async () => {
    const channel = 'D0OWNER02';
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    await sendList(first, channel, unitList(60).text);
    await servers.standIn.waitForCall(
      'chat.update',
      60_000,
      (c) => c.body.channel === channel && String(c.body.text).startsWith('Looked up '),
    );
    // Nothing more answers, then the owner dies in the middle of the list.
    servers.sample.injectFault({ kind: 'hang' });
    await first.stop('SIGKILL');
    servers.sample.clearFaults();

    const second = await start(dataDir);
    await expect.poll(() => jobCount(second, 'list', 'completed'), { timeout: 60_000 }).toBe(1);
    expect(logEntries(second, 'Taking up a job whose instance died')).toHaveLength(1);
    expectListAnsweredOnce(servers.standIn, channel, 'List of 60 units: ');
  }, 120_000);
});
