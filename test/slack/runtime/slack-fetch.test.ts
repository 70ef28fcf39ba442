/**
 * The `fetch` of every Slack client (runtime/slack-fetch.ts) against the Slack stand-in, through a
 * real WebClient and as Bolt's `respond` calls it: answers and headers read as the global fetch
 * gives them, a file's bytes uploaded, a timeout kept, and each failed attempt counted by method.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webApi } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/metrics/registry.js';
import { slackFetch } from '../../../src/slack/runtime/slack-fetch.js';
import { HttpAnswer, rateLimited, type SlackStandIn, startSlackStandIn } from '../../support/slack-api.js';

let standIn: SlackStandIn;
let client: webApi.WebClient;
beforeAll(async () => {
  standIn = await startSlackStandIn();
  client = new webApi.WebClient('xoxb-fetch-test', {
    slackApiUrl: standIn.apiUrl,
    fetch: slackFetch(standIn.apiUrl),
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
  });
});
afterAll(async () => {
  await standIn.close();
});

/** cf_slack_api_errors_total for `method` now. */
const errorsOf = async (method: string): Promise<number> =>
  (await registry.getSingleMetric('cf_slack_api_errors_total')?.get())?.values.find(
    (value) => value.labels.method === method,
  )?.value ?? 0;

describe("the Slack clients' fetch", () => {
  it('sends a Web API call as WebClient builds it and gives back its answer', async () => {
    standIn.answer('users.info', (call) => ({ ok: true, user: { id: call.body.user, locale: 'fr-FR' } }));
    const answer = await client.users.info({ user: 'U0FETCH1', include_locale: true });
    expect(answer.user).toEqual({ id: 'U0FETCH1', locale: 'fr-FR' });
    const [call] = standIn.callsTo('users.info');
    expect(call?.authorization).toBe('Bearer xoxb-fetch-test');
    expect(call?.body).toMatchObject({ user: 'U0FETCH1', include_locale: 'true' });
  });

  it("gives WebClient a 429's Retry-After and counts the refused attempt", async () => {
    standIn.answer('chat.postMessage', () => rateLimited(7));
    const before = await errorsOf('chat.postMessage');
    const rejected = await client.chat
      .postMessage({ channel: 'C0FETCH1', text: 'x' })
      .catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(webApi.WebAPIRateLimitedError);
    expect((rejected as webApi.WebAPIRateLimitedError).retryAfter).toBe(7);
    expect((await errorsOf('chat.postMessage')) - before).toBe(1);
  });

  it('counts an answer without ok: true, and an attempt that got no answer', async () => {
    standIn.answer('conversations.info', () => ({ ok: false, error: 'channel_not_found' }));
    const before = await errorsOf('conversations.info');
    await expect(client.conversations.info({ channel: 'C0NONE' })).rejects.toThrow('channel_not_found');
    expect((await errorsOf('conversations.info')) - before).toBe(1);
    // A server that was there and is gone: the connection is refused at once.
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${(gone.address() as AddressInfo).port}/api/`;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    const unsent = await errorsOf('auth.test');
    await expect(slackFetch(api)(`${api}auth.test`, { method: 'POST' })).rejects.toThrow();
    expect((await errorsOf('auth.test')) - unsent).toBe(1);
  });

  it("posts to a response URL as Bolt's respond does, its answer readable more than once", async () => {
    const send = slackFetch(standIn.apiUrl);
    const response = await send(standIn.responseUrl('R0FETCH1'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Ça va — 25 °C' }),
    });
    expect(response.ok).toBe(true);
    expect(response.status).toBe(200);
    expect(response.statusText).toBe('OK');
    expect(await response.text()).toBe(await response.text());
    expect((await standIn.waitForResponse('R0FETCH1')).body).toMatchObject({ text: 'Ça va — 25 °C' });
  });

  it('counts a response URL Slack refused as response_url, not as an upload', async () => {
    const before = { refused: await errorsOf('response_url'), upload: await errorsOf('upload') };
    const gone = `${standIn.apiUrl.replace(/api\/$/, '')}expired/R0FETCH2`;
    const response = await slackFetch(standIn.apiUrl)(gone, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'too late' }),
    });
    expect(response.status).toBe(404);
    expect((await errorsOf('response_url')) - before.refused).toBe(1);
    expect((await errorsOf('upload')) - before.upload).toBe(0);
  });

  it("keeps a status other than 200 and the answer's headers, as the global fetch would", async () => {
    standIn.answer('team.info', () => new HttpAnswer(503, { 'x-slack-req-id': 'req-1' }, { ok: false }));
    const response = await slackFetch(standIn.apiUrl)(`${standIn.apiUrl}team.info`, { method: 'POST' });
    expect(response.ok).toBe(false);
    expect(response.status).toBe(503);
    expect(response.statusText).toBe('Service Unavailable');
    expect(response.headers.get('x-slack-req-id')).toBe('req-1');
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('{"ok":false}');
  });

  it("uploads a file's bytes (WebClient's FormData goes by the global fetch)", async () => {
    const content = Buffer.from('brand;model\nDaikin;FTXM25R\n', 'utf8');
    await client.filesUploadV2({ channel_id: 'C0FETCH2', file: content, filename: 'units.csv' });
    const upload = await standIn.waitForUpload(5000, (u) => u.filename === 'units.csv');
    expect(upload.content.equals(content)).toBe(true);
  });

  it('gives up on an answer slower than its timeout', async () => {
    standIn.answer(
      'bots.info',
      () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 2000)),
    );
    const send = slackFetch(standIn.apiUrl);
    await expect(
      send(`${standIn.apiUrl}bots.info`, { method: 'POST', signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
  });
});
