/**
 * The catalogue copy shared through Redis, for real (app processes, a key prefix of their own):
 * an instance started beside one whose copy is whole reads it, not the catalogue: at most two
 * catalogue calls from its start until its catalogue-wide index is built, and none for a unit.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { type AppProcess, buildApp, startApp } from '../support/app-process.js';
import { processEnv, slashAnswer } from '../support/app-requests.js';
import { cleanRedis, requireRedis, testRedisPrefix, testRedisUrl } from '../support/redis.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';
import { type SlackStandIn, startSlackStandIn } from '../support/slack-api.js';

const prefix = testRedisPrefix('copy-redis');
let main: string;
let standIn: SlackStandIn;
let sample: SampleServer;
let cwd: string;
let env: Record<string, string>;
const apps: AppProcess[] = [];

beforeAll(async () => {
  await requireRedis();
  main = await buildApp();
  standIn = await startSlackStandIn();
  sample = await startSampleServer();
  cwd = await mkdtemp(join(tmpdir(), 'cf-copy-redis-'));
  env = processEnv(standIn, sample, {
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: prefix,
    DATA_DIR: cwd,
    CATALOGUE_MARKET: 'ES',
    CATALOGUE_MARKETS: 'ES',
    CATALOGUE_REFRESH_HOURS: '6',
    CATALOGUE_REFRESH_RATE: '2000',
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop('SIGKILL')));
  await sample?.close();
  await standIn?.close();
  await cleanRedis(prefix);
  if (cwd) await rm(cwd, { recursive: true, force: true });
});

const started = async () => {
  const app = await startApp(main, env, cwd);
  apps.push(app);
  return app;
};
const complete = async (app: AppProcess) =>
  ((await (await fetch(`${app.baseUrl}/healthz`)).json()) as { catalogue?: { ES?: { complete: boolean } } })
    .catalogue?.ES?.complete;

describe('the catalogue copy on Redis', () => {
  it('serves a second instance from its start with at most two catalogue calls', async () => {
    const first = await started();
    await expect.poll(() => complete(first), { timeout: 60_000 }).toBe(true);
    await first.waitForLine('catalogue-wide model index built', 30_000);
    sample.resetCounters();
    const second = await started();
    expect(await complete(second)).toBe(true);
    await second.waitForLine('catalogue-wide model index built', 30_000);
    expect(sample.callCount()).toBeLessThanOrEqual(2);
    const unit = listUnits(sampleCatalogue(), 'ES').find((each) => each.skus.length > 0);
    const reply = await slashAnswer(
      second,
      standIn,
      'UREDIS001',
      `${unit?.brandName} ${unit?.designation}`,
      'r1',
    );
    expect(reply.text).toContain(unit?.skus[0]?.sku);
    expect(sample.callCount()).toBeLessThanOrEqual(2);
  }, 120_000);
});
