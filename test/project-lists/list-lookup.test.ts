/**
 * Lists answered by the real engine over the sample catalogue on loopback: each line gets
 * what a single question gets (answer, choices, not found, not sold here), duplicates are
 * looked up once, the list-wide type applies, the gate bounds lookups in flight, and the CSV
 * answer follows Excel's conventions per language with a correct order summary.
 */
import { parse } from 'csv-parse/sync';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupResult } from '../../src/lookup/result.js';
import { lineRanges, orderSummary } from '../../src/project-lists/csv.js';
import { answerList, needsAttention } from '../../src/project-lists/list-lookup.js';
import { listTypeIn } from '../../src/project-lists/list-type.js';
import { readPastedList } from '../../src/project-lists/paste.js';
import { maxFailuresInARow } from '../../src/project-lists/run.js';
import { defaultScope, type LookupStack, startLookupStack } from '../support/lookup-stack.js';

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack();
  expect(await stack.engine.whenWarm(defaultScope)).toBe(true);
});
afterAll(() => stack.close());

const lookupWith = (defaultType?: string) => (text: string) =>
  stack.engine.lookupText({ text, scope: defaultScope, ...(defaultType ? { defaultType } : {}) });

const bom = '\uFEFF';

describe('answerList', () => {
  it('answers, offers choices, and says not found, as single questions do', async () => {
    const { lines } = readPastedList('3 x daikin ftxm25r\ndaikin ftxm25\ndaikin zzz999\n2 x daikin ftxm25r');
    const answer = await answerList(lines, 'en', { lookup: lookupWith('CTLR_WIFI'), gate: pLimit(4) });
    expect(answer.lines.map((l) => l.outcome.status)).toEqual([
      'answered',
      'choose',
      'not_found',
      'answered',
    ]);
    expect(answer.lines[0]?.outcome).toMatchObject({
      brand: 'Daikin',
      model: 'FTXM25R',
      skus: [{ sku: 'CFWIFDAI001R000' }],
    });
    expect(answer.lines[1]?.outcome.skus).toEqual([]);
    expect(answer.lines[1]?.outcome.candidates).toContain('Daikin FTXM25R');
    expect(answer.lines[2]?.outcome.skus).toEqual([]);
    expect(answer.counts).toEqual({
      answered: 2,
      check: 0,
      choose: 1,
      not_found: 1,
      not_sold: 0,
      unavailable: 0,
    });
    expect(orderSummary(answer.lines)).toEqual([
      { sku: 'CFWIFDAI001R000', typeName: 'Wi-Fi controller', quantity: 5, lines: [1, 4] },
    ]);
  });

  it('answers a line naming colour variants with the same controllers, naming them all', async () => {
    const { lines } = readPastedList('2 x mitsu msz ln25\ndaikin ftxm25r');
    const answer = await answerList(lines, 'en', { lookup: lookupWith('CTLR_WIFI'), gate: pLimit(2) });
    expect(answer.lines[0]?.outcome).toMatchObject({
      status: 'answered',
      brand: 'Mitsubishi Electric',
      model: 'MSZ-LN25VG / MSZ-LN25VGB / MSZ-LN25VGR / MSZ-LN25VGV / MSZ-LN25VGW',
      skus: [{ sku: 'CFWIFMIT001R000' }],
    });
    expect(orderSummary(answer.lines)).toContainEqual({
      sku: 'CFWIFMIT001R000',
      typeName: 'Wi-Fi controller',
      quantity: 2,
      lines: [1],
    });
  });

  it('looks a repeated line up once, and never has more lookups in flight than the gate allows', async () => {
    let inFlight = 0;
    let most = 0;
    const queries: string[] = [];
    const lookup = async (text: string): Promise<LookupResult> => {
      queries.push(text);
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await lookupWith()(text);
      } finally {
        inFlight -= 1;
      }
    };
    const { lines } = readPastedList(
      [
        'daikin ftxm25r',
        'Daikin  FTXM25R',
        'daikin ftxm35r',
        'daikin ftxm50r',
        'daikin ftxm20r',
        'mitsu msz-ln25vg',
      ].join('\n'),
    );
    const progress: number[] = [];
    await answerList(lines, 'en', {
      lookup,
      gate: pLimit(2),
      onProgress: (done) => progress.push(done),
    });
    expect(queries).toHaveLength(5);
    expect(most).toBe(2);
    expect(progress.at(-1)).toBe(6);
  });

  it('tries an unsettled line again, and reports it unavailable, not "not found", if it stays so', async () => {
    let calls = 0;
    const down = async (text: string): Promise<LookupResult> => {
      calls += 1;
      return { kind: 'catalogue_unavailable', scope: defaultScope, searched: { text }, reason: 'timeout' };
    };
    const { lines } = readPastedList('daikin ftxm25r\ndaikin ftxm35r');
    const answer = await answerList(lines, 'en', {
      lookup: down,
      gate: pLimit(2),
      retries: { retries: 2, minTimeoutMs: 1, factor: 1 },
    });
    expect(calls).toBe(6);
    expect(answer.counts.unavailable).toBe(2);
  });

  it('stops asking a catalogue that failed many lookups in a row, and says every line is unavailable', async () => {
    let calls = 0;
    const down = async (text: string): Promise<LookupResult> => {
      calls += 1;
      return { kind: 'catalogue_unavailable', scope: defaultScope, searched: { text }, reason: 'timeout' };
    };
    const { lines } = readPastedList(Array.from({ length: 30 }, (_, i) => `daikin ftxm${i}r`).join('\n'));
    const answer = await answerList(lines, 'en', {
      lookup: down,
      gate: pLimit(1),
      retries: { retries: 2, minTimeoutMs: 1, factor: 1 },
    });
    expect(calls).toBe(maxFailuresInARow);
    expect(answer.counts.unavailable).toBe(30);
  });
});

