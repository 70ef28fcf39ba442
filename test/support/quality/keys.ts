/**
 * Code arithmetic for labelling queries, independent of the engine's own: the comparison key of
 * a designation (letters and digits, upper case), its digit sequence, one-edit nearness (a
 * substitution, insertion, deletion or swap of neighbours), capacity neighbours, and an index of the units a market
 * serves answering "which units have this code, complete it, or are a prefix of it".
 */
import type { SampleUnit } from '../../../src/catalogue/sample/data.js';
import type { Random } from '../eval-catalogue/random.js';

export const key = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
export const digitsOf = (k: string): string => k.replace(/\D/g, '');
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/** Optimal-string-alignment distance ≤ 1. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Index in the key of the first digit that follows a letter (the capacity of most codes), or -1. */
export function suffixStart(k: string): number {
  for (let i = 1; i < k.length; i++) if (isDigit(k[i]) && !isDigit(k[i - 1])) return i;
  return -1;
}

/** For each key character of `text`, its index in `text`. */
export function keyPositions(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) if (/[A-Za-z0-9]/.test(text.charAt(i))) out.push(i);
  return out;
}

/**
 * Whether a typed key that is a proper prefix of the designation's key ends where the
 * designation may be cut: not inside a run of digits (a `.` between digits keeps the run:
 * `2.5`), but a separator such as `-`, ` ` or `/` between two digits is a cut (`36---3`).
 */
export function cutsCleanly(designation: string, typedLength: number): boolean {
  const k = key(designation);
  if (!isDigit(k[typedLength - 1]) || !isDigit(k[typedLength])) return true;
  const at = keyPositions(designation);
  const between = designation.slice((at[typedLength - 1] ?? 0) + 1, at[typedLength] ?? 0);
  return between !== '' && !/^\.+$/.test(between);
}

/** The designation with one capacity digit changed, when the result is a code nobody has. */
export function capacityNeighbour(
  designation: string,
  capacity: readonly [number, number],
  isFree: (code: string) => boolean,
  r?: Random,
): string | undefined {
  const positions: number[] = [];
  for (let i = capacity[0]; i < capacity[1]; i++) if (/\d/.test(designation.charAt(i))) positions.push(i);
  for (const at of r ? r.shuffle(positions) : positions) {
    for (const digit of r ? r.shuffle([...'0123456789']) : [...'0123456789']) {
      if (digit === designation.charAt(at)) continue;
      const changed = `${designation.slice(0, at)}${digit}${designation.slice(at + 1)}`;
      if (isFree(changed)) return changed;
    }
  }
  return undefined;
}

/**
 * Where the capacity of a designation is when nothing records it: the first run of digits
 * (a `.` inside kept: `2.5`) that follows a letter, else the first run of digits.
 */
export function capacitySpan(designation: string): readonly [number, number] | undefined {
  const match = /[A-Za-z][-/ ]?(\d+(?:\.\d+)?)/.exec(designation) ?? /(\d+(?:\.\d+)?)/.exec(designation);
  if (!match?.[1]) return undefined;
  const start = match.index + match[0].length - match[1].length;
  return [start, start + match[1].length];
}

export interface IndexedUnit {
  unit: SampleUnit;
  key: string;
}

/** The units a market serves, by key, by digits and in key order (each question in about log n). */
export class UnitKeys {
  readonly all: IndexedUnit[];
  private readonly byKey = new Map<string, IndexedUnit[]>();
  private readonly byDigits = new Map<string, IndexedUnit[]>();
  private readonly sorted: string[];

  constructor(units: readonly SampleUnit[]) {
    this.all = units.map((unit) => ({ unit, key: key(unit.designation) }));
    for (const u of this.all) {
      push(this.byKey, u.key, u);
      push(this.byDigits, digitsOf(u.key), u);
    }
    this.sorted = [...this.byKey.keys()].sort();
  }

  private pick(list: readonly IndexedUnit[], brandIds?: ReadonlySet<number>): SampleUnit[] {
    return list.filter((u) => brandIds === undefined || brandIds.has(u.unit.brandId)).map((u) => u.unit);
  }

  /** Keys that start with `k` (itself included), in order. */
  private startingWith(k: string): IndexedUnit[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.sorted[mid] ?? '') < k) low = mid + 1;
      else high = mid;
    }
    const out: IndexedUnit[] = [];
    for (let i = low; i < this.sorted.length && this.sorted[i]?.startsWith(k); i++)
      out.push(...(this.byKey.get(this.sorted[i] ?? '') ?? []));
    return out;
  }

  /** Units whose key is `k` (of the brands, when given). */
  exact(k: string, brandIds?: ReadonlySet<number>): SampleUnit[] {
    return this.pick(this.byKey.get(k) ?? [], brandIds);
  }

  /** Units a typed key completes (proper prefix, cut cleanly). */
  completions(k: string, brandIds?: ReadonlySet<number>): SampleUnit[] {
    return this.pick(
      this.startingWith(k).filter(
        (u) => u.key.length > k.length && cutsCleanly(u.unit.designation, k.length),
      ),
      brandIds,
    );
  }

  /** Units within one edit of `k` with the same digits. */
  near(k: string, brandIds?: ReadonlySet<number>): SampleUnit[] {
    return this.pick(
      (this.byDigits.get(digitsOf(k)) ?? []).filter((u) => withinOneEdit(u.key, k)),
      brandIds,
    );
  }

  /** Units whose key is a proper prefix of `k` (a longer code typed). */
  prefixesOf(k: string, brandIds?: ReadonlySet<number>): SampleUnit[] {
    const out: SampleUnit[] = [];
    for (let i = 1; i < k.length; i++) out.push(...this.exact(k.slice(0, i), brandIds));
    return out;
  }

  /** Nobody could mean a unit by `k`: no unit has it, extends it, is a prefix of it, or is one slip away. */
  nowhere(k: string, brandIds?: ReadonlySet<number>): boolean {
    return (
      this.pick(this.startingWith(k), brandIds).length === 0 &&
      this.prefixesOf(k, brandIds).length === 0 &&
      this.near(k, brandIds).length === 0
    );
  }
}

function push<K, V>(map: Map<K, V[]>, k: K, value: V): void {
  const list = map.get(k);
  if (list) list.push(value);
  else map.set(k, [value]);
}
