/**
 * The answer CSV is safe in any spreadsheet (issue 28): a line break inside a cell never
 * starts a new line, and no cell starts with a formula character unless escaped, whether a
 * spreadsheet reads the file as CSV (csv-parse, quotes honoured) or line by line (a reader that
 * splits records at every line break). Text a user typed in a CSV cell (`Daikin FTXP60N⏎=1+2`)
 * and text from anywhere else (a warning, a candidate, a brand) alike.
 */
import { parse } from 'csv-parse/sync';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListAnswerLine, listCsv } from '../../src/project-lists/csv.js';
import { answerList } from '../../src/project-lists/list-lookup.js';
import { readListFile } from '../../src/project-lists/read-file.js';
import { defaultScope, type LookupStack, startLookupStack } from '../support/lookup-stack.js';

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack();
  expect(await stack.engine.whenWarm(defaultScope)).toBe(true);
});
afterAll(() => stack.close());

/** What a spreadsheet would run as a formula: `=`, `+`, `-`, `@`, tab, CR, LF and their full-width forms. */
const formulaStart = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Every cell of the CSV, as a CSV parser reads it and as a reader splitting at each line break does. */
function cellsAsRead(csv: Buffer, delimiter: ',' | ';'): { parsed: string[]; byLine: string[] } {
  const text = csv.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = (parse(text, { delimiter, relax_column_count: true }) as string[][]).flat();
  const byLine = text.split(/\r\n|\r|\n/).flatMap((line) => line.split(delimiter));
  return { parsed, byLine };
}

const expectNoFormulaStart = (csv: Buffer, delimiter: ',' | ';') => {
  const { parsed, byLine } = cellsAsRead(csv, delimiter);
  expect(parsed.length).toBeGreaterThan(10);
  expect(parsed.filter((cell) => formulaStart.test(cell))).toEqual([]);
  expect(byLine.filter((cell) => formulaStart.test(cell.replace(/^"/, '')))).toEqual([]);
  return parsed;
};

describe('the answer CSV in any spreadsheet', () => {
  it('reads a user CSV whose cells hide formulas after a line break, and answers with none', async () => {
    const file =
      '"Daikin FTXP60N\n=1+2"\r\n"Daikin FTXM25R\n=HYPERLINK(""x"")"\r\n"\n@SUM(1)\nDaikin FTXM35R"\r\n';
    const { lines } = await readListFile(Buffer.from(file), 'csv');
    expect(lines.map((line) => line.typed)).toEqual([
      'Daikin FTXP60N =1+2',
      'Daikin FTXM25R =HYPERLINK("x")',
      '@SUM(1) Daikin FTXM35R',
    ]);
    const lookup = (text: string) => stack.engine.lookupText({ text, scope: defaultScope });
    for (const language of ['en', 'fr'] as const) {
      const { csv } = await answerList(lines, language, { lookup, gate: pLimit(2) });
      const cells = expectNoFormulaStart(csv, language === 'en' ? ',' : ';');
      expect(cells).toContain('Daikin FTXM25R =HYPERLINK("x")');
      expect(cells).toContain("'@SUM(1) Daikin FTXM35R");
    }
  });

  it('keeps any text cell on one line, escaped where it then starts a formula', () => {
    const answers: ListAnswerLine[] = [
      {
        line: { number: 1, typed: 'Daikin FTXM25R\r\n=1+2', query: 'x', quantity: 1, quantityGiven: false },
        outcome: {
          status: 'answered',
          brand: '\n=cmd()',
          model: 'FTXM25R\u2028+SUM(1)',
          skus: [{ typeName: 'Wi-Fi\r-1', sku: '\r\n@SKU' }],
          candidates: ['a\n=b'],
          warnings: ['\t=1', ' \u00a0-2+3', 'ok\n\t@x'],
        },
      },
    ];
    for (const [language, delimiter] of [
      ['en', ','],
      ['de', ';'],
    ] as const) {
      const cells = expectNoFormulaStart(listCsv(answers, language), delimiter);
      expect(cells).toContain('Daikin FTXM25R =1+2');
      expect(cells).toContain("'=cmd()");
      expect(cells).toContain('FTXM25R +SUM(1)');
      expect(cells).toContain("'@SKU");
      expect(cells).toContain("'\t=1 |  \u00a0-2+3 | ok \t@x");
    }
  });
});
