import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { openFileStateStore } from '../../src/settings/file-store.js';
import { createMemoryStateStore } from '../../src/settings/memory-store.js';
import type { UserStateStore } from '../../src/settings/store.js';

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
});

const stores: [string, () => Promise<UserStateStore>][] = [
  ['in-memory', async () => createMemoryStateStore()],
  [
    'file-backed',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'cf-contract-'));
      directories.push(dir);
      return openFileStateStore(dir, createLogger({ level: 'silent' }));
    },
  ],
];

describe.each(stores)('%s user state store', (_name, open) => {
  it('keeps settings per user and hands out copies', async () => {
    const store = await open();
    expect(await store.getSettings('U1')).toEqual({});
    await store.saveSettings('U1', { market: 'FR' });
    const settings = await store.getSettings('U1');
    settings.market = 'changed';
    expect(await store.getSettings('U1')).toEqual({ market: 'FR' });
    expect(await store.getSettings('U2')).toEqual({});
    await store.close();
  });

  it('keeps the newest 10 lookups per user, newest first', async () => {
    const store = await open();
    for (let i = 0; i < 13; i++) {
      await store.addRecentLookup('U1', {
        query: `q${i}`,
        result: 'r',
        at: new Date(i * 1000).toISOString(),
      });
    }
    const recent = await store.recentLookups('U1');
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
    expect(await store.recentLookups('U1')).toHaveLength(10);
    expect(await store.recentLookups('U2')).toEqual([]);
    await store.close();
  });
});
