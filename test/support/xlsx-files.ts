/**
 * Spreadsheets (.xlsx) made here for tests, byte by byte: a zip writer over Node's zlib
 * (deflateRawSync, crc32) and the minimal SpreadsheetML Excel writes (workbook, its
 * relationships, sheets, shared strings). Written here rather than with a library because tests
 * need what no library writer makes: parts in any order (the sheet before or after its shared
 * strings), hostile parts (zip bombs), and sizes the zip declares falsely.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Stored as is (method 0) instead of deflated. */
  stored?: boolean;
  /** The uncompressed size the zip declares, when it is to lie. */
  declaredSize?: number;
  /** zlib's compression level, default 9 (6 is much faster on large hostile parts). */
  level?: number;
}

const u16 = (value: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value);
  return b;
};
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
};

/** A zip of `entries` in this order (local headers, then the central directory). */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const body = entry.stored ? data : deflateRawSync(data, { level: entry.level ?? 9 });
    const name = Buffer.from(entry.name, 'utf8');
    const fields = [
      u16(20), // version needed
      u16(0x0800), // flags: UTF-8 names
      u16(entry.stored ? 0 : 8),
      u16(0), // time
      u16(0x21), // date: 1980-01-01
      u32(crc32(data)),
      u32(body.length),
      u32(entry.declaredSize ?? data.length),
      u16(name.length),
      u16(0), // extra
    ];
    const local = Buffer.concat([u32(0x04034b50), ...fields, name, body]);
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20), // version made by
        ...fields,
        u16(0), // comment
        u16(0), // disk
        u16(0), // internal attributes
        u32(0), // external attributes
        u32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

export type SheetCell = string | number | null;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A column's letters: 1 → A, 27 → AA. */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const sheetHead =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac"><dimension ref="A1"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/>';

/** A worksheet's XML around `sheetData` (the rows' XML). */
export const worksheetXml = (sheetData: string) =>
  `${sheetHead}<sheetData>${sheetData}</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;

/**
 * A row's XML as Excel writes it: numbers as `<v>`, text as a shared string (its index from
 * `strings`) or, with `strings` undefined, as an inline string.
 */
export function rowXml(number: number, cells: readonly SheetCell[], strings?: string[]): string {
  const xml = cells.map((cell, i) => {
    const ref = `${columnName(i + 1)}${number}`;
    if (cell === null) return `<c r="${ref}" s="1"/>`;
    if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
    if (!strings) return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
    let index = strings.indexOf(cell);
    if (index === -1) index = strings.push(cell) - 1;
    return `<c r="${ref}" s="2" t="s"><v>${index}</v></c>`;
  });
  return `<row r="${number}" spans="1:${Math.max(cells.length, 1)}" x14ac:dyDescent="0.25">${xml.join('')}</row>`;
}

export const sharedStringsXml = (strings: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
    .join('')}</sst>`;

export interface WorkbookOptions {
  /** Text as inline strings, with no sharedStrings.xml. */
  inline?: boolean;
  /** sharedStrings.xml stored before the sheets (Excel stores it after them). */
  stringsFirst?: boolean;
  /** Replaces a sheet's XML (by its index), e.g. with a hostile one. */
  sheetXml?: Record<number, string>;
  /** Replaces sharedStrings.xml, e.g. with a hostile one. */
  stringsXml?: string;
}

/** The parts of a workbook of `sheets` (name and rows), in the order Excel stores them. */
export function workbookParts(
  sheets: readonly { name: string; rows: readonly SheetCell[][] }[],
  options: WorkbookOptions = {},
): ZipEntry[] {
  const strings: string[] = [];
  const sheetParts = sheets.map((sheet, i) => ({
    name: `xl/worksheets/sheet${i + 1}.xml`,
    data:
      options.sheetXml?.[i] ??
      worksheetXml(
        sheet.rows.map((row, r) => rowXml(r + 1, row, options.inline ? undefined : strings)).join(''),
      ),
  }));
  const rels = sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('');
  const stringsRel = options.inline
    ? ''
    : '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>';
  const stringsPart = options.inline
    ? []
    : [{ name: 'xl/sharedStrings.xml', data: options.stringsXml ?? sharedStringsXml(strings) }];
  const head: ZipEntry[] = [
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
        .map((sheet, i) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}${stringsRel}</Relationships>`,
    },
  ];
  return options.stringsFirst
    ? [...head, ...stringsPart, ...sheetParts]
    : [...head, ...sheetParts, ...stringsPart];
}

/** An .xlsx of `sheets`, as Excel would write it (see WorkbookOptions for the variants). */
export const xlsxFile = (
  sheets: readonly { name: string; rows: readonly SheetCell[][] }[],
  options: WorkbookOptions = {},
): Buffer => zip(workbookParts(sheets, options));

/**
 * A worksheet's XML of at least `bytes` bytes (a zip bomb's sheet): a first row naming a unit
 * (shared string 0; none with `unit` false), then rows of 150 `cell`s each, by default empty
 * styled cells, which hold no value: only a bound on unpacked bytes stops a reader on them.
 */
export function bombSheetXml(bytes: number, { cell = '<c s="1"/>', unit = true } = {}): string {
  const cells = cell.repeat(150);
  const rows = unit ? ['<row r="1"><c r="A1" t="s"><v>0</v></c></row>'] : [];
  let size = rows[0]?.length ?? 0;
  for (let n = 2; size < bytes; n++) {
    const row = `<row r="${n}">${cells}</row>`;
    rows.push(row);
    size += row.length;
  }
  return worksheetXml(rows.join(''));
}
