/**
 * The name users read for a controller type, never the raw code: its display name from any type
 * list the catalogue has shown, else spelled out from the code's words (`CTLR_PRO_STI` → `PRO
 * STI`). Pure.
 */
import { familyPrefix, type TypeLike } from '../matching/types.js';

/** Words up to this long are kept in capitals (`PRO`, `STI`, `KNX`); longer ones are capitalised. */
const maxAcronymLength = 3;

const spelled = (word: string) =>
  word.length <= maxAcronymLength ? word.toUpperCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase();

export function typeDisplayName(reference: string, known: readonly TypeLike[]): string {
  const named = known.map((type) => (type.reference === reference ? type.name : '')).find(Boolean);
  if (named) return named;
  const prefix = familyPrefix([...known.map((type) => type.reference), reference]);
  const words = (prefix ? reference.slice(prefix.length + 1) : reference).split(/[_\s-]+/).filter(Boolean);
  return words.map(spelled).join(' ') || reference;
}
