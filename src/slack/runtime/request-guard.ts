/**
 * Every request to the events path is screened here before Bolt sees it (http-receiver.ts):
 * read once (bounded) and its timestamp checked in both directions (more than five minutes
 * away from now is a 401 and nothing is done); its signature checked once (a bad one is a 401;
 * Slack's unsigned `ssl_check` is answered as Bolt would); its body parsed once and its
 * envelope checked (requests/envelope.ts): a correctly signed request whose body or envelope is
 * malformed never reaches Bolt, where it would hang or fail with a 500: it is acked as far as
 * it can be, or answered 400, and logged once. Slack's URL verification is answered here too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseForm } from 'node:querystring';
import {
  type BufferedIncomingMessage,
  defaultBodyLimit,
  HTTPModuleFunctions,
  isValidSlackRequest,
} from '@slack/bolt';
import type { Language } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import { buildErrorMessage } from '../blocks/notices.js';
import { checkEnvelope, type EnvelopeAck } from '../requests/envelope.js';
import { sendBody } from './http-ack.js';

/** How far a request's timestamp may be from now, either way (Slack's replay window). */
const maxClockSkewS = 5 * 60;

export interface RequestGuardOptions {
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
  sendBody(res, body);
}

/** A signed, well-formed request body for Bolt; undefined when the request was answered here. */
export async function screenRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: RequestGuardOptions,
): Promise<Record<string, unknown> | undefined> {
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
    return undefined;
  }
  const timestamp = Number(header(req, 'x-slack-request-timestamp'));
  const nowS = Math.floor((options.now ?? Date.now)() / 1000);
  if (Number.isFinite(timestamp) && Math.abs(nowS - timestamp) > maxClockSkewS) {
    logger.warn(
      { skewS: timestamp - nowS },
      'A Slack request was timestamped more than 5 minutes from now; refused',
    );
    HTTPModuleFunctions.buildNoBodyResponse(res, 401);
    return undefined;
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
      return undefined;
    }
    logger.warn('A Slack request was not signed with the signing secret; refused');
    HTTPModuleFunctions.buildNoBodyResponse(res, 401);
    return undefined;
  }
  let body: Record<string, unknown>;
  try {
    body = HTTPModuleFunctions.parseHTTPRequestBody(buffered);
  } catch (error) {
    // Its name only: a parser's message quotes the body, which may carry Slack's verification token.
    logger.warn({ error: (error as Error).name }, 'A signed Slack request body could not be parsed');
    HTTPModuleFunctions.buildNoBodyResponse(res, 400);
    return undefined;
  }
  const checked = checkEnvelope(body);
  if (checked.ok) {
    if (body.ssl_check === '1') {
      HTTPModuleFunctions.buildSSLCheckResponse(res);
      return undefined;
    }
    if (body.type !== 'url_verification') return body;
    HTTPModuleFunctions.buildUrlVerificationResponse(res, body);
    return undefined;
  }
  logger.warn(
    { kind: checked.kind, problem: checked.problem },
    'A signed Slack request was malformed; answered without running a listener',
  );
  answer(res, checked.ack, options.language);
  return undefined;
}