describe('a closest match', () => {
  /** The engine's closest-match answer: the unit, its SKUs, `matchedBy: 'fuzzy'`. */
  const closestFor =
    (typed: string) =>
    async (text: string): Promise<LookupResult> => {
      const result = await lookupWith('CTLR_WIFI')(text);
      return text === typed && result.kind === 'answer' ? { ...result, matchedBy: 'fuzzy' } : result;
    };

  it('needs attention: status check in the CSV, its SKU on its line and out of the order summary', async () => {
    const { lines } = readPastedList('2 x daikin ftxm25r\n3 x daikin ftxm35r');
    const answer = await answerList(lines, 'en', {
      lookup: closestFor('daikin ftxm35r'),
      gate: pLimit(2),
    });
    expect(answer.lines.map((l) => l.outcome.status)).toEqual(['answered', 'check']);
    expect(answer.lines.map(needsAttention)).toEqual([false, true]);
    expect(answer.counts.answered).toBe(1);
    expect(answer.counts.check).toBe(1);
    const rows = parse(answer.csv.toString('utf8').slice(1), { relax_column_count: true }) as string[][];
    expect(rows[2]?.[7]).toBe('check');
    expect(rows[2]?.[6]).not.toBe('');
    expect(rows.slice(6)).toEqual([['CFWIFDAI001R000', 'Wi-Fi controller', '2', '1']]);
  });
});

