/**
 * The Workflow Builder step find_controller_sku over real HTTP: signed `function_executed` events,
 * the real app, engine and sample catalogue (three markets), the Web API stand-in recording
 * `functions.completeSuccess`. Every case completes with a status the workflow can branch on,
 * and never with a SKU that `/controller` with the same text would not give.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skuOutputsSchema } from '../../src/slack/functions/sku-outputs.js';
import { skuStepExecuted, workflowToken } from '../support/agent-payloads.js';
import { sampleSkus } from '../support/sample-units.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const anySku = /CF[A-Z]{6}\d{3}R000/g;
const ftxm25r = sampleSkus('Daikin', 'FTXM25R');

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({ env: { CATALOGUE_MARKETS: 'GB, FR, ES' } });
});
afterAll(async () => {
  await harness?.close();
});

let executions = 0;

/** Runs the step with `inputs`; resolves with the outputs it completed with. */
async function runStep(inputs: Record<string, unknown>) {
  const id = `Fx${String(++executions).padStart(4, '0')}`;
  const reply = await harness.event(skuStepExecuted(id, inputs), `EvStep${id}`);
  expect(reply.status).toBe(200);
  const done = await harness.standIn.waitForCall(
    'functions.completeSuccess',
    8000,
    (c) => c.body.function_execution_id === id,
  );
  expect(done.authorization).toBe(`Bearer ${workflowToken}`);
  return skuOutputsSchema.parse(done.body.outputs);
}

/** Every SKU `/controller <text>` shows, from its ack or its follow-up. */
async function slashSkus(text: string): Promise<string[]> {
  const { answer } = await harness.commandAnswer(text, { userId: 'U0FLOW001' });
  return [...new Set(JSON.stringify(answer).match(anySku) ?? [])];
}

const skusOf = (outputs: { skus: string }) => outputs.skus.split(', ').filter((sku) => sku !== '');

describe('the catalogue down', () => {
  it('completes with unavailable and no SKU', async () => {
    harness.sample.injectFault({ kind: 'status', status: 503 });
    const outputs = await runStep({ unit: 'daikin ftxm25r' });
    harness.sample.clearFaults();
    expect(outputs.status).toBe('unavailable');
    expect(outputs.skus).toBe('');
    expect(outputs.summary).toContain('The catalogue did not answer');
  });
});

