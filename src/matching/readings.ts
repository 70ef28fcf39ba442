/**
 * Which reading of a controller-type word wins when it could also be part of the code. A word
 * such as `Pro` or `WiFi` may name a controller type (`pro` → the Pro controller) or belong to
 * the designation (`Qwin 12 Pro` is another unit than `Qwin 12`, with other SKUs). Reading it as
 * a type and matching the rest would answer the shorter designation: another unit's SKU. So,
 * given the sure hits (exact or prefix) of the windows that take the type word into the code:
 * - `designation` when such a hit is exact (the words complete a designation that exists), or
 *   when the typed code goes on after the type word (`qwin 18 pro ma`: read as a type, `ma`
 *   would be left over, and every token of the code must be accounted for);
 * - `both` when the words only begin a longer designation (`qwin 18 pro` with `Qwin 18 Pro Max`):
 *   each reading names a different unit, so the user chooses between them;
 * - `type` when no designation takes the word.
 * Pure; holds for any catalogue (it reads only where the hits lie and how they were matched).
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
