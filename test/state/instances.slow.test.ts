/**
 * Several instances for real: two app processes on one Redis (a key prefix of their own)
 * share settings and recent lookups, and answer each Slack event once between them, a retry
 * that lands on the other instance included.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppProcess, buildApp, duplicatesOf, startApp } from '../support/app-process.js';
import {
  detailMarket,
  directMessage,
  homeOpened,
  processEnv,
  saveSettings,
  slashAnswer,
} from '../support/app-requests.js';
import { cleanRedis, requireRedis, testRedisPrefix, testRedisUrl } from '../support/redis.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';
import { type SlackStandIn, startSlackStandIn } from '../support/slack-api.js';

/** How long an answer may take from two freshly started processes on a loaded machine. */
const answerWithinMs = 15_000;
const prefix = testRedisPrefix('instances');
let standIn: SlackStandIn;
let sample: SampleServer;
let cwd: string;
let one: AppProcess;
let two: AppProcess;

beforeAll(async () => {
  await requireRedis();
  const main = await buildApp();
  standIn = await startSlackStandIn();
  sample = await startSampleServer({ host: '127.0.0.1', port: 0 });
  cwd = await mkdtemp(join(tmpdir(), 'cf-instances-'));
  const env = processEnv(standIn, sample, { REDIS_URL: testRedisUrl, REDIS_PREFIX: prefix, DATA_DIR: cwd });
  [one, two] = await Promise.all([startApp(main, env, cwd), startApp(main, env, cwd)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await sample?.close();
  await standIn?.close();
  await cleanRedis(prefix);
  await rm(cwd, { recursive: true, force: true });
});

/** The app's text reply to a slash command (the ack, or the follow-up it announced). */
async function answerText(app: AppProcess, userId: string, text: string, id: string): Promise<string> {
  const answer = await slashAnswer(app, standIn, userId, text, id);
  expect(answer.status).toBe(200);
  return JSON.stringify(answer.json);
}

/** The App Home published for `userId` once it shows `text`, opening it again until then. */
async function homeShowing(app: AppProcess, userId: string, text: string, eventId: string): Promise<string> {
  let attempt = 0;
  return vi.waitFor(
    async () => {
      const from = standIn.callsTo('views.publish').length;
      await homeOpened(app, userId, `${eventId}${attempt++}`);
      const publish = await standIn.waitForCall(
        'views.publish',
        3000,
        (call) => call.body.user_id === userId && standIn.callsTo('views.publish').indexOf(call) >= from,
      );
      const view = JSON.stringify(publish.body.view);
      if (!view.includes(text)) throw new Error(`the App Home of ${userId} does not show "${text}"`);
      return view;
    },
    { timeout: 15_000, interval: 100 },
  );
}

const duplicates = async () => (await duplicatesOf(one)) + (await duplicatesOf(two));

const postsTo = (channel: string) =>
  standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === channel);

describe('two app processes on one Redis', () => {
  it('apply settings saved through one on the other at once, and both see the recent lookups', async () => {
    const userId = 'U0MULTI01';
    const saved = await saveSettings(one, userId, 'ES', 'es');
    expect(saved.status).toBe(200);
    expect(saved.json?.response_action).toBeUndefined();

    const from = sample.requests.length;
    expect(await answerText(two, userId, 'daikin ftxm25r', 'multi-1')).toContain('Controlador a vender');
    expect(detailMarket(sample, from)).toBe('ES');

    expect(await homeShowing(one, userId, 'daikin ftxm25r', 'EvMultiHomeA')).toContain('Mercado: *ES*');
    expect(await homeShowing(two, userId, 'daikin ftxm25r', 'EvMultiHomeB')).toContain('daikin ftxm25r');
  });

  it('answer the same Events API delivery sent to both exactly once', async () => {
    const message = {
      userId: 'U0MULTI02',
      channel: 'D0MULTI02',
      ts: '1700000100.000100',
      text: 'daikin ftxm25r',
    };
    const before = await duplicates();
    const acks = await Promise.all([
      directMessage(one, { ...message, eventId: 'Ev0MULTI02' }),
      directMessage(two, { ...message, eventId: 'Ev0MULTI02' }),
    ]);
    expect(acks.map((ack) => ack.status)).toEqual([200, 200]);
    await standIn.waitForCall(
      'chat.postMessage',
      answerWithinMs,
      (call) => call.body.channel === message.channel,
    );
    // The other instance has stood down (it counts the delivery a duplicate): no second answer to come.
    await expect.poll(duplicates, { timeout: answerWithinMs }).toBe(before + 1);
    expect(postsTo(message.channel)).toHaveLength(1);
  });

  it('do not answer a retry that reaches the second after the first answered', async () => {
    const message = {
      userId: 'U0MULTI03',
      channel: 'D0MULTI03',
      ts: '1700000200.000100',
      text: 'daikin ftxm25r',
      eventId: 'Ev0MULTI03',
    };
    await directMessage(one, message);
    await standIn.waitForCall(
      'chat.postMessage',
      answerWithinMs,
      (call) => call.body.channel === message.channel,
    );
    const before = await duplicatesOf(two);
    const retry = await directMessage(two, message, 1);
    expect(retry.status).toBe(200);
    await expect.poll(() => duplicatesOf(two), { timeout: answerWithinMs }).toBe(before + 1);
    expect(postsTo(message.channel)).toHaveLength(1);
  });
});
