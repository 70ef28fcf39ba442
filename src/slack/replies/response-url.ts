/** Messages sent through a response_url after the ack: private to the user, the original left alone. */
import type { Logger } from '../../log/logger.js';
import type { SlackMessage } from '../blocks/message.js';

/** Slack answers a response_url at once; a hung one must not hold a request open. */
const responseUrlTimeoutMs = 10_000;

/** Posts `reply` as an ephemeral message; never rejects: a refusal or failure is logged, naming `what`. */
export async function postEphemeral(
  url: string,
  reply: SlackMessage,
  logger: Logger,
  what: string,
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ response_type: 'ephemeral', replace_original: false, ...reply }),
      signal: AbortSignal.timeout(responseUrlTimeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) logger.warn({ status: response.status }, `Slack refused ${what}`);
  } catch (error) {
    logger.warn({ err: error }, `Could not send ${what}`);
  }
}
