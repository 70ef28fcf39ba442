/**
 * The agent view as Slack runs it for an `agent_view` app, over real HTTP: signed events shaped
 * as Slack's references show them (test/support/agent-payloads.ts: the Messages tab opened,
 * `app_context_changed`, messages in the tab, clicks), the real app, engine,
 * sample catalogue and OCR, the Web API stand-in recording assistant.threads.*. The tab opened
 * gets its prompts in the user's language; a question, top-level or in a thread, sets the
 * thread's title and status and is answered once in its thread, as /controller answers it, with
 * the feedback buttons; Share posts in the channel the user is viewing (the last
 * `app_context_changed`) when they are a member there, not when they are not, and to them alone
 * when Slack cannot say. The feedback buttons' presses: answer-feedback.test.ts.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionIds } from '../../src/slack/blocks/ids.js';
import { messagesTabOpened, threadClick } from '../support/agent-payloads.js';
import { agentThreads, blocksOf, buttonsOf, feedbackOf } from '../support/agent-threads.js';
import { nonEmpty } from '../support/non-empty.js';
import { drawPlate } from '../support/plate-pictures.js';
import { sampleSkus } from '../support/sample-units.js';
import { channelMembers, type RecordedCall } from '../support/slack-api.js';
import { localesByIdStart, type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const ftxm25r = sampleSkus('Daikin', 'FTXM25R');

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({ env: { ADMIN_USER_IDS: 'U0ADMIN01' } });
  harness.standIn.answer('users.info', localesByIdStart({ U0ES: 'es-ES' }));
  // Who is in the channels the pane is opened beside (Share posts only where its user is).
  const crowd = (count: number) =>
    Array.from({ length: count }, (_, i) => `U0CROWD${String(i).padStart(4, '0')}`);
  harness.standIn.answer(
    'conversations.members',
    channelMembers({
      C0VIEW001: [...crowd(230), 'U0AGENT01'],
      C0VIEW002: ['U0AGENT01'],
      C0VIEW003: ['U0AGENT01'],
      C0VIEW004: ['U0AGENT01'],
      C0OTHERS1: crowd(3),
      C0LARGE01: crowd(1200),
    }),
  );
});
afterAll(async () => {
  await harness?.close();
});

const { nextTs, newThread, ask, view, postsIn, nextPostIn } = agentThreads(() => harness);
/** Where `call` is among every call the app made; -1 when it made none such. */
const callIndex = (call: RecordedCall | undefined) => (call ? harness.standIn.calls.indexOf(call) : -1);

describe('the Messages tab opened', () => {
  it('gets the suggested prompts for the whole tab, in the user’s language', async () => {
    await harness.event(messagesTabOpened('U0ESAGENT1', 'D0ESTAB01'), 'EvAgentTab1');
    const set = await harness.standIn.waitForCall(
      'assistant.threads.setSuggestedPrompts',
      5000,
      (c) => c.body.channel_id === 'D0ESTAB01',
    );
    expect(set.body.thread_ts).toBeUndefined();
    expect(set.body.title).toBe('¿Qué busco por ti?');
    const prompts = set.body.prompts as { title: string; message: string }[];
    expect(prompts.map((p) => p.title)).toEqual([
      'Buscar el controlador de una unidad',
      'Revisar la lista de un proyecto',
      'Leer la foto de una placa',
    ]);
    expect(prompts[0]?.message).toBe('Daikin FTXM25R');
  });
});

