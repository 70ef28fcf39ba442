/**
 * What a salesperson reads when the unit is not simply found, over real HTTP (signed requests,
 * the real app, engine and sample catalogue, three markets configured): type names instead of
 * codes, suggestions presented as other units and their answers saying so, a brand alone, a
 * series prefix, a unit sold only in other markets, and choices that say how units differ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

interface Block {
  type: string;
  block_id?: string;
  text?: { text: string };
  accessory?: { type: string; action_id: string; value?: string; text?: { text: string } };
  elements?: { type: string; action_id: string; value?: string; text?: { text: string } }[];
}

const user = { id: 'U0GUIDE01', username: 'sam', name: 'sam', team_id: 'T0TEAM01' };
const anySku = /CF[A-Z]{6}\d{3}R000/;

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({ env: { CATALOGUE_MARKETS: 'app-market, FR, ES' } });
  expect(await harness.engine.whenWarm({ market: 'app-market', locale: 'app-locale' })).toBe(true);
});
afterAll(async () => {
  await harness?.close();
});

/** `/controller <text>`: the reply, from the ack or from the response_url when the ack said "looking". */
async function ask(text: string): Promise<Record<string, unknown>> {
  const { reply, responseId } = await harness.command(text, { userId: user.id });
  expect(reply.status).toBe(200);
  expect(reply.ms).toBeLessThan(3000);
  return String(reply.json?.text ?? '').startsWith(':mag:')
    ? (await harness.standIn.waitForResponse(responseId, 4000)).body
    : (reply.json ?? {});
}

const blocksOf = (body: Record<string, unknown>): Block[] => (body.blocks as Block[]) ?? [];
/** Every button: in actions blocks and beside sections. */
const buttons = (body: Record<string, unknown>) =>
  blocksOf(body).flatMap((b) => [
    ...(b.type === 'actions' ? (b.elements ?? []) : []),
    ...(b.accessory?.type === 'button' ? [b.accessory] : []),
  ]);

/** Clicks a button and returns what the app posted to its response_url. */
async function click(button: { action_id: string; value?: string; text?: { text: string } }) {
  const responseId = harness.newResponseId();
  const reply = await harness.interact({
    type: 'block_actions',
    user,
    api_app_id: 'A0APP0001',
    token: 'unused',
    container: {
      type: 'message',
      message_ts: '1700000000.000100',
      channel_id: 'C0SALES01',
      is_ephemeral: true,
    },
    trigger_id: '1.2.3',
    team: { id: 'T0TEAM01', domain: 'acme' },
    channel: { id: 'C0SALES01', name: 'sales' },
    response_url: harness.standIn.responseUrl(responseId),
    actions: [{ action_ts: '1700000000.1', type: 'button', block_id: 'b', ...button }],
  });
  expect(reply.status).toBe(200);
  return (await harness.standIn.waitForResponse(responseId)).body;
}

describe('type names', () => {
  it('names a type the market lacks by its display name, never its code', async () => {
    const body = await ask('zigbee daikin ftxm25r');
    expect(String(body.text)).toContain('*Zigbee controller* is not offered in market app-market');
    expect(JSON.stringify(body)).not.toContain('CTLR_ZIGBEE');
    expect(JSON.stringify(body)).not.toMatch(anySku);
  });
});

describe('suggestions are other units', () => {
  it('says a missing unit may exist without a controller here; a suggestion answers as a different unit', async () => {
    const body = await ask('daikin ftxm30r');
    expect(String(body.text)).toContain('may exist and have no controller here');
    expect(JSON.stringify(body)).not.toMatch(anySku);
    const [suggested] = buttons(body);
    expect(suggested?.text?.text).toMatch(/^Daikin /);
    const answer = await click(suggested ?? { action_id: 'none' });
    const texts = blocksOf(answer).map((b) => JSON.stringify(b));
    const notice = texts.findIndex((t) =>
      t.includes(`You asked for *ftxm30r*; this is *${suggested?.text?.text}*, a different unit.`),
    );
    const firstSku = texts.findIndex((t) => anySku.test(t));
    expect(notice).toBeGreaterThan(-1);
    expect(firstSku).toBeGreaterThan(notice);
  });
});
