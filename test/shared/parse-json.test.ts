/** Stored text read back through its schema: absent, not JSON or of another shape reads as nothing, said once. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CorruptJsonError, parseJson, parseJsonOrThrow } from '../../src/shared/parse-json.js';

const schema = z.object({ sku: z.string() });

describe('parseJson', () => {
  it('reads a text of the schema', () => {
    expect(parseJson(schema, '{"sku":"CFWIFDAI001R000"}')).toEqual({ sku: 'CFWIFDAI001R000' });
  });

  it('reads no text as nothing, without a complaint', () => {
    const heard: CorruptJsonError[] = [];
    expect(parseJson(schema, null, (error) => heard.push(error))).toBeUndefined();
    expect(parseJson(schema, undefined, (error) => heard.push(error))).toBeUndefined();
    expect(heard).toEqual([]);
  });

  it.each([
    ['a truncated row', '{"sku":"CFW', 'not JSON'],
    ['a row of another shape', '{"sku":42}', 'not of its shape (sku:'],
  ])('reads %s as nothing and says why once', (_name, text, why) => {
    const heard: CorruptJsonError[] = [];
    expect(parseJson(schema, text, (error) => heard.push(error))).toBeUndefined();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toBeInstanceOf(CorruptJsonError);
    expect(heard[0]?.message).toContain(why);
  });

  it('throws one clear error naming what the text should be, when asked to', () => {
    expect(() => parseJsonOrThrow(schema, '[', 'the settings file')).toThrow(
      new CorruptJsonError('the settings file: not JSON'),
    );
  });
});
