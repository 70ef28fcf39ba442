/**
 * In front of Bolt's HTTP receiver on the events path: every request is read (bounded) and
 * its timestamp checked in both directions (Bolt's own check refused only old ones): more than
 * five minutes away from now is a 401 and nothing is done. A correctly signed request whose body
 * or envelope is malformed (see requests/envelope.ts) never reaches Bolt, where it would hang
 * or fail with a 500: it is acked as far as it can be, or answered 400, and logged once.
 * The signature is checked here, once: a bad one is a 401, Slack's unsigned `ssl_check` is
 * answered as Bolt would, and the receiver (built here, with `signatureVerification: false`,
 * so that it never runs without the guard) does not check it again. Everything else goes on
 * to Bolt unchanged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseForm } from 'node:querystring';
import {
  type BufferedIncomingMessage,
  defaultBodyLimit,
  HTTPModuleFunctions,
  HTTPReceiver,
  type HTTPReceiverOptions,
  isValidSlackRequest,
} from '@slack/bolt';
import type { Language } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import { buildErrorMessage } from '../blocks/notices.js';
import { checkEnvelope, type EnvelopeAck } from '../requests/envelope.js';

/** How far a request's timestamp may be from now, either way (Slack's replay window). */
const maxClockSkewS = 5 * 60;

interface RequestGuardOptions {
  eventsPath: string;
  signingSecret: string;
  logger: Logger;
  /** The language of a notice acked to a malformed slash command (its user is unknown). */
  language: Language;
  now?: () => number;
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Slack's `ssl_check=1` probe, which it sends unsigned (a form body, nothing else read from it). */
const sslCheck = (req: IncomingMessage, rawBody: Buffer): boolean =>
  header(req, 'content-type') === 'application/x-www-form-urlencoded' &&
  parseForm(rawBody.toString()).ssl_check === '1';

function answer(res: ServerResponse, ack: EnvelopeAck, language: Language): void {
  if (ack === 'bad-request') {
    HTTPModuleFunctions.buildNoBodyResponse(res, 400);
    return;
  }
  const body =
    ack === 'no-options'
      ? { options: [] }
      : ack === 'notice'
        ? { response_type: 'ephemeral', ...buildErrorMessage(language) }
        : '';
  HTTPModuleFunctions.buildContentResponse(res, body);
}

/** True when the request may go on to Bolt; otherwise it has been answered here. */
async function screen(
  req: IncomingMessage,
  res: ServerResponse,
  options: RequestGuardOptions,
): Promise<boolean> {
  const { logger } = options;
  let buffered: BufferedIncomingMessage;
  try {
    buffered = await HTTPModuleFunctions.bufferIncomingMessage(req, defaultBodyLimit);
  } catch (error) {
    const tooLarge = HTTPModuleFunctions.isRawBodyError(error) && error.statusCode === 413;
    logger.warn(
      { err: error },
      tooLarge ? 'A Slack request was too large' : 'A Slack request could not be read',
    );
    HTTPModuleFunctions.buildNoBodyResponse(res, tooLarge ? 413 : 400);
    return false;
  }
  const timestamp = Number(header(req, 'x-slack-request-timestamp'));
  const nowS = Math.floor((options.now ?? Date.now)() / 1000);
  if (Number.isFinite(timestamp) && Math.abs(nowS - timestamp) > maxClockSkewS) {
    logger.warn(
      { skewS: timestamp - nowS },
      'A Slack request was timestamped more than 5 minutes from now; refused',
    );
    HTTPModuleFunctions.buildNoBodyResponse(res, 401);
    return false;
  }
  const signed = isValidSlackRequest({
    signingSecret: options.signingSecret,
    body: buffered.rawBody.toString(),
    headers: {
      'x-slack-signature': header(req, 'x-slack-signature') ?? '',
      'x-slack-request-timestamp': timestamp,
    },
  });
  if (!signed) {
    if (sslCheck(req, buffered.rawBody)) {
      HTTPModuleFunctions.buildSSLCheckResponse(res);
      return false;
    }
    logger.warn('A Slack request was not signed with the signing secret; refused');
    HTTPModuleFunctions.buildNoBodyResponse(res, 401);
    return false;
  }
  let body: unknown;
  try {
    body = HTTPModuleFunctions.parseHTTPRequestBody(buffered);
  } catch {
    return true;
  }
  const checked = checkEnvelope(body);
  if (checked.ok) return true;
  logger.warn(
    { kind: checked.kind, problem: checked.problem },
    'A signed Slack request was malformed; answered without running a listener',
  );
  answer(res, checked.ack, options.language);
  return false;
}

/**
 * Bolt's HTTP receiver with the guard in front of its request listener. Bolt does not check
 * signatures itself: the guard has checked every request it passes on to the events path.
 */
export function guardedHttpReceiver(
  receiverOptions: Omit<HTTPReceiverOptions, 'signatureVerification'>,
  options: RequestGuardOptions,
): HTTPReceiver {
  const receiver = new HTTPReceiver({ ...receiverOptions, signatureVerification: false });
  const bolt = receiver.requestListener;
  receiver.requestListener = (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Upper-cased as Bolt routes it: whatever Bolt takes as an event is screened here first.
    if (req.method?.toUpperCase() !== 'POST' || path !== options.eventsPath) return bolt(req, res);
    screen(req, res, options).then(
      (pass) => {
        if (pass) bolt(req, res);
      },
      (error: unknown) => {
        options.logger.warn({ err: error }, 'A Slack request could not be screened');
        if (!res.headersSent) HTTPModuleFunctions.buildNoBodyResponse(res, 400);
      },
    );
  };
  return receiver;
}
