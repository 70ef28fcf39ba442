/**
 * Numbers as the reader's language writes them (`2.5` / `2,5`, at most two decimals): the one
 * formatter of the Slack replies and the terminal demo, so both show the same figures.
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

/** `min–max`, or one figure when both are equal or the minimum is unknown (0). */
export function numberRange(language: Language, min: number, max: number): string {
  const format = numberFormat(language);
  return min === max || min === 0 ? format(max) : `${format(min)}–${format(max)}`;
}
