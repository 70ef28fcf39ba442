/**
 * The one way to ask (src/lookup/ask.ts) over the real lookup stack (the sample catalogue server
 * on loopback): what a question is, the question's own language (never read from the
 * catalogue's words), the locale the catalogue refuses giving way to the configured one
 * (remembered), a default type the market lacks dropped, repeats from the injected cache, and a
 * surface's own lookup run under the same rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsk, readQuestion } from '../../src/lookup/ask.js';
import type { Answer, Asker } from '../../src/lookup/ask-types.js';
import { LocaleRefusals } from '../../src/lookup/locale-refusals.js';
import type { LookupResult } from '../../src/lookup/result.js';
import { memoryCache } from '../../src/state/memory.js';
import { lineUnitOf } from '../../src/watched-lists/lines.js';
import { expectKind, type LookupStack, startLookupStack } from '../support/lookup-stack.js';
import { smallCatalogue } from '../support/small-catalogue.js';

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack();
});
afterAll(async () => {
  await stack?.close();
});

/** A fresh `ask` over the stack's engine, with its own refusals and repeat cache. */
function freshAsk(engine = stack.engine) {
  const refusals = new LocaleRefusals({ ttlMs: 60_000, maxSize: 10 });
  const repeats = memoryCache<Answer>(100);
  return { ask: createAsk({ engine, fallbackLocale: 'en', refusals, repeats }), refusals };
}

const lookupOf = (answer: Answer): LookupResult => {
  if (answer.kind !== 'lookup') throw new Error(`not a lookup: ${JSON.stringify(answer)}`);
  return answer.result;
};

const localesAsked = (server: LookupStack['server']) =>
  server.requests.map((request) => String(request.headers['app-locale']));

const es: Asker = { market: 'ES', locale: 'en' };

describe('what a question is', () => {
  it('reads the brands words alone as the market’s brands, anything else as units', () => {
    for (const text of ['brands', ' Marcas ', 'MARQUES', 'marche', 'marken'])
      expect(readQuestion({ text }).kind, text).toBe('brands');
    for (const text of ['daikin brands', 'daikin ftxm25r', ''])
      expect(readQuestion({ text })).toEqual({ kind: 'units', text });
  });

  it('lists the market’s brands', async () => {
    const answer = await freshAsk().ask.ask({ text: 'brands' }, es);
    expect(answer.kind).toBe('brands');
    expect(answer.kind === 'brands' && answer.brands).toEqual(expect.arrayContaining(['Daikin', 'Toshiba']));
  });
});

describe('the question’s own language', () => {
  const spanish = { text: '¿qué controlador para daikin FTXM25R?' };

  it('answers a question written in Spanish in Spanish, the catalogue’s content too', async () => {
    const answer = await freshAsk().ask.ask(spanish, es, { followLanguage: true });
    expect(answer.language).toBe('es');
    expect(expectKind(lookupOf(answer), 'answer').scope).toEqual({ market: 'ES', locale: 'es' });
  });

  it('keeps the asker’s language when they chose it, when the surface does not follow, or when none is clear', async () => {
    const { ask } = freshAsk();
    const chosen = await ask.ask(spanish, { ...es, languageChosen: true }, { followLanguage: true });
    const notFollowed = await ask.ask(spanish, es);
    const bare = await ask.ask({ text: 'daikin FTXM25R' }, es, { followLanguage: true });
    for (const answer of [chosen, notFollowed, bare]) {
      expect(answer.language).toBeUndefined();
      expect(lookupOf(answer).scope.locale).toBe('en');
    }
  });

  it('never takes the catalogue’s words for the language’s: a brand named Hola is no greeting', async () => {
    const small = await startLookupStack({
      catalogue: smallCatalogue([{ brand: 'Hola Para', designation: 'QX25R' }]),
    });
    try {
      const answer = await freshAsk(small.engine).ask.ask({ text: 'hola para qx25r' }, es, {
        followLanguage: true,
      });
      expect(answer.language).toBeUndefined();
      const result = expectKind(lookupOf(answer), 'answer');
      expect(result.scope.locale).toBe('en');
      expect(result.unit.brandName).toBe('Hola Para');
    } finally {
      await small.close();
    }
  });
});

