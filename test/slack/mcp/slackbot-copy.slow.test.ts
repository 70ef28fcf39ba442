/**
 * Slackbot's tools over a whole catalogue copy, the app composed as `npm start` does (in this
 * process, SQLite in a temporary DATA_DIR): a SKU's units (the first 50 and the count), and 200
 * `find_controller` calls from 20 concurrent clients, all answered, no catalogue call. Timings
 * are `npm run bench -- mcp`'s, never asserted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../../src/catalogue/sample/data.js';
import { connectSlackbot } from '../../support/mcp-client.js';
import type { SampleServer } from '../../support/sample-server.js';
import { botToken } from '../../support/slack-api.js';
import { signingSecret } from '../../support/slack-app.js';
import { slackLimitViolations } from '../../support/slack-limits.js';
import { tempDirs } from '../../support/temp-dirs.js';
import { startWholeCopyApp, type WholeCopyApp } from '../../support/whole-copy-app.js';

const dataDir = tempDirs('cf-mcp-copy-');
let app: WholeCopyApp;
let baseUrl: string;
let sample: SampleServer;

beforeAll(async () => {
  app = await startWholeCopyApp({ botToken, signingSecret, dataDir: await dataDir(), logLevel: 'warn' });
  ({ baseUrl, sample } = app);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const esUnits = listUnits(sampleCatalogue(), 'ES').filter((unit) => unit.skus.length > 0);

describe('Slackbot over a whole catalogue copy', () => {
  it('answers a SKU with the units it fits by brand and series: the first 50, the count, the command that gives the CSV', async () => {
    const sku = 'CFPROMIT001R000';
    const fits = esUnits.filter((unit) => unit.skus.some((entry) => entry.sku === sku));
    expect(fits.length).toBeGreaterThan(50);
    const slackbot = await connectSlackbot(baseUrl, { secret: signingSecret });
    const result = await slackbot.call('units_for_controller', { sku: sku.toLowerCase() }, 'U0ESMCP01');
    await slackbot.close();
    const answer = result.structuredContent as {
      status: string;
      count: number;
      units: { brand: string; unit: string }[];
      summary: string;
    };
    expect(answer.status).toBe('fits');
    expect(answer.count).toBe(fits.length);
    expect(answer.units).toHaveLength(50);
    expect(answer.units.every((unit) => unit.brand === 'Mitsubishi Electric')).toBe(true);
    expect(answer.summary).toContain(`/controller ${sku}`);
    const blocks = (result._meta?.slack as { blocks?: unknown[] } | undefined)?.blocks ?? [];
    expect(slackLimitViolations({ blocks, text: 'x' })).toEqual([]);
    expect(JSON.stringify(blocks)).toContain(`fits ${fits.length} units in market ES`);
    // No CSV comes with Slackbot's answer: the blocks name the command that gives one.
    expect(JSON.stringify(blocks)).toContain(`The first 50 of ${fits.length} units are listed`);
    expect(JSON.stringify(blocks)).not.toContain('in the CSV.');
  });

  it('answers 200 find_controller calls from 20 concurrent clients, with no catalogue call', async () => {
    const clients = await Promise.all(
      Array.from({ length: 20 }, () => connectSlackbot(baseUrl, { secret: signingSecret })),
    );
    sample.resetCounters();
    const asked = esUnits.slice(0, 200);
    expect(asked).toHaveLength(200);
    const answers = await Promise.all(
      clients.map(async (client, c) => {
        const mine = asked.filter((_, i) => i % clients.length === c);
        const results = [];
        for (const unit of mine) {
          const result = await client.call(
            'find_controller',
            { unit: `${unit.brandName} ${unit.designation}` },
            `U0MCP${String(c).padStart(4, '0')}`,
          );
          results.push({
            unit,
            answer: result.structuredContent as { status: string; skus: { sku: string }[] },
          });
        }
        return results;
      }),
    );
    await Promise.all(clients.map((client) => client.close()));
    const all = answers.flat();
    expect(all).toHaveLength(200);
    expect(all.filter(({ answer }) => answer.status === 'answered')).toHaveLength(200);
    const withItsSku = all.filter(({ unit, answer }) =>
      unit.skus.every((entry) => answer.skus.some((row) => row.sku === entry.sku)),
    );
    expect(withItsSku).toHaveLength(200);
    expect(sample.callCount()).toBe(0);
  }, 60_000);
});
