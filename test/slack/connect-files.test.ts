/**
 * Files shared from another organisation (Slack Connect) over the real app and the Slack stand-in:
 * the event carries a stub (`file_access: "check_file_info"`), completed with `files.info`. A
 * partner's CSV list in a DM and with a mention is answered as a full file is (the same CSV); a
 * stub Slack will not describe gets a clear line, never silence nor "not a list", in a DM, with a
 * mention and through the Find controller shortcut. (Plate photos: connect-photos.slow.test.ts.)
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackIds } from '../../src/slack/blocks/ids.js';
import { botUserId, type RecordedUpload } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const withheldLine = 'Slack would not let me open a file shared here';

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
});
afterAll(async () => {
  await harness?.close();
});

let sequence = 0;
const nextTs = () => `1700009000.${String(++sequence).padStart(6, '0')}`;

async function dm(channel: string, files: unknown[], text = '') {
  const ts = nextTs();
  await harness.event(
    {
      type: 'message',
      subtype: 'file_share',
      files,
      channel,
      channel_type: 'im',
      user: 'U0PARTNR1',
      text,
      ts,
      event_ts: ts,
    },
    `EvConnect${sequence}`,
  );
  return ts;
}

async function mention(channel: string, files: unknown[], text = '') {
  const ts = nextTs();
  await harness.event(
    {
      type: 'app_mention',
      files,
      channel,
      user: 'U0PARTNR2',
      text: `<@${botUserId}> ${text}`,
      ts,
      event_ts: ts,
    },
    `EvConnect${sequence}`,
  );
  return ts;
}

const csvRows = (upload: RecordedUpload) =>
  parse(upload.content.toString('utf8').slice(1), { relax_column_count: true }) as string[][];
const uploadTo = (channel: string) => harness.standIn.waitForUpload(20_000, (u) => u.channelId === channel);
const postsIn = (channel: string) =>
  harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === channel);

const listCsv = 'Brand,Model,Qty\nDaikin,FTXM25R,4\nDaikin,FTXM35R,2\n';

describe('a CSV list shared by a partner through Slack Connect', () => {
  it('in a DM: completed with files.info, then answered as the same file shared in full', async () => {
    const stub = harness.standIn.shareConnectFile({ name: 'installer-project.csv', content: listCsv });
    expect(stub).not.toHaveProperty('name');
    await dm('D0CONN001', [stub]);
    const fromStub = await uploadTo('D0CONN001');
    const full = harness.standIn.shareFile({ name: 'installer-project.csv', content: listCsv });
    await dm('D0CONN002', [full]);
    const fromFull = await uploadTo('D0CONN002');
    expect(csvRows(fromStub)).toEqual(csvRows(fromFull));
    expect(
      csvRows(fromStub)
        .slice(1, 3)
        .map((row) => row[2]),
    ).toEqual(['4', '2']);
    expect(harness.standIn.callsTo('files.info').filter((c) => c.body.file === stub.id)).toHaveLength(1);
    expect(harness.standIn.downloads.find((d) => d.fileId === stub.id)?.served).toBe(true);
    expect(postsIn('D0CONN001').map((c) => String(c.body.text))).not.toContainEqual(
      expect.stringContaining('cannot read that kind of file'),
    );
  });

  it('with a mention in a shared channel: answered in the thread', async () => {
    const stub = harness.standIn.shareConnectFile({ name: 'obra.csv', content: listCsv });
    const ts = await mention('C0SHARED1', [stub]);
    const upload = await uploadTo('C0SHARED1');
    expect(upload.threadTs).toBe(ts);
    expect(
      csvRows(upload)
        .slice(1, 3)
        .map((row) => row[2]),
    ).toEqual(['4', '2']);
  });
});

describe('a Slack Connect file Slack will not describe', () => {
  it('in a DM: one clear line, no download, nothing else said', async () => {
    const stub = harness.standIn.shareConnectFile({
      name: 'closed.csv',
      content: listCsv,
      infoError: 'file_not_found',
    });
    await dm('D0CONN003', [stub]);
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === 'D0CONN003',
    );
    expect(String(post.body.text)).toContain(withheldLine);
    // The next message is answered: nothing else was said about this one.
    await dm('D0CONN003', [], 'daikin ftxm25r');
    await expect.poll(() => postsIn('D0CONN003').length, { timeout: 5000 }).toBe(2);
    expect(String(postsIn('D0CONN003')[1]?.body.text)).toContain('FTXM25R');
    expect(harness.standIn.downloads.filter((d) => d.fileId === stub.id)).toEqual([]);
  });

  it('with a mention that also asks a question: the line, and the question answered', async () => {
    const stub = harness.standIn.shareConnectFile({
      name: 'plate.jpg',
      content: Buffer.from('unused'),
      infoError: 'access_denied',
    });
    const ts = await mention('C0SHARED2', [stub], 'daikin ftxm25r');
    await expect.poll(() => postsIn('C0SHARED2').length, { timeout: 5000 }).toBe(2);
    const [line, answer] = postsIn('C0SHARED2');
    expect(String(line?.body.text)).toContain(withheldLine);
    expect(line?.body.thread_ts).toBe(ts);
    expect(String(answer?.body.text)).toContain('FTXM25R');
  });

  it('through the Find controller shortcut on a message with no text: says so privately', async () => {
    const stub = harness.standIn.shareConnectFile({
      name: 'plate.jpg',
      content: Buffer.from('unused'),
      infoError: 'file_not_found',
    });
    const responseId = harness.newResponseId();
    const ts = nextTs();
    await harness.interact({
      type: 'message_action',
      callback_id: callbackIds.findController,
      trigger_id: 'trigger.connect.1',
      message_ts: ts,
      response_url: harness.standIn.responseUrl(responseId),
      message: { type: 'message', user: 'U0PARTNR3', ts, text: '', files: [stub] },
      user: { id: 'U0SALES77', name: 'sales', team_id: 'T0TEAM01' },
      channel: { id: 'C0SHARED3', name: 'partners' },
      team: { id: 'T0TEAM01', domain: 'acme' },
      token: 'unused',
      action_ts: ts,
    });
    const response = await harness.standIn.waitForResponse(responseId, 5000);
    expect(String(response.body.text)).toContain(withheldLine);
    expect(response.body.response_type).toBe('ephemeral');
  });
});
