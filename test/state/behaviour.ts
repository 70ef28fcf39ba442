/**
 * The behaviour every state store keeps, whichever holds it (memory, SQLite, Redis): each
 * implementation's test file runs this suite against its own store.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnswerFeedback, LookupLogEntry } from '../../src/state/schema.js';
import type { AppState } from '../../src/state/store.js';
import { freshStores } from '../support/fresh-stores.js';

/** Opens a fresh, empty store; events are remembered for `eventTtlMs`, the log kept 90 days. */
export type OpenState = (options: { eventTtlMs: number }) => Promise<AppState>;

const dayMs = 86_400_000;

export const logEntry = (overrides: Partial<LookupLogEntry> = {}): LookupLogEntry => ({
  at: Date.now(),
  userId: 'U1',
  market: 'GB',
  locale: 'en',
  surface: 'slash',
  query: 'daikin ftxm25r',
  outcome: 'answer',
  brand: 'Daikin',
  model: 'FTXM25R',
  durationMs: 12,
  ...overrides,
});

export const feedbackEntry = (overrides: Partial<AnswerFeedback> = {}): AnswerFeedback => ({
  at: Date.now(),
  verdict: 'wrong',
  market: 'GB',
  question: 'daikin ftxm25r',
  brand: 'Daikin',
  model: 'FTXM25R',
  skus: ['DK-WIFI-01', 'DK-WIRED-02'],
  ...overrides,
});

