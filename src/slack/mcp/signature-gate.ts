/**
 * The gate of `POST /mcp`: the raw body read within the app's body limit (413), its Slack signature
 * checked as `/slack/events` is (runtime/receiver.ts; 401 and a JSON-RPC error), before anything is
 * parsed or run. Bolt verifies only `/slack/events` and gives a custom route its request unread, so
 * the body is read here, with Bolt's own bounded reader. Nothing of a request is logged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type BufferedIncomingMessage, HTTPModuleFunctions } from '@slack/bolt';
import type { Logger } from '../../log/logger.js';
import { signedBySlack, slackBodyLimit } from '../runtime/receiver.js';

/** JSON-RPC's server-defined error codes: not signed by Slack; a body that is not JSON. */
const notSignedCode = -32001;
const parseErrorCode = -32700;

/** A JSON-RPC error answer with no request id (the request was not read as one). */
export function jsonRpcError(res: ServerResponse, status: number, code: number, message: string): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/**
 * The request's JSON body when Slack signed it with `signingSecret`; otherwise the request has
 * been answered (401, 413, 400) and this resolves undefined. Never rejects.
 */
export async function signedJsonBody(
  req: IncomingMessage,
  res: ServerResponse,
  signingSecret: string,
  logger: Logger,
): Promise<{ body: unknown } | undefined> {
  let read: BufferedIncomingMessage;
  try {
    // The same limit, and the same signature check, as `/slack/events` has.
    read = await HTTPModuleFunctions.bufferIncomingMessage(req, slackBodyLimit);
  } catch (error) {
    const tooLarge = HTTPModuleFunctions.isRawBodyError(error) && error.statusCode === 413;
    logger.warn(tooLarge ? 'An MCP request was too large; refused' : 'An MCP request could not be read');
    jsonRpcError(res, tooLarge ? 413 : 400, parseErrorCode, tooLarge ? 'Request too large' : 'Unreadable');
    return undefined;
  }
  if (!signedBySlack(read, signingSecret)) {
    logger.warn({ status: 401 }, 'An MCP request was not signed by Slack; refused');
    jsonRpcError(res, 401, notSignedCode, 'Unauthorized: the request must be signed by Slack');
    return undefined;
  }
  try {
    return { body: JSON.parse(read.rawBody.toString('utf8')) as unknown };
  } catch {
    jsonRpcError(res, 400, parseErrorCode, 'Parse error: the body is not JSON');
    return undefined;
  }
}
