/** The envelope check of Slack requests: what passes on to the listeners, and what is refused. */
import { describe, expect, it } from 'vitest';
import { checkEnvelope } from '../../../src/slack/middleware/envelope.js';

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
      { type: 'app_rate_limited', minute_rate_limited: 1 },
    ];
    expect(good.map(checkEnvelope)).toEqual(good.map(() => ({ ok: true })));
  });

  it('refuses bodies that are not objects and envelopes missing what the listeners read', () => {
    const kindOf = (body: unknown) => {
      const checked = checkEnvelope(body);
      return checked.ok ? 'passed' : checked.kind;
    };
    expect(kindOf(null)).toBe('unknown');
    expect(kindOf([1])).toBe('unknown');
    expect(kindOf('text')).toBe('unknown');
    expect(kindOf({ type: 'block_actions', actions: [{ action_id: 'a' }] })).toBe('block_actions');
    expect(kindOf({ type: 'block_actions', user, actions: [] })).toBe('block_actions');
    expect(kindOf({ type: 'block_suggestion', action_id: 'a', block_id: 'b', value: '' })).toBe(
      'block_suggestion',
    );
    expect(kindOf({ type: 'event_callback', event_id: 'Ev1', event: null })).toBe('event_callback');
    expect(kindOf({ type: 'view_submission', user, view: { id: 'V1', callback_id: 'c' } })).toBe(
      'view_submission',
    );
    expect(kindOf({ command: '/controller', text: ['a', 'b'], user_id: 'U1' })).toBe('slash_command');
  });

  it('says which fields failed', () => {
    const checked = checkEnvelope({ type: 'view_submission', user, view: { id: 'V1', callback_id: 'c' } });
    expect(checked).toMatchObject({ ok: false, kind: 'view_submission' });
    expect(checked.ok ? '' : checked.problem).toContain('view.state');
  });
});
