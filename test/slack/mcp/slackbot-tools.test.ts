/**
 * Slackbot's MCP server over real HTTP: the SDK's client, requests signed as Slack signs them,
 * the real app on loopback. Tools listed; a unit, a list and the brands answered in the caller's
 * market and language, their Block Kit within Slack's limits and static; unsigned, forged, stale
 * and over-size requests refused before any tool runs; no Slack user refused; no secret leaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../../src/catalogue/sample/data.js';
import { connectSlackbot, type SlackbotClient, slackSignedFetch } from '../../support/mcp-client.js';
import { nonEmpty } from '../../support/non-empty.js';
import { botToken, type SlackHarness, signingSecret, startSlackHarness } from '../../support/slack-app.js';
import { slackLimitViolations } from '../../support/slack-limits.js';
import { settingsSubmission } from '../../support/slack-payloads.js';

const frenchUser = 'U0FRMCP01';
const englishUser = 'U0GBMCP01';

const unitIn = (market: string, brand: string, designation: string) => {
  const unit = listUnits(sampleCatalogue(), market).find(
    (each) => each.brandName === brand && each.designation === designation,
  );
  if (!unit) throw new Error(`no ${brand} ${designation} in ${market}`);
  return unit;
};

let harness: SlackHarness;
let slackbot: SlackbotClient;
beforeAll(async () => {
  harness = await startSlackHarness({ env: { CATALOGUE_MARKETS: 'GB,FR,ES' } });
  const saved = await harness.interact(
    settingsSubmission(frenchUser, { market: 'FR', language: 'fr', type: '-' }),
  );
  expect(saved.status).toBe(200);
  slackbot = await connectSlackbot(harness.baseUrl, { secret: signingSecret });
});
afterAll(async () => {
  await slackbot?.close();
  await harness?.close();
});

const slackbotLookups = async () =>
  (await harness.state.lookupLog.since(0)).filter((entry) => entry.surface === 'slackbot');

type Structured = Record<string, unknown>;
const structured = (result: { structuredContent?: Structured }) => result.structuredContent ?? {};
const blocksOf = (result: { _meta?: Structured }) =>
  (result._meta?.slack as { blocks?: unknown[] } | undefined)?.blocks ?? [];

/** The blocks are a message Slack accepts, with no interactive element (no response URL behind them). */
function expectStaticBlockKit(result: { _meta?: Structured }) {
  const blocks = blocksOf(result);
  expect(blocks.length).toBeGreaterThan(0);
  expect(slackLimitViolations({ blocks, text: 'x' })).toEqual([]);
  const json = JSON.stringify(blocks);
  expect(json).not.toContain('"type":"actions"');
  expect(json).not.toContain('"type":"button"');
}

describe('tools/list', () => {
  it('names the four tools, read-only, with their input and output schemas and Block Kit support', async () => {
    const { tools } = await slackbot.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'check_list',
      'find_controller',
      'list_brands',
      'units_for_controller',
    ]);
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(tool._meta).toEqual({ slack: { supportsBlockKit: true } });
      expect(tool.outputSchema?.type).toBe('object');
    }
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool.inputSchema]));
    expect(byName.find_controller?.required).toEqual(['unit']);
    expect(Object.keys(byName.find_controller?.properties ?? {}).sort()).toEqual([
      'controller_type',
      'market',
      'unit',
    ]);
    expect(Object.keys(byName.units_for_controller?.properties ?? {}).sort()).toEqual(['market', 'sku']);
    expect(byName.check_list?.properties?.lines).toMatchObject({ type: 'array', maxItems: 100 });
    expect(Object.keys(byName.list_brands?.properties ?? {})).toEqual(['market']);
  });
});

