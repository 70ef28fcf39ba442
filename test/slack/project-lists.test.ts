/**
 * Lists over the real app and the Slack stand-in: a pasted list in a DM, a CSV shared with a
 * mention (quantity column, `wifi` in the text), an .xlsx made here (support/xlsx-files.ts), the CSV
 * answer per language, the order summary's totals, a file that is not a list, and the list
 * as one entry of the recent lookups.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { RecordedCall, RecordedUpload } from '../support/slack-api.js';
import { botUserId } from '../support/slack-api.js';
import { localesByIdStart, type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { listModalSubmission } from '../support/slack-payloads.js';
import { xlsxFile } from '../support/xlsx-files.js';

const units = listUnits(sampleCatalogue(), 'GB');
/** Units whose designation is no other unit's prefix: answered outright. */
const clearUnits = units.filter(
  (unit) =>
    unit.skus.length > 0 &&
    !units.some(
      (other) =>
        other !== unit &&
        other.brandName === unit.brandName &&
        other.designation.startsWith(unit.designation),
    ),
);
const wifiSku = (unit: (typeof units)[number]) => unit.skus.find((s) => s.typeReference === 'CTLR_WIFI')?.sku;

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
  harness.standIn.answer('users.info', localesByIdStart({ U0ES: 'es-ES', U0DE: 'de-DE' }));
});
afterAll(async () => {
  await harness?.close();
});

let sequence = 0;
const nextTs = () => `1700002000.${String(++sequence).padStart(6, '0')}`;

async function dm(user: string, channel: string, text: string, files?: unknown[]) {
  const ts = nextTs();
  await harness.event(
    {
      type: 'message',
      ...(files ? { subtype: 'file_share', files } : {}),
      channel,
      channel_type: 'im',
      user,
      text,
      ts,
      event_ts: ts,
    },
    `Ev${channel}${sequence}`,
  );
  return ts;
}

const uploadTo = (channel: string, timeoutMs = 20_000) =>
  harness.standIn.waitForUpload(timeoutMs, (u) => u.channelId === channel);

const csvRows = (upload: RecordedUpload, delimiter = ',') => {
  const text = upload.content.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text.slice(1), { delimiter, relax_column_count: true }) as string[][];
};

/** The final answer: the progress message updated in place. */
const finalAnswer = (channel: string): RecordedCall | undefined =>
  harness.standIn
    .callsTo('chat.update')
    .filter((c) => c.body.channel === channel)
    .at(-1);

