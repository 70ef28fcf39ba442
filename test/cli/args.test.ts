import { describe, expect, it } from 'vitest';
import { DemoArgsError, parseDemoArgs } from '../../src/cli/args.js';

describe('parseDemoArgs', () => {
  it('joins the words into the query', () => {
    expect(parseDemoArgs(['daikin', 'ftxm', '25', 'r'])).toEqual({
      help: false,
      json: false,
      text: 'daikin ftxm 25 r',
    });
  });

  it('reads --market and --locale, spaced or with =', () => {
    expect(parseDemoArgs(['--market', 'FR', '--locale=fr', 'mitsu', 'msz-ln25vg'])).toEqual({
      market: 'FR',
      locale: 'fr',
      help: false,
      json: false,
      text: 'mitsu msz-ln25vg',
    });
  });

  it('has no text for the interactive prompt', () => {
    expect(parseDemoArgs(['--market', 'ES']).text).toBe('');
    expect(parseDemoArgs([]).text).toBe('');
  });

  it('takes everything after -- as the query', () => {
    expect(parseDemoArgs(['--', '--market', 'x']).text).toBe('--market x');
  });

  it('rejects a flag without a value and unknown options', () => {
    expect(() => parseDemoArgs(['--market'])).toThrow(DemoArgsError);
    expect(() => parseDemoArgs(['--market', '--locale', 'fr'])).toThrow(/--market needs a value/);
    expect(() => parseDemoArgs(['--colour'])).toThrow(/unknown option/);
    expect(() => parseDemoArgs(['--market', 'f r'])).toThrow(/--market takes a code/);
    expect(() => parseDemoArgs(['--locale=fr:x'])).toThrow(/--locale takes a code/);
  });

  it('recognises --help', () => {
    expect(parseDemoArgs(['-h']).help).toBe(true);
  });

  it('reads --json', () => {
    expect(parseDemoArgs(['--json', 'daikin', 'ftxm25r'])).toMatchObject({
      json: true,
      text: 'daikin ftxm25r',
    });
  });
});