export function describeStateBehaviour(name: string, open: OpenState): void {
  describe(`${name} state store`, () => {
    const fresh = freshStores((eventTtlMs: number = 60_000) => open({ eventTtlMs }));

    it('keeps settings per user and hands out copies', async () => {
      const state = await fresh();
      expect(await state.settings.get('U1')).toEqual({});
      await state.settings.save('U1', { market: 'FR', locale: 'fr', defaultType: 'CTLR_WIFI' });
      const settings = await state.settings.get('U1');
      settings.market = 'changed';
      expect(await state.settings.get('U1')).toEqual({
        market: 'FR',
        locale: 'fr',
        defaultType: 'CTLR_WIFI',
      });
      await state.settings.save('U1', { market: 'ES' });
      expect(await state.settings.get('U1')).toEqual({ market: 'ES' });
      expect(await state.settings.get('U2')).toEqual({});
    });

    it('keeps the newest 10 recent lookups per user, newest first', async () => {
      const state = await fresh();
      for (let i = 0; i < 13; i++) {
        await state.recent.add('U1', { query: `q${i}`, result: 'r', at: new Date(i * 1000).toISOString() });
      }
      await state.recent.add('U2', {
        query: 'other',
        result: 'r',
        at: new Date(0).toISOString(),
        market: 'FR',
      });
      const recent = await state.recent.list('U1');
      expect(recent.map((r) => r.query)).toEqual([
        'q12',
        'q11',
        'q10',
        'q9',
        'q8',
        'q7',
        'q6',
        'q5',
        'q4',
        'q3',
      ]);
      recent.pop();
      expect(await state.recent.list('U1')).toHaveLength(10);
      expect(await state.recent.list('U2')).toEqual([
        { query: 'other', result: 'r', at: new Date(0).toISOString(), market: 'FR' },
      ]);
      expect(await state.recent.list('U3')).toEqual([]);
    });

    it('writes what was recorded when flushed, without waiting for the batch to be due', async () => {
      const state = await fresh();
      const at = Date.now();
      state.lookupLog.record(logEntry({ at, userId: 'U1' }));
      const added = state.recent.add('U1', {
        query: 'daikin ftxm25r',
        result: 'r',
        at: new Date(at).toISOString(),
      });
      let written = false;
      void added.then(() => {
        written = true;
      });
      await state.flush();
      expect(written).toBe(true);
      expect(await state.lookupLog.since(at)).toEqual([logEntry({ at, userId: 'U1' })]);
      expect(await state.recent.list('U1')).toEqual([
        { query: 'daikin ftxm25r', result: 'r', at: new Date(at).toISOString() },
      ]);
    });

    it('keeps a recent lookup’s outcome as facts, and drops only an outcome it cannot read', async () => {
      const state = await fresh();
      const at = new Date(0).toISOString();
      const outcome = {
        kind: 'several' as const,
        parts: [
          { kind: 'answer' as const, unit: 'Daikin FTXM25R', rows: 1, sku: 'CFWIFDAI001R000', type: 'Wi-Fi' },
          { kind: 'choices' as const, count: 2 },
        ],
      };
      await state.recent.add('U1', { query: 'facts', result: 'r', outcome, at });
      await state.recent.add('U1', {
        query: 'newer',
        result: 'r',
        outcome: { kind: 'hologram' },
        at,
      } as never);
      expect(await state.recent.list('U1')).toEqual([
        { query: 'newer', result: 'r', at },
        { query: 'facts', result: 'r', outcome, at },
      ]);
    });

    it('refuses a malformed recent lookup and keeps the others of its batch', async () => {
      const state = await fresh();
      const at = new Date(0).toISOString();
      const kept = state.recent.add('U1', { query: 'kept', result: 'r', at });
      await expect(state.recent.add('U1', { query: 'no result', at } as never)).rejects.toThrow();
      await kept;
      expect(await state.recent.list('U1')).toEqual([{ query: 'kept', result: 'r', at }]);
    });

    it('keeps the newest 10 of lookups added together, newest first, each user apart', async () => {
      const state = await fresh();
      const added = Array.from({ length: 24 }, (_, i) =>
        state.recent.add(`U${i % 2}`, { query: `q${i}`, result: 'r', at: new Date(i * 1000).toISOString() }),
      );
      await Promise.all(added);
      const queries = async (userId: string) => (await state.recent.list(userId)).map((r) => r.query);
      expect(await queries('U0')).toEqual([
        'q22',
        'q20',
        'q18',
        'q16',
        'q14',
        'q12',
        'q10',
        'q8',
        'q6',
        'q4',
      ]);
      expect(await queries('U1')).toEqual([
        'q23',
        'q21',
        'q19',
        'q17',
        'q15',
        'q13',
        'q11',
        'q9',
        'q7',
        'q5',
      ]);
    });

    it('records lookups and reads them back whole since a time, oldest first', async () => {
      const state = await fresh();
      const base = Date.now() - 10_000;
      const [late, early, middle] = [2, 0, 1].map((i) => logEntry({ at: base + i * 1000, userId: `U${i}` }));
      state.lookupLog.record(late as LookupLogEntry);
      state.lookupLog.record(early as LookupLogEntry);
      state.lookupLog.record(middle as LookupLogEntry);
      expect(await state.lookupLog.since(base)).toEqual([early, middle, late]);
      expect((await state.lookupLog.since(base + 1000)).map((entry) => entry.userId)).toEqual(['U1', 'U2']);
      expect(await state.lookupLog.since(Date.now() + 60_000)).toEqual([]);
    });

    it('keeps a log entry whole, its query bounded to 500 characters, and drops a malformed one quietly', async () => {
      const state = await fresh();
      const at = Date.now();
      state.lookupLog.record(
        logEntry({ at, query: 'x'.repeat(2000), surface: 'mention', outcome: 'choices' }),
      );
      expect(() => state.lookupLog.record({ ...logEntry(), surface: 'fax' } as never)).not.toThrow();
      expect(() => state.lookupLog.record(null as never)).not.toThrow();
      const [entry, ...rest] = await state.lookupLog.since(at);
      expect(rest).toEqual([]);
      expect(entry).toEqual(logEntry({ at, query: 'x'.repeat(500), surface: 'mention', outcome: 'choices' }));
    });

    it('reports usage and catalogue gaps as counts, grouped by normalised code, since a time', async () => {
      const state = await fresh();
      const now = Date.now();
      const entries = [
        logEntry({ at: now - 40 * dayMs, userId: 'old', outcome: 'not_found', model: 'ZZZ1' }),
        logEntry({ at: now - 5000, userId: 'U1' }),
        logEntry({
          at: now - 4000,
          userId: 'U1',
          outcome: 'choices',
          brand: 'Mitsubishi Electric',
          model: 'MSZ',
        }),
        logEntry({ at: now - 3000, userId: 'U2', surface: 'menu' }),
        logEntry({ at: now - 2000, userId: 'U2', outcome: 'not_found', brand: 'Daikin', model: 'FTXZ-99' }),
        logEntry({ at: now - 1500, userId: 'U3', outcome: 'not_found', model: 'ftxz 99', market: 'FR' }),
        logEntry({ at: now - 1000, userId: 'U3', outcome: 'not_found', brand: 'Daikin', model: 'FTXZ99' }),
        logEntry({ at: now - 900, userId: 'U4', outcome: 'other_markets', brand: 'Fujitsu', model: 'ASYG9' }),
        logEntry({ at: now - 800, userId: 'U4', outcome: 'not_found', brand: undefined, model: undefined }),
      ];
      for (const entry of entries) state.lookupLog.record(entry);
      const report = await state.lookupLog.report(now - 30 * dayMs);
      expect(report).toMatchObject({
        lookups: 8,
        users: 4,
        questions: 7,
        answeredAtOnce: 1,
        neededChoice: 1,
      });
      expect(report.gaps).toEqual([
        {
          code: 'FTXZ99',
          brand: 'Daikin',
          model: expect.any(String),
          kind: 'not_found',
          count: 3,
          markets: ['FR', 'GB'],
        },
        {
          code: 'ASYG9',
          brand: 'Fujitsu',
          model: 'ASYG9',
          kind: 'not_sold',
          count: 1,
          markets: ['GB'],
        },
      ]);
      expect(report.brands).toEqual([
        { brand: 'Daikin', count: 5 },
        { brand: 'Fujitsu', count: 1 },
        { brand: 'Mitsubishi Electric', count: 1 },
      ]);
      expect(JSON.stringify(report)).not.toMatch(/U1|U2|U3|U4/);
      expect((await state.lookupLog.report(now - 30 * dayMs, 1)).gaps).toHaveLength(1);
      expect(await state.lookupLog.report(now + 60_000)).toMatchObject({
        lookups: 0,
        users: 0,
        gaps: [],
        brands: [],
      });
    });

    it('forgets log entries older than the retention (90 days)', async () => {
      const state = await fresh();
      const now = Date.now();
      state.lookupLog.record(logEntry({ at: now - 91 * dayMs, userId: 'old' }));
      state.lookupLog.record(logEntry({ at: now - 89 * dayMs, userId: 'kept' }));
      expect((await state.lookupLog.since(0)).map((entry) => entry.userId)).toEqual(['kept']);
    });

    it('keeps feedback presses whole and reads them back since a time, oldest first', async () => {
      const state = await fresh();
      const now = Date.now();
      const wrong = feedbackEntry({ at: now - 2000, question: `${'x'.repeat(600)}` });
      const right = feedbackEntry({ at: now - 1000, verdict: 'right', skus: [], press: 'p1' });
      await state.feedback.record(right);
      await state.feedback.record(wrong);
      await state.feedback.record(feedbackEntry({ at: now - 91 * dayMs, model: 'old' }));
      const read = await state.feedback.since(0);
      expect(read.map((entry) => entry.verdict)).toEqual(['wrong', 'right']);
      expect(read[0]).toEqual({ ...wrong, question: 'x'.repeat(500) });
      expect(read[1]).toEqual(right);
      expect(await state.feedback.since(now - 1500)).toEqual([right]);
      await expect(
        state.feedback.record({ ...feedbackEntry(), skus: 'DK-WIFI-01' } as unknown as AnswerFeedback),
      ).rejects.toThrow();
      expect(await state.feedback.since(0)).toHaveLength(2);
    });

    it('claims an event once within its time to live, then again after it', async () => {
      const state = await fresh(300);
      expect(await state.events.claim('event:Ev1')).toBe('first');
      expect(await state.events.claim('event:Ev1')).toBe('duplicate');
      expect(await state.events.claim('event:Ev2')).toBe('first');
      // A duplicate claim does not lengthen the first one's life: asked again, it is first once that ends.
      await expect.poll(() => state.events.claim('event:Ev1')).toBe('first');
      expect(await state.events.claim('event:Ev1')).toBe('duplicate');
    });

    it('gives a released claim up: the next claim of its key is first again, once', async () => {
      const state = await fresh();
      expect(await state.events.claim('feedback:1', 60_000)).toBe('first');
      await state.events.release('feedback:1');
      await state.events.release('feedback:never-claimed');
      expect(await state.events.claim('feedback:1', 60_000)).toBe('first');
      expect(await state.events.claim('feedback:1', 60_000)).toBe('duplicate');
    });

    it('keeps a claim for the lifetime the claim asks for, longer or shorter than the store’s', async () => {
      const state = await fresh(300);
      expect(await state.events.claim('hour:1', 60_000)).toBe('first');
      expect(await state.events.claim('moment:1', 50)).toBe('first');
      // Until a claim of the store's own lifetime, made after them, has ended.
      expect(await state.events.claim('store:1')).toBe('first');
      await expect.poll(() => state.events.claim('store:1')).toBe('first');
      expect(await state.events.claim('hour:1', 60_000)).toBe('duplicate');
      expect(await state.events.claim('moment:1', 50)).toBe('first');
    });

    it('caches values by name for their lifetime', async () => {
      const state = await fresh();
      const schema = z.object({ text: z.string() });
      const replies = state.cache('replies', schema, 100);
      const others = state.cache('others', schema, 100);
      expect(await replies.get('k')).toBeUndefined();
      await replies.set('k', { text: 'hello' }, 300);
      await others.set('k', { text: 'other' }, 60_000);
      expect(await replies.get('k')).toEqual({ text: 'hello' });
      expect(await others.get('k')).toEqual({ text: 'other' });
      await expect.poll(() => replies.get('k')).toBeUndefined();
      expect(await others.get('k')).toEqual({ text: 'other' });
    });

    it('says which store it is and that it is healthy', async () => {
      const state = await fresh();
      expect(state.health()).toEqual({ kind: name, ok: true });
    });
  });
}
