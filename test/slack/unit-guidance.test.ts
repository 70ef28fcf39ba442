/**
 * What a salesperson reads when the unit is not simply found, over real HTTP (signed requests,
 * the real app, engine and sample catalogue, three markets configured): type names instead of
 * codes, suggestions presented as other units and their answers saying so, a brand alone, a
 * series prefix, a unit sold only in other markets, and choices that say how units differ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { messageClick } from '../support/slack-payloads.js';

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
  harness = await startSlackHarness({
    env: { CATALOGUE_MARKETS: 'GB, FR, ES' },
    members: [{ id: 'U0GUIDE01', locale: 'en-US' }],
  });
  expect(await harness.engine.whenWarm({ market: 'GB', locale: 'en' })).toBe(true);
});
afterAll(async () => {
  await harness?.close();
});

/** `/controller <text>`: the reply, from the ack or from the response_url when the ack said "looking". */
async function ask(text: string): Promise<Record<string, unknown>> {
  const { reply, answer } = await harness.commandAnswer(text, { userId: user.id });
  expect(reply.status).toBe(200);
  // The ack itself says something: the answer, or that it is looking (timing is deadlines.test.ts's).
  expect(String(reply.json?.text ?? '')).not.toBe('');
  return answer;
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
  const reply = await harness.interact(
    messageClick({
      user,
      responseUrl: harness.standIn.responseUrl(responseId),
      actions: [{ action_ts: '1700000000.1', type: 'button', block_id: 'b', ...button }],
    }),
  );
  expect(reply.status).toBe(200);
  return (await harness.standIn.waitForResponse(responseId)).body;
}

describe('type names', () => {
  it('names a type the market lacks by its display name, never its code', async () => {
    const body = await ask('zigbee daikin ftxm25r');
    expect(String(body.text)).toContain('*Zigbee controller* is not offered in market GB');
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

describe('near neighbours (class 8)', () => {
  it('never offers a near neighbour as if it were the unit: it is a suggestion of another unit', async () => {
    const body = await ask('panasonic cs-hz25xke');
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/units? match|matches this unit|More than one unit/);
    expect(text).toContain('may exist and have no controller here');
    expect(text).toContain('Each is a different unit from the one you asked for');
    expect(text).not.toMatch(anySku);
    const neighbour = buttons(body).find((b) => b.text?.text === 'Panasonic CS-Z25XKEW');
    expect(neighbour).toBeDefined();
    const answer = await click(neighbour ?? { action_id: 'none' });
    const texts = blocksOf(answer).map((b) => JSON.stringify(b));
    const notice = texts.findIndex((t) =>
      t.includes('You asked for *cs-hz25xke*; this is *Panasonic CS-Z25XKEW*, a different unit.'),
    );
    expect(notice).toBeGreaterThan(-1);
    expect(texts.findIndex((t) => anySku.test(t))).toBeGreaterThan(notice);
  });

  it('answers a code sold only in other markets with where it is sold, and no neighbour or SKU', async () => {
    const body = await ask('daikin ctxm15r market:ES');
    const text = JSON.stringify(body);
    expect(String(body.text)).toBe(
      '*Daikin CTXM15R* is sold in GB and FR, not in ES: there is no controller to sell for it here.',
    );
    expect(text).toContain('market:GB');
    expect(text).not.toMatch(anySku);
    expect(text).not.toContain('FTXM');
    expect(buttons(body)).toEqual([]);
  });
});

describe('choices say how the units differ (class 9)', () => {
  it("puts each unit's protocol family beside its button", async () => {
    const body = await ask('daikin ftxm25');
    const sections = blocksOf(body).filter((b) => b.type === 'section' && b.accessory?.type === 'button');
    expect(sections.map((s) => s.accessory?.text?.text)).toEqual(['Daikin FTXM25N', 'Daikin FTXM25R']);
    expect(sections[0]?.text?.text).toContain('Daikin S21 (2014–2019 units)');
    expect(sections[1]?.text?.text).toContain('Daikin S21 (domestic split)');
    expect(JSON.stringify(body)).not.toMatch(anySku);
  });
});

describe('a brand alone, a series prefix (issue 12, point 2)', () => {
  const modelSelects = (body: Record<string, unknown>) =>
    blocksOf(body).filter((b) => b.accessory?.action_id === 'menu_model');

  it('opens the model menu on a brand named alone', async () => {
    const body = await ask('daikin');
    expect(String(body.text)).toContain('Which *Daikin* model?');
    expect(JSON.stringify(body)).not.toContain('could not find');
    expect(modelSelects(body)).toHaveLength(1);
  });

  it('opens it on both sibling brands for a short form that names both', async () => {
    const body = await ask('mitsu');
    expect(String(body.text)).toContain('Which *Mitsubishi Electric or Mitsubishi Heavy Industries* model?');
    expect(modelSelects(body)).toHaveLength(2);
  });

  it('lists the units of a series prefix as choices, and points to the menus for the rest', async () => {
    const body = await ask('daikin ftxm');
    expect(String(body.text)).toContain('12 Daikin units start with *ftxm*');
    const choices = buttons(body).filter((b) => b.action_id.startsWith('pick_unit_'));
    expect(choices).toHaveLength(10);
    expect(choices.every((b) => /^Daikin FTXM\d+[RN]$/.test(b.text?.text ?? ''))).toBe(true);
    expect(JSON.stringify(body)).toContain('2 more are not listed');
    expect(buttons(body).some((b) => b.action_id === 'open_menus')).toBe(true);
  });
});
