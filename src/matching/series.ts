/**
 * Text that names a brand's series or the brand alone, not a unit (`acme`, `acme qx`). The series
 * ends where a key's first digit starts, so this holds for any catalogue. A series' units are
 * offered as choices, never answered: no capacity was typed.
 */
import type { IndexedModel, ModelIndex } from './models.js';
import { hasDigit, normaliseKey } from './normalise.js';
import type { QueryToken } from './query.js';

/** The shortest series key (`QZ`; `QX-A` is `QXA`). */
export const minSeriesKeyLength = 2;

/** The units of `index` in the series `key` names (see above), in key order; none when it names none. */
export function seriesUnits(index: ModelIndex, key: string): IndexedModel[] {
  if (key.length < minSeriesKeyLength || hasDigit(key)) return [];
  return index.startingWith(key).filter((model) => /[0-9]/.test(model.key.charAt(key.length)));
}

/**
 * The series of a brand's models, as the catalogue writes them (`QX` of `QX25R`, `KL-N` of
 * `KL-N25VG`), in key order, at most `limit`: each designation up to its first digit, separators
 * at its end dropped; a designation that starts with a digit or has none names no series.
 */
export function seriesOf(models: readonly Pick<IndexedModel, 'designation'>[], limit: number): string[] {
  const byKey = new Map<string, string>();
  for (const { designation } of models) {
    const digit = designation.search(/[0-9]/);
    const series = digit > 0 ? designation.slice(0, digit).replace(/[^\p{L}\p{N}]+$/u, '') : '';
    const key = normaliseKey(series);
    if (key.length >= minSeriesKeyLength && !byKey.has(key)) byKey.set(key, series);
  }
  return [...byKey]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([, series]) => series);
}

/** The key leftover letters form as one code (`cs` `z` → `CSZ`), or undefined when any holds a digit. */
export function seriesKey(leftover: readonly QueryToken[]): string | undefined {
  if (leftover.length === 0 || leftover.some((token) => hasDigit(token.key))) return undefined;
  return leftover.map((token) => token.key).join('');
}
