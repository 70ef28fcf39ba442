/**
 * When the app's copy of the catalogue was read, as the reader's language writes a day and a time
 * ("28 Nov, 06:00 UTC"): in UTC, since the app does not know the reader's time zone, and said so.
 */
import type { Language } from './index.js';

/** en-GB for English: day before month, 24-hour clock, as the other five languages write it. */
const localeOf = (language: Language) => (language === 'en' ? 'en-GB' : language);

const formats = new Map<Language, Intl.DateTimeFormat>();

export function readAtFormat(language: Language, epochMs: number): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return `${format.format(epochMs)} UTC`;
}
