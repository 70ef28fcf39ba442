/**
 * A controller type named in the text around a list (`wifi controllers for these, please`)
 * applies to every line, as a type typed before a single question does. It is found among
 * the market's types by the same rule as in a question (src/matching/types.ts); a line that
 * names its own type keeps it (the engine's own rule for a default type).
 */
import type { TypeOption } from '../lookup/engine.js';
import { cleanQuery, tokenise } from '../matching/query.js';
import { findTypeMention } from '../matching/types.js';

/** The type code the text names among the market's types, if any. */
export function listTypeIn(text: string, types: readonly TypeOption[]): string | undefined {
  const cleaned = cleanQuery(text);
  if (cleaned === '') return undefined;
  const mention = findTypeMention(cleaned, tokenise(cleaned), types);
  return mention?.offered ? mention.reference : undefined;
}
