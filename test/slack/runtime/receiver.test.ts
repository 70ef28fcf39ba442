/**
 * HTTP mode's receiver (runtime/receiver.ts: Bolt's HTTPReceiver), over a real socket: what
 * Slack's protocol asks of it besides events (URL verification, signed or unsigned ssl_check),
 * the routes it answers and the 404 for the rest (a target that is not a URL included), and a
 * signed body that does not parse (400, its text never quoted in the log).
 */
import { connect } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SlackHarness, signingSecret, startSlackHarness } from '../../support/slack-app.js';
import { postSigned, slackSignature, slashCommandForm } from '../../support/slack-signer.js';

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
});
afterAll(async () => {
  await harness?.close();
});

const status = async (path: string, method: 'GET' | 'POST') => {
  const response = await request(`${harness.baseUrl}${path}`, { method });
  await response.body.dump();
  return response.statusCode;
};

describe('the HTTP receiver', () => {
  it("answers Slack's URL verification with its challenge", async () => {
    const reply = await postSigned(harness.eventsUrl, signingSecret, {
      json: { type: 'url_verification', token: 'unused', challenge: 'c-123' },
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ challenge: 'c-123' });
  });

  it('answers a signed ssl_check with 200 and runs no listener', async () => {
    const responseId = harness.newResponseId();
    const form = `${slashCommandForm({ text: 'daikin ftxm25r', responseUrl: harness.standIn.responseUrl(responseId) })}&ssl_check=1`;
    const reply = await postSigned(harness.eventsUrl, signingSecret, { form });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('');
    expect(harness.standIn.responsesTo(responseId)).toEqual([]);
  });

  it('handles the events path with a query string, and 404s every other path and method', async () => {
    const responseId = harness.newResponseId();
    const form = slashCommandForm({ text: 'help', responseUrl: harness.standIn.responseUrl(responseId) });
    const withQuery = await postSigned(`${harness.eventsUrl}?from=lb`, signingSecret, { form });
    expect(withQuery.status).toBe(200);
    expect(withQuery.json?.blocks).toBeInstanceOf(Array);
    expect(await status('/slack/events', 'GET')).toBe(404);
    expect(await status('/healthz', 'POST')).toBe(404);
    expect(await status('/nothing-here', 'GET')).toBe(404);
    expect(await status('/healthz?probe=1', 'GET')).toBe(200);
  });

  it('refuses a signed body that does not parse with a 400', async () => {
    const rawBody = '{"type": "event_callback", ';
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await request(harness.eventsUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-slack-request-timestamp': String(timestamp),
        'x-slack-signature': slackSignature(signingSecret, timestamp, rawBody),
      },
      body: rawBody,
    });
    await response.body.dump();
    expect(response.statusCode).toBe(400);
    const logged = harness.logLines.join('\n');
    expect(logged).toContain('Malformed request body (not quoted)');
    expect(logged).not.toContain('"type": "event_callback"');
  });

  it('answers a request target that is not a URL with a 404, and goes on serving', async () => {
    const raw = async (target: string) => {
      const socket = connect(Number(new URL(harness.baseUrl).port), '127.0.0.1');
      socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      let text = '';
      for await (const chunk of socket) text += String(chunk);
      return text.split('\r\n')[0];
    };
    expect(await raw('http://[bad/')).toBe('HTTP/1.1 404 Not Found');
    expect(await raw(`${harness.baseUrl}/healthz`)).toBe('HTTP/1.1 200 OK');
    expect(await status('/healthz', 'GET')).toBe(200);
  });
});
