/**
 * A refresh of the catalogue copy whose app is killed (SIGKILL) half-way, for real (app processes
 * on one DATA_DIR, the catalogue changed under them): the app started again resumes it (it does
 * not read again what the killed run had checkpointed) and one digest follows.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { type AppProcess, buildApp, startApp } from '../support/app-process.js';
import { processEnv, slashCommand } from '../support/app-requests.js';
import { editCatalogue } from '../support/catalogue-changes.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';
import { type SlackStandIn, startSlackStandIn } from '../support/slack-api.js';

const admin = 'UADMIN002';
const digestChannel = 'CDIGEST02';
let main: string;
let standIn: SlackStandIn;
let sample: SampleServer;
let dir: string;
let env: Record<string, string>;
const apps: AppProcess[] = [];

beforeAll(async () => {
  main = await buildApp();
  standIn = await startSlackStandIn();
  sample = await startSampleServer();
  dir = await mkdtemp(join(tmpdir(), 'cf-copy-kill-'));
  env = processEnv(standIn, sample, {
    DATA_DIR: dir,
    CATALOGUE_MARKET: 'ES',
    CATALOGUE_MARKETS: 'ES',
    CATALOGUE_REFRESH_HOURS: '6',
    CATALOGUE_REFRESH_RATE: '100',
    CATALOGUE_DIGEST_CHANNEL: digestChannel,
    ADMIN_USER_IDS: admin,
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop('SIGKILL')));
  await sample?.close();
  await standIn?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const started = async () => {
  const app = await startApp(main, env, dir);
  apps.push(app);
  return app;
};
const complete = async (app: AppProcess) =>
  ((await (await fetch(`${app.baseUrl}/healthz`)).json()) as { catalogue?: { ES?: { complete: boolean } } })
    .catalogue?.ES?.complete;
const detailsAsked = () => sample.callCount('/iumodels/');

describe('a catalogue refresh whose app is killed half-way', () => {
  it('is resumed by the app started again, and one digest follows', async () => {
    const first = await started();
    await expect.poll(() => complete(first), { timeout: 60_000 }).toBe(true);
    const full = detailsAsked();
    sample.replaceCatalogue(
      editCatalogue(sampleCatalogue(), 'ES', { skus: 7, removed: 3, added: 2, warnings: 2 }).catalogue,
    );
    sample.resetCounters();
    expect((await slashCommand(first, standIn, admin, 'refresh', 'k1')).status).toBe(200);
    await expect.poll(detailsAsked, { timeout: 30_000, interval: 50 }).toBeGreaterThan(full / 3);
    await first.stop('SIGKILL');
    const beforeKill = detailsAsked();
    expect(beforeKill).toBeLessThan(full);
    const second = await started();
    const digest = await standIn.waitForCall(
      'chat.postMessage',
      60_000,
      (c) => c.body.channel === digestChannel,
    );
    expect(String(digest.body.text)).toContain(
      'Units added: 2 · removed: 3 · with another SKU: 7 · with other warnings: 2',
    );
    // Resumed, not started over: the details read after the restart are fewer than a whole refresh.
    expect(detailsAsked() - beforeKill).toBeLessThan(full - full / 4);
    expect(await complete(second)).toBe(true);
    await expect
      .poll(
        () =>
          standIn.callsTo('chat.postMessage').filter((c) => String(c.body.text).includes('copy is refreshed'))
            .length,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    expect(standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === digestChannel)).toHaveLength(
      1,
    );
  }, 180_000);
});
