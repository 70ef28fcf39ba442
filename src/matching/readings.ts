/**
 * Whether a word that could name a controller type (`Pro`, `WiFi`) is read as a type, as part of
 * the designation, or both (the user chooses). Reading `Qwin 12 Pro` as type `pro` would answer
 * another unit's SKU, so a designation that exists wins. The rule: docs/matching.md. Pure.
 */
import type { Candidate } from './confidence.js';

type TypeWordReading = 'type' | 'designation' | 'both';

interface ReadingHit extends Pick<Candidate, 'kind'> {
  window: { start: number; end: number };
}

/** The reading of the type word at `[mention.start, mention.end)`, from the hits of windows that cover it. */
export function typeWordReading(
  mention: { start: number; end: number },
  hits: readonly ReadingHit[],
): TypeWordReading {
  const sure = hits.filter(
    (hit) =>
      (hit.kind === 'exact' || hit.kind === 'prefix') &&
      hit.window.start < mention.end &&
      mention.start < hit.window.end,
  );
  if (sure.length === 0) return 'type';
  if (sure.some((hit) => hit.kind === 'exact' || hit.window.end > mention.end)) return 'designation';
  return 'both';
}
