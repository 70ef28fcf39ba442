/**
 * Messages sent through a response URL after the ack, with @slack/webhook's `IncomingWebhook`,
 * never tried twice (a response URL takes five messages at most); and the check a response URL that
 * came back in a modal's private_metadata must pass before anything is sent to it. Not a Web API
 * call: it does not go to SLACK_API_URL.
 */
import { IncomingWebhook, IncomingWebhookHTTPError } from '@slack/webhook';
import type { Logger } from '../../log/logger.js';
import type { SlackMessage } from '../blocks/message.js';

/** Slack answers a response_url at once; a hung one must not hold a request open. */
const responseUrlTimeoutMs = 10_000;

/** Slack's own domains (response URLs are `https://hooks.slack.com/…`; GovSlack's on slack-gov.com). */
const slackDomains = ['slack.com', 'slack-gov.com'];

/** The URL when it is one Slack could have given: https on Slack's domains, or SLACK_API_URL's host. */
export function slackResponseUrl(url: string, apiUrl: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const api = new URL(apiUrl);
  if (parsed.protocol === api.protocol && parsed.host === api.host) return url;
  const onSlack = slackDomains.some(
    (domain) => parsed.hostname === domain || parsed.hostname.endsWith(`.${domain}`),
  );
  return onSlack && parsed.protocol === 'https:' && parsed.port === '' ? url : undefined;
}

/** Slack answered a response_url message with another status than 2xx (an expired URL: 404). */
export class ResponseUrlRefused extends Error {
  constructor(readonly status: number) {
    super(`Slack refused a response_url message (HTTP ${status})`);
    this.name = 'ResponseUrlRefused';
  }
}

/** Sends `reply` as an ephemeral message, or in place of the last one (`replace`); rejects when Slack refuses it. */
export async function sendEphemeral(url: string, reply: SlackMessage, replace: boolean): Promise<void> {
  // Where the message goes, besides what a webhook takes.
  const placed = { response_type: 'ephemeral', replace_original: replace, ...reply };
  try {
    await new IncomingWebhook(url, { timeout: responseUrlTimeoutMs }).send(placed);
  } catch (error) {
    if (error instanceof IncomingWebhookHTTPError) throw new ResponseUrlRefused(error.statusCode);
    throw error;
  }
}

/** Posts `reply` as a new ephemeral message; never rejects: a refusal or failure is logged, naming `what`. */
export async function postEphemeral(
  url: string,
  reply: SlackMessage,
  logger: Logger,
  what: string,
): Promise<void> {
  await sendEphemeral(url, reply, false).catch((error: unknown) => {
    if (error instanceof ResponseUrlRefused) logger.warn({ status: error.status }, `Slack refused ${what}`);
    else logger.warn({ err: error }, `Could not send ${what}`);
  });
}
