/**
 * Settings and recent lookups survive a restart on the same DATA_DIR, and upgrading from the
 * old state.json loses no one's settings.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../src/state/sqlite/database.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { appHomeOpened, settingsSubmission } from '../support/slack-payloads.js';

const userId = 'U0DUR0001';
let dataDir: string;
const running: SlackHarness[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cf-durable-'));
});
afterEach(async () => {
  for (const harness of running.splice(0)) await harness.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<SlackHarness> {
  const harness = await startSlackHarness({ env: { CATALOGUE_MARKETS: 'FR,ES' }, dataDir });
  running.push(harness);
  return harness;
}

async function stop(harness: SlackHarness): Promise<void> {
  running.splice(running.indexOf(harness), 1);
  await harness.close();
}

/** The answer to `/controller <text>` and the scope of its model-detail request. */
async function ask(harness: SlackHarness, text: string) {
  const start = harness.sample.requests.length;
  const { answer: body } = await harness.commandAnswer(text, { userId });
  const detail = harness.sample.requests.slice(start).find((r) => r.path.includes('/iumodels/'));
  return {
    text: JSON.stringify(body),
    scope: [detail?.headers['app-market'], detail?.headers['app-locale']],
  };
}

async function saveSettings(harness: SlackHarness, market: string, language: string, type = '-') {
  const reply = await harness.interact(settingsSubmission(userId, { market, language, type }));
  expect(reply.status).toBe(200);
  expect(reply.json?.response_action).toBeUndefined();
}

describe('durable settings and recent lookups', () => {
  it('keeps settings and recent lookups across a restart on the same DATA_DIR', async () => {
    const first = await start();
    await saveSettings(first, 'ES', 'es', 'CTLR_WIFI');
    const before = await ask(first, 'daikin ftxm25r');
    expect(before.scope).toEqual(['ES', 'es']);
    await stop(first);

    const second = await start();
    const after = await ask(second, 'daikin ftxm25n');
    expect(after.scope).toEqual(['ES', 'es']);
    expect(after.text).toContain('Controlador a vender');
    expect(after.text).toContain('CFWIFDAI');
    expect(after.text).not.toContain('CFPRODAI');
    await second.event(appHomeOpened(userId), 'EvDurHome1');
    const publish = await second.standIn.waitForCall('views.publish', 3000);
    const home = JSON.stringify(publish.body.view);
    expect(home).toContain('Mercado: *ES*');
    expect(home).toContain('daikin ftxm25r');
    expect(home).toMatch(/Daikin FTXM25R → CFWIFDAI\d{3}R000 \(Controlador Wi-Fi\)/);
  });

  it('an upgrade keeps everyone: the old state.json is imported on the first start', async () => {
    await writeFile(
      join(dataDir, 'state.json'),
      JSON.stringify({
        version: 1,
        users: { [userId]: { settings: { market: 'FR', locale: 'fr' }, recent: [] } },
      }),
    );
    const harness = await start();
    const asked = await ask(harness, 'daikin ftxm25r');
    expect(asked.scope).toEqual(['FR', 'fr']);
    expect(asked.text).toContain('Contrôleur à vendre');
    const files = await readdir(dataDir);
    expect(files).toContain(DATABASE_FILE_NAME);
    expect(files.some((file) => file.startsWith('state.json.imported-'))).toBe(true);
  });
});