describe('find_controller', () => {
  it('answers a unit with its SKUs in the market and language of the caller’s settings (FR, French)', async () => {
    const unit = unitIn('FR', 'Daikin', 'FTXM25R');
    const before = (await slackbotLookups()).length;
    const result = await slackbot.call('find_controller', { unit: 'Daikin FTXM25R' }, frenchUser);
    expect(result.isError).toBeFalsy();
    const answer = structured(result);
    expect(answer).toMatchObject({
      status: 'answered',
      unit: 'Daikin FTXM25R',
      market: 'FR',
      language: 'fr',
    });
    const skus = (answer.skus as { sku: string }[]).map((row) => row.sku);
    expect(skus.sort()).toEqual(unit.skus.map((row) => row.sku).sort());
    expect(String(answer.summary)).toContain('Contrôleur à vendre pour Daikin FTXM25R\u202f:');
    const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
    expect(text).toContain(nonEmpty(skus)[0]);
    expectStaticBlockKit(result);
    expect(JSON.stringify(blocksOf(result))).toContain('Marché FR');
    const logged = (await slackbotLookups()).slice(before);
    expect(logged).toMatchObject([
      { userId: frenchUser, market: 'FR', outcome: 'answer', query: 'Daikin FTXM25R' },
    ]);
  });

  it('keeps to the controller type asked for, in the market asked for: KNX in FR, none in ES', async () => {
    const unit = unitIn('FR', 'Daikin', 'FTXM25R');
    const knx = unit.skus.filter((row) => row.typeReference === 'CTLR_KNX');
    const ask = (market: string) =>
      slackbot.call(
        'find_controller',
        { unit: 'Daikin FTXM25R', controller_type: 'KNX', market },
        englishUser,
      );
    const inFrance = structured(await ask('fr'));
    expect(inFrance).toMatchObject({ status: 'answered', market: 'FR', language: 'en' });
    expect((inFrance.skus as { sku: string }[]).map((row) => row.sku)).toEqual(
      nonEmpty(knx).map((row) => row.sku),
    );
    const inSpain = structured(await ask('ES'));
    expect(inSpain).toMatchObject({ status: 'not_sold', market: 'ES', skus: [] });
  });

  it('gives the candidates when several units could be meant, never a guess', async () => {
    const result = await slackbot.call('find_controller', { unit: 'Daikin FTXM' }, englishUser);
    const answer = structured(result);
    expect(answer.status).toBe('choose');
    expect((answer.candidates as string[]).length).toBeGreaterThan(1);
    expect(answer.skus).toEqual([]);
    expectStaticBlockKit(result);
  });

  it('refuses a market that is not enabled, and a call with no Slack user', async () => {
    const before = (await slackbotLookups()).length;
    const elsewhere = await slackbot.call(
      'find_controller',
      { unit: 'Daikin FTXM25R', market: 'XX' },
      englishUser,
    );
    expect(elsewhere.isError).toBe(true);
    expect(JSON.stringify(elsewhere.content)).toContain(
      'Market XX is not enabled here. Markets: GB, FR, ES.',
    );
    const anonymous = await slackbot.call('find_controller', { unit: 'Daikin FTXM25R' });
    expect(anonymous.isError).toBe(true);
    expect(JSON.stringify(anonymous.content)).toContain('must come from Slack');
    expect(await slackbotLookups()).toHaveLength(before);
  });
});

