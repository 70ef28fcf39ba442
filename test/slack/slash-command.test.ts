/** `/controller` over real HTTP: signed requests, the real app, engine and sample catalogue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { actionIds } from '../../src/slack/blocks/ids.js';
import { nonEmpty } from '../support/non-empty.js';
import { botToken, type SlackHarness, signingSecret, startSlackHarness } from '../support/slack-app.js';
import { slackLimitViolations } from '../support/slack-limits.js';

const ftxm25r = listUnits(sampleCatalogue(), 'GB').find(
  (unit) => unit.brandName === 'Daikin' && unit.designation === 'FTXM25R',
);
const skus = ftxm25r?.skus.map((s) => s.sku) ?? [];

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('HTTP endpoints', () => {
  it('answers GET /healthz with 200 and a small JSON body', async () => {
    const response = await fetch(`${harness.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, mode: 'http', store: { kind: 'memory', ok: true } });
  });

  it('checks the bot token with auth.test against SLACK_API_URL, token in the header', () => {
    const [authTest] = harness.standIn.callsTo('auth.test');
    expect(authTest?.authorization).toBe(`Bearer ${botToken}`);
  });
});

describe('/controller <text>', () => {
  it('answers a lookup privately in the ack, with every SKU and a Share button', async () => {
    expect(skus.length).toBeGreaterThan(0);
    const { reply } = await harness.command('daikin ftxm25r');
    expect(reply.status).toBe(200);
    const body = reply.json ?? {};
    expect(body.response_type).toBe('ephemeral');
    const blocks = JSON.stringify(body.blocks);
    for (const sku of nonEmpty(skus)) {
      expect(blocks).toContain(`\`${sku}\``);
      expect(body.text).toContain(sku);
    }
    expect(body.text).toContain('Daikin FTXM25R');
    expect(blocks).toContain(actionIds.share);
    expect(slackLimitViolations(body)).toEqual([]);
  });

  it('answers a question asked again a moment later without asking the catalogue again', async () => {
    const first = await harness.command('daikin ftxm25n');
    const calls = harness.sample.callCount();
    const again = await harness.command('daikin ftxm25n');
    expect(harness.sample.callCount()).toBe(calls);
    expect(again.reply.json).toEqual(first.reply.json);
  });

  it('answers /controller help with usage and examples', async () => {
    const { reply } = await harness.command('help');
    expect(reply.json?.response_type).toBe('ephemeral');
    const blocks = JSON.stringify(reply.json?.blocks);
    expect(blocks).toContain('/controller daikin ftxm25r');
    expect(blocks).toContain('/controller wifi daikin ftxm25r');
  });

  it('explains usage when the text is an unknown sub-word', async () => {
    const { reply } = await harness.command('frobnicate');
    const blocks = JSON.stringify(reply.json?.blocks);
    expect(blocks).toContain('*frobnicate*');
    expect(blocks).toContain('/controller daikin ftxm25r');
  });

  it('says what was searched when nothing is found, and shows no SKU', async () => {
    const { reply } = await harness.command('acme zz9000');
    const text = JSON.stringify(reply.json);
    expect(text).toContain('acme zz9000');
    expect(text).not.toMatch(/CF[A-Z]{3}[A-Z]{3}\d{3}R000/);
  });

  it('echoes <!channel> and <@U123> escaped, so they cannot ping', async () => {
    const { reply } = await harness.command('<!channel> <@U123> acme zz9000');
    const text = JSON.stringify(reply.json);
    expect(text).toContain('&lt;!channel&gt;');
    expect(text).toContain('&lt;@U123&gt;');
    expect(text).not.toContain('<!channel>');
    expect(text).not.toContain('<@U123>');
  });
});

describe('request verification', () => {
  /** Requests Bolt refused so far for their signature (each logs one line). */
  let refusals = 0;
  it('rejects a bad signature with 401 and sends nothing', async () => {
    const before = { calls: harness.standIn.calls.length, responses: harness.standIn.responses.length };
    const { reply } = await harness.command('daikin ftxm25r', { signWith: 'not-the-secret' });
    expect(reply.status).toBe(401);
    // Bolt refuses it (and logs so) before dispatching anything: the 401 comes after, nothing left running.
    expect(
      harness.logLines.filter((line) => line.includes('Failed to parse and verify the request data')),
    ).toHaveLength(++refusals);
    expect(harness.standIn.calls.length).toBe(before.calls);
    expect(harness.standIn.responses.length).toBe(before.responses);
  });

  it('rejects a timestamp older than 5 minutes with 401 and sends nothing', async () => {
    const before = { calls: harness.standIn.calls.length, responses: harness.standIn.responses.length };
    const { reply } = await harness.command('daikin ftxm25r', {
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    expect(reply.status).toBe(401);
    expect(reply.text).toBe('');
    // Bolt refuses it (and logs so) before dispatching anything: the 401 comes after, nothing left running.
    expect(
      harness.logLines.filter((line) => line.includes('Failed to parse and verify the request data')),
    ).toHaveLength(++refusals);
    expect(harness.standIn.calls.length).toBe(before.calls);
    expect(harness.standIn.responses.length).toBe(before.responses);
  });

  /** A slash command posted without Slack's signature headers, with `extra` fields. */
  const postUnsigned = (responseId: string, extra: Record<string, string> = {}) =>
    fetch(harness.eventsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...extra,
        command: '/controller',
        text: 'daikin ftxm25r',
        user_id: 'U0SALES01',
        response_url: harness.standIn.responseUrl(responseId),
      }).toString(),
    });

  it('rejects a request carrying no signature at all with 401 and runs nothing', async () => {
    const responseId = harness.newResponseId();
    const before = harness.standIn.calls.length;
    const reply = await postUnsigned(responseId);
    expect(reply.status).toBe(401);
    expect(await reply.text()).toBe('');
    // Bolt refuses it (and logs so) before dispatching anything: the 401 comes after, nothing left running.
    expect(
      harness.logLines.filter((line) => line.includes('Failed to parse and verify the request data')),
    ).toHaveLength(++refusals);
    expect(harness.standIn.responsesTo(responseId)).toEqual([]);
    expect(harness.standIn.calls.length).toBe(before);
  });

  it("answers Slack's unsigned ssl_check with 200 and runs nothing smuggled in with it", async () => {
    const responseId = harness.newResponseId();
    const reply = await postUnsigned(responseId, { ssl_check: '1' });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('');
    // Bolt answers ssl_check itself, in place of dispatching: once answered, nothing is left running.
    expect(harness.standIn.responsesTo(responseId)).toEqual([]);
  });

  it('never writes a secret to the log', () => {
    const log = harness.logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(botToken);
    expect(log).not.toContain(signingSecret);
    expect(log).not.toContain(harness.sample.apiKey);
  });
});
