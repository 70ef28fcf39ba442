/** The envelope check of signed Slack requests: what passes to Bolt, and how the rest is answered. */
import { describe, expect, it } from 'vitest';
import { checkEnvelope } from '../../../src/slack/requests/envelope.js';

const user = { id: 'U0SALES01' };

describe('checkEnvelope', () => {
  it('passes well-formed commands, payloads and events, and kinds the app does not handle', () => {
    const good = [
      { command: '/controller', text: 'daikin', user_id: 'U0SALES01' },
      { type: 'block_actions', user, actions: [{ action_id: 'open_menus', block_id: 'b' }] },
      { type: 'block_suggestion', user, action_id: 'menu_brand', block_id: 'b', value: 'dai' },
      { type: 'view_submission', user, view: { id: 'V1', callback_id: 'c', state: { values: {} } } },
      { type: 'message_action', user, callback_id: 'find_controller', trigger_id: 't', message: {} },
      { type: 'event_callback', event_id: 'Ev1', event: { type: 'message' } },
      { type: 'url_verification', challenge: 'abc' },
      { ssl_check: '1' },
      { type: 'app_rate_limited', minute_rate_limited: 1 },
    ];
    expect(good.map(checkEnvelope)).toEqual(good.map(() => ({ ok: true })));
  });

  it('answers what can be acked, and the rest with 400', () => {
    const ackOf = (body: unknown) => {
      const checked = checkEnvelope(body);
      return checked.ok ? 'passed' : checked.ack;
    };
    expect(ackOf(null)).toBe('bad-request');
    expect(ackOf([1])).toBe('bad-request');
    expect(ackOf('text')).toBe('bad-request');
    expect(ackOf({ type: 'block_actions', actions: [{ action_id: 'a' }] })).toBe('empty');
    expect(ackOf({ type: 'block_actions', user, actions: [] })).toBe('empty');
    expect(ackOf({ type: 'block_suggestion', action_id: 'a', block_id: 'b', value: '' })).toBe('no-options');
    expect(ackOf({ type: 'event_callback', event_id: 'Ev1', event: null })).toBe('empty');
    expect(ackOf({ type: 'view_submission', user, view: { id: 'V1', callback_id: 'c' } })).toBe('empty');
    expect(ackOf({ command: '/controller', text: ['a', 'b'], user_id: 'U1' })).toBe('notice');
    expect(ackOf({ type: 'url_verification' })).toBe('bad-request');
  });

  it('says which fields failed', () => {
    const checked = checkEnvelope({ type: 'view_submission', user, view: { id: 'V1', callback_id: 'c' } });
    expect(checked).toMatchObject({ ok: false, kind: 'view_submission' });
    expect(checked.ok ? '' : checked.problem).toContain('view.state');
  });
});
