/**
 * Every list input is read in time linear in its size (issue 28): the hostile shapes that took
 * quadratic time (a `.txt` line `FTXM25R qty`, N spaces and `!`; a header-less `.csv` whose
 * first cell is `1`, N spaces and `!`, alone or before `,x`; the same text pasted) are read at
 * 1 KB, 10 KB, 100 KB and 1 MB, and the time per byte stays flat. A complexity check, not a
 * time bound: the fastest of a few runs at 1 MB costs per byte less than `flatFactor` times the
 * fastest at 10 KB (quadratic reading would cost a hundred times more per byte there), so a
 * loaded machine slows both alike. What each shape reads to is checked as well.
 */
import { describe, expect, it } from 'vitest';
import type { ReadList } from '../../src/project-lists/lines.js';
import { questionOrList } from '../../src/project-lists/question-or-list.js';
import { readListFile } from '../../src/project-lists/read-file.js';

const sizes = [1_000, 10_000, 100_000, 1_000_000] as const;
/** Generous: linear reading stays near 1; quadratic is near 100 between 10 KB and 1 MB. */
const flatFactor = 8;

const spaces = (total: number, around: string) => ' '.repeat(Math.max(1, total - around.length));

interface Shape {
  name: string;
  /** The input of about `size` bytes. */
  make(size: number): string;
  read(input: string): Promise<ReadList | ReturnType<typeof questionOrList>>;
  /** What the input reads to, whatever its size. */
  check(read: Awaited<ReturnType<Shape['read']>>): void;
}

const linesOf = (read: Awaited<ReturnType<Shape['read']>>) =>
  'lines' in read ? read.lines : read.kind === 'list' ? read.list.lines : [];

const shapes: Shape[] = [
  {
    name: '.txt line `FTXM25R qty`, spaces, `!`',
    make: (size) => `FTXM25R qty${spaces(size, 'FTXM25R qty!')}!`,
    read: (input) => readListFile(Buffer.from(input), 'txt'),
    check: (read) =>
      expect(linesOf(read).map(({ query, quantityGiven }) => ({ query, quantityGiven }))).toEqual([
        { query: 'FTXM25R qty !', quantityGiven: false },
      ]),
  },
  {
    name: 'header-less .csv, first cell `1`, spaces, `!`',
    make: (size) => `1${spaces(size, '1!')}!\nDaikin,FTXM25R,2\n`,
    read: (input) => readListFile(Buffer.from(input), 'csv'),
    check: (read) =>
      expect(linesOf(read).map(({ query, quantity }) => ({ query, quantity }))).toEqual([
        { query: 'Daikin FTXM25R', quantity: 2 },
      ]),
  },
  {
    name: 'header-less .csv, `1`, spaces, `!,x`',
    make: (size) => `1${spaces(size, '1!,x')}!,x`,
    read: (input) => readListFile(Buffer.from(input), 'csv'),
    check: (read) => expect(linesOf(read)).toEqual([]),
  },
  {
    name: 'pasted text, `FTXM25R qty`, spaces, `!`',
    make: (size) => `FTXM25R qty${spaces(size, 'FTXM25R qty!\nDaikin FTXM35R x2')}!\nDaikin FTXM35R x2`,
    read: async (input) => questionOrList(input),
    check: (read) =>
      expect(linesOf(read).map(({ query, quantity }) => ({ query, quantity }))).toEqual([
        { query: 'FTXM25R qty !', quantity: 1 },
        { query: 'Daikin FTXM35R', quantity: 2 },
      ]),
  },
];

/** The fastest of `runs` readings of `input`, in ms; each reading's result checked. */
async function fastest(shape: Shape, input: string, runs: number): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const read = await shape.read(input);
    best = Math.min(best, performance.now() - start);
    shape.check(read);
  }
  return best;
}

describe('reading a list costs time linear in its size', () => {
  it.each(shapes.map((shape) => [shape.name, shape] as const))(
    '%s: the time per byte stays flat from 1 KB to 1 MB',
    async (_, shape) => {
      await fastest(shape, shape.make(sizes[1]), 2); // warm: the compiler has seen every path
      const perByte = new Map<number, number>();
      for (const size of sizes) {
        const input = shape.make(size);
        expect(Buffer.byteLength(input)).toBeGreaterThanOrEqual(size);
        perByte.set(size, (await fastest(shape, input, size >= 1_000_000 ? 2 : 5)) / input.length);
      }
      const ratio = (perByte.get(1_000_000) ?? 0) / (perByte.get(10_000) ?? 1);
      expect(ratio, `per-byte cost at 1 MB over 10 KB: ${JSON.stringify([...perByte])}`).toBeLessThan(
        flatFactor,
      );
    },
    120_000,
  );
});
