/**
 * Rating-plate pictures over the real app, the Slack stand-in (which serves the shared files to
 * the bot token) and the real OCR worker: a picture in a DM, with a mention (answered in the
 * thread) and through the Find controller shortcut (its response_url, a modal when it has none, or
 * the user's DM when neither can be had), each answered "Reading the photo…" at once and then with
 * what was read and the SKUs (posted anew when that message was deleted); a picture whose file
 * Slack fails to describe once (read at the next attempt); a photo of a wall; a file named like a
 * picture that is not one; and a picture over the time limit (an app with a 1 ms limit).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { callbackIds } from '../../src/slack/blocks/ids.js';
import { drawPlate, drawWall } from '../support/plate-pictures.js';
import type { RecordedCall } from '../support/slack-api.js';
import { botUserId } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const ftxm25r = listUnits(sampleCatalogue(), 'GB').find((unit) => unit.designation === 'FTXM25R');
const wifiSku = ftxm25r?.skus.find((s) => s.typeReference === 'CTLR_WIFI')?.sku ?? '(none)';

let harness: SlackHarness;
let hasty: SlackHarness;
let plate: Buffer;
beforeAll(async () => {
  [harness, hasty, plate] = await Promise.all([
    // A job Slack failed once is tried again at once, not after the default 5 s.
    startSlackHarness({ env: { JOB_RETRY_BACKOFF_MS: '20' } }),
    startSlackHarness({ pictures: { timeoutMs: 1 } }),
    drawPlate({ brandName: 'Daikin', label: 'MODEL', printed: 'FTXM25R', format: 'jpeg', seed: 5 }),
  ]);
}, 60_000);
afterAll(async () => {
  await harness?.close();
  await hasty?.close();
});

let sequence = 0;
const nextTs = () => `1700003000.${String(++sequence).padStart(6, '0')}`;

function share(on: SlackHarness, name: string, content: Buffer) {
  return on.standIn.shareFile({ name, content });
}

async function dm(on: SlackHarness, channel: string, files: unknown[], text = '') {
  const ts = nextTs();
  await on.event(
    {
      type: 'message',
      subtype: 'file_share',
      files,
      channel,
      channel_type: 'im',
      user: 'U0PHOTO01',
      text,
      ts,
      event_ts: ts,
    },
    `EvPhoto${sequence}`,
  );
  return ts;
}

/** The Find controller shortcut, used by `user` in `channel` on a message sharing `file`. */
function findControllerOn(
  on: SlackHarness,
  file: unknown,
  at: { trigger: string; ts: string; user: string; channel: string; responseUrl?: string },
) {
  return on.interact({
    type: 'message_action',
    callback_id: callbackIds.findController,
    trigger_id: at.trigger,
    message_ts: at.ts,
    ...(at.responseUrl ? { response_url: at.responseUrl } : {}),
    message: { type: 'message', user: 'U0CUSTOM1', ts: at.ts, text: '', files: [file] },
    user: { id: at.user, name: at.user.toLowerCase(), team_id: 'T0TEAM01' },
    channel: { id: at.channel, name: 'customers' },
    team: { id: 'T0TEAM01', domain: 'acme' },
    token: 'unused',
    action_ts: at.ts,
  });
}

/**
 * Slack opens the modal of the shortcut triggered by `trigger` as `viewId`, and answers that
 * modal's updates with `update` (its standard answer when `update` gives none).
 */
function modalAnswered(
  on: SlackHarness,
  trigger: string,
  viewId: string,
  update: () => Record<string, unknown> | undefined,
) {
  on.standIn.answer('views.open', (call, standard) =>
    call.body.trigger_id === trigger ? { ok: true, view: { id: viewId } } : standard(call),
  );
  on.standIn.answer('views.update', (call, standard) =>
    call.body.view_id === viewId ? (update() ?? standard(call)) : standard(call),
  );
}

/** The first reply in `channel`, and the answer that replaced it. */
async function firstAndFinal(
  on: SlackHarness,
  channel: string,
): Promise<{ first: RecordedCall; final: RecordedCall }> {
  const first = await on.standIn.waitForCall('chat.postMessage', 10_000, (c) => c.body.channel === channel);
  const final = await on.standIn.waitForCall('chat.update', 90_000, (c) => c.body.channel === channel);
  return { first, final };
}

