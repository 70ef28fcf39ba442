/**
 * The agent view over real HTTP: signed assistant_thread_* events and messages in the thread,
 * the real app (Bolt's Assistant), engine, sample catalogue and OCR, the Web API stand-in
 * recording assistant.threads.*. A thread started gets its prompts in the user's language; a
 * question sets the thread's title and status and is answered once, in the thread, as
 * /controller answers it; lists, photos and choices work there; Share posts in the channel the
 * user is viewing when they are a member there (Slack's `conversations.members`), not when they
 * are not, and to them alone when Slack cannot say.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionIds } from '../../src/slack/blocks/ids.js';
import {
  type AgentThread,
  threadClick,
  threadContextChanged,
  threadMessage,
  threadStarted,
} from '../support/agent-payloads.js';
import { nonEmpty } from '../support/non-empty.js';
import { drawPlate } from '../support/plate-pictures.js';
import { sampleSkus } from '../support/sample-units.js';
import { channelMembers, type RecordedCall } from '../support/slack-api.js';
import { localesByIdStart, type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { appHomeOpened } from '../support/slack-payloads.js';

const ftxm25r = sampleSkus('Daikin', 'FTXM25R');

interface Button {
  type: string;
  action_id: string;
  value?: string;
  text?: { text: string };
}
interface Block {
  type: string;
  accessory?: Button;
  elements?: Button[];
}

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
  harness.standIn.answer('users.info', localesByIdStart({ U0ES: 'es-ES' }));
  // Who is in the channels the pane is opened beside (Share posts only where its user is).
  const crowd = (count: number) =>
    Array.from({ length: count }, (_, i) => `U0CROWD${String(i).padStart(4, '0')}`);
  harness.standIn.answer(
    'conversations.members',
    channelMembers({
      C0VIEW001: [...crowd(230), 'U0AGENT01'],
      C0VIEW002: ['U0AGENT01'],
      C0OTHERS1: crowd(3),
      C0LARGE01: crowd(1200),
    }),
  );
});
afterAll(async () => {
  await harness?.close();
});

let sequence = 0;
const nextTs = () => `1700004000.${String(++sequence).padStart(6, '0')}`;
const newThread = (userId = 'U0AGENT01'): AgentThread => ({
  userId,
  channel: `D0AG${String(++sequence).padStart(5, '0')}`,
  threadTs: nextTs(),
});

/** The user writes in the thread; resolves with the message's ts. */
async function ask(thread: AgentThread, text: string, files?: unknown[]): Promise<string> {
  const ts = nextTs();
  const reply = await harness.event(threadMessage(thread, ts, text, files), `EvAgent${ts}`);
  expect(reply.status).toBe(200);
  return ts;
}

const postsIn = (thread: AgentThread) =>
  harness.standIn
    .callsTo('chat.postMessage')
    .filter((c) => c.body.channel === thread.channel && c.body.thread_ts === thread.threadTs);
const nextPostIn = (thread: AgentThread, after: number, timeoutMs = 8000) =>
  harness.standIn.waitForCall(
    'chat.postMessage',
    timeoutMs,
    (c) =>
      c.body.channel === thread.channel &&
      c.body.thread_ts === thread.threadTs &&
      postsIn(thread).indexOf(c) >= after,
  );
/** Where `call` is among every call the app made; -1 when it made none such. */
const callIndex = (call: RecordedCall | undefined) => (call ? harness.standIn.calls.indexOf(call) : -1);
const blocksOf = (call: RecordedCall): Block[] => (call.body.blocks as Block[] | undefined) ?? [];
const buttonsOf = (call: RecordedCall): Button[] =>
  blocksOf(call).flatMap((b) => [...(b.elements ?? []), ...(b.accessory ? [b.accessory] : [])]);

describe('a thread started', () => {
  it('gets the suggested prompts for that thread, in the user’s language', async () => {
    const thread = newThread('U0ESAGENT1');
    await harness.event(threadStarted(thread, 'C0SALES01'), 'EvAgentStart1');
    const set = await harness.standIn.waitForCall(
      'assistant.threads.setSuggestedPrompts',
      5000,
      (c) => c.body.channel_id === thread.channel,
    );
    expect(set.body.thread_ts).toBe(thread.threadTs);
    expect(set.body.title).toBe('¿Qué busco por ti?');
    const prompts = set.body.prompts as { title: string; message: string }[];
    expect(prompts.map((p) => p.title)).toEqual([
      'Buscar el controlador de una unidad',
      'Revisar la lista de un proyecto',
      'Leer la foto de una placa',
    ]);
    expect(prompts[0]?.message).toBe('Daikin FTXM25R');
  });

  it('and the Messages tab opened gets them for the whole tab', async () => {
    await harness.event(appHomeOpened('U0AGENT02', 'messages'), 'EvAgentTab1');
    const set = await harness.standIn.waitForCall(
      'assistant.threads.setSuggestedPrompts',
      5000,
      (c) => c.body.channel_id === 'D0HOME001',
    );
    expect(set.body.thread_ts).toBeUndefined();
    expect(set.body.title).toBe('What can I find for you?');
  });
});

