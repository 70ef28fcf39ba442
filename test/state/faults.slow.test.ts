/**
 * The store's faults, over real app processes: Redis unreachable at start or lost while
 * running (through a proxy the test cuts, so the shared Redis is left alone; a list or a photo
 * sent meanwhile is refused plainly, nothing promised), an unusable
 * DATA_DIR or database file, and `kill -9` in the middle of settings saves.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { DATABASE_FILE_NAME } from '../../src/state/sqlite/database.js';
import { openSqliteState } from '../../src/state/sqlite/sqlite-state.js';
import { type AppProcess, buildApp, duplicatesOf, spawnApp, startApp } from '../support/app-process.js';
import {
  detailMarket,
  directMessage,
  processEnv,
  saveSettings,
  slashAnswer,
} from '../support/app-requests.js';
import { cleanRedis, requireRedis, testRedisPrefix } from '../support/redis.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';
import { type SlackStandIn, startSlackStandIn } from '../support/slack-api.js';
import { signingSecret } from '../support/slack-app.js';
import { eventEnvelope, postSigned } from '../support/slack-signer.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

const prefix = testRedisPrefix('faults');
let main: string;
let standIn: SlackStandIn;
let sample: SampleServer;
let dir: string;
const running: AppProcess[] = [];

beforeAll(async () => {
  await requireRedis();
  main = await buildApp();
  standIn = await startSlackStandIn();
  sample = await startSampleServer({ host: '127.0.0.1', port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'cf-faults-'));
}, 120_000);

afterAll(async () => {
  await Promise.all(running.map((app) => app.stop('SIGKILL')));
  await sample?.close();
  await standIn?.close();
  await cleanRedis(prefix);
  await rm(dir, { recursive: true, force: true });
});

const env = (extra: Record<string, string>) => ({
  PORT: '0',
  NODE_ENV: 'production',
  ...processEnv(standIn, sample, extra),
});
const started = async (extra: Record<string, string>) => {
  const app = await startApp(main, env(extra), dir);
  running.push(app);
  return app;
};

/** The exit code and output of a start that is expected to fail. */
async function failedStart(
  extra: Record<string, string>,
): Promise<{ code: number | string; output: string }> {
  const app = spawnApp(main, env(extra), dir);
  running.push(app);
  return { code: await app.exited, output: app.lines.join('\n') };
}

/** The reply to `/controller <text>` and the market the catalogue was asked in. */
async function ask(app: AppProcess, userId: string, text: string, id: string) {
  const from = sample.requests.length;
  const { json } = await slashAnswer(app, standIn, userId, text, id);
  return { text: JSON.stringify(json), market: detailMarket(sample, from) };
}

const health = async (app: AppProcess) => (await fetch(`${app.baseUrl}/healthz`)).json();

