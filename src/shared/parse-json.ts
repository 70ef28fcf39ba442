/**
 * Text we wrote and read back (a store's row, a button's value or a block id coming back from
 * Slack) through its zod schema: one way for all. A text that is absent, not JSON or not of the
 * schema reads as `undefined` (an older shape is as good as none), and what was wrong is one clear
 * error for the caller to log, never a crash.
 */
import type { z } from 'zod';

/** What was wrong with a stored text: it is not JSON, or not of the schema (the first issue). */
export class CorruptJsonError extends Error {
  override name = 'CorruptJsonError';
}

function read<S extends z.ZodType>(schema: S, text: string): z.output<S> | CorruptJsonError {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return new CorruptJsonError('not JSON');
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  return new CorruptJsonError(`not of its shape (${issue?.path.join('.') || 'value'}: ${issue?.message})`);
}

/** The value, or undefined when there is no text or it does not read (then `onCorrupt` hears why). */
export function parseJson<S extends z.ZodType>(
  schema: S,
  text: string | null | undefined,
  onCorrupt?: (error: CorruptJsonError) => void,
): z.output<S> | undefined {
  if (text === null || text === undefined) return undefined;
  const value = read(schema, text);
  if (!(value instanceof CorruptJsonError)) return value;
  onCorrupt?.(value);
  return undefined;
}

/** The value; a text that does not read throws a CorruptJsonError naming `what` it should be. */
export function parseJsonOrThrow<S extends z.ZodType>(schema: S, text: string, what: string): z.output<S> {
  const value = read(schema, text);
  if (value instanceof CorruptJsonError) throw new CorruptJsonError(`${what}: ${value.message}`);
  return value;
}