describe('a list pasted into a DM', () => {
  it('answers 30 lines: answered, choices and absent, with counts, the lines to check and the CSV', async () => {
    const answerable = clearUnits.slice(0, 26);
    const lines = [
      'Hi, please quote these:',
      ...answerable.map((u, i) => `${(i % 3) + 1} x ${u.brandName} ${u.designation}`),
      'daikin ftxm25',
      'daikin zzz999',
      'Daikin FTXM25R',
      '2 x daikin qqq12345',
      'Thanks, Ana',
    ];
    const asked = await dm('U0SALES31', 'D0LIST001', lines.join('\n'));
    const upload = await uploadTo('D0LIST001');
    const rows = csvRows(upload);
    const body = rows.slice(1, 31);
    expect(body).toHaveLength(30);
    expect(body.map((r) => r[0])).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 2)));
    expect(body.filter((r) => r[7] === 'answered')).toHaveLength(27);
    expect(body.find((r) => r[1] === 'daikin ftxm25')?.[7]).toBe('choose');
    expect(body.find((r) => r[1] === 'daikin ftxm25')?.[6]).toBe('');
    expect(body.filter((r) => r[7] === 'not found').map((r) => r[1])).toEqual([
      'daikin zzz999',
      '2 x daikin qqq12345',
    ]);
    expect(body.find((r) => r[1] === '2 x daikin qqq12345')?.[6]).toBe('');
    const first = answerable[0];
    if (!first) throw new Error('no unit');
    expect(body[0]?.slice(2, 5)).toEqual(['1', first.brandName, first.designation]);
    expect(body[0]?.[6]?.split(' | ').sort()).toEqual(first.skus.map((s) => s.sku).sort());
    const answer = finalAnswer('D0LIST001');
    expect(answer?.body.text).toContain('List of 30 units: 27 answered, 1 needs a choice, 2 not found');
    // The job answers with the client of the team the DM came from, as the listener that took it did.
    const taken = harness.standIn.callsTo('chat.postMessage').find((c) => c.body.channel === 'D0LIST001');
    expect([taken?.body.team_id, answer?.body.team_id]).toEqual(['T0TEAM01', 'T0TEAM01']);
    const blocks = JSON.stringify(answer?.body.blocks);
    expect(blocks).toContain('Line 28');
    expect(blocks).toContain('Line 29');
    expect(blocks).toContain('Line 31');
    // In the thread the message starts in the Messages tab (the app's DM).
    expect(upload.threadTs).toBe(asked);
    const recent = await harness.state.recent.list('U0SALES31');
    expect(recent[0]).toMatchObject({
      query: 'List of 30 units',
      result: '27 answered, 1 needs a choice, 2 not found',
    });
    expect(recent).toHaveLength(1);
  });

  it("answers in German, looked up in the configured locale the catalogue refuses the user's for, saying so", async () => {
    await dm('U0DEU0031', 'D0LIST0DE', 'wifi please\ndaikin ftxm25r\n2 x daikin ftxm35r');
    const rows = csvRows(await uploadTo('D0LIST0DE'), ';');
    expect(rows[0]?.slice(0, 3)).toEqual(['Zeile', 'Eingabe', 'Menge']);
    expect(rows.slice(1, 3).map((r) => r[7])).toEqual(['gefunden', 'gefunden']);
    expect(rows[1]?.[5]).toBe('Wi-Fi controller');
    expect(rows[1]?.[6]).toBe('CFWIFDAI001R000');
    const answer = JSON.stringify(finalAnswer('D0LIST0DE')?.body);
    expect(answer).toContain('Liste mit 2 Geräten: 2 gefunden');
    expect(answer).toContain('keine Inhalte auf Deutsch');
  });

  it('marks a line answered by the closest match as to check: in the CSV, the message and out of the summary', async () => {
    await dm('U0SALES33', 'D0LIST0CM', 'wifi please\n2 x daikin ftxm25r\n3 x midea msagbu-09hrfm8');
    const rows = csvRows(await uploadTo('D0LIST0CM'));
    expect(rows.slice(1, 3).map((r) => [r[4], r[7]])).toEqual([
      ['FTXM25R', 'answered'],
      ['MSAGBU-09HRFN8', 'check'],
    ]);
    expect(rows[2]?.[6]).not.toBe('');
    const summaryAt = rows.findIndex((r) => r[0] === 'Order summary');
    expect(rows.slice(summaryAt + 2)).toEqual([['CFWIFDAI001R000', 'Wi-Fi controller', '2', '2']]);
    const answer = finalAnswer('D0LIST0CM');
    expect(answer?.body.text).toContain('List of 2 units: 1 answered, 1 to check');
    const blocks = JSON.stringify(answer?.body.blocks);
    expect(blocks).toContain('Line 3');
    expect(blocks).toContain('closest match Midea MSAGBU-09HRFN8');
  });

  it('answers a single question as before, not as a list', async () => {
    await dm('U0SALES32', 'D0LIST002', 'Hi,\nwhich controller for a daikin ftxm25r?\nThanks');
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === 'D0LIST002',
    );
    expect(post.body.text).toContain('CFWIFDAI001R000');
    expect(harness.standIn.uploads.filter((u) => u.channelId === 'D0LIST002')).toEqual([]);
  });
});

