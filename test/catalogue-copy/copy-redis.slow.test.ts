/**
 * The catalogue copy shared through Redis, for real (app processes, a key prefix of their own):
 * an instance started beside one whose copy is whole reads it, not the catalogue: at most two
 * catalogue calls from its start until its catalogue-wide index is built, and none for a unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { AppProcess } from '../support/app-process.js';
import { slashAnswer } from '../support/app-requests.js';
import { openRedisInstances, type RedisInstances } from '../support/redis-instances.js';

let instances: RedisInstances;

beforeAll(async () => {
  instances = await openRedisInstances('copy-redis');
}, 120_000);

afterAll(async () => {
  await instances?.close();
});

const started = () => instances.start();
const complete = async (app: AppProcess) => (await instances.health(app))?.complete;

describe('the catalogue copy on Redis', () => {
  it('serves a second instance from its start with at most two catalogue calls', async () => {
    const first = await started();
    await expect.poll(() => complete(first), { timeout: 60_000 }).toBe(true);
    await first.waitForLine('catalogue-wide model index built', 30_000);
    instances.sample.resetCounters();
    const second = await started();
    expect(await complete(second)).toBe(true);
    await second.waitForLine('catalogue-wide model index built', 30_000);
    expect(instances.sample.callCount()).toBeLessThanOrEqual(2);
    const unit = listUnits(sampleCatalogue(), 'ES').find((each) => each.skus.length > 0);
    const reply = await slashAnswer(
      second,
      instances.standIn,
      'UREDIS001',
      `${unit?.brandName} ${unit?.designation}`,
      'r1',
    );
    expect(reply.text).toContain(unit?.skus[0]?.sku);
    expect(instances.sample.callCount()).toBeLessThanOrEqual(2);
  }, 120_000);
});
