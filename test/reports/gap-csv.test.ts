/** The gap report CSV: every text cell, whatever the catalogue or the user wrote, opens as text. */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { summariseFeedback } from '../../src/reports/feedback-summary.js';
import { gapReportCsv } from '../../src/reports/gap-csv.js';

const report = {
  since: Date.UTC(2026, 0, 1),
  lookups: 3,
  users: 2,
  questions: 3,
  answeredAtOnce: 1,
  neededChoice: 1,
  gaps: [
    { code: 'ZZZ9', brand: 'Daikin', model: 'zzz9', kind: 'not_sold' as const, count: 2, markets: ['ES'] },
  ],
  brands: [{ brand: 'Daikin', count: 3 }],
};

describe('gapReportCsv', () => {
  it.each([
    ['en', ',', 'Model code', 'not sold in this market', '33%'],
    ['fr', ';', 'Code du modèle', 'non vendue sur ce marché', '33\u00a0%'],
    ['de', ';', 'Modellcode', 'in diesem Markt nicht verkauft', '33\u00a0%'],
  ] as const)(
    '%s: %s between fields, headers, statuses and shares in the language',
    (language, separator, code, notSold, share) => {
      const rows = parse(gapReportCsv(report, language).toString('utf8').slice(1), {
        delimiter: separator,
        relax_column_count: true,
      }) as string[][];
      expect(rows).toContainEqual([
        code,
        expect.any(String),
        expect.any(String),
        expect.any(String),
        expect.any(String),
        expect.any(String),
        expect.any(String),
        expect.any(String),
      ]);
      expect(rows).toContainEqual(['ZZZ9', 'Daikin', 'zzz9', notSold, '2', 'ES']);
      expect(rows.flat()).toContain(share);
    },
  );

  it('writes every cell Excel would run as a formula as text, the code and markets too, and no other', () => {
    const csv = gapReportCsv(
      {
        ...report,
        gaps: [
          { code: '-CMD', brand: '=Brand', model: '+model', kind: 'not_found', count: 2, markets: ['@FR'] },
          {
            code: 'FTXM25R',
            brand: "l'Unité",
            model: 'FTXM-25R',
            kind: 'not_sold',
            count: 1,
            markets: ['ES'],
          },
        ],
        brands: [
          { brand: '\tBrand', count: 1 },
          { brand: '\rBrand', count: 1 },
          { brand: '\uFF1DBrand', count: 1 },
        ],
      },
      'en',
    );
    const rows = parse(csv.toString('utf8').slice(1), { relax_column_count: true }) as string[][];
    expect(rows).toContainEqual(["'-CMD", "'=Brand", "'+model", 'not found', '2', "'@FR"]);
    expect(rows).toContainEqual(["'\tBrand", '1']);
    // A line break is folded away: the cell is on one line, and starts with its first letter.
    expect(rows).toContainEqual(['Brand', '1']);
    expect(rows).toContainEqual(["'\uFF1DBrand", '1']);
    // Nothing else is touched.
    expect(rows).toContainEqual(['FTXM25R', "l'Unité", 'FTXM-25R', 'not sold in this market', '1', 'ES']);
  });

  it('lists each answer marked wrong with its unit, the SKUs shown and the question first asked, and counts both verdicts', () => {
    const pressed = (verdict: 'right' | 'wrong', question: string, skus: string[], market = 'ES') => ({
      at: Date.UTC(2026, 0, 2),
      verdict,
      market,
      question,
      brand: 'Daikin',
      model: 'FTXM25R',
      skus,
    });
    const feedback = summariseFeedback([
      pressed('wrong', 'daikin ftxm25r', ['DK-WIFI-01', 'DK-WIRED-02']),
      pressed('wrong', '=daikin ftxm 25', ['DK-WIFI-01', 'DK-WIRED-02'], 'FR'),
      pressed('right', 'daikin ftxm25r', ['DK-WIFI-01']),
      pressed('wrong', 'daikin ftxm25r wifi', ['DK-WIFI-01']),
    ]);
    const rows = parse(gapReportCsv(report, 'fr', feedback).toString('utf8').slice(1), {
      delimiter: ';',
      relax_column_count: true,
    }) as string[][];
    expect(rows).toContainEqual(['Réponses jugées justes', '1']);
    expect(rows).toContainEqual(['Réponses jugées fausses', '3']);
    expect(rows).toContainEqual([
      'Code du modèle',
      'Marque',
      'Modèle demandé',
      'Statut',
      'Demandes',
      'Marchés',
      'Références affichées',
      'Question posée',
    ]);
    expect(rows).toContainEqual([
      'FTXM25R',
      'Daikin',
      'FTXM25R',
      'réponse jugée fausse',
      '2',
      'ES | FR',
      'DK-WIFI-01 | DK-WIRED-02',
      'daikin ftxm25r',
    ]);
    expect(rows).toContainEqual([
      'FTXM25R',
      'Daikin',
      'FTXM25R',
      'réponse jugée fausse',
      '1',
      'ES',
      'DK-WIFI-01',
      'daikin ftxm25r wifi',
    ]);
  });

  it('writes the question, the unit and the SKUs of an answer marked wrong as text, never as a formula', () => {
    const feedback = summariseFeedback([
      {
        at: Date.UTC(2026, 0, 2),
        verdict: 'wrong',
        market: 'GB',
        question: '=HYPERLINK("http://x")',
        brand: '@Brand',
        model: '-FTXM25R',
        skus: ['+SKU1', 'SKU2'],
      },
    ]);
    const rows = parse(gapReportCsv(report, 'en', feedback).toString('utf8').slice(1), {
      relax_column_count: true,
    }) as string[][];
    expect(rows).toContainEqual([
      'FTXM25R',
      "'@Brand",
      "'-FTXM25R",
      'answer marked wrong',
      '1',
      'GB',
      "'+SKU1 | SKU2",
      '\'=HYPERLINK("http://x")',
    ]);
  });
});
