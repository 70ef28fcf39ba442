/**
 * White space and length in what users send, read in time linear in what is read: runs of
 * white space count as one space, and text is read only so far. Every rule that reads a list
 * (quantity.ts, lines.ts) reads text that went through here first, so no pattern of theirs can
 * try a long run of spaces in several ways, and a huge cell costs no more than its bound.
 */

/** Runs of white space as one space, trimmed. */
export const collapseSpace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The text's runs of white space as one space (a leading or trailing run kept as one), read
 * only until `max` characters are kept, then cut at a word where it can. Scanning for the next
 * word is the engine's, so a megabyte of spaces costs one pass and a megabyte of words is not
 * read past the bound.
 */
export function boundedText(text: string, max: number): string {
  const words = /\S+/g;
  let kept = /^\s/.test(text) ? ' ' : '';
  for (let word = words.exec(text); word !== null; word = words.exec(text)) {
    kept += kept === '' || kept === ' ' ? word[0] : ` ${word[0]}`;
    if (kept.length > max) {
      const cut = kept.slice(0, max);
      const lastSpace = cut.lastIndexOf(' ');
      return lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
    }
  }
  const trailing = kept !== '' && kept !== ' ' && /\s/.test(text.at(-1) ?? '');
  return trailing ? `${kept} ` : kept;
}
