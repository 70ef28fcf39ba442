/**
 * The usage and gap counts of the lookup log in SQL (see ../usage-report.ts): totals, brands
 * and gaps are grouped by SQLite over the `at` index, with the entries' JSON read by
 * `json_extract` and model codes normalised by the app's own rule (`cf_code`, registered on the
 * connection), so no entry is read into the process one by one.
 */
import type Database from 'better-sqlite3';
import { type GapCount, gapCode, gapOutcomes, type UsageCounts } from '../usage-report.js';

const field = (name: string) => `json_extract(entry, '$.${name}')`;

export function usageQueries(db: Database.Database): (at: number) => UsageCounts {
  db.function('cf_code', { deterministic: true }, (model: unknown) =>
    gapCode(typeof model === 'string' ? model : undefined),
  );
  const totals = db.prepare<[number], Omit<UsageCounts, 'gaps' | 'brands'>>(
    `SELECT count(*) AS lookups,
            count(DISTINCT ${field('userId')}) AS users,
            coalesce(sum(${field('surface')} <> 'menu'), 0) AS questions,
            coalesce(sum(${field('surface')} <> 'menu' AND ${field('outcome')} = 'answer'), 0) AS answeredAtOnce,
            coalesce(sum(${field('surface')} <> 'menu' AND ${field('outcome')} = 'choices'), 0) AS neededChoice
       FROM lookup_log WHERE at >= ?`,
  );
  const brands = db.prepare<[number], { brand: string; count: number }>(
    `SELECT ${field('brand')} AS brand, count(*) AS count FROM lookup_log
      WHERE at >= ? AND brand IS NOT NULL AND brand <> '' GROUP BY brand`,
  );
  const outcomes = Object.keys(gapOutcomes)
    .map((outcome) => `'${outcome}'`)
    .join(', ');
  const gaps = db.prepare<[number], Omit<GapCount, 'kind'> & { outcome: keyof typeof gapOutcomes }>(
    `SELECT cf_code(${field('model')}) AS code, ${field('outcome')} AS outcome,
            coalesce(${field('brand')}, '') AS brand, ${field('market')} AS market,
            min(${field('model')}) AS model, count(*) AS count
       FROM lookup_log
      WHERE at >= ? AND outcome IN (${outcomes}) AND code <> ''
      GROUP BY code, outcome, brand, market`,
  );
  return (at) => {
    const total = totals.get(at) ?? {
      lookups: 0,
      users: 0,
      questions: 0,
      answeredAtOnce: 0,
      neededChoice: 0,
    };
    return {
      ...total,
      brands: new Map(brands.all(at).map((row) => [row.brand, row.count])),
      gaps: gaps.all(at).map(({ outcome, ...row }) => ({ ...row, kind: gapOutcomes[outcome] })),
    };
  };
}
