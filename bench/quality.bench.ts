/**
 * Lookup quality: every labelled query set through the real engine over a catalogue server on
 * loopback, next to plain fuse.js (top hit) on the same queries; precision, recall, ambiguous
 * and absent per set and per query kind. Sets: the embedded sample catalogue (the rules were
 * tuned on it). Set QUALITY_SHOW to print failing queries (see test/support/quality/harness.ts).
 */
import { sampleCatalogue } from '../src/catalogue/sample/data.js';
import type { CatalogueScope } from '../src/catalogue/types.js';
import { printShownFailures, qualityReport, runQuality } from '../test/support/quality/harness.js';
import { buildQuerySet } from '../test/support/quality/sample-queries.js';

const sampleScopes: CatalogueScope[] = [
  { market: 'app-market', locale: 'app-locale' },
  { market: 'FR', locale: 'fr' },
  { market: 'ES', locale: 'es' },
];

export async function run(): Promise<void> {
  const sample = sampleCatalogue();
  const runs = await runQuality(
    sample,
    sampleScopes.map((scope) => ({
      name: `sample catalogue ${scope.market}`,
      scope,
      queries: buildQuerySet(sample, scope.market),
    })),
    { baseline: true },
  );
  for (const run of runs) {
    for (const line of qualityReport(run)) console.log(line);
    printShownFailures(run);
  }
}
