/**
 * The warnings of an answer: each is already display text (the catalogue schemas turn every shape
 * spec §2.8 allows into one string); here lists are merged, empty ones dropped and duplicates
 * removed, so a warning said by both the model and its SKU is shown once.
 */

const dedupeKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim();

/** Warnings as display strings: empty ones dropped, duplicates (ignoring case and spacing) removed, order kept. */
export function normaliseWarnings(...lists: readonly (readonly string[] | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const text of lists.flatMap((list) => list ?? [])) {
    const key = dedupeKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}
