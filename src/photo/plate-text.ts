/**
 * What OCR read on a rating plate, sorted for the lookup: the label lines first (`MODEL`,
 * `MODEL NO.`, `MODEL NAME`, `MODELO`, `MODÈLE`, `TYPE`, `MOD.`) with the code written after the
 * label, then the words that may name the brand. Lines with digits and no label (supply voltage,
 * current, refrigerant charge, serial number, dates) never reach the lookup: on a plate they are
 * where a stray code-like token would come from. Pure: text in, plain data out.
 */
import { stripDiacritics } from '../matching/normalise.js';

export interface LabelledCode {
  /** The label as read (`MODEL NO.`). */
  label: string;
  /** What follows the label on its line, as read. */
  code: string;
}

export interface PlateText {
  /** Label lines, in reading order; an empty list when the plate shows none. */
  labelled: LabelledCode[];
  /** Code-like words of unlabelled lines (letters and digits, no unit of measure). */
  unlabelled: string[];
  /** Words of letters only from unlabelled lines: the brand is among them when it was read. */
  words: string[];
}

/** OCR reads are cut here: a plate holds a few hundred characters. */
export const maxPlateTextLength = 4000;

const labelPattern =
  /(?:^|[^\p{L}\p{N}])(MODELO|MOD[EÈ]LE|MODEL(?:\s*(?:NO|N°|NR|NAME|NUMBER)\b\.?)?|TYPE|MOD\.)(?!\p{L})\s*[:.#=-]?\s*(.*)$/iu;

/** Electrical and physical quantities on a plate: `230V`, `50Hz`, `0.45A`, `1.2kg`, `R32`, `IP24`. */
const measure =
  /^(?:[0-9.,/~-]+(?:V|HZ|A|W|KW|KG|G|MM|PA|MPA|BAR|PH|M3H|DB)|R[0-9]{2,4}[A-Z]?|IP[0-9X]{2})$/i;

/** Lines whose numbers are never the model: serial number, date of manufacture. */
const serialLine = /\b(?:SERIAL|SER\.?\s*NO|S\/N|MFG|DATE|MANUFACTURED)\b/i;

const isCodeLike = (word: string): boolean =>
  word.length >= 4 && /[0-9]/.test(word) && /[A-Z]/i.test(word) && !measure.test(word);

/** Splits OCR text into labelled codes, unlabelled code-like words and brand-candidate words. */
export function readPlateText(text: string): PlateText {
  const lines = text
    .slice(0, maxPlateTextLength)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const labelled: LabelledCode[] = [];
  const unlabelled: string[] = [];
  const words: string[] = [];
  for (const line of lines) {
    const match = labelPattern.exec(line);
    const code = match?.[2]?.trim() ?? '';
    if (match?.[1] && /[0-9]/.test(code)) {
      labelled.push({ label: match[1].replace(/\s+/g, ' ').toUpperCase(), code });
      continue;
    }
    const serial = serialLine.test(line);
    for (const word of line.split(' ')) {
      const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (isCodeLike(bare)) {
        if (!serial) unlabelled.push(bare);
      } else if (/^\p{L}{2,}$/u.test(bare)) words.push(stripDiacritics(bare));
    }
  }
  return { labelled, unlabelled, words };
}
