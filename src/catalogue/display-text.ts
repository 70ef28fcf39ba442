/**
 * Catalogue display text cleaned once, at the schema boundary: HTML fragments become plain text
 * (tags dropped, block breaks kept, entities decoded, white space collapsed), and a warning of any
 * shape (spec §2.8 gives none) one string. Nothing past the schemas cleans again.
 */
import { decodeHTML } from 'entities';
import { z } from 'zod';

const blockTags = /<\s*(br|\/?p|\/?div|\/?li|\/?ul|\/?ol|\/?h[1-6]|\/?tr|\/?table)\b[^>]*>/gi;

/** An HTML fragment of the catalogue as plain display text. */
export function htmlToText(fragment: string): string {
  const text = fragment
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\s*(script|style)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(blockTags, '\n')
    .replace(/<\/?[A-Za-z][^>]*>/g, '');
  return decodeHTML(text)
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

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

/** A display field: a string on the wire, plain text once parsed. */
export const displayText = z.string().transform(htmlToText);

/** A warning of any shape: display text once parsed ('' when it says nothing; dropped later). */
export const displayWarning = z.unknown().transform(warningText);