describe('check_list and list_brands', () => {
  it('answers a list of 20 lines, one outcome per line and the order summary', async () => {
    const units = listUnits(sampleCatalogue(), 'GB')
      .filter((unit) => unit.brandName === 'Daikin' && unit.skus.length > 0)
      .slice(0, 20);
    expect(units).toHaveLength(20);
    const lines = units.map((unit, i) => `${(i % 3) + 1}x ${unit.brandName} ${unit.designation}`);
    const before = (await slackbotLookups()).length;
    const result = await slackbot.call('check_list', { lines }, englishUser);
    expect((await slackbotLookups()).slice(before).map((entry) => entry.query)).toEqual(lines);
    const answer = structured(result) as {
      lines: { line: number; status: string; skus: { sku: string }[] }[];
      order_summary: { sku: string; quantity: number }[];
      market: string;
    };
    expect(answer.market).toBe('GB');
    expect(answer.lines.map((line) => line.line)).toEqual(units.map((_, i) => i + 1));
    expect(answer.lines.map((line) => line.status)).toEqual(units.map(() => 'answered'));
    expect(answer.lines.map((line) => line.skus.map((row) => row.sku).sort())).toEqual(
      units.map((unit) => unit.skus.map((row) => row.sku).sort()),
    );
    const total = answer.order_summary.reduce((sum, row) => sum + row.quantity, 0);
    const expected = units.reduce((sum, unit, i) => sum + ((i % 3) + 1) * unit.skus.length, 0);
    expect(total).toBe(expected);
    expectStaticBlockKit(result);
    // No CSV file comes with Slackbot's answer: its blocks promise none.
    expect(JSON.stringify(blocksOf(result))).not.toMatch(/file|CSV/);
  });

  it('lists the brands and controller types of the caller’s market', async () => {
    const result = await slackbot.call('list_brands', {}, frenchUser);
    const answer = structured(result) as { market: string; brands: string[]; controller_types: unknown[] };
    expect(answer.market).toBe('FR');
    expect(answer.brands).toContain('Daikin');
    expect(answer.controller_types.length).toBeGreaterThan(0);
    expectStaticBlockKit(result);
    expect(JSON.stringify(blocksOf(result))).toContain('Marques du marché FR');
  });
});

describe('a catalogue that does not answer', () => {
  it('is said so (unavailable), never a guess, for a unit the app has not read yet', async () => {
    const unit = listUnits(sampleCatalogue(), 'GB').find((each) => each.brandName === 'Fujitsu');
    expect(unit).toBeDefined();
    harness.sample.injectFault({ kind: 'hang' });
    try {
      const result = await slackbot.call(
        'find_controller',
        { unit: `${unit?.brandName} ${unit?.designation}` },
        englishUser,
      );
      expect(structured(result)).toMatchObject({ status: 'unavailable', skus: [] });
    } finally {
      harness.sample.clearFaults();
    }
  });
});

describe('requests Slack did not sign', () => {
  const toolCall = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {
      name: 'find_controller',
      arguments: { unit: 'Daikin FTXM25R' },
      _meta: { slack: { user_id: englishUser, team_id: 'T0TEAM01' } },
    },
  });
  const post = (signing: Parameters<typeof slackSignedFetch>[0], body = toolCall) =>
    slackSignedFetch(signing)(`${harness.baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body,
    });

  it('answers 401 with a JSON-RPC error to an unsigned, wrongly signed or 6-minute-old call, and runs nothing', async () => {
    const lookups = (await slackbotLookups()).length;
    harness.sample.resetCounters();
    const sixMinutesAgo = () => Math.floor(Date.now() / 1000) - 6 * 60;
    for (const signing of [
      { secret: signingSecret, unsigned: true },
      { secret: 'another-secret' },
      { secret: signingSecret, timestamp: sixMinutesAgo },
    ]) {
      const response = await post(signing);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32001 }, id: null });
    }
    expect(await slackbotLookups()).toHaveLength(lookups);
    expect(harness.sample.callCount()).toBe(0);
  });

  it('answers 413 to a body over the limit, and runs nothing', async () => {
    const lookups = (await slackbotLookups()).length;
    harness.sample.resetCounters();
    const padded = JSON.stringify({ ...JSON.parse(toolCall), padding: 'x'.repeat(1024 * 1024) });
    const response = await post({ secret: signingSecret }, padded);
    expect(response.status).toBe(413);
    expect(await slackbotLookups()).toHaveLength(lookups);
    expect(harness.sample.callCount()).toBe(0);
  });

  it('keeps the signing secret, the bot token and the catalogue key out of answers and log lines', async () => {
    const result = await slackbot.call('find_controller', { unit: 'Daikin FTXM25R' }, englishUser);
    const everything = [JSON.stringify(result), ...harness.logLines].join('\n');
    for (const secret of [signingSecret, botToken, harness.sample.apiKey])
      expect(everything).not.toContain(secret);
    expect(harness.logLines.some((line) => line.includes('not signed by Slack'))).toBe(true);
  });
});
