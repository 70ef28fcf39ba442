/**
 * A list's catalogue deadline counts from its run's start, over the real app on SQLite (the
 * Slack stand-in, the sample catalogue): a list written more than the deadline ago (its app was
 * down since) that meets the catalogue down at its first run is tried again, and answered once
 * the catalogue is back, instead of being given up at once as "past its deadline".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localJobQueue } from '../../src/jobs/local-queue.js';
import { createLogger } from '../../src/log/logger.js';
import { appJobKinds } from '../../src/slack/jobs/kinds.js';
import { sqliteJobStore } from '../../src/state/sqlite/job-store.js';
import { openSqliteState } from '../../src/state/sqlite/sqlite-state.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const logger = createLogger({ level: 'silent' });
const models = ['ftxm20r', 'ftxm25r', 'ftxm35r', 'ftxm42r', 'ftxm50r', 'ftxm60r'];
let harness: SlackHarness | undefined;
let dir: string | undefined;
afterAll(async () => {
  await harness?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Writes a held list in DATA_DIR's database, as if an app had taken it eleven minutes ago. */
async function writeOldList(dataDir: string, channel: string, holdMs: number): Promise<void> {
  const state = openSqliteState(dataDir, { logger, lookupLogDays: 90 });
  if (!state.database) throw new Error('the SQLite store has a database');
  const queue = localJobQueue(appJobKinds, sqliteJobStore(state.database), { logger, heldMs: holdMs });
  const payload = {
    user: { userId: 'U0LATE001', market: 'GB', locale: 'en', language: 'en' as const },
    place: { channel },
    surface: 'dm' as const,
    lineCount: models.length,
  };
  const lines = models.map((model, index) => ({
    number: index + 1,
    typed: `daikin ${model}`,
    query: `daikin ${model}`,
    quantity: 1,
    quantityGiven: false,
  }));
  const id = await queue.add('list', { payload, input: { lines, otherText: '' } }, { held: true });
  state.database.prepare('UPDATE jobs SET created_at = created_at - 660000 WHERE id = ?').run(id);
  await state.close();
}

const logged = (on: SlackHarness, message: string) => on.logLines.some((line) => line.includes(message));

describe('a list taken up long after it was written', () => {
  it('meeting the catalogue down at its first run is tried again, not given up as past its deadline', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cf-list-deadline-'));
    const channel = 'D0LATE001';
    // Due at once: the app runs it as it starts, the catalogue made to fail before.
    await writeOldList(dir, channel, 1);
    harness = await startSlackHarness({
      dataDir: dir,
      env: { JOB_RETRY_BACKOFF_MS: '500' },
      prepare: (_standIn, sample) => sample.injectFault({ kind: 'status', status: 503 }),
    });
    const on = harness;
    await expect
      .poll(() => logged(on, 'A job attempt failed') || logged(on, 'A job failed for good'), {
        timeout: 30_000,
      })
      .toBe(true);
    on.sample.clearFaults();
    const answer = await on.standIn.waitForCall(
      'chat.postMessage',
      30_000,
      (c) => c.body.channel === channel && String(c.body.text).startsWith('List of 6 units'),
    );
    expect(String(answer.body.text)).toContain('6 answered');
    expect(on.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === channel)).toHaveLength(1);
  }, 90_000);
});
