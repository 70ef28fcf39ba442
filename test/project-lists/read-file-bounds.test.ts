/**
 * A text file is read within the same bounds as a CSV: its first `maxFileRows` lines, and of a
 * row its first cells and characters (white space collapsed), so that a megabyte of line
 * breaks, separators or one endless line costs no more than a list could need.
 */
import { describe, expect, it } from 'vitest';
import { maxFileRows, readListFile } from '../../src/project-lists/read-file.js';

describe('a list file read within bounds', () => {
  it('reads a .txt no further than the row limit', async () => {
    const text = 'Daikin FTXM25R\n'.repeat(maxFileRows + 100);
    const { lines } = await readListFile(Buffer.from(text), 'txt');
    expect(lines).toHaveLength(maxFileRows);
    expect(lines.at(-1)?.number).toBe(maxFileRows);
  });

  it('reads a megabyte of line breaks, of separators or of one word as text with no unit', async () => {
    for (const [content, format] of [
      ['\n'.repeat(1024 * 1024 - 1), 'txt'],
      ['\t'.repeat(1024 * 1024 - 1), 'txt'],
      [','.repeat(1024 * 1024 - 1), 'csv'],
      ['a'.repeat(1024 * 1024 - 1), 'csv'],
    ] as const) {
      const list = await readListFile(Buffer.from(content), format);
      expect(list.lines).toEqual([]);
      expect(list.otherText.length).toBeLessThanOrEqual(24_000);
    }
  });
});