describe('a question in the thread', () => {
  it('sets the title and the status, then answers once in the thread, as /controller does, with Share', async () => {
    const thread = newThread();
    await ask(thread, 'daikin ftxm25r');
    const answer = await nextPostIn(thread, 0);
    const status = harness.standIn
      .callsTo('assistant.threads.setStatus')
      .find((c) => c.body.channel_id === thread.channel);
    const title = harness.standIn
      .callsTo('assistant.threads.setTitle')
      .find((c) => c.body.channel_id === thread.channel);
    expect(status?.body).toMatchObject({ thread_ts: thread.threadTs, status: 'Looking up daikin ftxm25r…' });
    expect(title?.body).toMatchObject({ thread_ts: thread.threadTs, title: 'daikin ftxm25r' });
    expect(callIndex(status)).toBeGreaterThanOrEqual(0);
    expect(callIndex(status)).toBeLessThan(callIndex(answer));
    expect(ftxm25r.length).toBeGreaterThan(0);
    for (const sku of nonEmpty(ftxm25r)) expect(answer.body.text).toContain(sku);
    const slash = (await harness.commandAnswer('daikin ftxm25r')).answer;
    expect(answer.body.blocks).toEqual(slash.blocks);
    expect(buttonsOf(answer).map((b) => b.action_id)).toContain(actionIds.share);
    // A second question answered in the thread: the first was answered once, nothing came between.
    await ask(thread, 'mitsubishi msz-ln25vg');
    await nextPostIn(thread, 1);
    expect(postsIn(thread).map((post) => String(post.body.text).includes('MSZ-LN25VG'))).toEqual([
      false,
      true,
    ]);
    expect(
      harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === thread.channel),
    ).toHaveLength(2);
  });

  it('answers a prompt’s question with its how-to, in the language it was asked in', async () => {
    const thread = newThread('U0ESAGENT2');
    await ask(thread, '¿Cómo reviso la lista de un proyecto?');
    const howTo = await nextPostIn(thread, 0);
    expect(howTo.body.text).toContain('Revisar la lista de un proyecto');
    expect(howTo.body.text).toContain('.xlsx');
  });

  it('answers a pasted list in the thread, with its CSV there', async () => {
    const thread = newThread();
    await ask(thread, '2 x Daikin FTXM25R\nmitsu msz ln25\ndaikin zzz999');
    const upload = await harness.standIn.waitForUpload(20_000, (u) => u.channelId === thread.channel);
    expect(upload.threadTs).toBe(thread.threadTs);
    const csv = upload.content.toString('utf8');
    expect(csv).toContain(ftxm25r[0] ?? '(none)');
    const status = harness.standIn
      .callsTo('assistant.threads.setStatus')
      .find((c) => c.body.channel_id === thread.channel);
    expect(status?.body.status).toBe('Checking your list…');
  });

  it('gives choices in the thread; the unit picked replaces them, with Share', async () => {
    const thread = newThread();
    await ask(thread, 'daikin ftxm25');
    const choices = await nextPostIn(thread, 0);
    const pick = buttonsOf(choices).find((b) => b.text?.text === 'Daikin FTXM25R');
    expect(pick).toBeDefined();
    const responseId = harness.newResponseId();
    const reply = await harness.interact(
      threadClick(thread, {
        messageTs: '1700004999.000001',
        responseUrl: harness.standIn.responseUrl(responseId),
        actions: [{ ...pick, block_id: 'b1', action_ts: '1700004999.1' }],
      }),
    );
    expect(reply.status).toBe(200);
    const answer = (await harness.standIn.waitForResponse(responseId)).body;
    expect(answer.replace_original).toBe(true);
    for (const sku of nonEmpty(ftxm25r)) expect(String(answer.text)).toContain(sku);
    expect(JSON.stringify(answer.blocks)).toContain(actionIds.share);
  });

  it('reads a rating-plate photo shared in the thread and answers there', async () => {
    const thread = newThread();
    const plate = await drawPlate({ brandName: 'Daikin', label: 'MODEL', printed: 'FTXM25R', seed: 7 });
    await ask(thread, '', [harness.standIn.shareFile({ name: 'plate.png', content: plate })]);
    const reading = await nextPostIn(thread, 0);
    expect(reading.body.text).toContain('Reading the photo');
    const final = await harness.standIn.waitForCall(
      'chat.update',
      90_000,
      (c) => c.body.channel === thread.channel,
    );
    expect(final.body.text).toContain('Read from the photo: MODEL FTXM25R');
    for (const sku of nonEmpty(ftxm25r)) expect(final.body.text).toContain(sku);
  }, 120_000);
});

