/**
 * Posting to a response_url (Slack's IncomingWebhook): ephemeral, the original kept, sent once; a
 * refusal or failure is logged, never thrown.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEphemeral } from '../../../src/slack/replies/response-url.js';
import { captureLogger } from '../../support/catalogue-harness.js';

let server: Server;
let base: string;
const received: { path: string; body: string }[] = [];
beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ path: req.url ?? '', body });
    const status = req.url === '/gone' ? 404 : req.url === '/failing' ? 503 : 200;
    res.writeHead(status).end(status === 200 ? 'ok' : 'no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const reply = { text: 'hello', blocks: [] };

describe('postEphemeral', () => {
  it('posts the message as an ephemeral one that leaves the original alone', async () => {
    const { logger, lines } = captureLogger();
    await postEphemeral(`${base}/ok`, reply, logger, 'the notice');
    expect(JSON.parse(received.at(-1)?.body ?? '{}')).toEqual({
      response_type: 'ephemeral',
      replace_original: false,
      text: 'hello',
      blocks: [],
    });
    expect(lines).toEqual([]);
  });

  it('logs a refusal and a failure, naming what was sent, without throwing', async () => {
    const { logger, lines } = captureLogger();
    await postEphemeral(`${base}/gone`, reply, logger, 'the notice');
    await postEphemeral('http://127.0.0.1:1/closed', reply, logger, 'the notice');
    const log = lines.join('');
    expect(log).toContain('Slack refused the notice');
    expect(log).toContain('"status":404');
    expect(log).toContain('Could not send the notice');
  });

  it('sends once: a failing response URL (it takes five messages) is not tried again', async () => {
    const { logger, lines } = captureLogger();
    const before = received.length;
    await postEphemeral(`${base}/failing`, reply, logger, 'the notice');
    expect(received.slice(before).map((request) => request.path)).toEqual(['/failing']);
    expect(lines.join('')).toContain('"status":503');
  });
});