describe('Redis faults', () => {
  it('stops at start with one clear message and exit code 1 when Redis is unreachable', async () => {
    const { code, output } = await failedStart({ REDIS_URL: 'redis://:pw-secret@127.0.0.1:1' });
    expect(code).toBe(1);
    expect(output).toMatch(/^Redis at 127\.0\.0\.1:1 \(REDIS_URL\) is unreachable/m);
    expect(output).not.toContain('pw-secret');
  });

  describe('Redis lost while running', () => {
    let proxy: TcpProxy;
    let app: AppProcess;
    const userId = 'U0FAULT01';
    beforeAll(async () => {
      proxy = await startTcpProxy(6379);
      app = await started({
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_PREFIX: prefix,
        DATA_DIR: dir,
      });
      const saved = await saveSettings(app, userId, 'ES', 'es');
      expect(saved.json?.response_action).toBeUndefined();
      proxy.cut();
      await app.waitForLine('Lost the connection to Redis');
    }, 60_000);
    afterAll(async () => {
      await proxy?.close();
    });

    it('still answers lookups, with the default settings, and says so in the log and /healthz', async () => {
      const asked = await ask(app, userId, 'daikin ftxm25r', 'lost-1');
      expect(asked.market).toBe('GB');
      expect(asked.text).toContain('Controller to sell');
      expect(await health(app)).toMatchObject({ ok: true, store: { kind: 'redis', ok: false } });
      const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
      expect(metrics).toMatch(/^cf_store_errors_total\{operation="settings.get"\} [1-9]/m);
    });

    it('de-duplicates events in its own memory meanwhile', async () => {
      const message = {
        userId,
        channel: 'D0FAULT01',
        ts: '1700000300.000100',
        text: 'daikin ftxm25r',
        eventId: 'Ev0FAULT1',
      };
      await directMessage(app, message);
      await standIn.waitForCall('chat.postMessage', 5000, (call) => call.body.channel === message.channel);
      const before = await duplicatesOf(app);
      await directMessage(app, message, 1);
      // The retry counted a duplicate: stood down from, no second answer to come.
      await expect.poll(() => duplicatesOf(app), { timeout: 5000 }).toBe(before + 1);
      expect(
        standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === message.channel),
      ).toHaveLength(1);
    });

    it('says plainly that a settings save failed', async () => {
      const reply = await saveSettings(app, userId, 'FR', 'fr');
      expect(reply.json?.response_action).toBe('errors');
      expect(JSON.stringify(reply.json?.errors)).toContain('I could not save your settings');
    });

    it('refuses a list and a photo plainly, promising nothing, while the job store is away', async () => {
      const channel = 'D0FAULT02';
      await directMessage(app, {
        userId,
        channel,
        ts: '1700000300.000200',
        text: ['ftxm20r', 'ftxm25r', 'ftxm35r', 'ftxm42r', 'ftxm50r', 'ftxm60r']
          .map((model) => `daikin ${model}`)
          .join('\n'),
        eventId: 'Ev0FAULT2',
      });
      const refusal = await standIn.waitForCall(
        'chat.postMessage',
        10_000,
        (c) => c.body.channel === channel,
      );
      expect(refusal.body.text).toBe(
        'I cannot take lists right now: your list could not be saved to work on. Please send it again in a few minutes.',
      );
      const picture = standIn.shareFile({ name: 'plate.png', content: Buffer.from('not read') });
      const event = {
        type: 'message',
        subtype: 'file_share',
        files: [picture],
        channel,
        channel_type: 'im',
        user: userId,
        text: '',
        ts: '1700000300.000300',
        event_ts: '1700000300.000300',
      };
      await postSigned(`${app.baseUrl}/slack/events`, signingSecret, {
        json: eventEnvelope(event, 'Ev0FAULT3'),
      });
      await expect
        .poll(() => standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === channel).length, {
          timeout: 10_000,
        })
        .toBe(2);
      const posted = standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === channel);
      expect(posted.map((c) => c.body.text)).toEqual([
        refusal.body.text,
        'I cannot read photos right now: your picture could not be saved to work on. Please send it again in a few minutes.',
      ]);
      expect(standIn.callsTo('files.info')).toHaveLength(0);
    });

    it('gets everything back when Redis returns', async () => {
      proxy.restore();
      await app.waitForLine('Reconnected to Redis', 10_000);
      expect(await health(app)).toMatchObject({ store: { kind: 'redis', ok: true } });
      const asked = await ask(app, userId, 'daikin ftxm25n', 'back-1');
      expect(asked.market).toBe('ES');
    });
  });
});

describe('SQLite faults', () => {
  it('stops at start naming DATA_DIR when it cannot be written', async () => {
    const blocked = join(dir, 'a-file');
    await writeFile(blocked, '');
    const { code, output } = await failedStart({ DATA_DIR: join(blocked, 'data') });
    expect(code).toBe(1);
    expect(output).toContain(`DATA_DIR ${join(blocked, 'data')} cannot be written`);
  });

  it('stops at start naming a corrupt database file, and leaves it as it was', async () => {
    const dataDir = await mkdtemp(join(dir, 'corrupt-'));
    const file = join(dataDir, DATABASE_FILE_NAME);
    const garbage = 'not a database at all '.repeat(500);
    await writeFile(file, garbage);
    const { code, output } = await failedStart({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain(`cannot use the database ${file}`);
    expect(await readFile(file, 'utf8')).toBe(garbage);
  });

  it('loses no acknowledged settings save when killed with SIGKILL in the middle of saves', async () => {
    const dataDir = await mkdtemp(join(dir, 'kill-'));
    const app = await started({ DATA_DIR: dataDir });
    const acknowledged: string[] = [];
    const saves = Array.from({ length: 40 }, (_, i) =>
      saveSettings(app, `U0KILL${String(i).padStart(3, '0')}`, i % 2 ? 'FR' : 'ES', 'fr').then(
        (reply) => {
          if (reply.status === 200 && reply.json?.response_action === undefined)
            acknowledged.push(`U0KILL${String(i).padStart(3, '0')}`);
        },
        () => undefined,
      ),
    );
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(10), {
      timeout: 30_000,
      interval: 5,
    });
    app.child.kill('SIGKILL');
    await Promise.all(saves);
    await app.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    const state = openSqliteState(dataDir, { logger: createLogger({ level: 'silent' }), lookupLogDays: 90 });
    const kept = await Promise.all(acknowledged.map((userId) => state.settings.get(userId)));
    await state.close();
    expect(kept.filter((settings) => settings.locale !== 'fr')).toEqual([]);
  });
});
