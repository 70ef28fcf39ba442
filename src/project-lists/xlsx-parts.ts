/**
 * What the spreadsheet reader (xlsx.ts) takes from each part of an .xlsx, as handlers of the XML
 * scanner's events: the workbook's relationships, its sheets in tab order, a sheet's rows within
 * the limits, then only the shared strings they use. Cells read as Excel shows them.
 */
import { decodeXML } from 'entities';
import type { ListRowInput } from './lines.js';
import { attributesOf, type XmlEvents } from './xml-scan.js';

/** The sheet holds more cells than a list could need. */
export class TooManyCells extends Error {
  constructor() {
    super('The sheet holds too many cells');
    this.name = 'TooManyCells';
  }
}

const ignore = () => {};

/** `xl/_rels/workbook.xml.rels`: each relationship's id, type (its last word) and target part. */
export class Relationships implements XmlEvents {
  readonly byId = new Map<string, { type: string; part: string }>();
  open(name: string, tag: string): void {
    if (name !== 'Relationship') return;
    const attributes = attributesOf(tag);
    const [id, type, target] = [attributes.get('Id'), attributes.get('Type'), attributes.get('Target')];
    if (!id || !type || !target || attributes.get('TargetMode') === 'External') return;
    this.byId.set(id, { type: type.slice(type.lastIndexOf('/') + 1), part: partPath(target) });
  }
  close = ignore;
  text = ignore;
}

/** A relationship's target as a part's path in the zip (targets are relative to `xl/`). */
function partPath(target: string): string {
  const segments: string[] = [];
  for (const segment of (target.startsWith('/') ? target : `xl/${target}`).split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/** `xl/workbook.xml`: the relationship ids of its first `max` sheets, in tab order. */
export class WorkbookSheets implements XmlEvents {
  readonly ids: string[] = [];
  constructor(
    private readonly max: number,
    private readonly stop: () => void,
  ) {}
  open(name: string, tag: string): void {
    if (name !== 'sheet') return;
    const id = attributesOf(tag).get('id');
    if (id) this.ids.push(id);
    if (this.ids.length >= this.max) this.stop();
  }
  close = ignore;
  text = ignore;
}

export interface SheetLimits {
  /** Rows holding cells read at most: reading stops there. */
  rows: number;
  /** Columns of a row kept (cells further right are counted, not kept). */
  columns: number;
  /** Cells holding a value read at most: beyond, the sheet is refused (TooManyCells). */
  cells: number;
}

/** A cell's text, or the index of its shared string (resolved once the strings are read). */
export type CellValue = string | { shared: number };

/** The column of a cell reference (`AB12` → 28); undefined when it has none. */
function columnOf(reference: string | undefined): number | undefined {
  let column = 0;
  for (let i = 0; i < (reference?.length ?? 0) && i < 4; i++) {
    const code = (reference?.charCodeAt(i) ?? 0) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
  }
  return column === 0 ? undefined : column;
}

function cellValue(type: string, raw: string): CellValue {
  if (type === 's') {
    const index = Number.parseInt(raw, 10);
    return Number.isNaN(index) ? '' : { shared: index };
  }
  if (type === 'b') return raw.trim() === '1' ? 'TRUE' : 'FALSE';
  const text = decodeXML(raw);
  if (type !== 'n') return text;
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? String(number) : text;
}

/** A worksheet: its rows holding cells, each with its row number, up to the limits. */
export class SheetRows implements XmlEvents {
  readonly rows: { number: number; cells: CellValue[] }[] = [];
  #cellsRead = 0;
  #lastRow = 0;
  #row: { number: number; cells: CellValue[] } | undefined;
  #nextColumn = 1;
  #cell: { column: number; type: string; pieces: string[] | undefined } | undefined;
  #capturing = false;
  #phonetic = false;

  constructor(
    private readonly limits: SheetLimits,
    private readonly stop: () => void,
  ) {}

  open(name: string, tag: string): void {
    if (name === 'row') {
      const number = Number(attributesOf(tag).get('r'));
      this.#lastRow = Number.isInteger(number) && number > 0 ? number : this.#lastRow + 1;
      this.#row = { number: this.#lastRow, cells: [] };
      this.#nextColumn = 1;
    } else if (name === 'c' && this.#row) {
      const attributes = attributesOf(tag);
      const column = columnOf(attributes.get('r')) ?? this.#nextColumn;
      this.#cell = { column, type: attributes.get('t') ?? 'n', pieces: undefined };
      this.#nextColumn = column + 1;
    } else if (name === 'rPh') this.#phonetic = true;
    else if ((name === 'v' || name === 't') && this.#cell && !this.#phonetic) {
      this.#cell.pieces ??= [];
      this.#capturing = true;
    }
  }

  text(raw: string): void {
    if (this.#capturing) this.#cell?.pieces?.push(raw);
  }

  close(name: string): void {
    if (name === 'v' || name === 't') this.#capturing = false;
    else if (name === 'rPh') this.#phonetic = false;
    else if (name === 'c') this.#closeCell();
    else if (name === 'row') this.#closeRow();
  }

  #closeCell(): void {
    const cell = this.#cell;
    this.#cell = undefined;
    if (!cell?.pieces || !this.#row) return;
    this.#cellsRead += 1;
    if (this.#cellsRead > this.limits.cells) throw new TooManyCells();
    if (cell.column <= this.limits.columns)
      this.#row.cells[cell.column - 1] = cellValue(cell.type, cell.pieces.join(''));
  }

  #closeRow(): void {
    const row = this.#row;
    this.#row = undefined;
    if (!row || row.cells.length === 0) return;
    this.rows.push({ number: row.number, cells: Array.from(row.cells, (cell) => cell ?? '') });
    if (this.rows.length >= this.limits.rows) this.stop();
  }

  /** The shared strings the rows refer to. */
  sharedIndexes(): Set<number> {
    return new Set(
      this.rows.flatMap((row) =>
        row.cells.flatMap((cell) => (typeof cell === 'string' ? [] : [cell.shared])),
      ),
    );
  }

  /** The rows as a list reads them, each shared string taken from `strings` (empty when absent). */
  listRows(strings: ReadonlyMap<number, string>): ListRowInput[] {
    return this.rows.map((row) => ({
      number: row.number,
      cells: row.cells.map((cell) => (typeof cell === 'string' ? cell : (strings.get(cell.shared) ?? ''))),
    }));
  }
}

/** `xl/sharedStrings.xml`: the strings at `wanted` indexes only; stops once it has them all. */
export class SharedStrings implements XmlEvents {
  readonly found = new Map<number, string>();
  #index = -1;
  #pieces: string[] | undefined;
  #capturing = false;
  #phonetic = false;

  constructor(
    private readonly wanted: ReadonlySet<number>,
    private readonly stop: () => void,
  ) {}

  open(name: string): void {
    if (name === 'si') {
      this.#index += 1;
      this.#pieces = this.wanted.has(this.#index) ? [] : undefined;
    } else if (name === 'rPh') this.#phonetic = true;
    else if (name === 't' && this.#pieces && !this.#phonetic) this.#capturing = true;
  }

  text(raw: string): void {
    if (this.#capturing) this.#pieces?.push(raw);
  }

  close(name: string): void {
    if (name === 't') this.#capturing = false;
    else if (name === 'rPh') this.#phonetic = false;
    else if (name === 'si' && this.#pieces) {
      this.found.set(this.#index, decodeXML(this.#pieces.join('')));
      this.#pieces = undefined;
      if (this.found.size === this.wanted.size) this.stop();
    }
  }
}
