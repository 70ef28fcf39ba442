/**
 * The one client factory (runtime/slack-clients.ts) against the Slack stand-in: a team's client
 * calls SLACK_API_URL with the bot token and the team's id, one client per team as Bolt keeps
 * them; the rate-limit-rejecting client rejects a 429 at once, where a team's client waits it
 * out and tries again.
 */
import { webApi } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boltLogger } from '../../../src/slack/runtime/bolt-logger.js';
import { createSlackClients, type SlackClients } from '../../../src/slack/runtime/slack-clients.js';
import { captureLogger } from '../../support/catalogue-harness.js';
import { rateLimited, type SlackStandIn, startSlackStandIn } from '../../support/slack-api.js';

const botToken = 'xoxb-clients-test';
let standIn: SlackStandIn;
let clients: SlackClients;

beforeAll(async () => {
  standIn = await startSlackStandIn();
  clients = createSlackClients({
    apiUrl: standIn.apiUrl,
    botToken,
    logger: boltLogger(captureLogger().logger),
  });
});
afterAll(async () => {
  await standIn.close();
});

const postsTo = (channel: string) =>
  standIn.callsTo('chat.postMessage').filter((call) => call.body.channel === channel);

describe('the Slack client factory', () => {
  it("gives a team's client: SLACK_API_URL, the bot token, the team's id; the same client each time", async () => {
    const team = clients.forTeam('T0CLIENT1');
    expect(clients.forTeam('T0CLIENT1')).toBe(team);
    expect(clients.forTeam('T0CLIENT2')).not.toBe(team);
    await team.chat.postMessage({ channel: 'C0CLIENT1', text: 'hello' });
    await clients.forTeam(undefined).chat.postMessage({ channel: 'C0CLIENT2', text: 'hello' });
    const [call] = postsTo('C0CLIENT1');
    expect(call?.authorization).toBe(`Bearer ${botToken}`);
    expect(call?.body.team_id).toBe('T0CLIENT1');
    expect(postsTo('C0CLIENT2')[0]?.body).not.toHaveProperty('team_id');
  });

  it("rejects a 429 at once on the users' client, where a team's client waits it out and tries again", async () => {
    let limited = 0;
    standIn.answer('chat.postMessage', () => (limited++ === 0 ? rateLimited(0.05) : { ok: true, ts: '1.2' }));
    const rejected = await clients
      .rejectingRateLimits()
      .chat.postMessage({ channel: 'C0CLIENT3', text: 'x' })
      .catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(webApi.WebAPIRateLimitedError);
    expect(postsTo('C0CLIENT3')).toHaveLength(1);
    limited = 0;
    await clients.forTeam('T0CLIENT1').chat.postMessage({ channel: 'C0CLIENT4', text: 'x' });
    expect(postsTo('C0CLIENT4')).toHaveLength(2);
  });
});
