import { describe, expect, it } from 'vitest';
import { lookupFacts, lookupSummary, recentQuery } from '../../../src/slack/replies/lookup-summary.js';
import { replyKey } from '../../../src/slack/replies/lookups.js';
import { answer, scope, unit } from '../blocks/fixtures.js';

describe('lookupSummary', () => {
  it('sums an answer up as the unit and how many SKUs, or the one SKU of a type kept to', () => {
    expect(lookupSummary(answer(), 'en')).toBe('Daikin FTXM25R → 2 SKUs');
    expect(lookupSummary(answer({ rows: answer().rows.slice(0, 1) }), 'en')).toBe(
      'Daikin FTXM25R → AZX6WSC5GER (Wi-Fi controller)',
    );
  });

  it('names every variant an answer covers, in the summary and in the log', () => {
    const variants = [unit(5), unit(5, { modelId: 206, designation: 'FTXM25RW' })];
    expect(lookupSummary(answer({ variants }), 'en')).toBe('Daikin FTXM25R / RW → 2 SKUs');
    expect(lookupFacts(answer({ variants }), 'en')).toMatchObject({
      outcome: 'answer',
      brand: 'Daikin',
      model: 'FTXM25R / FTXM25RW',
    });
  });

  it("sums up a question naming several units as each unit's outcome", () => {
    const several = {
      kind: 'several' as const,
      scope,
      searched: { text: 'daikin ftxm25r, daikin ftxm' },
      results: [
        answer(),
        { kind: 'choices' as const, scope, searched: { text: 'x' }, candidates: [unit(1), unit(2)] },
      ],
      more: 0,
    };
    expect(lookupSummary(several, 'en')).toBe('Daikin FTXM25R → 2 SKUs · 2 possible units');
    expect(lookupFacts(several, 'en').outcome).toBe('several');
  });

  it('sums up every other outcome in the user language', () => {
    const searched = { text: 'x' };
    expect(lookupSummary({ kind: 'choices', scope, searched, candidates: [unit(1), unit(2)] }, 'es')).toBe(
      '2 unidades posibles',
    );
    expect(
      lookupSummary({ kind: 'not_found', scope, searched, suggestions: [], reason: 'no_model' }, 'fr'),
    ).toBe('introuvable');
    expect(
      lookupSummary(
        {
          kind: 'type_not_offered',
          scope,
          searched,
          requestedType: 'CTLR_KNX',
          requestedTypeName: 'KNX controller',
          offered: [],
        },
        'en',
      ),
    ).toBe('KNX controller not offered');
    expect(lookupSummary({ kind: 'still_learning', scope, searched }, 'en')).toBe('catalogue still loading');
    expect(lookupSummary({ kind: 'choices', scope, searched, candidates: [unit(1)] }, 'en')).toBe(
      '1 possible unit',
    );
    expect(lookupSummary({ kind: 'choices', scope, searched, candidates: [unit(1)] }, 'fr')).toBe(
      '1 unité possible',
    );
    expect(
      lookupSummary({ kind: 'other_markets', scope, searched, unit: unit(1), markets: ['FR', 'GB'] }, 'es'),
    ).toBe('solo se vende en FR y GB');
    expect(lookupSummary({ kind: 'catalogue_unavailable', scope, searched, reason: 'timeout' }, 'en')).toBe(
      'catalogue unavailable',
    );
  });
});

describe('recentQuery', () => {
  it('keeps one line of at most 150 characters', () => {
    expect(recentQuery(' daikin\n ftxm25r ')).toBe('daikin ftxm25r');
    expect(recentQuery('a'.repeat(500))).toHaveLength(150);
  });
});

describe('replyKey', () => {
  it('differs with the market, the locale, the language, the default type and the text', () => {
    const user = { userId: 'U1', market: 'GB', locale: 'en', language: 'en' as const };
    const key = replyKey(user, 'knx daikin ftxm25r', { shareable: true });
    const others = [
      replyKey({ ...user, market: 'ES' }, 'knx daikin ftxm25r', { shareable: true }),
      replyKey({ ...user, locale: 'es' }, 'knx daikin ftxm25r', { shareable: true }),
      replyKey({ ...user, language: 'es' }, 'knx daikin ftxm25r', { shareable: true }),
      replyKey({ ...user, defaultType: 'CTLR_WIFI' }, 'knx daikin ftxm25r', { shareable: true }),
      replyKey(user, 'knx daikin ftxm25r', { shareable: false }),
      replyKey(user, 'daikin ftxm25r', { shareable: true }),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
    expect(replyKey({ ...user, userId: 'U2' }, 'knx daikin ftxm25r', { shareable: true })).toBe(key);
  });
});
