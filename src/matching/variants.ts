/**
 * Whether the typed codes form one unit's family of variants (colour or finish letters after the
 * last digits: `QX35AW` / `QX35AS`), whose SKUs may then be given at once (lookup/variants.ts
 * checks the SKUs). Reads the keys alone; a code cut before or inside its capacity digits names no
 * family, and a slip in the series letters is another series. The rule: docs/matching.md. Pure.
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
