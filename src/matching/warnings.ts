/**
 * The catalogue does not say what a warning looks like (spec §2.8): strings, `{message}`,
 * `{title, text}`, `{code, description}` and HTML inside all occur. Every shape becomes a
 * plain display string; a warning is never dropped just because its shape is unknown.
 */
import { htmlToText } from './normalise.js';

/** Fields that carry a heading, then fields that carry the warning itself, in order of preference. */
const headingFields = ['title', 'name', 'label', 'subject', 'header'];
const bodyFields = [
  'message',
  'text',
  'description',
  'body',
  'content',
  'detail',
  'details',
  'warning',
  'value',
];
/** Identifiers: shown only when nothing else says anything. */
const codeFields = ['code', 'id', 'key', 'type'];

function fieldText(value: unknown): string {
  if (typeof value === 'string') return htmlToText(value);
  if (Array.isArray(value)) return value.map(fieldText).filter(Boolean).join('\n');
  if (value && typeof value === 'object') return warningText(value);
  return '';
}

function firstText(record: Record<string, unknown>, fields: readonly string[]): string {
  for (const field of fields) {
    const text = fieldText(record[field]);
    if (text) return text;
  }
  return '';
}

/** One warning, whatever its shape, as display text ('' when it says nothing). */
export function warningText(warning: unknown): string {
  if (typeof warning === 'string' || Array.isArray(warning)) return fieldText(warning);
  if (!warning || typeof warning !== 'object') return '';
  const record = warning as Record<string, unknown>;
  const heading = firstText(record, headingFields);
  const body = firstText(record, bodyFields);
  if (heading && body)
    return body.toLowerCase().startsWith(heading.toLowerCase()) ? body : `${heading}: ${body}`;
  if (heading || body) return heading || body;
  const known = new Set([...headingFields, ...bodyFields, ...codeFields]);
  const rest = Object.entries(record)
    .filter(([field]) => !known.has(field))
    .map(([, value]) => fieldText(value))
    .filter(Boolean);
  return rest.length > 0 ? rest.join('; ') : firstText(record, codeFields);
}

const dedupeKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim();

/** Warnings as display strings: empty ones dropped, duplicates (ignoring case and spacing) removed, order kept. */
export function normaliseWarnings(...lists: readonly (readonly unknown[] | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const warning of lists.flatMap((list) => list ?? [])) {
    const text = warningText(warning);
    const key = dedupeKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}
