/**
 * One deadline per Slackbot request, taken on its arrival: loading the caller (a slow Slack
 * `users.info`) comes out of the same 2.5 s as the lookup, so a catalogue that would answer
 * within 2.5 s of the lookup's start, but not of the request's arrival, is `unavailable`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSlackbot, type SlackbotClient } from '../../support/mcp-client.js';
import { type SlackHarness, signingSecret, startSlackHarness } from '../../support/slack-app.js';

/** Under the caller's 1 s share: the caller is still loaded from Slack, taking most of it. */
const usersInfoMs = 900;
/**
 * A cold lookup is four catalogue round trips in a row (types, brands, brand, model): about 2 s,
 * within 2.5 s of the lookup's start (answered, were the budget counted from there) but not of
 * the request's arrival (0.9 s + 2 s).
 */
const catalogueLatencyMs = 500;
const slowUser = 'U0SLOWMCP1';

let harness: SlackHarness;
let slackbot: SlackbotClient;
beforeAll(async () => {
  harness = await startSlackHarness({
    env: { CATALOGUE_MARKETS: 'GB' },
    prepare: (standIn) =>
      standIn.answer('users.info', async (call, standard) => {
        await new Promise((resolve) => setTimeout(resolve, usersInfoMs));
        return standard(call);
      }),
  });
  slackbot = await connectSlackbot(harness.baseUrl, { secret: signingSecret });
});
afterAll(async () => {
  await slackbot?.close();
  await harness?.close();
});

describe('a tool call’s deadline', () => {
  it('counts from the request’s arrival: caller loading and lookup share 2.5 s', async () => {
    harness.sample.setLatency(catalogueLatencyMs);
    try {
      const result = await slackbot.call('find_controller', { unit: 'Daikin FTXM25R' }, slowUser);
      expect(harness.standIn.callsTo('users.info')).toHaveLength(1);
      expect(result.structuredContent).toMatchObject({ status: 'unavailable', skus: [] });
    } finally {
      harness.sample.setLatency(0);
    }
  });
});
