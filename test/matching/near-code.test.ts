import { describe, expect, it } from 'vitest';
import {
  digitPositions,
  isQuestion,
  maxAnchorGap,
  maxQuestionTokens,
  nearAnchor,
} from '../../src/matching/near-code.js';
import { tokenise } from '../../src/matching/query.js';

describe('near-code', () => {
  it('calls a text of up to six tokens a question', () => {
    expect(maxQuestionTokens).toBe(6);
    expect(isQuestion(tokenise('wifi acme home qx 12 bt'))).toBe(true);
    expect(isQuestion(tokenise('wifi acme home qx 12 bt please'))).toBe(false);
  });

  it('finds the tokens with a digit', () => {
    expect(digitPositions(tokenise('the qx20 unit 4 rooms'))).toEqual([1, 3]);
  });

  it('counts a span next to an anchor outside it, at most two tokens away', () => {
    expect(maxAnchorGap).toBe(2);
    expect(nearAnchor([5], 2, 3)).toBe(true);
    expect(nearAnchor([6], 2, 3)).toBe(false);
    expect(nearAnchor([0], 3, 4)).toBe(true);
    expect(nearAnchor([0], 4, 5)).toBe(false);
    expect(nearAnchor([2], 2, 3)).toBe(false);
  });
});
