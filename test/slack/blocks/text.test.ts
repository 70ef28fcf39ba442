import { describe, expect, it } from 'vitest';
import {
  codeSpan,
  escapeMrkdwn,
  joinLinesWithin,
  truncate,
  unescapeSlack,
} from '../../../src/slack/blocks/text.js';

describe('text helpers', () => {
  it('escapes the three mrkdwn control characters, ampersand first', () => {
    expect(escapeMrkdwn('<!channel> & <@U1> &amp;')).toBe('&lt;!channel&gt; &amp; &lt;@U1&gt; &amp;amp;');
    expect(unescapeSlack(escapeMrkdwn('a < b & c > d'))).toBe('a < b & c > d');
  });

  it('truncates with an ellipsis without breaking an escape or a surrogate pair', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef');
    expect(truncate('abcdefg', 6)).toBe('abcde…');
    expect(truncate('ab &amp; cd', 7)).toBe('ab …');
    expect(truncate('ab😀cd', 4)).toBe('ab…');
  });

  it('joins lines within a limit, replacing the rest with "and N more"', () => {
    const more = (n: number) => `+${n}`;
    expect(joinLinesWithin(['a', 'b'], 10, more)).toBe('a\nb');
    expect(joinLinesWithin(['aaaa', 'bbbb', 'cccc'], 10, more)).toBe('aaaa\n+2');
    expect(joinLinesWithin(['x'.repeat(20), 'y'], 10, more)).toBe('xxxxxx…\n+1');
    expect(joinLinesWithin(['x'.repeat(20)], 10, more)).toBe('xxxxxxxxx…');
    const long = joinLinesWithin(
      Array.from({ length: 500 }, (_, i) => `line ${i}`),
      3000,
      (n) => `…and ${n} more`,
    );
    expect(long.length).toBeLessThanOrEqual(3000);
    expect(long).toMatch(/…and \d+ more$/);
  });

  it('puts SKUs in code format unless that would break it', () => {
    expect(codeSpan('AZX6WSC')).toBe('`AZX6WSC`');
    expect(codeSpan('A`B')).toBe('A`B');
  });
});
