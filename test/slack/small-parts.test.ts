import { describe, expect, it } from 'vitest';
import { parseCommandText } from '../../src/slack/command-text.js';
import { InFlight } from '../../src/slack/in-flight.js';
import { settleWithin } from '../../src/slack/settle.js';

describe('parseCommandText', () => {
  it('opens menus on no text, help on help words, looks anything else up', () => {
    expect(parseCommandText('')).toEqual({ kind: 'menus' });
    expect(parseCommandText(undefined)).toEqual({ kind: 'menus' });
    expect(parseCommandText('  menu ')).toEqual({ kind: 'menus' });
    for (const word of ['help', 'HELP', '?', '--help', 'aide', 'ayuda']) {
      expect(parseCommandText(word)).toEqual({ kind: 'help' });
    }
    expect(parseCommandText(' daikin ftxm25r ')).toEqual({ kind: 'lookup', text: 'daikin ftxm25r' });
    expect(parseCommandText('help daikin')).toEqual({ kind: 'lookup', text: 'help daikin' });
  });

  it('opens the settings on settings words, in the app languages', () => {
    for (const word of ['settings', 'Settings', 'preferences', 'ajustes', 'paramètres', 'réglages']) {
      expect(parseCommandText(word)).toEqual({ kind: 'settings' });
    }
    expect(parseCommandText('settings daikin')).toEqual({ kind: 'lookup', text: 'settings daikin' });
  });
});

describe('InFlight', () => {
  it('waits for tracked work, or gives up after the timeout', async () => {
    const inFlight = new InFlight();
    expect(await inFlight.idle(10)).toBe(true);
    let finish: () => void = () => {};
    const work = inFlight.track(new Promise<void>((resolve) => (finish = resolve)));
    expect(inFlight.active).toBe(1);
    expect(await inFlight.idle(20)).toBe(false);
    const idle = inFlight.idle(1000);
    finish();
    await work;
    expect(await idle).toBe(true);
    expect(inFlight.active).toBe(0);
  });

  it('counts failed work as finished', async () => {
    const inFlight = new InFlight();
    await expect(inFlight.track(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(inFlight.active).toBe(0);
  });
});

describe('settleWithin', () => {
  it('returns the value when in time, undefined when late', async () => {
    expect(await settleWithin(Promise.resolve(3), 50)).toEqual({ value: 3 });
    const late = new Promise((resolve) => setTimeout(resolve, 200, 'late'));
    expect(await settleWithin(late, 20)).toBeUndefined();
  });
});
