/**
 * The quality harness shared by the quality tests and `npm run bench`: runs every labelled query
 * of a set through the real lookup engine (over a real catalogue server on loopback, warm cache),
 * judges each outcome against its label (`labels.ts`), and runs plain fuse.js (default options,
 * top hit over "brand designation") on the same queries as a baseline.
 *
 * To see the failing queries of one kind, set QUALITY_SHOW to a piece of "category/kind" or of
 * the verdict, e.g.
 *   QUALITY_SHOW='letter slip' npm run bench -- quality
 *   QUALITY_SHOW='absent/' npx vitest run test/quality/eval-quality.slow.test.ts
 *   QUALITY_SHOW='needless choice' npm run bench -- quality     (QUALITY_SHOW=all: every failure)
 * Each failing query is printed with its set, label, verdict and what the engine returned.
 */
import Fuse from 'fuse.js';
import { listUnits, type SampleCatalogue } from '../../../src/catalogue/sample/data.js';
import type { CatalogueScope } from '../../../src/catalogue/types.js';
import { startLookupStack } from '../lookup-stack.js';
import {
  describeJudged,
  handled,
  type Judged,
  type LabelledQuery,
  type Outcome,
  outcomeOf,
  type QualityFigures,
  qualityFigures,
  verdictOf,
} from './labels.js';

/** The type codes the brand- and model-detail paths accept: units listed only under others are unreachable. */
export const detailPathTypes: ReadonlySet<string> = new Set(['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI']);

export interface QualitySet {
  /** e.g. `sample GB`, `eval ES`, `eval-holdout DE`. */
  name: string;
  scope: CatalogueScope;
  queries: readonly LabelledQuery[];
}

export interface QualityRun {
  set: QualitySet;
  engine: Judged[];
  /** Plain fuse.js on the same queries; empty unless asked for (it is slow: the bench only). */
  baseline: Judged[];
}

export interface QualityOptions {
  /** Markets the engine knows besides those of the sets (CATALOGUE_MARKETS). */
  markets?: readonly string[];
  /** Also run the fuse.js baseline. */
  baseline?: boolean;
}

/**
 * Runs the sets, all of one catalogue, on one lookup stack whose engine knows every market of
 * the sets, each market's catalogue-wide index warm first.
 */
export async function runQuality(
  catalogue: SampleCatalogue,
  sets: readonly QualitySet[],
  options: QualityOptions = {},
): Promise<QualityRun[]> {
  const allMarkets = [...new Set([...sets.map((s) => s.scope.market), ...(options.markets ?? [])])];
  const stack = await startLookupStack({ catalogue, engine: { markets: allMarkets } });
  try {
    const runs: QualityRun[] = [];
    for (const set of sets) {
      if (!(await stack.engine.whenWarm(set.scope))) throw new Error(`${set.name}: index never warmed`);
      const engine: Judged[] = [];
      for (const query of set.queries) {
        const result = await stack.engine.lookupText({ text: query.text, scope: set.scope });
        engine.push({ query, outcome: outcomeOf(result) });
      }
      const baseline = options.baseline ? fuseBaseline(catalogue, set.scope.market, set.queries) : [];
      runs.push({
        set,
        engine,
        baseline: baseline.map((outcome, i) => ({ query: set.queries[i] as LabelledQuery, outcome })),
      });
    }
    await stack.engine.close();
    return runs;
  } finally {
    await stack.close();
  }
}

/** Plain fuse.js, default options, over "brand designation" of the reachable units: the top hit is the answer. */
export function fuseBaseline(
  catalogue: SampleCatalogue,
  market: string,
  queries: readonly LabelledQuery[],
): Outcome[] {
  const units = listUnits(catalogue, market).filter((unit) =>
    unit.skus.some((s) => detailPathTypes.has(s.typeReference)),
  );
  const fuse = new Fuse(units.map((unit) => `${unit.brandName} ${unit.designation}`));
  return queries.map((query) => {
    const [top] = fuse.search(query.text, { limit: 1 });
    const unit = top ? units[top.refIndex] : undefined;
    return unit
      ? { kind: 'answer', unit: { brandId: unit.brandId, modelId: unit.modelId }, skus: unit.skus }
      : { kind: 'not_found' };
  });
}