describe('a file shared with a mention', () => {
  it('reads a CSV with a quantity column and `wifi` in the text; answers in the thread with the order summary', async () => {
    const withWifi = clearUnits.filter((u) => wifiSku(u) !== undefined);
    const a = withWifi[0];
    const b = withWifi.find((u) => a && wifiSku(u) !== wifiSku(a));
    if (!a || !b) throw new Error('no units');
    const file = harness.standIn.shareFile({
      name: 'tender.csv',
      content: `Brand,Model,Qty\n${a.brandName},${a.designation},4\n${b.brandName},${b.designation},2\n${a.brandName},${a.designation},5\n`,
    });
    const ts = nextTs();
    await harness.event(
      {
        type: 'app_mention',
        user: 'U0SALES33',
        text: `<@${botUserId}> wifi please`,
        channel: 'C0CHAN001',
        ts,
        event_ts: ts,
        files: [file],
      },
      'EvMention33',
    );
    const upload = await uploadTo('C0CHAN001');
    expect(upload.threadTs).toBe(ts);
    const rows = csvRows(upload);
    expect(rows.slice(1, 4).map((r) => [r[0], r[2], r[6], r[7]])).toEqual([
      ['2', '4', wifiSku(a), 'answered'],
      ['3', '2', wifiSku(b), 'answered'],
      ['4', '5', wifiSku(a), 'answered'],
    ]);
    const summaryAt = rows.findIndex((r) => r[0] === 'Order summary');
    const summary = rows.slice(summaryAt + 2).filter((r) => r.length === 4);
    expect(summary).toContainEqual([wifiSku(a), 'Wi-Fi controller', '9', '2, 4']);
    expect(summary).toContainEqual([wifiSku(b), 'Wi-Fi controller', '2', '3']);
    expect(harness.standIn.downloads.find((d) => d.fileId === file.id)?.served).toBe(true);
  });

  it('reads an .xlsx shared in a DM, and writes the CSV the Spanish Excel way', async () => {
    const [a] = clearUnits;
    if (!a) throw new Error('no unit');
    const sheet = [
      ['Marca', 'Modelo', 'Cantidad'],
      [a.brandName, a.designation, 3],
      ['Daikin', 'ZZZ999', 1],
    ];
    const file = harness.standIn.shareFile({
      name: 'obra.xlsx',
      content: xlsxFile([{ name: 'Unidades', rows: sheet }]),
    });
    await dm('U0ES00001', 'D0LIST003', '', [file]);
    const upload = await uploadTo('D0LIST003');
    const rows = csvRows(upload, ';');
    expect(rows[0]?.[2]).toBe('Cantidad');
    expect(rows[1]?.slice(2, 5)).toEqual(['3', a.brandName, a.designation]);
    expect(rows[2]?.[7]).toBe('no encontrada');
    expect(finalAnswer('D0LIST003')?.body.text).toContain('Lista de 2 unidades');
  });

  it('answers a file that is not a list with what it accepts, and downloads nothing', async () => {
    const file = harness.standIn.shareFile({ name: 'tender.pdf', content: Buffer.from('%PDF-1.4 binary') });
    await dm('U0SALES34', 'D0LIST004', '', [file]);
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === 'D0LIST004',
    );
    expect(post.body.text).toContain('.xlsx');
    expect(harness.standIn.downloads.filter((d) => d.fileId === file.id)).toEqual([]);
    expect(harness.standIn.uploads.filter((u) => u.channelId === 'D0LIST004')).toEqual([]);
  });

  it('never reads back its own CSV answer shared into the DM', async () => {
    const file = harness.standIn.shareFile({
      name: 'controllers.csv',
      content: 'Daikin,FTXM25R,1\nDaikin,FTXM35R,1\n',
    });
    await dm(botUserId, 'D0LIST006', '', [file]);
    await dm('U0SALES36', 'D0LIST006', 'daikin ftxm25r');
    await harness.standIn.waitForCall('chat.postMessage', 5000, (c) => c.body.channel === 'D0LIST006');
    expect(harness.standIn.downloads.filter((d) => d.fileId === file.id)).toEqual([]);
    expect(
      harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'D0LIST006'),
    ).toHaveLength(1);
  });

  it('refuses binary data behind a .csv name plainly', async () => {
    const file = harness.standIn.shareFile({
      name: 'units.csv',
      content: Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 1]),
    });
    await dm('U0SALES35', 'D0LIST005', '', [file]);
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === 'D0LIST005',
    );
    expect(post.body.text).toContain('cannot read that kind of file');
  });
});

describe('/controller list', () => {
  it('opens a modal with a multi-line field and the market types', async () => {
    const { reply } = await harness.command('list', { userId: 'U0SALES40' });
    expect(reply.status).toBe(200);
    const open = await harness.standIn.waitForCall('views.open', 5000, (c) =>
      JSON.stringify(c.body.view).includes('list_modal'),
    );
    const view = open.body.view as {
      blocks: { element: { multiline?: boolean; options?: { value: string }[] } }[];
    };
    expect(view.blocks[0]?.element.multiline).toBe(true);
    expect(view.blocks[1]?.element.options?.map((o) => o.value)).toEqual(
      expect.arrayContaining(['CTLR_WIFI', 'CTLR_KNX']),
    );
  });

  it('answers the pasted list with the chosen type in the DM', async () => {
    const [a] = clearUnits;
    if (!a) throw new Error('no unit');
    const reply = await harness.interact(
      listModalSubmission('U0SALES41', `${a.brandName}\t${a.designation}\t2\ndaikin zzz999\t\t1`, 'CTLR_KNX'),
    );
    expect(reply.status).toBe(200);
    const upload = await uploadTo('D0SALES41');
    const rows = csvRows(upload);
    expect(rows[1]?.slice(2, 8)).toEqual([
      '2',
      a.brandName,
      a.designation,
      'KNX controller',
      a.skus.find((s) => s.typeReference === 'CTLR_KNX')?.sku,
      'answered',
    ]);
    expect(rows[2]?.[7]).toBe('not found');
  });

  it('refuses a submission that names no unit, in the modal', async () => {
    const reply = await harness.interact(listModalSubmission('U0SALES42', 'hello there'));
    expect(reply.json).toMatchObject({
      response_action: 'errors',
      errors: { list_lines: expect.any(String) },
    });
  });
});
