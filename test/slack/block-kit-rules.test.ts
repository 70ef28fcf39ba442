/** The test-side Block Kit checker and the Slack stand-in that applies it: each rule can fail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SlackStandIn, startSlackStandIn } from '../support/slack-api.js';
import { slackLimitViolations, slackViewViolations } from '../support/slack-limits.js';

const plain = (text: string) => ({ type: 'plain_text', text });
const mrkdwn = (text: string) => ({ type: 'mrkdwn', text });
const button = (actionId: string, text = plain('Go')) => ({ type: 'button', action_id: actionId, text });
const modal = (fields: Record<string, unknown> = {}) => ({
  type: 'modal',
  title: plain('Settings'),
  submit: plain('Save'),
  close: plain('Cancel'),
  blocks: [{ type: 'input', label: plain('Market'), element: { type: 'plain_text_input', action_id: 'a' } }],
  ...fields,
});

describe('slackLimitViolations', () => {
  it('accepts a well-formed message', () => {
    expect(
      slackLimitViolations({
        text: 'fallback',
        blocks: [
          { type: 'header', text: plain('Daikin FTXM25R') },
          { type: 'section', block_id: 's1', text: mrkdwn('*hi*') },
          { type: 'actions', block_id: 'a1', elements: [button('one'), button('two')] },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses a block id used twice in one payload', () => {
    const blocks = [
      { type: 'section', block_id: 'same', text: mrkdwn('a') },
      { type: 'section', block_id: 'same', text: mrkdwn('b') },
    ];
    expect(slackLimitViolations({ blocks })).toEqual(['block 1: block_id same repeated']);
  });

  it('refuses an action id used twice in one block, not across blocks', () => {
    expect(
      slackLimitViolations({ blocks: [{ type: 'actions', elements: [button('x'), button('x')] }] }),
    ).toEqual(['block 0: action_id x repeated']);
    const apart = [
      { type: 'actions', elements: [button('x')] },
      { type: 'actions', elements: [button('x')] },
    ];
    expect(slackLimitViolations({ blocks: apart })).toEqual([]);
  });

  it('refuses mrkdwn where Slack wants plain_text: header, button, option, placeholder, label, hint', () => {
    const problems = slackLimitViolations({
      blocks: [
        { type: 'header', text: mrkdwn('Title') },
        { type: 'actions', elements: [button('b', mrkdwn('Go'))] },
        {
          type: 'section',
          text: mrkdwn('Pick'),
          accessory: {
            type: 'static_select',
            action_id: 's',
            placeholder: mrkdwn('Choose'),
            options: [{ text: mrkdwn('One'), value: '1' }],
          },
        },
        {
          type: 'input',
          label: mrkdwn('Label'),
          hint: mrkdwn('Hint'),
          element: { type: 'plain_text_input', action_id: 'i' },
        },
      ],
    });
    expect(problems).toHaveLength(6);
    for (const problem of problems) expect(problem).toContain('must be plain_text');
  });

  it('refuses an input hint over 2000 characters', () => {
    const input = {
      type: 'input',
      label: plain('Label'),
      hint: plain('h'.repeat(2001)),
      element: { type: 'plain_text_input', action_id: 'i' },
    };
    expect(slackLimitViolations({ blocks: [input] })).toEqual(['block 0 hint: text 2001 > 2000']);
  });
});

describe('slackViewViolations', () => {
  it('accepts a well-formed modal and App Home', () => {
    expect(slackViewViolations(modal())).toEqual([]);
    expect(slackViewViolations({ type: 'home', blocks: [{ type: 'divider' }] })).toEqual([]);
  });

  it('refuses a title, submit or close over 24 characters or not plain_text', () => {
    const long = plain('x'.repeat(25));
    expect(slackViewViolations(modal({ title: long, submit: long, close: mrkdwn('Close') }))).toEqual([
      'modal title: text 25 > 24',
      'modal submit: text 25 > 24',
      'modal close: must be plain_text, is mrkdwn',
    ]);
  });

  it('refuses private_metadata over 3000 characters and inputs without a submit button', () => {
    expect(slackViewViolations(modal({ private_metadata: 'm'.repeat(3001) }))).toEqual([
      'view: private_metadata over 3000',
    ]);
    expect(slackViewViolations(modal({ submit: undefined }))).toEqual([
      'modal: input blocks without a submit button',
    ]);
  });

  it('refuses more than 100 blocks, and checks the blocks as in a message', () => {
    const blocks = Array.from({ length: 101 }, (_, i) => ({ type: 'divider', block_id: `d${i % 100}` }));
    expect(slackViewViolations({ type: 'home', blocks })).toEqual([
      '101 blocks (max 100)',
      'block 100: block_id d0 repeated',
    ]);
  });
});

describe('the Slack stand-in', () => {
  let standIn: SlackStandIn;
  beforeAll(async () => {
    standIn = await startSlackStandIn();
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('refuses a view Slack would refuse, as Slack does, and records why', async () => {
    const response = await fetch(`${standIn.apiUrl}views.open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trigger_id: 't', view: modal({ title: plain('x'.repeat(30)) }) }),
    });
    expect(await response.json()).toMatchObject({ ok: false, error: 'invalid_blocks' });
    expect(standIn.violations).toEqual(['views.open: modal title: text 30 > 24']);
  });

  it('answers a method late when its answer is slow', async () => {
    standIn.answer('users.info', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { ok: true, user: { locale: 'fr-FR' } };
    });
    const started = performance.now();
    const response = await fetch(`${standIn.apiUrl}users.info`, { method: 'POST' });
    expect(await response.json()).toMatchObject({ ok: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });
});