describe('find_controller_sku', () => {
  it('answers an exact unit with its SKUs, types and unit, as /controller does', async () => {
    const outputs = await runStep({ unit: 'daikin ftxm25r' });
    expect(outputs.status).toBe('answered');
    expect(outputs.unit).toBe('Daikin FTXM25R');
    expect(ftxm25r.length).toBeGreaterThan(1);
    expect(skusOf(outputs).sort()).toEqual([...ftxm25r].sort());
    expect(outputs.controller_types.split(', ')).toHaveLength(ftxm25r.length);
    expect(outputs.summary).toContain('Controller to sell for Daikin FTXM25R');
    expect(skusOf(outputs).sort()).toEqual((await slashSkus('daikin ftxm25r')).sort());
  });

  it('puts a step’s lookup in the lookup log, for the gap report, as the workflow’s', async () => {
    const since = Date.now();
    await runStep({ unit: 'daikin zzz999' });
    await harness.state.flush();
    const logged = (await harness.state.lookupLog.since(since)).filter(
      (entry) => entry.surface === 'workflow',
    );
    expect(logged.map((entry) => [entry.userId, entry.query, entry.outcome])).toEqual([
      ['workflow', 'daikin zzz999', 'not_found'],
    ]);
  });

  it('keeps to the controller type given, as a type typed first does', async () => {
    const outputs = await runStep({ unit: 'daikin ftxm25r', controller_type: 'wifi' });
    expect(outputs.status).toBe('answered');
    expect(skusOf(outputs)).toHaveLength(1);
    expect(ftxm25r).toContain(skusOf(outputs)[0]);
    expect(skusOf(outputs)).toEqual(await slashSkus('wifi daikin ftxm25r'));
  });

  it('honours a market and a language typed in the unit, as /controller does', async () => {
    const outputs = await runStep({ unit: 'daikin ftxm25r lang:fr market:FR' });
    expect(outputs.status).toBe('answered');
    expect(outputs.summary).toMatch(/^Contrôleur à vendre pour Daikin FTXM25R/);
    expect(skusOf(outputs).sort()).toEqual((await slashSkus('daikin ftxm25r lang:fr market:FR')).sort());
  });

  it('says not_found, with no SKU and no unit, for a unit the catalogue lacks', async () => {
    const outputs = await runStep({ unit: 'daikin zzz999' });
    expect(outputs).toMatchObject({ status: 'not_found', skus: '', unit: '', controller_types: '' });
    expect(outputs.summary).toContain('No unit of the catalogue matches');
    expect(await slashSkus('daikin zzz999')).toEqual([]);
  });

  it('says choose for an ambiguous prefix: the candidates in the summary, no SKU', async () => {
    const outputs = await runStep({ unit: 'daikin ftxm25' });
    expect(outputs).toMatchObject({ status: 'choose', skus: '', unit: '', controller_types: '' });
    expect(outputs.summary).toContain('Daikin FTXM25N');
    expect(outputs.summary).toContain('Daikin FTXM25R');
    expect(await slashSkus('daikin ftxm25')).toEqual([]);
  });

  it('says not_sold for a unit sold only in other markets, in the market given', async () => {
    const outputs = await runStep({ unit: 'daikin ctxm15r', market: 'es' });
    expect(outputs).toMatchObject({ status: 'not_sold', skus: '', unit: 'Daikin CTXM15R' });
    expect(outputs.summary).toContain('not sold in market ES');
    expect(await slashSkus('daikin ctxm15r market:ES')).toEqual([]);
  });

  it('says not_sold for a market that is not enabled here, naming the markets', async () => {
    const outputs = await runStep({ unit: 'daikin ftxm25r', market: 'DE' });
    expect(outputs).toMatchObject({ status: 'not_sold', skus: '' });
    expect(outputs.summary).toBe('Market DE is not enabled here. Markets: GB, FR, ES.');
  });

  it('acks a step of another callback id at once, and neither completes nor fails it', async () => {
    const event = { ...skuStepExecuted('FxOTHER01', { unit: 'daikin ftxm25r' }) };
    const reply = await harness.event(
      { ...event, function: { ...event.function, callback_id: 'another_step' } },
      'EvStepOther',
    );
    expect(reply.status).toBe(200);
    // A step is completed after the ack: a step of ours sent next, completed, shows it would have been.
    expect((await runStep({ unit: 'daikin ftxm25r' })).status).toBe('answered');
    const ended = [
      ...harness.standIn.callsTo('functions.completeSuccess'),
      ...harness.standIn.callsTo('functions.completeError'),
    ];
    expect(ended.filter((c) => c.body.function_execution_id === 'FxOTHER01')).toEqual([]);
  });

  it('fails only when the unit is not text at all', async () => {
    const id = 'FxNOTTEXT';
    await harness.event(skuStepExecuted(id, { unit: 42 }), 'EvStepNotText');
    const failed = await harness.standIn.waitForCall(
      'functions.completeError',
      5000,
      (c) => c.body.function_execution_id === id,
    );
    expect(String(failed.body.error)).toContain('The unit must be text');
    expect(
      harness.standIn.callsTo('functions.completeSuccess').filter((c) => c.body.function_execution_id === id),
    ).toEqual([]);
  });
});

describe('a step whose complete() fails', () => {
  it('ends in fail() with a readable error naming what Slack said, and no secret', async () => {
    const id = 'FxREFUSED';
    harness.standIn.answer('functions.completeSuccess', (call, standard) =>
      call.body.function_execution_id === id ? { ok: false, error: 'invalid_arguments' } : standard(call),
    );
    await harness.event(skuStepExecuted(id, { unit: 'daikin ftxm25r' }), 'EvStepRefused');
    const failed = await harness.standIn.waitForCall(
      'functions.completeError',
      8000,
      (c) => c.body.function_execution_id === id,
    );
    expect(failed.body.error).toBe(
      'Slack did not accept the step’s outputs (invalid_arguments). Run it again in a moment.',
    );
    expect(JSON.stringify(failed.body)).not.toContain(workflowToken);
    expect(
      harness.standIn.callsTo('functions.completeSuccess').filter((c) => c.body.function_execution_id === id),
    ).toHaveLength(1);
  });
});
