/**
 * What the lookup log says about use and the catalogue's gaps, as counts only (never who asked).
 * Every store reads its log into the same partial counts (`UsageCounts`); `finishUsageReport` sorts
 * and cuts them.
 */
import { z } from 'zod';
import { normaliseKey } from '../matching/normalise.js';
import type { LookupLogEntry } from './schema.js';

/** Log outcomes that are catalogue gaps, and what the report calls them. */
export const gapOutcomes = { not_found: 'not_found', other_markets: 'not_sold' } as const;
export type GapKind = (typeof gapOutcomes)[keyof typeof gapOutcomes];

export const gapRowSchema = z.object({
  code: z.string(),
  brand: z.string(),
  /** The model as first asked for. */
  model: z.string(),
  kind: z.enum(['not_found', 'not_sold']),
  count: z.number().int(),
  markets: z.array(z.string()),
});

export const usageReportSchema = z.object({
  since: z.number(),
  lookups: z.number().int(),
  users: z.number().int(),
  questions: z.number().int(),
  answeredAtOnce: z.number().int(),
  neededChoice: z.number().int(),
  gaps: z.array(gapRowSchema),
  brands: z.array(z.object({ brand: z.string(), count: z.number().int() })),
});
export type GapRow = z.infer<typeof gapRowSchema>;
export type UsageReport = z.infer<typeof usageReportSchema>;

/** One gap count of one (code, kind, brand, market). */
export interface GapCount {
  code: string;
  kind: GapKind;
  brand: string;
  market: string;
  model: string;
  count: number;
}

export interface UsageCounts {
  lookups: number;
  users: number;
  questions: number;
  answeredAtOnce: number;
  neededChoice: number;
  gaps: GapCount[];
  brands: Map<string, number>;
}

export const gapCode = (model: string | undefined): string => normaliseKey(model ?? '');

/** Folds log entries one at a time (memory and Redis read their logs through this). */
export class UsageTally {
  private lookups = 0;
  private questions = 0;
  private answeredAtOnce = 0;
  private neededChoice = 0;
  private readonly users = new Set<string>();
  private readonly gaps = new Map<string, GapCount>();
  private readonly brands = new Map<string, number>();

  add(entry: LookupLogEntry): void {
    this.lookups += 1;
    this.users.add(entry.userId);
    if (entry.surface !== 'menu') {
      this.questions += 1;
      if (entry.outcome === 'answer') this.answeredAtOnce += 1;
      if (entry.outcome === 'choices') this.neededChoice += 1;
    }
    if (entry.brand) this.brands.set(entry.brand, (this.brands.get(entry.brand) ?? 0) + 1);
    const kind = gapOutcomes[entry.outcome as keyof typeof gapOutcomes];
    const code = gapCode(entry.model);
    if (!kind || code === '') return;
    const brand = entry.brand ?? '';
    const key = JSON.stringify([code, kind, brand, entry.market]);
    const gap = this.gaps.get(key) ?? {
      code,
      kind,
      brand,
      market: entry.market,
      model: entry.model ?? '',
      count: 0,
    };
    gap.count += 1;
    this.gaps.set(key, gap);
  }

  counts(): UsageCounts {
    return {
      lookups: this.lookups,
      users: this.users.size,
      questions: this.questions,
      answeredAtOnce: this.answeredAtOnce,
      neededChoice: this.neededChoice,
      gaps: [...this.gaps.values()],
      brands: this.brands,
    };
  }
}

const byCount =
  <T extends { count: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b));

/** The report: gaps merged per (code, kind) with their most asked brand and every market, top `limit` of each list. */
export function finishUsageReport(
  since: number,
  counts: UsageCounts,
  limit = Number.POSITIVE_INFINITY,
): UsageReport {
  const merged = new Map<string, GapRow & { brandCounts: Map<string, number> }>();
  for (const gap of counts.gaps) {
    const key = JSON.stringify([gap.code, gap.kind]);
    const row = merged.get(key) ?? {
      code: gap.code,
      brand: '',
      model: gap.model,
      kind: gap.kind,
      count: 0,
      markets: [],
      brandCounts: new Map<string, number>(),
    };
    row.count += gap.count;
    if (!row.markets.includes(gap.market)) row.markets.push(gap.market);
    if (gap.brand) row.brandCounts.set(gap.brand, (row.brandCounts.get(gap.brand) ?? 0) + gap.count);
    merged.set(key, row);
  }
  const gaps = [...merged.values()]
    .map(({ brandCounts, ...row }) => ({
      ...row,
      brand: [...brandCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '',
      markets: row.markets.sort(),
    }))
    .sort(byCount((row) => row.code))
    .slice(0, limit);
  const brands = [...counts.brands]
    .map(([brand, count]) => ({ brand, count }))
    .sort(byCount((row) => row.brand))
    .slice(0, limit);
  const { lookups, users, questions, answeredAtOnce, neededChoice } = counts;
  return { since, lookups, users, questions, answeredAtOnce, neededChoice, gaps, brands };
}
