/**
 * Socket Mode: the app connects to a loopback stand-in and acks a slash command envelope; a
 * malformed one is refused by the same envelope check as over HTTP. Slackbot's MCP server is
 * still served over HTTP on PORT, verified with the signing secret.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { connectSlackbot, slackSignedFetch } from '../support/mcp-client.js';
import { nonEmpty } from '../support/non-empty.js';
import { type SlackHarness, signingSecret, startSlackHarness } from '../support/slack-app.js';

const appToken = 'xapp-1-A0APP0001-test-app-token';
const skus =
  listUnits(sampleCatalogue(), 'GB')
    .find((u) => u.brandName === 'Daikin' && u.designation === 'FTXM25R')
    ?.skus.map((s) => s.sku) ?? [];

let wss: WebSocketServer;
let harness: SlackHarness;
const received: Record<string, unknown>[] = [];
const sockets = new Set<WebSocket>();

beforeAll(async () => {
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const wsUrl = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/link/?ticket=test`;
  wss.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    socket.send(
      JSON.stringify({ type: 'hello', num_connections: 1, connection_info: { app_id: 'A0APP0001' } }),
    );
  });
  harness = await startSlackHarness({
    env: { SLACK_APP_TOKEN: appToken },
    prepare: (standIn) => standIn.answer('apps.connections.open', () => ({ ok: true, url: wsUrl })),
  });
});

afterAll(async () => {
  await harness?.close();
  for (const socket of sockets) socket.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
});

describe('Socket Mode', () => {
  it('serves Slackbot’s MCP server over HTTP on PORT, to requests signed with the signing secret only', async () => {
    const slackbot = await connectSlackbot(harness.baseUrl, { secret: signingSecret });
    const result = await slackbot.call('find_controller', { unit: 'Daikin FTXM25R' }, 'U0SALES01');
    await slackbot.close();
    expect(
      (result.structuredContent as { skus: { sku: string }[] }).skus.map((row) => row.sku).sort(),
    ).toEqual([...nonEmpty(skus)].sort());
    const forged = await slackSignedFetch({ secret: 'not-the-secret' })(`${harness.baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(forged.status).toBe(401);
  });

  it('opens the connection through SLACK_API_URL with the app-level token', () => {
    expect(harness.app.mode).toBe('socket');
    const [open] = harness.standIn.callsTo('apps.connections.open');
    expect(open?.authorization).toBe(`Bearer ${appToken}`);
  });

  it('acks a slash command envelope with the answer', async () => {
    const [socket] = sockets;
    const responseId = harness.newResponseId();
    socket?.send(
      JSON.stringify({
        envelope_id: 'env-slash-1',
        type: 'slash_commands',
        accepts_response_payload: true,
        payload: {
          token: 'unused',
          team_id: 'T0TEAM01',
          team_domain: 'acme',
          channel_id: 'C0SALES01',
          channel_name: 'sales',
          user_id: 'U0SALES01',
          user_name: 'sam',
          command: '/controller',
          text: 'daikin ftxm25r',
          api_app_id: 'A0APP0001',
          response_url: harness.standIn.responseUrl(responseId),
          trigger_id: '1.2.3',
        },
      }),
    );
    await expect
      .poll(() => received.some((m) => m.envelope_id === 'env-slash-1'), { timeout: 3000 })
      .toBe(true);
    const ack = received.find((m) => m.envelope_id === 'env-slash-1') as {
      payload: { text: string; response_type: string };
    };
    expect(ack.payload.response_type).toBe('ephemeral');
    expect(skus.length).toBeGreaterThan(0);
    for (const sku of nonEmpty(skus)) expect(ack.payload.text).toContain(sku);
  });

  it('checks the envelope as over HTTP: a command whose text is not text gets a notice, nothing looked up', async () => {
    const [socket] = sockets;
    const responseId = harness.newResponseId();
    const lookups = harness.sample.requests.length;
    socket?.send(
      JSON.stringify({
        envelope_id: 'env-slash-2',
        type: 'slash_commands',
        accepts_response_payload: true,
        payload: {
          team_id: 'T0TEAM01',
          channel_id: 'C0SALES01',
          user_id: 'U0SALES01',
          command: '/controller',
          text: ['daikin', 'ftxm25r'],
          response_url: harness.standIn.responseUrl(responseId),
          trigger_id: '1.2.4',
        },
      }),
    );
    await expect
      .poll(() => received.some((m) => m.envelope_id === 'env-slash-2'), { timeout: 3000 })
      .toBe(true);
    const ack = received.find((m) => m.envelope_id === 'env-slash-2') as { payload: { text: string } };
    expect(ack.payload.text).toContain('Something went wrong');
    expect(harness.sample.requests.length).toBe(lookups);
    expect(harness.logLines.join('\n')).toContain('malformed');
  });

  it('answers /healthz on its port', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.app.port}/healthz`);
    expect(await response.json()).toEqual({ ok: true, mode: 'socket', store: { kind: 'memory', ok: true } });
  });

  it('answers /metrics on the same port', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.app.port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('cf_lookups_total');
  });
});
