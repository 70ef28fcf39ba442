/**
 * The catalogue copy through the real app as `npm start` runs it (a child process, SQLite in
 * DATA_DIR, the Slack stand-in and the sample catalogue in this process, the catalogue changing
 * under the app), acceptance of issue 30: the first copy whole; 20 units not asked before answered
 * with no catalogue call; the catalogue failing (500) and 20 more answered right in the command's
 * own reply, each saying when the copy was read; 7 SKU changes, 3 units removed, 2 added and 2
 * warnings changed in one digest naming no unchanged unit; no change, no post.
 */

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { skuStepExecuted } from '../support/agent-payloads.js';
import { type AppProcess, buildApp, startApp } from '../support/app-process.js';
import { directMessage, homeOpened, processEnv, slashAnswer } from '../support/app-requests.js';
import { editCatalogue } from '../support/catalogue-changes.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';
import { type SlackStandIn, startSlackStandIn } from '../support/slack-api.js';
import { signingSecret } from '../support/slack-app.js';
import { eventEnvelope, postSigned } from '../support/slack-signer.js';

const admin = 'UADMIN001';
const secondAdmin = 'UADMIN002';
const digestChannel = 'CDIGEST01';
let main: string;
let dir: string;
let standIn: SlackStandIn;
let sample: SampleServer;
let app: AppProcess;

beforeAll(async () => {
  main = await buildApp();
  dir = await mkdtemp(join(tmpdir(), 'cf-copy-'));
  standIn = await startSlackStandIn();
  sample = await startSampleServer();
  app = await startApp(
    main,
    processEnv(standIn, sample, {
      DATA_DIR: dir,
      CATALOGUE_MARKET: 'ES',
      CATALOGUE_MARKETS: 'ES',
      CATALOGUE_REFRESH_HOURS: '6',
      CATALOGUE_REFRESH_RATE: '2000',
      CATALOGUE_DIGEST_CHANNEL: digestChannel,
      ADMIN_USER_IDS: `${admin},${secondAdmin}`,
      JOB_RETRY_BACKOFF_MS: '100',
    }),
    dir,
  );
}, 120_000);

