/**
 * Lookup quality: every labelled query set through the real engine over a catalogue server on
 * loopback, next to plain fuse.js (top hit) on the same queries; precision, recall, ambiguous
 * and absent per set and per query kind. Sets: the embedded sample catalogue (the rules were
 * tuned on it), the evaluation catalogue (`eval`, the seed the tests use) and the held-out seed
 * of the evaluation generator (`eval-holdout`: printed here only, nobody tunes against it).
 * `npm run bench -- quality`; set QUALITY_SHOW to print failing queries (see
 * test/support/quality/harness.ts), e.g. QUALITY_SHOW='letter slip' npm run bench -- quality;
 * QUALITY_BASELINE=off leaves fuse.js out (it takes minutes over the evaluation catalogue).
 */
import { sampleCatalogue } from '../src/catalogue/sample/data.js';
import type { CatalogueScope } from '../src/catalogue/types.js';
import {
  EVAL_SEED,
  evalCatalogue,
  evalScopes,
  HOLDOUT_SEED,
} from '../test/support/eval-catalogue/catalogue.js';
import { evalQueries } from '../test/support/eval-catalogue/queries.js';
import {
  printShownFailures,
  type QualityRun,
  qualityReport,
  runQuality,
} from '../test/support/quality/harness.js';
import { qualityFigures } from '../test/support/quality/labels.js';
import { buildQuerySet } from '../test/support/quality/sample-queries.js';
import { headline } from './report.js';

const sampleScopes: CatalogueScope[] = [
  { market: 'GB', locale: 'en' },
  { market: 'FR', locale: 'fr' },
  { market: 'ES', locale: 'es' },
];

function print(runs: readonly QualityRun[]): void {
  for (const run of runs) {
    for (const line of qualityReport(run)) console.log(line);
    printShownFailures(run);
    const figures = qualityFigures(run.engine);
    headline({
      kind: 'quality',
      label: run.set.name,
      value: `${figures.wrongAnswers} wrong SKUs, recall ${(figures.recall * 100).toFixed(1)} %`,
      target: '0 wrong, ≥ 97 %',
      met: figures.wrongAnswers === 0 && figures.recall >= 0.97,
    });
  }
}

const baseline = process.env.QUALITY_BASELINE !== 'off';

export async function run(): Promise<void> {
  const sample = sampleCatalogue();
  const sampleSets = sampleScopes.map((scope) => ({
    name: `sample catalogue ${scope.market}`,
    scope,
    queries: buildQuerySet(sample, scope.market),
  }));
  print(await runQuality(sample, sampleSets, { baseline }));
  for (const [name, seed] of [
    ['eval', EVAL_SEED],
    ['eval-holdout', HOLDOUT_SEED],
  ] as const) {
    const data = evalCatalogue(seed);
    const sets = evalScopes.map((scope) => ({
      name: `${name} catalogue ${scope.market} (seed ${seed})`,
      scope,
      queries: evalQueries(data, scope.market),
    }));
    print(await runQuality(data.catalogue, sets, { baseline, markets: ['IT'] }));
  }
}