/** Figures per kind ("category/kind"), in first-seen order. */
export function figuresByKind(results: readonly Judged[]): Map<string, QualityFigures> {
  const groups = new Map<string, Judged[]>();
  for (const r of results) {
    const key = `${r.query.category}/${r.query.variant}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return new Map([...groups].map(([key, list]) => [key, qualityFigures(list)]));
}

/** The judged queries not handled as labelled. */
export const failuresOf = (results: readonly Judged[]): Judged[] =>
  results.filter((r) => !handled(r.query, r.outcome));

/**
 * The failures of kinds ("category/kind") that fail more often than `allowed` says (a kind not
 * named there may not fail at all): an acceptance with a measured, named shortfall.
 */
export function failuresBeyond(
  results: readonly Judged[],
  allowed: Readonly<Record<string, number>> = {},
): Judged[] {
  const byKind = new Map<string, Judged[]>();
  for (const r of failuresOf(results)) {
    const kind = `${r.query.category}/${r.query.variant}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), r]);
  }
  return [...byKind].flatMap(([kind, list]) => (list.length > (allowed[kind] ?? 0) ? list : []));
}

/** The failures QUALITY_SHOW asks for (none when it is unset). */
export function shownFailures(results: readonly Judged[], show = process.env.QUALITY_SHOW): Judged[] {
  if (!show) return [];
  const wanted = show.toLowerCase();
  return failuresOf(results).filter(
    (r) =>
      wanted === 'all' ||
      `${r.query.category}/${r.query.variant}`.toLowerCase().includes(wanted) ||
      verdictOf(r.query, r.outcome).toLowerCase().includes(wanted),
  );
}

/** Prints the failures QUALITY_SHOW asks for, each prefixed with the set's name. */
export function printShownFailures(run: QualityRun): void {
  for (const r of shownFailures(run.engine)) console.log(`  ✗ [${run.set.name}] ${describeJudged(r)}`);
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

/** One row of figures: precision, recall, ambiguous and absent handled, wrong SKUs, needless choices. */
export function figuresRow(name: string, f: QualityFigures): string {
  const parts = [name.padEnd(44)];
  if (f.answers > 0 || f.answerable > 0) parts.push(`precision ${pct(f.precision).padStart(7)}`);
  if (f.answerable > 0) parts.push(`recall ${pct(f.recall).padStart(7)}`);
  if (f.ambiguous > 0) {
    const answered = f.ambiguousAnswered > 0 ? ` (${f.ambiguousAnswered} as one answer)` : '';
    parts.push(`ambiguous → choices ${f.ambiguousHandled}/${f.ambiguous}${answered}`);
  }
  if (f.absent > 0) parts.push(`absent → no SKU ${f.absentHandled}/${f.absent}`);
  parts.push(`wrong SKUs ${f.wrongAnswers}/${f.answers}`);
  if (f.answerable > 0) parts.push(`needless choices ${f.needlessChoices}`);
  return parts.join('  ');
}

/** The bench's report of one run: totals of engine and baseline, then engine | baseline per kind. */
export function qualityReport(run: QualityRun): string[] {
  const count = (category: string) => run.set.queries.filter((q) => q.category === category).length;
  const lines = [
    `quality, ${run.set.name}: ${count('answerable')} answerable, ${count('ambiguous')} ambiguous, ${count('absent')} absent queries`,
    `  ${figuresRow('engine', qualityFigures(run.engine))}`,
  ];
  if (run.baseline.length > 0)
    lines.push(`  ${figuresRow('baseline fuse.js top-1', qualityFigures(run.baseline))}`);
  const baseline = figuresByKind(run.baseline);
  for (const [kind, figures] of figuresByKind(run.engine)) {
    const n = figures.answerable + figures.ambiguous + figures.absent;
    lines.push(`    ${figuresRow(`${kind} (${n})`, figures)}`);
    const fuse = baseline.get(kind);
    if (fuse) lines.push(`    ${figuresRow('  fuse.js', fuse)}`);
  }
  return lines;
}
