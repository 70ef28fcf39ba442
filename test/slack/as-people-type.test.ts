/**
 * Questions as people type them, over real HTTP (issue 29, points 6 and 7): a question written
 * in one of the app's languages is answered in it unless the user chose theirs, help and a
 * greeting in their word's language, the market's brands, a unit named twice answered once; and
 * with CATALOGUE_BASE_URL unset (the embedded sample catalogue, as `npm start` runs by default),
 * every answer, list CSV and Workflow summary says it is not for orders.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skuOutputsSchema } from '../../src/slack/functions/sku-outputs.js';
import { skuStepExecuted } from '../support/agent-payloads.js';
import { localesByIdStart, type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const anySku = /CF[A-Z]{6}\d{3}R000/g;

/** `/controller <text>` as `userId`: the answer's JSON, from the ack or its follow-up. */
async function ask(harness: SlackHarness, text: string, userId: string): Promise<string> {
  const { reply, answer } = await harness.commandAnswer(text, { userId });
  expect(reply.status).toBe(200);
  return JSON.stringify(answer);
}

describe('questions as people type them', () => {
  let harness: SlackHarness;
  beforeAll(async () => {
    harness = await startSlackHarness({ env: { CATALOGUE_MARKETS: 'GB, FR, ES' } });
    harness.standIn.answer('users.info', localesByIdStart({ U0ES: 'es-ES' }));
    await harness.state.settings.save('U0CHOSEFR', { locale: 'fr' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers a question written in Spanish in Spanish, unless the user chose a language', async () => {
    const spanish = await ask(harness, '¿qué controlador para daikin FTXM25R?', 'U0ENQUE01');
    expect(spanish).toContain('Controlador a vender para *Daikin FTXM25R*');
    expect(spanish).toContain('Idioma Español');
    expect(await ask(harness, 'daikin FTXM25R', 'U0ENQUE01')).toContain(
      'Controller to sell for *Daikin FTXM25R*',
    );
    const chosen = await ask(harness, '¿qué controlador para daikin FTXM25R?', 'U0CHOSEFR');
    expect(chosen).toContain('Contrôleur à vendre pour *Daikin FTXM25R*');
  });

  it('gives help in its word’s language, and greets in the greeting’s', async () => {
    expect(await ask(harness, 'aiuto', 'U0ENHELP1')).toContain('Chiedi con');
    expect(await ask(harness, 'hilfe', 'U0ENHELP1')).toContain('Frag mit Marke und Modell');
    expect(await ask(harness, 'hola', 'U0ENHELP1')).toContain('¡Hola! Escribe la marca y el modelo');
    expect(await ask(harness, 'hello', 'U0ESHELP1')).toContain('Hello! Type the brand and model');
    // `help` is the app's command word in every language: the user's own language.
    expect(await ask(harness, 'help', 'U0ESHELP1')).toContain('Pregunta con una marca y un modelo');
  });

  it('lists the market’s brands, and answers a unit named twice once', async () => {
    const brands = await ask(harness, 'brands', 'U0ENBRND1');
    expect(brands).toMatch(/Brands in market GB: Daikin, .*Toshiba\./);
    const twice = await ask(harness, 'daikin ftxm25r, daikin ftxm25r', 'U0ENBRND1');
    expect(twice).not.toContain('Your question names');
    expect(twice.match(/Controller to sell for \*Daikin FTXM25R\*/g)).toHaveLength(1);
  });

  it('says nothing of a sample catalogue when CATALOGUE_BASE_URL names one', async () => {
    expect(await ask(harness, 'daikin ftxm25r', 'U0ENBRND1')).not.toMatch(/sample catalogue/i);
  });
});

describe('the embedded sample catalogue (CATALOGUE_BASE_URL unset)', () => {
  let harness: SlackHarness;
  beforeAll(async () => {
    harness = await startSlackHarness({
      env: { CATALOGUE_BASE_URL: undefined, CATALOGUE_API_KEY: undefined, CATALOGUE_MARKET: undefined },
    });
    harness.standIn.answer('users.info', localesByIdStart({ U0ES: 'es-ES' }));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('says in every answer, in the reader’s language, that it is not for orders', async () => {
    const english = await ask(harness, 'daikin ftxm25r', 'U0ENSAMP1');
    expect(english).toMatch(anySku);
    expect(english).toContain('Sample catalogue: not for orders.');
    expect(await ask(harness, 'daikin', 'U0ENSAMP1')).toContain('Sample catalogue: not for orders.');
    const spanish = await ask(harness, 'daikin ftxm25r', 'U0ESSAMP1');
    expect(spanish).toContain('Catálogo de muestra: no sirve para pedidos.');
    expect(harness.logLines.join('\n')).toMatch(/set CATALOGUE_BASE_URL to its base URL/);
  });

  it('says it under a list’s answer and at the end of its CSV', async () => {
    const ts = '1700009000.000001';
    await harness.event(
      {
        type: 'message',
        channel: 'D0SAMPLE1',
        channel_type: 'im',
        user: 'U0ENSAMP2',
        text: ['ftxm20r', 'ftxm25r', 'ftxm35r', 'ftxm42r', 'ftxm50r', 'ftxm60r', 'ftxm71r']
          .map((model) => `daikin ${model}`)
          .join('\n'),
        ts,
        event_ts: ts,
      },
      'EvSampleList1',
    );
    const upload = await harness.standIn.waitForUpload(20_000, (u) => u.channelId === 'D0SAMPLE1');
    const rows = parse(upload.content.toString('utf8').slice(1), { relax_column_count: true }) as string[][];
    expect(rows.at(-1)).toEqual(['Sample catalogue: not for orders.']);
    expect(rows.at(-2)).toEqual(['']);
    await expect
      .poll(() =>
        JSON.stringify(harness.standIn.callsTo('chat.update').filter((c) => c.body.channel === 'D0SAMPLE1')),
      )
      .toContain('Sample catalogue: not for orders.');
  });

  it('says it in the Workflow step’s summary', async () => {
    const reply = await harness.event(
      skuStepExecuted('FxSample01', { unit: 'daikin ftxm25r' }),
      'EvStepSample01',
    );
    expect(reply.status).toBe(200);
    const done = await harness.standIn.waitForCall(
      'functions.completeSuccess',
      8000,
      (c) => c.body.function_execution_id === 'FxSample01',
    );
    const outputs = skuOutputsSchema.parse(done.body.outputs);
    expect(outputs.status).toBe('answered');
    expect(outputs.summary).toMatch(/ Sample catalogue: not for orders\.$/);
  });
});