afterAll(async () => {
  await app?.stop('SIGKILL');
  await standIn?.close();
  await sample?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const health = async () =>
  (await (await fetch(`${app.baseUrl}/healthz`)).json()) as {
    catalogue?: Record<string, { complete: boolean; at?: string; models?: number }>;
  };

/** Units of the ES market with a SKU, as "Brand Model", and one of their SKUs. */
const units = listUnits(sampleCatalogue(), 'ES')
  .filter((unit) => unit.skus.length > 0)
  .map((unit) => ({ text: `${unit.brandName} ${unit.designation}`, sku: unit.skus[0]?.sku ?? '' }));

let asked = 0;
const ask = async (text: string, userId = 'UUSER0001') => {
  asked += 1;
  return slashAnswer(app, standIn, userId, text, `copy-${asked}`);
};

const digests = () =>
  standIn.callsTo('chat.postMessage').filter((call) => call.body.channel === digestChannel);
const adminDms = () =>
  standIn
    .callsTo('chat.postMessage')
    .filter((call) => String(call.body.text).includes('catalogue copy is refreshed'));

describe('the catalogue copy of an app on SQLite', () => {
  it('is made whole after start, then answers 20 units not asked before with no catalogue call', async () => {
    await expect.poll(async () => (await health()).catalogue?.ES?.complete, { timeout: 60_000 }).toBe(true);
    const { catalogue } = await health();
    expect(catalogue?.ES?.models).toBeGreaterThan(600);
    expect(catalogue?.ES?.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    sample.resetCounters();
    const picked = units.slice(0, 20);
    for (const unit of picked) {
      const reply = await ask(unit.text);
      expect(reply.text).toContain(unit.sku);
    }
    expect(sample.callCount()).toBe(0);
    const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/cf_copy_refresh_duration_seconds_count\{market="ES",outcome="whole"\} 1/);
    expect(metrics).toMatch(/cf_copy_refresh_calls_total\{market="ES"\} [1-9]\d{2}/);
    expect(metrics).toMatch(/cf_copy_age_seconds\{market="ES"\} \d/);
  }, 90_000);

  it('answers a SKU with the units it fits, the CSV of them all in the DM beyond 20', async () => {
    const sku = 'CFPROMIT001R000';
    const fits = listUnits(sampleCatalogue(), 'ES').filter((unit) =>
      unit.skus.some((entry) => entry.sku === sku),
    );
    expect(fits.length).toBeGreaterThan(20);
    const uploads = standIn.uploads.length;
    const reply = await ask(sku.toLowerCase());
    expect(reply.text).toContain(`fits ${fits.length} units in market ES`);
    expect(reply.text).toContain(`…and ${fits.length - 20} more units: all of them are in the CSV.`);
    const csv = await standIn.waitForUpload(10_000, undefined, uploads + 1);
    const rows = csv.content.toString('utf8').trim().split(/\r?\n/).slice(1);
    expect(rows.map((row) => row.split(',')[1]).sort()).toEqual(fits.map((unit) => unit.designation).sort());
    const unknown = await ask('CFPROMIT001R999');
    expect(unknown.text).toContain('is not a controller reference here');
    expect(sample.callCount()).toBe(0);
    // The same in a DM.
    await directMessage(app, {
      userId: 'UUSER0003',
      channel: 'D0SKU0001',
      ts: '1700200000.000100',
      text: sku,
      eventId: 'EvSkuDm1',
    });
    const dm = await standIn.waitForCall(
      'chat.postMessage',
      10_000,
      (call) => call.body.channel === 'D0SKU0001',
    );
    expect(String(dm.body.text)).toContain(`fits ${fits.length} units in market ES`);
    // The Workflow step's outputs stay as they were: a SKU given as its unit is not_found.
    const step = await postSigned(`${app.baseUrl}/slack/events`, signingSecret, {
      json: eventEnvelope(skuStepExecuted('FxSKU0001', { unit: sku }), 'EvStepSku1'),
    });
    expect(step.status).toBe(200);
    const done = await standIn.waitForCall(
      'functions.completeSuccess',
      10_000,
      (call) => call.body.function_execution_id === 'FxSKU0001',
    );
    expect((done.body.outputs as { status?: string }).status).toBe('not_found');
  });

  it('goes on answering from the copy while the catalogue fails, each answer saying when it was read', async () => {
    sample.injectFault({ kind: 'status', status: 500 });
    const refresh = await ask('refresh', admin);
    expect(refresh.status).toBe(200);
    // The refresh fails; answers from the copy then say when it was read (each poll another
    // unit: an answer given before is repeated as it was).
    let next = 20;
    await expect
      .poll(async () => (await ask(units[next++]?.text ?? '')).text, { timeout: 20_000, interval: 500 })
      .toMatch(/as of \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d UTC/);
    for (const unit of units.slice(next, next + 20)) {
      const reply = await ask(unit.text);
      // Answered in the command's own reply (Slack's 3-second window), not through a follow-up.
      expect(reply.text).toContain(unit.sku);
      expect(reply.text).toMatch(/as of \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d UTC/);
    }
    // A SKU's units come from the copy too, and say when it was read (written as no one asked it
    // before: an answer given a moment before the failure is repeated as it was).
    const skuReply = await ask('CfProMit001R000');
    expect(skuReply.text).toContain('fits');
    expect(skuReply.text).toMatch(/as of \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d UTC/);
    sample.clearFaults();
  }, 90_000);

  it('posts one digest of what a refresh changed, naming only the units that changed', async () => {
    sample.clearFaults();
    const edited = editCatalogue(sampleCatalogue(), 'ES', { skus: 7, removed: 3, added: 2, warnings: 2 });
    sample.replaceCatalogue(edited.catalogue);
    const told = adminDms().length;
    expect((await ask('refresh', admin)).status).toBe(200);
    const digest = await standIn.waitForCall(
      'chat.postMessage',
      60_000,
      (c) => c.body.channel === digestChannel,
    );
    const text = JSON.stringify(digest.body.blocks);
    expect(String(digest.body.text)).toContain(
      'Units added: 2 · removed: 3 · with another SKU: 7 · with other warnings: 2',
    );
    const changed = [...edited.skus, ...edited.removed, ...edited.added, ...edited.warnings];
    for (const designation of changed) expect(text).toContain(designation);
    const named = [...text.matchAll(/• \*[^*]*? ([^ *]+)\*/g)].map((match) => match[1]);
    expect(named.sort()).toEqual([...changed].sort());
    await expect.poll(() => adminDms().length, { timeout: 10_000 }).toBe(told + 1);
    expect(digests()).toHaveLength(1);
    // Admins see it on their Home tab too.
    expect((await homeOpened(app, admin, 'EvHomeAdmin1')).status).toBe(200);
    const home = await standIn.waitForCall('views.publish', 10_000, (call) => call.body.user_id === admin);
    const view = JSON.stringify(home.body.view);
    expect(view).toContain('Last catalogue changes');
    expect(view).toContain('with another SKU: 7');
  }, 90_000);

  it('posts nothing when a refresh changed nothing', async () => {
    const told = adminDms().length;
    expect((await ask('refresh', admin)).status).toBe(200);
    await expect.poll(() => adminDms().length, { timeout: 60_000 }).toBe(told + 1);
    expect(String(adminDms().at(-1)?.body.text)).toContain('Market ES: nothing changed.');
    expect(digests()).toHaveLength(1);
  }, 90_000);

  it("joins a second admin's press to the refresh under way, and says whose it is", async () => {
    // The last test's refresh over (its DM can be sent before the job is marked done).
    const runningRefreshes = async () => {
      const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
      return [...metrics.matchAll(/^cf_jobs\{kind="copyRefresh",state="(?:waiting|active)"\} (\d+)$/gm)]
        .map((match) => Number(match[1]))
        .reduce((sum, count) => sum + count, 0);
    };
    await expect.poll(runningRefreshes, { timeout: 30_000 }).toBe(0);
    const told = adminDms().length;
    // Pressed at once by two admins: one refresh; the one whose press joined is told whose it is.
    const [one, two] = await Promise.all([ask('refresh', admin), ask('refresh', secondAdmin)]);
    const joined = [one, two].filter((reply) => reply.text.includes('already asked for a refresh'));
    expect(joined).toHaveLength(1);
    const asker = joined[0] === two ? admin : secondAdmin;
    expect(joined[0]?.text).toContain(`<@${asker}>`);
    await expect.poll(() => adminDms().length, { timeout: 60_000 }).toBe(told + 1);
    expect(adminDms().at(-1)?.body.channel).toBe(`D${asker.slice(1)}`);
    // Both presses named the one job.
    const jobIds = app.lines
      .filter((line) => line.includes('Catalogue copy refresh asked by an admin'))
      .slice(-2)
      .map((line) => z.object({ jobId: z.string() }).parse(JSON.parse(line)).jobId);
    expect(jobIds).toHaveLength(2);
    expect(jobIds[0]).toBe(jobIds[1]);
  }, 90_000);

  it('copies a language users ask in from its first use, and remembers one the catalogue refuses', async () => {
    const spanish = units.slice(60, 80);
    const first = await ask(`${spanish[0]?.text} lang:es`);
    expect(first.status).toBe(200);
    let next = 1;
    // Once the Spanish copy is whole, a unit not asked before costs no catalogue call.
    await expect
      .poll(
        async () => {
          sample.resetCounters();
          const reply = await ask(`${spanish[next++]?.text} lang:es`);
          expect(reply.text).toContain(spanish[next - 1]?.sku);
          return sample.callCount();
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(0);
    // Italian: the sample catalogue refuses it; answered as today, remembered as refused.
    const italian = await ask(`${units[90]?.text} lang:it`);
    expect(italian.status).toBe(200);
    const db = new Database(join(dir, 'controller-finder.db'), { readonly: true });
    try {
      await expect
        .poll(() => db.prepare('SELECT market, locale, state FROM copy_languages ORDER BY locale').all(), {
          timeout: 30_000,
        })
        .toEqual([
          { market: 'ES', locale: 'es', state: 'wanted' },
          { market: 'ES', locale: 'it', state: 'refused' },
        ]);
    } finally {
      db.close();
    }
  }, 120_000);

  it('answers a SKU in the demo from the copy on the same DATA_DIR', async () => {
    const demo = join(dirname(main), 'cli', 'demo.js');
    const { stdout } = await promisify(execFile)(process.execPath, [demo, 'CFPROMIT001R000'], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dir,
        CATALOGUE_BASE_URL: sample.baseUrl,
        CATALOGUE_API_KEY: sample.apiKey,
        CATALOGUE_MARKET: 'ES',
        CATALOGUE_MARKETS: 'ES',
      },
      timeout: 60_000,
    });
    expect(stdout).toMatch(/CFPROMIT001R000 fits \d+ units in market ES/);
  }, 90_000);

  it('tells anyone but an admin that refreshing is for admins', async () => {
    const reply = await ask('refresh', 'UUSER0002');
    await expect.poll(() => standIn.responsesTo(`copy-${asked}`).length).toBe(1);
    expect(JSON.stringify(standIn.responsesTo(`copy-${asked}`)[0]?.body)).toContain(
      'for the admins of this app',
    );
    expect(reply.status).toBe(200);
  });
});