describe('the CSV answer', () => {
  it('English: BOM, commas, one row per line, then the order summary', async () => {
    const { lines } = readPastedList(
      'Daikin\tFTXM25R\t3\ndaikin ftxm25\t\t2\nDaikin\tFTXM35R\t4\nDaikin\tzzz999\t1',
    );
    const answer = await answerList(lines, 'en', { lookup: lookupWith('CTLR_KNX'), gate: pLimit(4) });
    const text = answer.csv.toString('utf8');
    expect(text.startsWith(bom)).toBe(true);
    const rows = parse(text.slice(1), { relax_column_count: true }) as string[][];
    expect(rows[0]).toEqual([
      'Line',
      'As typed',
      'Quantity',
      'Brand',
      'Model',
      'Controller type',
      'SKU',
      'Status',
      'Candidates',
      'Warnings',
    ]);
    expect(rows[1]?.slice(0, 8)).toEqual([
      '1',
      'Daikin\tFTXM25R\t3',
      '3',
      'Daikin',
      'FTXM25R',
      'KNX controller',
      'CFKNXDAI001R000',
      'answered',
    ]);
    expect(rows[2]?.[7]).toBe('choose');
    expect(rows[4]?.[7]).toBe('not found');
    expect(rows[5]).toEqual(['']);
    expect(rows[6]).toEqual(['Order summary']);
    expect(rows[8]).toEqual(['CFKNXDAI001R000', 'KNX controller', '7', '1, 3']);
    expect(text).toContain('\r\n');
  });

  it.each([
    ['en', ',', 'Quantity', 'answered', 'not found', 'Order summary'],
    ['es', ';', 'Cantidad', 'respondida', 'no encontrada', 'Resumen del pedido'],
    ['fr', ';', 'Quantité', 'trouvée', 'introuvable', 'Récapitulatif de commande'],
    ['it', ';', 'Quantità', 'trovata', 'non trovata', 'Riepilogo ordine'],
    ['pt', ';', 'Quantidade', 'respondida', 'não encontrada', 'Resumo do pedido'],
    ['de', ';', 'Menge', 'gefunden', 'nicht gefunden', 'Bestellübersicht'],
  ] as const)(
    '%s: %s between fields, headers and statuses in the language',
    async (language, separator, quantity, answered, notFound, summary) => {
      const { lines } = readPastedList('daikin ftxm25r\ndaikin ftxm35r\ndaikin zzz999');
      const answer = await answerList(lines, language, {
        lookup: lookupWith('CTLR_WIFI'),
        gate: pLimit(4),
      });
      const text = answer.csv.toString('utf8');
      expect(text.startsWith(bom)).toBe(true);
      expect(text).not.toMatch(/app-(market|locale)/);
      const rows = parse(text.slice(1), { delimiter: separator, relax_column_count: true }) as string[][];
      expect(rows[0]?.length).toBe(10);
      expect(rows[0]?.[2]).toBe(quantity);
      expect(rows[1]?.[6]).toBe('CFWIFDAI001R000');
      expect(rows.slice(1, 4).map((row) => row[7])).toEqual([answered, answered, notFound]);
      expect(rows[5]).toEqual([summary]);
    },
  );

  it('writes candidates, warnings and every other text cell Excel would run as a formula as text', async () => {
    const hostile = async (text: string): Promise<LookupResult> => {
      const result = await lookupWith('CTLR_WIFI')(text);
      if (result.kind === 'choices') {
        return { ...result, candidates: result.candidates.map((c) => ({ ...c, brandName: '=cmd()' })) };
      }
      if (result.kind === 'answer') {
        return { ...result, warnings: ['-2+3'], rows: result.rows.map((r) => ({ ...r, sku: '@SKU' })) };
      }
      return result;
    };
    const { lines } = readPastedList('daikin ftxm25\ndaikin ftxm25r');
    const answer = await answerList(lines, 'en', { lookup: hostile, gate: pLimit(2) });
    const rows = parse(answer.csv.toString('utf8').slice(1), { relax_column_count: true }) as string[][];
    expect(rows[1]?.[8]?.startsWith("'=cmd()")).toBe(true);
    expect(rows[2]?.[6]).toBe("'@SKU");
    expect(rows[2]?.[9]?.startsWith("'-2+3")).toBe(true);
    expect(rows.at(-1)?.[0]).toBe("'@SKU");
  });

  it('writes typed text Excel would run as a formula as text', async () => {
    const { lines } = readPastedList('=HYPERLINK("x") daikin ftxm25r\n@SUM daikin ftxm35r');
    const answer = await answerList(lines, 'en', { lookup: lookupWith('CTLR_WIFI'), gate: pLimit(4) });
    const rows = parse(answer.csv.toString('utf8').slice(1), { relax_column_count: true }) as string[][];
    expect(rows[1]?.[1]?.startsWith("'=")).toBe(true);
    expect(rows[2]?.[1]?.startsWith("'@")).toBe(true);
  });
});

describe('list-wide type and parts', () => {
  it('finds a type word of the market in the text around the list', async () => {
    const types = await stack.engine.listTypes(defaultScope);
    expect(listTypeIn('Hi, wifi controllers for these please', types)).toBe('CTLR_WIFI');
    expect(listTypeIn('Hello, please quote these', types)).toBeUndefined();
    expect(listTypeIn('', types)).toBeUndefined();
  });

  it('writes line ranges compactly', () => {
    expect(lineRanges([7, 1, 2, 3, 9, 10])).toBe('1-3, 7, 9-10');
  });
});
