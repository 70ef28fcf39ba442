import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { openFileStateStore, STATE_FILE_NAME } from '../../src/settings/file-store.js';

const capturedLogger = () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info' }, destination) };
};

describe('file-backed user state store', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cf-store-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts empty and creates DATA_DIR when missing', async () => {
    const nested = join(dataDir, 'a', 'b');
    const store = await openFileStateStore(nested, capturedLogger().logger);
    expect(await store.getSettings('U1')).toEqual({});
    expect(await store.recentLookups('U1')).toEqual([]);
    await store.saveSettings('U1', { market: 'FR' });
    await store.close();
    expect(await readdir(nested)).toEqual([STATE_FILE_NAME]);
  });

  it('keeps settings and recent lookups across a reopen', async () => {
    const { logger } = capturedLogger();
    const first = await openFileStateStore(dataDir, logger);
    await first.saveSettings('U1', { market: 'ES', locale: 'es', defaultType: 'CTLR_WIFI' });
    await first.addRecentLookup('U1', {
      query: 'daikin ftxm25r',
      result: 'found',
      at: '2026-01-01T00:00:00Z',
    });
    await first.close();

    const second = await openFileStateStore(dataDir, logger);
    expect(await second.getSettings('U1')).toEqual({ market: 'ES', locale: 'es', defaultType: 'CTLR_WIFI' });
    expect(await second.recentLookups('U1')).toHaveLength(1);
    expect(await second.getSettings('U2')).toEqual({});
  });

  it('ignores the partial temporary file a crash mid-write leaves behind', async () => {
    const { logger } = capturedLogger();
    const store = await openFileStateStore(dataDir, logger);
    await store.saveSettings('U1', { market: 'FR' });
    await store.close();
    const whole = await readFile(join(dataDir, STATE_FILE_NAME), 'utf8');
    // A crash during the next save leaves only a partial temporary file beside the real one.
    await writeFile(join(dataDir, `${STATE_FILE_NAME}.999.1.tmp`), whole.slice(0, whole.length / 2));

    const reopened = await openFileStateStore(dataDir, logger);
    expect(await reopened.getSettings('U1')).toEqual({ market: 'FR' });
  });

  it('many concurrent saves leave a whole, parseable file holding the last of each', async () => {
    const store = await openFileStateStore(dataDir, capturedLogger().logger);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.saveSettings(`U${i % 5}`, { market: `M${i}` })),
    );
    const document = JSON.parse(await readFile(join(dataDir, STATE_FILE_NAME), 'utf8'));
    expect(document.users.U0.settings.market).toBe('M45');
    expect(document.users.U4.settings.market).toBe('M49');
    expect((await readdir(dataDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('reports a corrupt file clearly, keeps it aside and starts empty', async () => {
    await writeFile(join(dataDir, STATE_FILE_NAME), '{"version":1,"users":{"U1":{"settings":{"mar');
    const { lines, logger } = capturedLogger();
    const store = await openFileStateStore(dataDir, logger);
    expect(await store.getSettings('U1')).toEqual({});
    const files = await readdir(dataDir);
    const aside = files.find((f) => f.startsWith(`${STATE_FILE_NAME}.corrupt-`));
    expect(aside).toBeDefined();
    expect(await readFile(join(dataDir, aside as string), 'utf8')).toContain('"mar');
    expect(lines.join('')).toMatch(/settings file is corrupt/);
  });

  it('rejects a save that cannot be written and keeps the settings the user had', async () => {
    const store = await openFileStateStore(dataDir, capturedLogger().logger);
    await store.saveSettings('U1', { market: 'ES' });
    await rm(dataDir, { recursive: true, force: true });
    await expect(store.saveSettings('U1', { market: 'FR' })).rejects.toThrow();
    expect(await store.getSettings('U1')).toEqual({ market: 'ES' });
  });

  it('never shows a reader a partial file, however many saves run', async () => {
    const store = await openFileStateStore(dataDir, capturedLogger().logger);
    // A document of a few megabytes, so that a write done in place would be caught half-way.
    const padding = 'x'.repeat(200);
    await Promise.all(
      Array.from({ length: 5000 }, (_, i) => store.saveSettings(`U${i}`, { market: `M${i}${padding}` })),
    );
    const file = join(dataDir, STATE_FILE_NAME);
    let saving = true;
    let reads = 0;
    const reader = (async () => {
      while (saving) {
        const users = JSON.parse(await readFile(file, 'utf8')).users;
        expect(Object.keys(users)).toHaveLength(5000);
        reads++;
      }
    })();
    for (let round = 0; round < 15; round++) {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.saveSettings(`U${i}`, { market: `R${round}${padding}` })),
      );
    }
    saving = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
  });
});
