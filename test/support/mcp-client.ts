/**
 * An MCP client as Slackbot is one: the SDK's `Client` over Streamable HTTP, every request
 * signed as Slack signs it (slack-signer.ts) through the transport's `fetch`, and each tool call
 * naming its user in `_meta.slack`. `signing` changes how (no signature, another secret, an old
 * timestamp) to see the app refuse it.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { slackSignature } from './slack-signer.js';

export interface Signing {
  secret: string;
  /** Seconds since the epoch; now when unset. */
  timestamp?: () => number;
  /** Send no signature headers at all. */
  unsigned?: boolean;
}

/** A `fetch` that signs each request's body as Slack does. */
export const slackSignedFetch =
  (signing: Signing) =>
  async (url: string | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!signing.unsigned) {
      const body = typeof init.body === 'string' ? init.body : '';
      const timestamp = signing.timestamp?.() ?? Math.floor(Date.now() / 1000);
      headers.set('x-slack-request-timestamp', String(timestamp));
      headers.set('x-slack-signature', slackSignature(signing.secret, timestamp, body));
    }
    return fetch(url, { ...init, headers });
  };

export interface SlackbotClient {
  client: Client;
  /** Calls `name` as `userId` of team T0TEAM01 (no `_meta.slack` when `userId` is undefined). */
  call(name: string, args: Record<string, unknown>, userId?: string): Promise<CallToolResult>;
  close(): Promise<void>;
}

export async function connectSlackbot(baseUrl: string, signing: Signing): Promise<SlackbotClient> {
  const client = new Client({ name: 'slackbot-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
    fetch: slackSignedFetch(signing),
  });
  await client.connect(transport);
  return {
    client,
    async call(name, args, userId) {
      const meta = userId ? { _meta: { slack: { user_id: userId, team_id: 'T0TEAM01' } } } : {};
      return (await client.callTool({ name, arguments: args, ...meta })) as CallToolResult;
    },
    close: () => client.close(),
  };
}
