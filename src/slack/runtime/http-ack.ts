/**
 * What a listener's `ack()` sends back over HTTP: Bolt's answer, written in one piece at the end
 * of the event loop's turn. Bolt's HTTPResponseAck still keeps the clock (nothing acked within
 * Slack's 3 s is its unhandled-request 404); only the write differs:
 * - a body goes out with its Content-Length, headers and body in one socket write, where Bolt's
 *   sends it chunked (five buffers in a `writev` for every reply);
 * - the answers acked during a turn are written together when it ends (shared/turn-end.ts), not
 *   each in the middle of the next request's work: a busy instance wakes Slack's side (and is
 *   woken) once per turn instead of once per request.
 * Both were among the largest costs of a warm slash command over a bare Bolt app
 * (bench/state.bench.ts). An empty ack is a 200 with no body; a second ack throws as Bolt's does.
 */
import type { ServerResponse } from 'node:http';
import {
  type AckFn,
  type Logger as BoltLogger,
  type HTTPResponseAck,
  ReceiverMultipleAckError,
} from '@slack/bolt';
import { atTurnEnd } from '../../shared/turn-end.js';

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

/** The ack handed to Bolt, and whether it was called (its answer may not be written yet). */
export interface HttpAck {
  ack: AckFn<unknown>;
  acked(): boolean;
}

/**
 * The first call stops Bolt's clock and puts the answer off to the turn's end (logged at debug by
 * Bolt's logger, as Bolt's own ack is); a later one throws. An answer written first by someone
 * else (http-receiver.ts answers a failure) is not written over; a write that fails is logged.
 */
export function httpAck(clock: HTTPResponseAck, res: ServerResponse, logger: BoltLogger): HttpAck {
  let acked = false;
  return {
    acked: () => acked,
    ack: async (body) => {
      if (acked || res.headersSent) throw new ReceiverMultipleAckError();
      acked = true;
      clock.ack();
      atTurnEnd(() => {
        try {
          if (!res.headersSent) sendBody(res, body);
        } catch (error) {
          logger.error('The ack could not be written', error);
        }
      });
      logger.debug('ack() response sent');
    },
  };
}