describe('the rules every question is asked under', () => {
  it('answers in the configured locale when the market refuses the asker’s, and goes there at once next time', async () => {
    const { ask, refusals } = freshAsk();
    stack.server.requests.length = 0;
    const first = await ask.ask({ text: 'daikin ftxm25r' }, { market: 'GB', locale: 'xx' });
    expect(expectKind(lookupOf(first), 'answer').scope).toEqual({ market: 'GB', locale: 'en' });
    expect(refusals.isRefused('GB', 'xx')).toBe(true);
    expect(localesAsked(stack.server)).toContain('xx');
    stack.server.requests.length = 0;
    const line = await ask.line('daikin ftxm35r', { market: 'GB', locale: 'xx' });
    expect(expectKind(line.result, 'answer').scope.locale).toBe('en');
    expect(localesAsked(stack.server)).not.toContain('xx');
  });

  it('tells of a market the catalogue refuses even in the configured locale, not of a refused locale', async () => {
    const refused: string[] = [];
    const ask = createAsk({
      engine: stack.engine,
      fallbackLocale: 'en',
      refusals: new LocaleRefusals({ ttlMs: 60_000, maxSize: 10 }),
      onMarketRefused: (scope) => refused.push(`${scope.market} ${scope.locale}`),
    });
    await ask.ask({ text: 'daikin ftxm25r' }, { market: 'GB', locale: 'xx' });
    expect(refused).toEqual([]);
    const answer = await ask.ask({ text: 'daikin ftxm25r' }, { market: 'XX', locale: 'de' });
    expect(expectKind(lookupOf(answer), 'catalogue_unavailable').reason).toBe('scope_refused');
    expect(refused).toContain('XX en');
  });

  it('drops a default type the market lacks, and keeps one it offers', async () => {
    const { ask } = freshAsk();
    const lacked = await ask.ask({ text: 'daikin ftxm25r' }, { ...es, defaultType: 'CTLR_KNX' });
    expect(lacked.kind === 'lookup' && lacked.onlyType).toBeUndefined();
    expect(expectKind(lookupOf(lacked), 'answer').rows.length).toBeGreaterThan(1);
    const offered = await ask.ask({ text: 'daikin ftxm25r' }, { ...es, defaultType: 'CTLR_WIFI' });
    expect(offered.kind === 'lookup' && offered.onlyType).toBe('CTLR_WIFI');
    expect(expectKind(lookupOf(offered), 'answer').rows.map((row) => row.typeReference)).toEqual([
      'CTLR_WIFI',
    ]);
    const offer = await ask.market({ ...es, defaultType: 'CTLR_KNX' });
    expect(offer.defaultType).toBeUndefined();
    expect(offer.types.map((type) => type.reference)).not.toContain('CTLR_KNX');
  });

  it('says which type a list’s line was kept to: the default type, the one typed, or none', async () => {
    const { ask } = freshAsk();
    const byDefault = await ask.line('daikin ftxm25r', { ...es, defaultType: 'CTLR_WIFI' });
    expect(byDefault.onlyType).toBe('CTLR_WIFI');
    expect(expectKind(byDefault.result, 'answer').searched.type).toBeUndefined();
    // What a watched line keeps: the type it was answered for, so a refresh adds no other type to it.
    expect(lineUnitOf(byDefault.result, byDefault.onlyType)?.type).toBe('CTLR_WIFI');
    const typed = await ask.line('daikin ftxm25r pro', { ...es, defaultType: 'CTLR_WIFI' });
    expect(typed.onlyType).toBe(expectKind(typed.result, 'answer').searched.type);
    expect(typed.onlyType).not.toBe('CTLR_WIFI');
    const lacked = await ask.line('daikin ftxm25r', { ...es, defaultType: 'CTLR_KNX' });
    expect(lacked.onlyType).toBeUndefined();
    expect(lineUnitOf(lacked.result, lacked.onlyType)?.type).toBeUndefined();
  });

  it('repeats a settled answer from the cache, never across markets or locales, only when asked to', async () => {
    const { ask } = freshAsk();
    const question = { text: 'daikin ftxm25r' };
    expect((await ask.ask(question, es, { repeats: true })).repeated).toBe(false);
    stack.server.requests.length = 0;
    const again = await ask.ask(question, es, { repeats: true });
    expect(again.repeated).toBe(true);
    expect(stack.server.requests).toEqual([]);
    expect((await ask.ask(question, { ...es, market: 'FR' }, { repeats: true })).repeated).toBe(false);
    expect((await ask.ask(question, { ...es, locale: 'es' }, { repeats: true })).repeated).toBe(false);
    expect((await ask.ask(question, es)).repeated).toBe(false);
  });

  it('looks a question up when the repeat cache cannot be read or written, and says so', async () => {
    const failures: unknown[] = [];
    const ask = createAsk({
      engine: stack.engine,
      fallbackLocale: 'en',
      refusals: new LocaleRefusals({ ttlMs: 60_000, maxSize: 10 }),
      repeats: {
        get: () => Promise.reject(new Error('store down')),
        set: () => Promise.reject(new Error('store down')),
      },
      onRepeatError: (error) => failures.push(error),
    });
    const answer = await ask.ask({ text: 'daikin ftxm25r' }, es, { repeats: true });
    expect(answer.repeated).toBe(false);
    expectKind(lookupOf(answer), 'answer');
    await expect.poll(() => failures.length).toBe(2);
  });

  it('runs a surface’s own lookup under the same rules', async () => {
    const { ask } = freshAsk();
    const scopes: string[] = [];
    const ruled = await ask.within(
      { market: 'GB', locale: 'xx', defaultType: 'CTLR_WIFI' },
      async ({ scope, defaultType }) => {
        scopes.push(scope.locale);
        return { read: await stack.engine.lookupText({ text: 'daikin ftxm25r', scope, defaultType }) };
      },
      (value) => value.read,
    );
    // Listing the market's types (for the default type) learned the refusal: the lookup goes to `en` at once.
    expect(scopes).toEqual(['en']);
    expect(ruled.scope.locale).toBe('en');
    expect(ruled.onlyType).toBe('CTLR_WIFI');
    expect(expectKind(ruled.value.read, 'answer').rows.map((row) => row.typeReference)).toEqual([
      'CTLR_WIFI',
    ]);
  });
});
