/**
 * Variants of one unit: codes that are one code with different letters after its last digits
 * (colour or finish letters: `QX35AW` / `QX35AS` / `QX35AB`, `KL-N25VG` / `KL-N25VGB`).
 * When every variant takes the same controllers, it does not matter which one the user has,
 * so their SKUs can be given at once (src/lookup/variants.ts checks the SKUs). This rule only
 * says whether the codes form such a family for what was typed; it reads the keys alone, so it
 * holds for any catalogue:
 * - at least two distinct keys, all of one brand;
 * - every key has exactly the typed key's digit runs: a code cut before or inside its capacity
 *   digits (`QX3`, or `AB1X` for `AB1X25C`) names no family, the unit typed may be one the
 *   catalogue lacks;
 * - the keys share a stem and differ only by letters after it (no digit after the stem), and
 *   the typed key agrees with that stem up to the end of its last digit run (a slip in the
 *   series letters is another series, not a variant).
 * Pure.
 */
import { digitSignature, hasDigit } from './normalise.js';

export interface VariantCandidate {
  brandId: number;
  key: string;
}

/** The longest prefix every key shares. */
function commonStem(keys: readonly string[]): string {
  const [first = '', ...rest] = keys;
  let length = first.length;
  for (const key of rest) {
    let i = 0;
    while (i < length && i < key.length && key[i] === first[i]) i++;
    length = i;
  }
  return first.slice(0, length);
}

/** True when the candidates are variants of one unit for the typed key (see above). */
export function formsVariantFamily(typedKey: string, candidates: readonly VariantCandidate[]): boolean {
  const keys = [...new Set(candidates.map((candidate) => candidate.key))];
  if (keys.length < 2 || keys.length !== candidates.length || !hasDigit(typedKey)) return false;
  if (new Set(candidates.map((candidate) => candidate.brandId)).size !== 1) return false;
  const digits = digitSignature(typedKey);
  if (keys.some((key) => digitSignature(key) !== digits)) return false;
  const stem = commonStem(keys);
  if (keys.some((key) => !/^[A-Z]*$/.test(key.slice(stem.length)))) return false;
  const digitsEnd = stem.search(/[0-9][A-Z]*$/) + 1;
  return digitsEnd > 0 && typedKey.slice(0, digitsEnd) === stem.slice(0, digitsEnd);
}
