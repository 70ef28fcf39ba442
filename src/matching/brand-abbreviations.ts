/**
 * Short forms of brand names (initials `ABC`, `alpha elec`), derived from the catalogue's names
 * rather than a hand-kept table that would know only today's brands. Longer abbreviations count
 * only in capitals, so an ordinary word of an email is not a brand. The rule: docs/matching.md.
 */

/** The fewest letters a whole-word abbreviation has (two letters are too often a word: "me"). */
const minAbbreviationLength = 3;
/** The fewest letters of a later word typed cut short. */
const minWordAbbreviation = 2;

const lettersOnly = (key: string) => /^[A-Z]+$/.test(key);

/** True when `key` is the leading letters of each of `words` in order (at least one of each). */
function spellsLeadingLetters(key: string, words: readonly string[], at = 0, word = 0): boolean {
  const current = words[word];
  if (current === undefined) return at === key.length;
  for (let taken = 1; taken <= current.length && at + taken <= key.length; taken++) {
    if (key[at + taken - 1] !== current[taken - 1]) return false;
    if (spellsLeadingLetters(key, words, at + taken, word + 1)) return true;
  }
  return false;
}

/**
 * True when the typed token (its key, and its text as typed) abbreviates a name of these words.
 * `typed` decides the case rule above.
 */
export function abbreviatesName(key: string, typed: string, words: readonly string[]): boolean {
  if (words.length < 2 || key.length < minAbbreviationLength || !lettersOnly(key)) return false;
  if (key === words.join('')) return false;
  if (key.length === words.length) return spellsLeadingLetters(key, words);
  return typed === typed.toUpperCase() && spellsLeadingLetters(key, words);
}

/** True when the typed key is a later word of a name cut short (`EL` of `ELECTRIC`). */
export const abbreviatesWord = (key: string, word: string): boolean =>
  key.length >= minWordAbbreviation && key.length < word.length && lettersOnly(key) && word.startsWith(key);
