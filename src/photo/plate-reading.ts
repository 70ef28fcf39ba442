/**
 * A rating-plate picture read to a lookup: the reader looks at it in turn (reader.ts) and each
 * look's text goes through the caller's lookup (plate-lookup.ts under the rules of every
 * question). A look counts only when the catalogue answers what it read with a unit, the rule a
 * single look always had, so no look can make up a SKU; the first such answer ends the looks.
 * When none is answered, the nearest to a model is kept: choices, then a code not found with
 * the units it may be ("did you mean"), then a code without its brand while the catalogue is
 * still read, then a code alone, then no model. Knows nothing of Slack.
 */
import type { PlateLookup } from './plate-lookup.js';
import type { PictureReader, PictureReading } from './reader.js';

/** The nearness of a look that ends the looks. */
export const confirmed = 5;

/** How near a look's lookup came to a model: the higher, the nearer; `confirmed` ends the looks. */
export function nearness(lookup: PlateLookup): number {
  if (lookup.kind === 'no_model') return 0;
  switch (lookup.result.kind) {
    case 'choices':
      return 4;
    case 'not_found':
      return lookup.result.suggestions.length > 0 ? 3 : 1;
    case 'still_learning':
      // A code read without its brand while the catalogue is still read: another look may read the brand.
      return 2;
    default:
      // An answer, a unit the catalogue holds but cannot answer for here (type, market), or a
      // catalogue that cannot answer at all (no other look would do better).
      return confirmed;
  }
}

export interface PlateReading<T> {
  reading: PictureReading;
  /** The lookup of the confirmed look, or the nearest of all when none was confirmed. */
  best?: T;
}

/**
 * Reads `bytes` with `reader`, looking each look's text up with `lookUp` (`plateOf` gives the
 * plate lookup inside what it returns): the first look the catalogue confirms, or the nearest.
 * Rejects with the lookup's error when a lookup fails (no further look is taken).
 */
export async function readPlate<T>(
  reader: PictureReader,
  bytes: Buffer,
  lookUp: (text: string) => Promise<T>,
  plateOf: (value: T) => PlateLookup,
): Promise<PlateReading<T>> {
  let best: { value: T; nearness: number } | undefined;
  let failure: { error: unknown } | undefined;
  const reading = await reader.read(bytes, async (text) => {
    try {
      const value = await lookUp(text);
      const near = nearness(plateOf(value));
      if (!best || near > best.nearness) best = { value, nearness: near };
      return near === confirmed;
    } catch (error) {
      // The lookup failed (the catalogue is down…): no other look can do better; it is the answer.
      failure ??= { error };
      return true;
    }
  });
  if (failure) throw failure.error;
  return reading.kind === 'read' && best ? { reading, best: best.value } : { reading };
}
