/**
 * What a listener's `ack()` sends back over HTTP: Bolt's answer, written in one piece. Bolt's
 * HTTPResponseAck still keeps the clock (nothing acked within Slack's 3 s is its unhandled-
 * request 404); only the write differs: a body goes out with its Content-Length, headers and
 * body in one socket write, where Bolt's sends it chunked (five buffers in a `writev` for every
 * reply). That write was the largest single cost of a warm slash command over a bare Bolt app
 * (bench/state.bench.ts). An empty ack is a 200 with no body; a second ack throws as Bolt's does.
 */
import type { ServerResponse } from 'node:http';
import {
  type AckFn,
  type Logger as BoltLogger,
  type HTTPResponseAck,
  ReceiverMultipleAckError,
} from '@slack/bolt';

/**
 * 200 with `body` as Bolt would send it (nothing for a falsy body, text as is, anything else as
 * JSON), its length given.
 */
export function sendBody(res: ServerResponse, body: unknown): void {
  const json = Boolean(body) && typeof body !== 'string';
  const text = json ? JSON.stringify(body) : body ? String(body) : '';
  res.writeHead(200, {
    ...(json ? { 'content-type': 'application/json' } : {}),
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * The ack handed to Bolt: the first call stops Bolt's clock and answers (logged at debug by
 * Bolt's logger, as Bolt's own ack is); a later one throws.
 */
export function ackInOneWrite(
  clock: HTTPResponseAck,
  res: ServerResponse,
  logger: BoltLogger,
): AckFn<unknown> {
  return async (body) => {
    // Acked already, or answered by the receiver (a failure's 500).
    if (res.headersSent) throw new ReceiverMultipleAckError();
    clock.ack();
    sendBody(res, body);
    logger.debug('ack() response sent');
  };
}
