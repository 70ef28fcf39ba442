/**
 * Requests signed exactly as Slack signs them: `v0:<timestamp>:<raw body>`, HMAC-SHA256 with
 * the signing secret, sent as `X-Slack-Signature: v0=<hex>` with `X-Slack-Request-Timestamp`.
 */
import { createHmac } from 'node:crypto';
import { request } from 'undici';

export function slackSignature(signingSecret: string, timestamp: number, rawBody: string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`;
}

export interface SignedPostOptions {
  /** Seconds since the epoch; default now. */
  timestamp?: number;
  /** Sign with this secret instead (a bad signature). */
  signWith?: string;
  retryNum?: number;
  headers?: Record<string, string>;
  /** Skip reading the reply's JSON (benchmarks: the client should cost next to nothing). */
  skipJson?: boolean;
}

export interface SlackReply {
  status: number;
  text: string;
  json: Record<string, unknown> | undefined;
  /** Time until Slack would have had its answer (the HTTP response), in ms. */
  ms: number;
}

export async function postSigned(
  url: string,
  signingSecret: string,
  body: { form: string } | { json: unknown },
  options: SignedPostOptions = {},
): Promise<SlackReply> {
  const rawBody = 'form' in body ? body.form : JSON.stringify(body.json);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'form' in body ? 'application/x-www-form-urlencoded' : 'application/json',
    'x-slack-request-timestamp': String(timestamp),
    'x-slack-signature': slackSignature(options.signWith ?? signingSecret, timestamp, rawBody),
    ...(options.retryNum === undefined
      ? {}
      : { 'x-slack-retry-num': String(options.retryNum), 'x-slack-retry-reason': 'http_timeout' }),
    ...options.headers,
  };
  const started = performance.now();
  // undici's request rather than fetch: no web streams, so the client costs little in benchmarks.
  const response = await request(url, { method: 'POST', headers, body: rawBody });
  const text = await response.body.text();
  const ms = performance.now() - started;
  let json: Record<string, unknown> | undefined;
  try {
    json = text && !options.skipJson ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, text, json, ms };
}

/** A slash command's form body, as Slack posts it. */
export function slashCommandForm(fields: {
  text: string;
  responseUrl: string;
  userId?: string;
  channelId?: string;
}): string {
  return new URLSearchParams({
    token: 'verification-token-unused',
    team_id: 'T0TEAM01',
    team_domain: 'acme',
    channel_id: fields.channelId ?? 'C0SALES01',
    channel_name: 'sales',
    user_id: fields.userId ?? 'U0SALES01',
    user_name: 'sam',
    command: '/controller',
    text: fields.text,
    api_app_id: 'A0APP0001',
    is_enterprise_install: 'false',
    response_url: fields.responseUrl,
    trigger_id: '1234.5678.abcdef',
  }).toString();
}

/** Interactivity and options loads: one form field, `payload`, holding JSON. */
export const payloadForm = (payload: unknown): string =>
  new URLSearchParams({ payload: JSON.stringify(payload) }).toString();

/** An Events API envelope. */
export function eventEnvelope(event: Record<string, unknown>, eventId: string): Record<string, unknown> {
  return {
    token: 'verification-token-unused',
    team_id: 'T0TEAM01',
    api_app_id: 'A0APP0001',
    event,
    type: 'event_callback',
    event_id: eventId,
    event_time: Math.floor(Date.now() / 1000),
    authorizations: [{ team_id: 'T0TEAM01', user_id: 'UBOT0001', is_bot: true }],
  };
}
