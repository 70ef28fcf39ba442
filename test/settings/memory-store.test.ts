import { describe, expect, it } from 'vitest';
import { createMemoryStateStore } from '../../src/settings/memory-store.js';

describe('in-memory user state store', () => {
  it('keeps settings per user, copies out, and the newest 10 lookups first', async () => {
    const store = createMemoryStateStore();
    expect(await store.getSettings('U1')).toEqual({});
    await store.saveSettings('U1', { market: 'FR' });
    const settings = await store.getSettings('U1');
    settings.market = 'changed';
    expect(await store.getSettings('U1')).toEqual({ market: 'FR' });
    for (let i = 0; i < 12; i++) await store.addRecentLookup('U1', { query: `q${i}`, result: 'r', at: 'x' });
    const recent = await store.recentLookups('U1');
    expect(recent.map((r) => r.query)).toEqual([
      'q11',
      'q10',
      'q9',
      'q8',
      'q7',
      'q6',
      'q5',
      'q4',
      'q3',
      'q2',
    ]);
    expect(await store.recentLookups('U2')).toEqual([]);
    await store.close();
  });
});
