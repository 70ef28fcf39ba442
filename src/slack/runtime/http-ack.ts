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

/** A 200 as Bolt would send `body`: nothing for a falsy body, text as is, anything else as JSON. */
interface Answer {
  text: string;
  json: boolean;
}

/** Throws as JSON.stringify does for a body that cannot be sent (a cycle, a BigInt). */
function answerOf(body: unknown): Answer {
  const json = Boolean(body) && typeof body !== 'string';
  return { json, text: json ? JSON.stringify(body) : body ? String(body) : '' };
}

function write(res: ServerResponse, { text, json }: Answer): void {
  res.writeHead(200, {
    ...(json ? { 'content-type': 'application/json' } : {}),
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Sends `body` as a 200 at once, its length given. */
export const sendBody = (res: ServerResponse, body: unknown): void => write(res, answerOf(body));

/** The ack handed to Bolt, and whether it was called (its answer may not be written yet). */
export interface HttpAck {
  ack: AckFn<unknown>;
  acked(): boolean;
}

/**
 * The first call turns the body into its answer (a body that cannot be sent throws to the
 * listener, as in Bolt), stops Bolt's clock and puts the write off to the turn's end (logged at
 * debug by Bolt's logger, as Bolt's own ack is); a later call throws. An answer written first by
 * someone else (http-receiver.ts answers a failure) is not written over; a write that fails is
 * logged and the connection closed, so that no request waits for an answer that will not come.
 */
export function httpAck(clock: HTTPResponseAck, res: ServerResponse, logger: BoltLogger): HttpAck {
  let acked = false;
  return {
    acked: () => acked,
    ack: async (body) => {
      if (acked || res.headersSent) throw new ReceiverMultipleAckError();
      const answer = answerOf(body);
      acked = true;
      clock.ack();
      atTurnEnd(() => {
        if (res.headersSent) return;
        try {
          write(res, answer);
        } catch (error) {
          logger.error('The ack could not be written', error);
          res.destroy();
        }
      });
      logger.debug('ack() response queued');
    },
  };
}
