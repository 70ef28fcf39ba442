/**
 * The catalogue hanging or failing: the user still hears back, with no SKU. A hanging
 * catalogue never answers, so an answer that arrives at all did not wait for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionIds, encodeMenuBlockId } from '../../src/slack/blocks/ids.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const anySku = /CF[A-Z]{3}[A-Z]{3}\d{3}R000/;

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
});
afterAll(async () => {
  await harness?.close();
});

// Both wait for the hanging catalogue as long as the app lets them: at once, not one after the other.
describe.concurrent('catalogue hanging', () => {
  beforeAll(() => harness.sample.injectFault({ kind: 'hang' }));
  afterAll(() => harness.sample.clearFaults());

  it('acks with "Looking that up" while the catalogue hangs, then says it did not answer, with no SKU', async ({
    expect,
  }) => {
    const { reply, responseId } = await harness.command('daikin ftxm25r');
    expect(reply.status).toBe(200);
    expect(reply.json?.text).toContain('Looking that up');
    const followUp = await harness.standIn.waitForResponse(responseId, 4000);
    expect(followUp.body.replace_original).toBe(true);
    expect(String(followUp.body.text)).toMatch(/did not answer in time|cannot be reached/);
    expect(JSON.stringify(followUp.body)).not.toMatch(anySku);
  });

  it('answers a type-ahead with no options', async ({ expect }) => {
    const reply = await harness.interact({
      type: 'block_suggestion',
      user: { id: 'U0SALES01', username: 'sam', name: 'sam', team_id: 'T0TEAM01' },
      team: { id: 'T0TEAM01', domain: 'acme' },
      api_app_id: 'A0APP0001',
      token: 'unused',
      container: { type: 'message', is_ephemeral: true },
      action_id: actionIds.menuBrand,
      block_id: encodeMenuBlockId('brand', {
        scope: { market: 'GB', locale: 'en' },
        type: 'CTLR_PRO',
      }),
      value: 'dai',
    });
    expect(reply.status).toBe(200);
    expect(reply.json?.options).toEqual([]);
  });
});

describe('catalogue back, or failing', () => {
  it('keeps running: answers again once the catalogue is back', async () => {
    harness.sample.clearFaults();
    const { answer: body } = await harness.commandAnswer('daikin ftxm25r');
    expect(String(body.text)).toMatch(anySku);
  });

  it('explains a failing catalogue (HTTP 500) without any SKU', async () => {
    harness.sample.injectFault({ kind: 'status', status: 500 });
    const { answer: body } = await harness.commandAnswer('mitsubishi msz-ln25vg');
    expect(String(body.text)).toMatch(/cannot be reached|did not answer/);
    expect(JSON.stringify(body)).not.toMatch(anySku);
    harness.sample.clearFaults();
  });
});