describe('a rating-plate picture', () => {
  it('in a DM: "Reading the photo…" at once, then what was read and the SKUs in its place', async () => {
    await dm(harness, 'D0PHOTO01', [share(harness, 'plate.jpg', plate)]);
    const { first, final } = await firstAndFinal(harness, 'D0PHOTO01');
    expect(first.body.text).toContain('Reading the photo');
    expect(final.body.ts).toEqual(expect.any(String));
    expect(
      harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'D0PHOTO01'),
    ).toHaveLength(1);
    expect(final.body.text).toContain('Read from the photo: MODEL FTXM25R, Daikin');
    expect(final.body.text).toContain(wifiSku);
    expect(harness.standIn.downloads.at(-1)).toMatchObject({ served: true });
  }, 120_000);

  it('with a mention in a channel: answered in the thread', async () => {
    const ts = nextTs();
    await harness.event(
      {
        type: 'app_mention',
        subtype: 'file_share',
        files: [
          share(
            harness,
            'IMG_2041.png',
            await drawPlate({ brandName: 'Daikin', label: 'MODEL', printed: 'FTXM25R', seed: 6 }),
          ),
        ],
        channel: 'C0PHOTO01',
        user: 'U0PHOTO02',
        text: `<@${botUserId}> which controller?`,
        ts,
        event_ts: ts,
      },
      'EvPhotoMention',
    );
    const { first, final } = await firstAndFinal(harness, 'C0PHOTO01');
    expect(first.body.thread_ts).toBe(ts);
    expect(final.body.text).toContain('Read from the photo: MODEL FTXM25R');
    expect(final.body.text).toContain(wifiSku);
  }, 120_000);

  it('through the Find controller shortcut: answered privately, the answer replacing "Reading the photo…"', async () => {
    const responseId = harness.newResponseId();
    const file = share(harness, 'plate.jpg', plate);
    const reply = await findControllerOn(harness, file, {
      trigger: '12345.98765.abcd',
      ts: '1700003000.900000',
      user: 'U0SALES01',
      channel: 'C0SUPPORT',
      responseUrl: harness.standIn.responseUrl(responseId),
    });
    expect(reply.status).toBe(200);
    const first = await harness.standIn.waitForResponse(responseId);
    expect(first.body).toMatchObject({ response_type: 'ephemeral' });
    expect(String(first.body.text)).toContain('Reading the photo');
    const final = await harness.standIn.waitForResponse(responseId, 90_000, 2);
    expect(final.body).toMatchObject({ response_type: 'ephemeral', replace_original: true });
    expect(String(final.body.text)).toContain('Read from the photo: MODEL FTXM25R');
    expect(String(final.body.text)).toContain(wifiSku);
  }, 120_000);

  it('through the shortcut with no response_url: "Reading the photo…" in a modal, then the answer in it', async () => {
    const file = share(harness, 'plate.jpg', plate);
    const reply = await findControllerOn(harness, file, {
      trigger: '12345.98765.modal',
      ts: '1700003000.910000',
      user: 'U0SALES02',
      channel: 'C0SUPPORT',
    });
    expect(reply.status).toBe(200);
    const opened = await harness.standIn.waitForCall(
      'views.open',
      10_000,
      (c) => c.body.trigger_id === '12345.98765.modal',
    );
    expect(JSON.stringify(opened.body.view)).toContain('Reading the photo');
    const updated = await harness.standIn.waitForCall('views.update', 90_000, (c) =>
      JSON.stringify(c.body.view).includes('Read from the photo'),
    );
    expect(updated.body.view_id).toMatch(/^V\d+$/);
    expect(JSON.stringify(updated.body.view)).toContain(wifiSku);
    expect(harness.standIn.callsTo('views.update')).toHaveLength(1);
  }, 120_000);

  it("through the shortcut when the modal cannot be opened: answered in the user's DM, never in the channel", async () => {
    harness.standIn.answer('views.open', (call, standard) =>
      call.body.trigger_id === '12345.98765.expired'
        ? { ok: false, error: 'expired_trigger_id' }
        : standard(call),
    );
    const file = share(harness, 'plate.jpg', plate);
    await findControllerOn(harness, file, {
      trigger: '12345.98765.expired',
      ts: '1700003000.920000',
      user: 'U0PRIVAT1',
      channel: 'C0PRIVATE',
    });
    const answer = await harness.standIn.waitForCall('chat.postMessage', 90_000, (c) =>
      String(c.body.text).includes('Read from the photo'),
    );
    expect(answer.body.channel).toBe('D0PRIVAT1');
    expect(harness.standIn.callsTo('conversations.open').map((c) => c.body.users)).toContain('U0PRIVAT1');
    expect(harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'C0PRIVATE')).toEqual(
      [],
    );
  }, 120_000);

  it("through the shortcut whose modal the user closed before the answer: answered in the user's DM, not lost", async () => {
    modalAnswered(harness, '12345.98765.closed', 'V0CLOSED1', () => ({ ok: false, error: 'not_found' }));
    const file = share(harness, 'plate.jpg', plate);
    await findControllerOn(harness, file, {
      trigger: '12345.98765.closed',
      ts: '1700003000.930000',
      user: 'U0CLOSED1',
      channel: 'C0CLOSED',
    });
    const answer = await harness.standIn.waitForCall(
      'chat.postMessage',
      60_000,
      (c) => c.body.channel === 'D0CLOSED1' && String(c.body.text).includes('Read from the photo'),
    );
    expect(answer.body.channel).toBe('D0CLOSED1');
    expect(harness.standIn.callsTo('views.update').map((c) => c.body.view_id)).toContain('V0CLOSED1');
    expect(harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'C0CLOSED')).toEqual(
      [],
    );
  }, 120_000);

  it('through the shortcut whose modal Slack fails to update once (internal_error): answered in the modal at the next attempt', async () => {
    let updates = 0;
    modalAnswered(harness, '12345.98765.flaky', 'V0FLAKY01', () =>
      ++updates === 1 ? { ok: false, error: 'internal_error' } : undefined,
    );
    const file = share(harness, 'plate.jpg', plate);
    await findControllerOn(harness, file, {
      trigger: '12345.98765.flaky',
      ts: '1700003000.940000',
      user: 'U0FLAKY01',
      channel: 'C0FLAKY',
    });
    await expect.poll(() => updates, { timeout: 60_000 }).toBe(2);
    const [, answered] = harness.standIn
      .callsTo('views.update')
      .filter((c) => c.body.view_id === 'V0FLAKY01');
    expect(JSON.stringify(answered?.body.view)).toContain('Read from the photo');
    expect(harness.standIn.callsTo('conversations.open').map((c) => c.body.users)).not.toContain('U0FLAKY01');
  }, 120_000);

  it('through the shortcut in a channel the app is not in: says how to share it, not "share it again"', async () => {
    const responseId = harness.newResponseId();
    const file = harness.standIn.shareFile({ name: 'plate.jpg', content: plate, outsideApp: true });
    await findControllerOn(harness, file, {
      trigger: '12345.98765.abce',
      ts: '1700003000.900001',
      user: 'U0SALES01',
      channel: 'C0ELSEWHR',
      responseUrl: harness.standIn.responseUrl(responseId),
    });
    const final = await harness.standIn.waitForResponse(responseId, 30_000, 2);
    expect(final.body).toMatchObject({ response_type: 'ephemeral', replace_original: true });
    expect(String(final.body.text)).toBe(
      'I cannot open files in a channel I am not in. Invite me there with `/invite @Controller Finder` and try again, or send me the photo in a direct message.',
    );
    expect(harness.standIn.downloads.filter((d) => d.fileId === file.id)).toEqual([
      expect.objectContaining({ served: false }),
    ]);
  }, 60_000);

  it('in a DM whose "Reading the photo…" was deleted: the answer posted anew there', async () => {
    harness.standIn.answer('chat.update', (call, standard) =>
      call.body.channel === 'D0PHOTO06' ? { ok: false, error: 'message_not_found' } : standard(call),
    );
    await dm(harness, 'D0PHOTO06', [share(harness, 'plate.jpg', plate)]);
    const answer = await harness.standIn.waitForCall(
      'chat.postMessage',
      90_000,
      (c) => c.body.channel === 'D0PHOTO06' && String(c.body.text).includes('Read from the photo'),
    );
    expect(String(answer.body.text)).toContain(wifiSku);
    expect(
      harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'D0PHOTO06'),
    ).toHaveLength(2);
  }, 120_000);

  it('whose file Slack fails to describe once (internal_error): read at the next attempt, not called gone', async () => {
    const file = share(harness, 'plate.jpg', plate);
    let described = 0;
    harness.standIn.answer('files.info', (call, standard) =>
      call.body.file === file.id && ++described === 1
        ? { ok: false, error: 'internal_error' }
        : standard(call),
    );
    await dm(harness, 'D0PHOTO07', [file]);
    const { final } = await firstAndFinal(harness, 'D0PHOTO07');
    expect(final.body.text).toContain('Read from the photo: MODEL FTXM25R');
    expect(described).toBe(2);
  }, 120_000);

  it('with no plate on it (a wall): says no model could be read, and how to take the photo', async () => {
    await dm(harness, 'D0PHOTO02', [share(harness, 'wall.jpg', await drawWall())]);
    const { final } = await firstAndFinal(harness, 'D0PHOTO02');
    expect(final.body.text).toContain(
      'I could not read a model on this picture: send a sharper photo of the rating plate, straight on.',
    );
  }, 120_000);

  it('that is not a picture at all (a .png holding text): says so plainly', async () => {
    await dm(harness, 'D0PHOTO03', [share(harness, 'plate.png', Buffer.from('daikin ftxm25r\n'))]);
    const { final } = await firstAndFinal(harness, 'D0PHOTO03');
    expect(final.body.text).toContain('I cannot read this file as a picture');
  }, 60_000);

  it('over the time limit: says reading took too long, and the app answers the next question', async () => {
    await dm(hasty, 'D0PHOTO04', [share(hasty, 'plate.jpg', plate)]);
    const { final } = await firstAndFinal(hasty, 'D0PHOTO04');
    expect(final.body.text).toContain('Reading this picture took too long');
    const ts = nextTs();
    await hasty.event(
      {
        type: 'message',
        channel: 'D0PHOTO05',
        channel_type: 'im',
        user: 'U0PHOTO01',
        text: 'daikin ftxm25r',
        ts,
        event_ts: ts,
      },
      'EvPhotoAfterTimeout',
    );
    const answer = await hasty.standIn.waitForCall(
      'chat.postMessage',
      20_000,
      (c) => c.body.channel === 'D0PHOTO05',
    );
    expect(answer.body.text).toContain(wifiSku);
  }, 60_000);
});
