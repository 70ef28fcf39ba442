/**
 * A `.csv` or `.tsv` list file's rows through csv-parse, the delimiter found from the first lines.
 * csv-parse reads about a megabyte a second, so the file is fed a chunk at a time with event-loop
 * turns between slices: a shared file never keeps another user's request waiting.
 */
import { finished } from 'node:stream/promises';
import { type Info, parse } from 'csv-parse';
import { Turns } from '../shared/turns.js';
import type { ListRowInput } from './lines.js';
import { lineSeparator } from './paste.js';

/** Bytes written to the parser at once: a few milliseconds of parsing. */
const chunkBytes = 8 * 1024;
/** Lines the delimiter is found from, and how much of each is enough to tell. */
const headLines = 20;
const headLineLength = 2000;

const writeChunk = (parser: NodeJS.WritableStream, chunk: Buffer) =>
  new Promise<void>((resolve, reject) => {
    parser.write(chunk, (error) => (error ? reject(error) : resolve()));
  });

/** The text's first `maxRows` rows and the delimiter they were split at; rejects with csv-parse's error. */
export async function delimitedRows(
  text: string,
  extension: 'csv' | 'tsv',
  maxRows: number,
): Promise<{ rows: ListRowInput[]; separator: string }> {
  const head = text.split(/\r\n|\r|\n/, headLines).map((line) => line.slice(0, headLineLength));
  const separator =
    extension === 'tsv' ? '\t' : (lineSeparator(head) ?? (head.some((l) => l.includes(';')) ? ';' : ','));
  const parser = parse({
    delimiter: separator,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
    info: true,
  });
  const rows: ListRowInput[] = [];
  parser.on('data', ({ record, info }: { record: string[]; info: Info }) => {
    if (info.lines <= maxRows) rows.push({ number: info.lines, cells: record });
  });
  const done = finished(parser);
  // Awaited below; handled now, so that an error while a turn is taken is never unhandled.
  done.catch(() => undefined);
  const bytes = Buffer.from(text, 'utf8');
  const turns = new Turns();
  for (let at = 0; at < bytes.length && parser.info.lines <= maxRows; at += chunkBytes) {
    await writeChunk(parser, bytes.subarray(at, at + chunkBytes));
    await turns.take();
  }
  parser.end();
  await done;
  return { rows, separator };
}
