/**
 * Every listener the app hands to Bolt is a row of the registration table (listeners/index.ts),
 * and every row is handed to Bolt once, with the row's own callback. The test records each call of
 * Bolt's registration methods while the real app is built and started (a spy on `App.prototype`
 * that calls through), then compares them with the table: a listener registered anywhere else,
 * however it is spelled (an alias of `app.action`, a helper in another folder), shows up here
 * as a call no row accounts for; a static search of the sources for `app.action(` would miss those
 * and match unrelated `.action(` calls. That the catch-all acks what no row handles is
 * test/slack/unknown-ids.test.ts.
 */
import { App } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenerTable } from '../../../src/slack/listeners/index.js';
import { type SlackHarness, startSlackHarness } from '../../support/slack-app.js';

/** Bolt's methods that register a listener (`message` and `use` take listeners too). */
const boltMethods = [
  'command',
  'action',
  'options',
  'view',
  'shortcut',
  'event',
  'message',
  'function',
  // Bolt's agent view middleware: the app registers none (agent_view apps get no assistant_thread_* events).
  'assistant',
] as const;
type BoltMethod = (typeof boltMethods)[number];

interface Recorded {
  method: BoltMethod;
  id: unknown;
  listener: unknown;
}

const recorded: Recorded[] = [];
let harness: SlackHarness;

beforeAll(async () => {
  for (const method of boltMethods) {
    const bolts = App.prototype[method] as (...args: unknown[]) => unknown;
    vi.spyOn(App.prototype, method).mockImplementation(function (this: App, ...args: unknown[]) {
      recorded.push({ method, id: args[0], listener: args.at(-1) });
      // Bolt's own method: the app is registered as it would be without the recorder.
      return Reflect.apply(bolts, this, args);
    } as never);
  }
  harness = await startSlackHarness();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await harness?.close();
});

describe('the registration table', () => {
  it('is every listener handed to Bolt, each once, with its own callback', () => {
    const rows = listenerTable.map((row) => ({
      method: row.kind,
      id: row.id,
      listener: row.listener,
    }));
    expect(recorded.map(({ method, id }) => ({ method, id }))).toEqual(
      rows.map(({ method, id }) => ({ method, id })),
    );
    // The very callback of each row, in the table's order.
    expect(recorded.map((call) => rows.findIndex((row) => row.listener === call.listener))).toEqual(
      rows.map((_, index) => index),
    );
  });

  it('has one row per kind and id', () => {
    const keys = listenerTable.map((row) => `${row.kind} ${String(row.id)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
