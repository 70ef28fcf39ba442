/**
 * Slack over HTTP: Bolt's own `HTTPReceiver` on `POST /slack/events`, our other routes (`/healthz`,
 * `/metrics`, `POST /mcp`) as custom routes. One guard of our own (`refuseNullBodies`): Bolt reads
 * `ssl_check` of a signed JSON `null` body outside any try and would leave it unanswered, so such a
 * body gets 401 or 400 first. What Bolt checks and answers: docs/operations.md.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse as parseForm } from 'node:querystring';
import {
  type Logger as BoltLogger,
  type BufferedIncomingMessage,
  type CustomRoute,
  HTTPModuleFunctions,
  HTTPReceiver,
  isValidSlackRequest,
} from '@slack/bolt';
import type { Logger } from '../../log/logger.js';
import { type HealthState, healthRoutes } from './health.js';

export const eventsPath = '/slack/events';
/** Slack's requests are small; a list pasted in a message is at most 40,000 characters. */
export const slackBodyLimit = 1024 * 1024;

interface ReceiverOptions {
  signingSecret: string;
  logger: Logger;
  boltLogger: BoltLogger;
  health: HealthState;
  /** More custom routes (`POST /mcp`, src/slack/mcp/endpoint.ts), which verify their own requests. */
  routes?: CustomRoute[];
}

/** JSON `null`, with any white space around it. */
const nullJson = /^\s*null\s*$/;
/** A form that may carry a `payload` of `null` (white space encoded or not), to be read to be sure. */
const formNull = /(?:^|&)payload=(?:\+|%20|%09|%0a|%0d|\s)*(?:n|%6e)/i;

/** A body that parses to `null`: JSON `null`, or a form whose `payload` is `null`. */
function parsesToNull(req: BufferedIncomingMessage): boolean {
  const text = req.rawBody.toString();
  // Most bodies are told apart by their first characters (`{`, `command=`, `payload=%7B`):
  // only one that could be `null` is read whole.
  if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') return nullJson.test(text);
  return formNull.test(text) && parseForm(text).payload?.toString().trim() === 'null';
}

const header = (req: IncomingMessage, name: string): string => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : '';
};

/** Whether the request carries the signature of `signingSecret` (Bolt's check; POST /mcp's too). */
export const signedBySlack = (req: BufferedIncomingMessage, signingSecret: string): boolean =>
  isValidSlackRequest({
    signingSecret,
    body: req.rawBody.toString(),
    headers: {
      'x-slack-signature': header(req, 'x-slack-signature'),
      'x-slack-request-timestamp': Number(header(req, 'x-slack-request-timestamp')),
    },
  });

function refuseNullBodies(bolt: RequestListener, signingSecret: string, logger: Logger): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !req.url?.startsWith(eventsPath)) {
      bolt(req, res);
      return;
    }
    HTTPModuleFunctions.bufferIncomingMessage(req, slackBodyLimit).then(
      (read) => {
        if (!parsesToNull(read)) return bolt(read, res);
        const status = signedBySlack(read, signingSecret) ? 400 : 401;
        logger.warn({ status }, 'A Slack request was malformed (its body is null); refused');
        HTTPModuleFunctions.buildNoBodyResponse(res, status);
      },
      (error: unknown) => {
        const tooLarge = HTTPModuleFunctions.isRawBodyError(error) && error.statusCode === 413;
        logger.warn(
          tooLarge ? 'A Slack request was too large; refused' : 'A Slack request could not be read',
        );
        HTTPModuleFunctions.buildNoBodyResponse(res, tooLarge ? 413 : 400);
      },
    );
  };
}

export function createHttpReceiver(options: ReceiverOptions): HTTPReceiver {
  const { logger } = options;
  const receiver = new HTTPReceiver({
    signingSecret: options.signingSecret,
    endpoints: eventsPath,
    logger: options.boltLogger,
    customRoutes: [...healthRoutes(options.health), ...(options.routes ?? [])],
    bodyLimit: slackBodyLimit,
    // A request Bolt could not route (any other path, or a target that is not a URL): 404.
    dispatchErrorHandler: ({ response }) => {
      if (!response.headersSent) HTTPModuleFunctions.buildNoBodyResponse(response, 404);
    },
    // Bolt failed before any listener acked: a signed but malformed request. Its name only: a
    // message may quote the body, which may carry Slack's verification token.
    processEventErrorHandler: async ({ error, response }) => {
      logger.warn({ error: error.name }, 'A signed Slack request could not be processed; answered 400');
      if (!response.headersSent) HTTPModuleFunctions.buildNoBodyResponse(response, 400);
      return true;
    },
  });
  receiver.requestListener = refuseNullBodies(receiver.requestListener, options.signingSecret, logger);
  return receiver;
}
