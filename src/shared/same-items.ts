/**
 * Whether two lists hold the same items in any order (SKUs of a unit before and after a change):
 * one rule for the catalogue copy's changes and a watched list's lines alike.
 */
export function sameItems(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort();
  return [...a].sort().every((item, i) => item === sorted[i]);
}
