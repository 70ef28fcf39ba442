/**
 * Numbers as the reader's language writes them (`2.5` / `2,5`, at most two decimals; a share as
 * `42%` / `42 %`, with French's no-break space): the one formatter of the Slack replies, the
 * reports and the terminal demo, so all show the same figures.
 */
import type { Language } from './index.js';

/** Intl formatters are costly to build: one per language, reused. */
const formats = new Map<Language, (value: number) => string>();

export function numberFormat(language: Language): (value: number) => string {
  let format = formats.get(language);
  if (!format) {
    const formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    format = (value) => formatter.format(value);
    formats.set(language, format);
  }
  return format;
}

const percents = new Map<Language, Intl.NumberFormat>();

/** `part` of `whole` as a percentage with no decimals (`42%`, `42 %` in French); `–` when there is nothing to share. */
export function share(language: Language, part: number, whole: number): string {
  if (whole === 0) return '–';
  let formatter = percents.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    percents.set(language, formatter);
  }
  return formatter.format(part / whole);
}

/** `min–max`, or one figure when both are equal or the minimum is unknown (0). */
export function numberRange(language: Language, min: number, max: number): string {
  const format = numberFormat(language);
  return min === max || min === 0 ? format(max) : `${format(min)}–${format(max)}`;
}
