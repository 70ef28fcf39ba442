/**
 * A user's first `/controller` over the real app, when Slack's member list did not give their
 * locale (they joined since it was read): acked before any Web API call is answered for them
 * (users.info held until the ack is in), then answered through response_url in their Slack
 * language. A member the list gave, and anyone the second time, is answered in the ack itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds } from '../support/holds.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const slack = holds();
let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({
    members: [{ id: 'U0FCMEMB1', locale: 'es-ES' }],
    prepare: (standIn) =>
      standIn.answer('users.info', async (call) => {
        await slack.hold(String(call.body.user));
        return { ok: true, user: { id: call.body.user, locale: 'es-ES' } };
      }),
  });
});
afterAll(async () => {
  slack.releaseAll();
  await harness?.close();
});

const infoFor = (userId: string) =>
  harness.standIn.callsTo('users.info').filter((call) => call.body.user === userId);

describe('a first contact', () => {
  it('is acked before users.info answers, then answered in their Slack language', async () => {
    const callsBefore = harness.standIn.calls.length;
    const { reply, responseId } = await harness.command('help', { userId: 'U0FCNEW01' });
    // users.info is held: the ack came without waiting for any Web API call to be answered.
    expect(reply.status).toBe(200);
    expect(reply.json?.text).toBeUndefined();
    expect(harness.standIn.responsesTo(responseId)).toEqual([]);
    const asked = harness.standIn.calls.slice(callsBefore).map((call) => call.method);
    expect(asked.filter((method) => method !== 'users.info')).toEqual([]);
    await harness.standIn.waitForCall('users.info', 5000, (call) => call.body.user === 'U0FCNEW01');
    slack.release('U0FCNEW01');
    const answer = await harness.standIn.waitForResponse(responseId, 5000);
    expect(answer.body.response_type).toBe('ephemeral');
    expect(JSON.stringify(answer.body)).toContain('Abrir los menús');
    expect(infoFor('U0FCNEW01')).toHaveLength(1);
  });

  it('is answered in the ack the second time, with no users.info call', async () => {
    const { reply } = await harness.command('help', { userId: 'U0FCNEW01' });
    expect(JSON.stringify(reply.json)).toContain('Abrir los menús');
    expect(infoFor('U0FCNEW01')).toHaveLength(1);
  });

  it('is answered in the ack when the member list gave their locale, with no users.info call', async () => {
    const { reply } = await harness.command('help', { userId: 'U0FCMEMB1' });
    expect(JSON.stringify(reply.json)).toContain('Abrir los menús');
    expect(infoFor('U0FCMEMB1')).toEqual([]);
  });
});
