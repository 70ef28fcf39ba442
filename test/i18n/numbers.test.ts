/** Shares as each language writes a percentage (i18n/numbers.ts). */
import { describe, expect, it } from 'vitest';
import { share } from '../../src/i18n/numbers.js';

describe('share', () => {
  it.each([
    ['en', '42%'],
    ['fr', '42\u00a0%'],
    ['de', '42\u00a0%'],
    ['es', '42\u00a0%'],
    ['it', '42%'],
    ['pt', '42%'],
  ] as const)('%s writes 5 of 12 as %j', (language, written) => {
    expect(share(language, 5, 12)).toBe(written);
  });

  it('rounds to a whole percent and writes – when there is nothing to share', () => {
    expect(share('en', 1, 3)).toBe('33%');
    expect(share('en', 1, 200)).toBe('1%');
    expect(share('fr', 0, 0)).toBe('–');
  });
});