describe('Share in channel from the thread', () => {
  /** Clicks Share on the answer to `question` in `thread`; resolves with what the thread was told. */
  async function shareAnswer(thread: AgentThread, question: string) {
    const before = postsIn(thread).length;
    await ask(thread, question);
    const answer = await nextPostIn(thread, before);
    const share = buttonsOf(answer).find((b) => b.action_id === actionIds.share);
    expect(share).toBeDefined();
    await harness.interact(
      threadClick(thread, {
        messageTs: String(answer.body.ts ?? '1700004999.000002'),
        responseUrl: harness.standIn.responseUrl(harness.newResponseId()),
        actions: [{ ...share, block_id: 'b2', action_ts: '1700004999.2' }],
      }),
    );
    return nextPostIn(thread, before + 1);
  }

  it('posts the answer in the channel the user is viewing, then in the one they moved to', async () => {
    const thread = newThread();
    await harness.event(threadStarted(thread, 'C0VIEW001'), 'EvAgentStart2');
    const told = await shareAnswer(thread, 'daikin ftxm25r');
    expect(told.body.text).toBe('Shared in <#C0VIEW001>.');
    const shared = harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'C0VIEW001');
    expect(shared).toHaveLength(1);
    for (const sku of nonEmpty(ftxm25r)) expect(shared[0]?.body.text).toContain(sku);
    expect(JSON.stringify(shared[0]?.body.blocks)).toContain('<@U0AGENT01>');

    // The question asked before Share is answered long after the move is kept (no Slack call to wait for).
    await harness.event(threadContextChanged(thread, 'C0VIEW002'), 'EvAgentMoved2');
    const toldAgain = await shareAnswer(thread, 'daikin ftxm25r');
    expect(toldAgain.body.text).toBe('Shared in <#C0VIEW002>.');
    expect(
      harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'C0VIEW002'),
    ).toHaveLength(1);
  });

  it('says so in the thread when the pane is beside no channel, or one the app may not post in', async () => {
    const alone = newThread();
    await harness.event(threadStarted(alone), 'EvAgentStart3');
    expect((await shareAnswer(alone, 'daikin ftxm25r')).body.text).toBe(
      'Open me next to a channel to share an answer there.',
    );

    // A private channel the app is not in: Slack hides it from the app.
    harness.standIn.answer('chat.postMessage', (c) =>
      c.body.channel === 'C0PRIVATE1'
        ? { ok: false, error: 'not_in_channel' }
        : { ok: true, channel: c.body.channel, ts: nextTs(), message: c.body },
    );
    harness.standIn.answer('chat.postEphemeral', (c, standard) =>
      c.body.channel === 'C0PRIVATE1' ? { ok: false, error: 'channel_not_found' } : standard(c),
    );
    const beside = newThread();
    await harness.event(threadStarted(beside, 'C0PRIVATE1'), 'EvAgentStart4');
    expect((await shareAnswer(beside, 'daikin ftxm25r')).body.text).toBe(
      'I could not post in <#C0PRIVATE1>: add me to that channel, then press *Share in channel* again.',
    );
  });

  it('does not post where the user is not a member, and says so in the thread', async () => {
    const thread = newThread();
    await harness.event(threadStarted(thread, 'C0OTHERS1'), 'EvAgentStart5');
    expect((await shareAnswer(thread, 'daikin ftxm25r')).body.text).toBe(
      'You are not a member of <#C0OTHERS1>, so I did not share the answer there.',
    );
    const inChannel = (method: string) =>
      harness.standIn.callsTo(method).filter((c) => c.body.channel === 'C0OTHERS1');
    expect([...inChannel('chat.postMessage'), ...inChannel('chat.postEphemeral')]).toEqual([]);
  });

  it('shows the answer to the user alone where their membership cannot be read', async () => {
    const thread = newThread();
    await harness.event(threadStarted(thread, 'C0LARGE01'), 'EvAgentStart6');
    expect((await shareAnswer(thread, 'daikin ftxm25r')).body.text).toBe(
      'I showed the answer in <#C0LARGE01> to you alone: I could not check that you may post there.',
    );
    const shown = harness.standIn.callsTo('chat.postEphemeral').filter((c) => c.body.channel === 'C0LARGE01');
    expect(shown.map((c) => c.body.user)).toEqual(['U0AGENT01']);
    for (const sku of nonEmpty(ftxm25r)) expect(shown[0]?.body.text).toContain(sku);
    expect(harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'C0LARGE01')).toEqual(
      [],
    );
  });
});
