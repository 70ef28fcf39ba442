/**
 * A 500-line list over the real app, the sample catalogue and the Slack stand-in: the message
 * shows progress while lines complete, every line is answered, and a list longer than the
 * limit gets a plain answer instead. How long it took is printed, not asserted.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { maxListLines } from '../../src/project-lists/list-lookup.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const units = listUnits(sampleCatalogue(), 'GB').filter((unit) =>
  unit.skus.some((sku) => sku.typeReference === 'CTLR_WIFI'),
);

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
});
afterAll(async () => {
  await harness?.close();
});

const dm = (channel: string, text: string, n: number) =>
  harness.event(
    {
      type: 'message',
      channel,
      channel_type: 'im',
      user: 'U0BIG0001',
      text,
      ts: `1700003000.00000${n}`,
      event_ts: `1700003000.00000${n}`,
    },
    `EvBig${n}`,
  );

describe('a long list', () => {
  it('looks up 500 lines, showing progress as they complete', { timeout: 90_000 }, async () => {
    const lines = Array.from({ length: 500 }, (_, i) => {
      const unit = units[i % units.length];
      return `${(i % 4) + 1} x ${unit?.brandName} ${unit?.designation}`;
    });
    await dm('D0BIG0001', `wifi controllers please\n${lines.join('\n')}`, 1);
    const upload = await harness.standIn.waitForUpload(80_000, (u) => u.channelId === 'D0BIG0001');
    const progress = harness.standIn
      .callsTo('chat.update')
      .filter((c) => c.body.channel === 'D0BIG0001' && /Looked up \d+ of 500/.test(String(c.body.text)));
    expect(progress.length).toBeGreaterThan(0);
    const rows = parse(upload.content.toString('utf8').slice(1), { relax_column_count: true }) as string[][];
    const body = rows.slice(1, 501);
    expect(body.filter((r) => r[7] === 'answered')).toHaveLength(500);
    const summaryAt = rows.findIndex((r) => r[0] === 'Order summary');
    const total = rows.slice(summaryAt + 2).reduce((sum, r) => sum + Number(r[2]), 0);
    expect(total).toBe(lines.reduce((sum, _, i) => sum + (i % 4) + 1, 0));
  });

  it('answers a list over the limit plainly, looking nothing up', async () => {
    const lines = Array.from({ length: maxListLines + 1 }, (_, i) => `daikin ftxm${i}r`);
    await dm('D0BIG0002', lines.join('\n'), 2);
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === 'D0BIG0002',
    );
    expect(post.body.text).toContain(`${maxListLines + 1} lines`);
    expect(harness.standIn.uploads.filter((u) => u.channelId === 'D0BIG0002')).toEqual([]);
  });
});
