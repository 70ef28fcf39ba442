/**
 * A rating-plate photo shared by a partner through Slack Connect, over the real app, the Slack
 * stand-in and the real OCR worker: the event carries a stub (`file_access: "check_file_info"`),
 * completed with `files.info`, and the photo is read and answered as a full file is, in a DM and
 * with a mention (in the thread).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { drawPlate } from '../support/plate-pictures.js';
import { botUserId, type RecordedCall } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const ftxm25r = listUnits(sampleCatalogue(), 'GB').find((unit) => unit.designation === 'FTXM25R');
const wifiSku = ftxm25r?.skus.find((s) => s.typeReference === 'CTLR_WIFI')?.sku ?? '(none)';

let harness: SlackHarness;
let plate: Buffer;
beforeAll(async () => {
  [harness, plate] = await Promise.all([
    startSlackHarness(),
    drawPlate({ brandName: 'Daikin', label: 'MODEL', printed: 'FTXM25R', format: 'jpeg', seed: 5 }),
  ]);
}, 60_000);
afterAll(async () => {
  await harness?.close();
});

async function finalIn(channel: string): Promise<{ first: RecordedCall; final: RecordedCall }> {
  const first = await harness.standIn.waitForCall(
    'chat.postMessage',
    10_000,
    (c) => c.body.channel === channel,
  );
  const final = await harness.standIn.waitForCall('chat.update', 90_000, (c) => c.body.channel === channel);
  return { first, final };
}

describe('a plate photo shared through Slack Connect', () => {
  it('in a DM: read and answered with its SKUs', async () => {
    const stub = harness.standIn.shareConnectFile({ name: 'IMG_0001.jpg', content: plate });
    await harness.event(
      {
        type: 'message',
        subtype: 'file_share',
        files: [stub],
        channel: 'D0CONNPH1',
        channel_type: 'im',
        user: 'U0PARTNR1',
        text: '',
        ts: '1700009100.000001',
        event_ts: '1700009100.000001',
      },
      'EvConnectPhoto1',
    );
    const { first, final } = await finalIn('D0CONNPH1');
    expect(first.body.text).toContain('Reading the photo');
    expect(final.body.text).toContain('Read from the photo: MODEL FTXM25R, Daikin');
    expect(final.body.text).toContain(wifiSku);
    expect(harness.standIn.downloads.find((d) => d.fileId === stub.id)?.served).toBe(true);
  }, 120_000);

  it('with a mention in a shared channel: answered in the thread', async () => {
    const stub = harness.standIn.shareConnectFile({ name: 'plate.jpg', content: plate });
    const ts = '1700009100.000002';
    await harness.event(
      {
        type: 'app_mention',
        files: [stub],
        channel: 'C0CONNPH1',
        user: 'U0PARTNR2',
        text: `<@${botUserId}> which controller?`,
        ts,
        event_ts: ts,
      },
      'EvConnectPhoto2',
    );
    const { first, final } = await finalIn('C0CONNPH1');
    expect(first.body.thread_ts).toBe(ts);
    expect(final.body.text).toContain('Read from the photo: MODEL FTXM25R');
    expect(final.body.text).toContain(wifiSku);
  }, 120_000);
});
