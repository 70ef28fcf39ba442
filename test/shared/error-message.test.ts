/** An error's words, whatever was thrown. */
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../src/shared/error-message.js';

describe('messageOf', () => {
  it("gives an Error's message, and anything else as text", () => {
    expect(messageOf(new TypeError('bad input'))).toBe('bad input');
    expect(messageOf('refused')).toBe('refused');
    expect(messageOf(503)).toBe('503');
  });
});
