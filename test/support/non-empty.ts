/**
 * For assertions made in a loop: the items, or a thrown error when there are none, so that a loop
 * of `expect`s can never pass by asserting nothing (a catalogue fixture that lost its unit, an
 * answer with no SKU, a recording that caught no call).
 */
export function nonEmpty<T>(items: Iterable<T>, what = 'items'): T[] {
  const list = [...items];
  if (list.length === 0) throw new Error(`Expected some ${what} to check, found none`);
  return list;
}
