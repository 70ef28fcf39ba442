/**
 * What a lookup came to, as the recent lookups keep it (facts) and as the Home tab writes it in
 * whichever language reads it (blocks/recent.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/i18n/index.js';
import type { LookupResult } from '../../../src/lookup/result.js';
import { recentLines, recentOutcomeText } from '../../../src/slack/blocks/recent.js';
import { lookupFacts, recentOutcome, recentQuery } from '../../../src/slack/replies/lookup-summary.js';
import { answer, scope, unit } from '../blocks/fixtures.js';

const lookupSummary = (result: LookupResult, language: Language) =>
  recentOutcomeText(recentOutcome(result), language);

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
    expect(lookupFacts(answer({ variants }))).toMatchObject({
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
    expect(lookupFacts(several).outcome).toBe('several');
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

describe('a recent lookup read in another language than it was asked in', () => {
  const at = '2026-01-05T10:00:00.000Z';

  it('writes the kept facts in the reader’s language', () => {
    const choices: LookupResult = {
      kind: 'choices',
      scope,
      searched: { text: 'x' },
      candidates: [unit(1), unit(2)],
    };
    const kept = { query: 'daikin ftxm', result: recentOutcomeText(recentOutcome(choices), 'es'), at };
    expect(kept.result).toBe('2 unidades posibles');
    expect(recentLines({ ...kept, outcome: recentOutcome(choices) }, 'de')).toEqual({
      asked: 'daikin ftxm',
      outcome: '2 mögliche Geräte',
    });
  });

  it('titles a list and counts its lines in the reader’s language', () => {
    const outcome = {
      kind: 'list' as const,
      lines: 32,
      counts: { answered: 28, check: 0, choose: 3, not_found: 1, not_sold: 0, unavailable: 0 },
    };
    const kept = { query: 'Lista de 32 unidades', result: '28 encontradas', outcome, at };
    expect(recentLines(kept, 'en')).toEqual({
      asked: 'List of 32 units',
      outcome: '28 answered, 3 need a choice, 1 not found',
    });
  });

  it('says why a photo gave no answer, never a code', () => {
    const kept = { query: 'photo plate.jpg', result: 'no_model', at };
    expect(recentLines({ ...kept, outcome: { kind: 'photo', reason: 'no_model' } }, 'fr').outcome).toBe(
      'aucun modèle lu sur la photo',
    );
    expect(recentLines({ ...kept, outcome: { kind: 'photo', reason: 'timeout' } }, 'en').outcome).toBe(
      'photo not read',
    );
  });

  it('shows an entry kept by an older version as it was written', () => {
    expect(recentLines({ query: 'daikin ftxm25r', result: 'introuvable', at }, 'en')).toEqual({
      asked: 'daikin ftxm25r',
      outcome: 'introuvable',
    });
  });
});

describe('recentQuery', () => {
  it('keeps one line of at most 150 characters', () => {
    expect(recentQuery(' daikin\n ftxm25r ')).toBe('daikin ftxm25r');
    expect(recentQuery('a'.repeat(500))).toHaveLength(150);
  });
});