describe('a question in the Messages tab', () => {
  it('top-level: titled, a status set, then answered once in the thread it starts, as /controller does, with Share and the feedback buttons', async () => {
    const thread = newThread();
    await ask(thread, 'daikin ftxm25r', { ts: thread.threadTs });
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
    expect(blocksOf(answer).slice(0, -1)).toEqual(slash.blocks);
    expect(blocksOf(answer).at(-1)?.type).toBe('context_actions');
    expect(feedbackOf(answer)?.action_id).toBe(actionIds.answerFeedback);
    expect(buttonsOf(answer).map((b) => b.action_id)).toContain(actionIds.share);
    expect(
      harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === thread.channel),
    ).toHaveLength(1);
  });

  it('in a thread: titled and answered in that thread, once, after the question before it', async () => {
    const thread = newThread();
    await ask(thread, 'daikin ftxm25r', { ts: thread.threadTs });
    await nextPostIn(thread, 0);
    const followUp = await ask(thread, 'mitsubishi msz-ln25vg');
    await nextPostIn(thread, 1);
    expect(postsIn(thread).map((post) => String(post.body.text).includes('MSZ-LN25VG'))).toEqual([
      false,
      true,
    ]);
    const titles = harness.standIn
      .callsTo('assistant.threads.setTitle')
      .filter((c) => c.body.channel_id === thread.channel);
    expect(titles.map((c) => [c.body.thread_ts, c.body.title])).toEqual([
      [thread.threadTs, 'daikin ftxm25r'],
      [thread.threadTs, 'mitsubishi msz-ln25vg'],
    ]);
    expect(followUp).not.toBe(thread.threadTs);
    expect(
      harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === thread.channel),
    ).toHaveLength(2);
  });

  it('answers a prompt’s question with its how-to, in the language it was asked in', async () => {
    const thread = newThread('U0ESAGENT2');
    await ask(thread, '¿Cómo reviso la lista de un proyecto?', { ts: thread.threadTs });
    const howTo = await nextPostIn(thread, 0);
    expect(howTo.body.text).toContain('Revisar la lista de un proyecto');
    expect(howTo.body.text).toContain('.xlsx');
  });

  it('answers a pasted list in the thread, with its CSV there', async () => {
    const thread = newThread();
    await ask(thread, '2 x Daikin FTXM25R\nmitsu msz ln25\ndaikin zzz999', { ts: thread.threadTs });
    const upload = await harness.standIn.waitForUpload(20_000, (u) => u.channelId === thread.channel);
    expect(upload.threadTs).toBe(thread.threadTs);
    expect(upload.content.toString('utf8')).toContain(ftxm25r[0] ?? '(none)');
    const status = harness.standIn
      .callsTo('assistant.threads.setStatus')
      .find((c) => c.body.channel_id === thread.channel);
    expect(status?.body.status).toBe('Checking your list…');
  });

  it('gives choices in the thread; the unit picked replaces them, with Share and the feedback buttons', async () => {
    const thread = newThread();
    await ask(thread, 'daikin ftxm25', { ts: thread.threadTs });
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
    expect(JSON.stringify(answer.blocks)).toContain(actionIds.answerFeedback);
  });

  it('reads a rating-plate photo shared in the thread and answers there', async () => {
    const thread = newThread();
    const plate = await drawPlate({ brandName: 'Daikin', label: 'MODEL', printed: 'FTXM25R', seed: 7 });
    await ask(thread, '', {
      ts: thread.threadTs,
      files: [harness.standIn.shareFile({ name: 'plate.png', content: plate })],
    });
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

describe('Share in channel from the pane', () => {
  /** Asks `question` in a new thread of `userId`, clicks Share on the answer; resolves with what the thread was told. */
  async function shareAnswer(question: string, userId = 'U0AGENT01', viewing?: string) {
    const thread = newThread(userId);
    await ask(thread, question, { ts: thread.threadTs, ...(viewing ? { viewing } : {}) });
    const answer = await nextPostIn(thread, 0);
    const share = buttonsOf(answer).find((b) => b.action_id === actionIds.share);
    expect(share).toBeDefined();
    await harness.interact(
      threadClick(thread, {
        messageTs: '1700004999.000002',
        responseUrl: harness.standIn.responseUrl(harness.newResponseId()),
        actions: [{ ...share, block_id: 'b2', action_ts: '1700004999.2' }],
      }),
    );
    return nextPostIn(thread, 1);
  }

  it('posts the answer in the channel the user is viewing (app_context_changed), then in the one they moved to', async () => {
    await view('U0AGENT01', 'C0VIEW001');
    const told = await shareAnswer('daikin ftxm25r');
    expect(told.body.text).toBe('Shared in <#C0VIEW001>.');
    const shared = harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'C0VIEW001');
    expect(shared).toHaveLength(1);
    for (const sku of nonEmpty(ftxm25r)) expect(shared[0]?.body.text).toContain(sku);
    expect(JSON.stringify(shared[0]?.body.blocks)).toContain('<@U0AGENT01>');
    // The channel shared in gets neither Share nor the feedback buttons.
    expect(JSON.stringify(shared[0]?.body.blocks)).not.toContain(actionIds.answerFeedback);

    await view('U0AGENT01', 'C0VIEW002');
    expect((await shareAnswer('daikin ftxm25r')).body.text).toBe('Shared in <#C0VIEW002>.');
    expect(
      harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'C0VIEW002'),
    ).toHaveLength(1);
  });

  it('also takes what the user views from the Messages tab opened (context) and from a message (app_context)', async () => {
    await harness.event(messagesTabOpened('U0AGENT01', 'D0AGTAB01', 'C0VIEW003'), 'EvAgentTab3');
    await harness.standIn.waitForCall(
      'assistant.threads.setSuggestedPrompts',
      5000,
      (c) => c.body.channel_id === 'D0AGTAB01',
    );
    expect((await shareAnswer('daikin ftxm25r')).body.text).toBe('Shared in <#C0VIEW003>.');
    expect((await shareAnswer('daikin ftxm25r', 'U0AGENT01', 'C0VIEW004')).body.text).toBe(
      'Shared in <#C0VIEW004>.',
    );
  });

  it('says so in the thread when the user views no channel, or one the app may not post in', async () => {
    await view('U0AGENT01', undefined);
    expect((await shareAnswer('daikin ftxm25r')).body.text).toBe(
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
    await view('U0AGENT03', 'C0PRIVATE1');
    expect((await shareAnswer('daikin ftxm25r', 'U0AGENT03')).body.text).toBe(
      'I could not post in <#C0PRIVATE1>: add me to that channel, then press *Share in channel* again.',
    );
  });

  it('does not post where the user is not a member, and says so in the thread', async () => {
    await view('U0AGENT01', 'C0OTHERS1');
    expect((await shareAnswer('daikin ftxm25r')).body.text).toBe(
      'You are not a member of <#C0OTHERS1>, so I did not share the answer there.',
    );
    const inChannel = (method: string) =>
      harness.standIn.callsTo(method).filter((c) => c.body.channel === 'C0OTHERS1');
    expect([...inChannel('chat.postMessage'), ...inChannel('chat.postEphemeral')]).toEqual([]);
  });

  it('shows the answer to the user alone where their membership cannot be read', async () => {
    await view('U0AGENT01', 'C0LARGE01');
    expect((await shareAnswer('daikin ftxm25r')).body.text).toBe(
      'I showed the answer in <#C0LARGE01> to you alone: I could not check that you may post there.',
    );
    const shown = harness.standIn.callsTo('chat.postEphemeral').filter((c) => c.body.channel === 'C0LARGE01');
    expect(shown.map((c) => c.body.user)).toEqual(['U0AGENT01']);
    for (const sku of nonEmpty(ftxm25r)) expect(shown[0]?.body.text).toContain(sku);
    expect(harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'C0LARGE01')).toEqual(
      [],
    );
  });

  it('shows the answer to the user alone when Slack is slow to say who is in the channel', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    harness.standIn.answer('conversations.members', async (call, standard) => {
      if (call.body.channel === 'C0SLOWMEM1') await held;
      return standard(call);
    });
    try {
      await view('U0AGENT01', 'C0SLOWMEM1');
      expect((await shareAnswer('daikin ftxm25r')).body.text).toBe(
        'I showed the answer in <#C0SLOWMEM1> to you alone: I could not check that you may post there.',
      );
      const shown = harness.standIn
        .callsTo('chat.postEphemeral')
        .filter((c) => c.body.channel === 'C0SLOWMEM1');
      expect(shown.map((c) => c.body.user)).toEqual(['U0AGENT01']);
    } finally {
      release();
    }
  });
});
