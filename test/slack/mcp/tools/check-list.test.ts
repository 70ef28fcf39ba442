/**
 * `check_list` when the market's controller types cannot be read: a type the list names ("KNX")
 * could not be kept to, so every line is `unavailable`, never the SKUs of a type nobody asked for.
 * The sample catalogue fails that one read (its own harness: nothing read before).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSlackbot, type SlackbotClient } from '../../../support/mcp-client.js';
import { type SlackHarness, signingSecret, startSlackHarness } from '../../../support/slack-app.js';

const user = 'U0GBLIST01';

let harness: SlackHarness;
let slackbot: SlackbotClient;
beforeAll(async () => {
  harness = await startSlackHarness({ env: { CATALOGUE_MARKETS: 'GB' } });
  slackbot = await connectSlackbot(harness.baseUrl, { secret: signingSecret });
});
afterAll(async () => {
  await slackbot?.close();
  await harness?.close();
});

interface Answer {
  lines: { status: string; skus: unknown[] }[];
  order_summary: unknown[];
}

describe('check_list without the market’s types', () => {
  it('answers every line unavailable, with no SKU, when reading the types fails', async () => {
    harness.sample.resetCounters();
    // The first read naming `article-types` is the market's types (a model's path comes later); 500 is not tried again.
    harness.sample.injectFault({ kind: 'status', status: 500 }, { times: 1, pathIncludes: 'article-types' });
    try {
      const result = await slackbot.call(
        'check_list',
        { lines: ['KNX', '2x Daikin FTXM25R', 'Daikin FTXM35R'] },
        user,
      );
      const first = harness.sample.requests[0]?.path ?? '';
      expect(first.endsWith('/article-types')).toBe(true);
      const answer = result.structuredContent as unknown as Answer;
      expect(answer.lines.map((line) => line.status)).toEqual(['unavailable', 'unavailable']);
      expect(answer.lines.flatMap((line) => line.skus)).toEqual([]);
      expect(answer.order_summary).toEqual([]);
    } finally {
      harness.sample.clearFaults();
    }
  });

  it('keeps to the type the list names once the types can be read', async () => {
    const result = await slackbot.call('check_list', { lines: ['KNX', '2x Daikin FTXM25R'] }, user);
    const answer = result.structuredContent as unknown as {
      lines: { status: string; skus: { sku: string }[] }[];
    };
    expect(answer.lines.map((line) => line.status)).toEqual(['answered']);
    expect(answer.lines.flatMap((line) => line.skus.map((row) => row.sku))).toEqual(['CFKNXDAI001R000']);
  });
});
