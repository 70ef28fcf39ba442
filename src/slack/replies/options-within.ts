/**
 * Type-ahead options loaded before the request's deadline: options loads have no second
 * chance, so a failure or a slow catalogue gives no options (and a log line), never no answer.
 */
import type { types } from '@slack/bolt';
import type { Logger } from '../../log/logger.js';
import { type Deadline, settledValue } from '../../shared/deadline.js';

export async function optionsWithin(
  logger: Logger,
  what: string,
  deadline: Deadline,
  load: () => Promise<types.PlainTextOption[]>,
): Promise<types.PlainTextOption[]> {
  const loading = load().catch((error: unknown) => {
    logger.warn({ err: error }, `Loading ${what} options failed`);
    return [];
  });
  const loaded = await deadline.settle(loading);
  if (loaded.kind === 'timeout') logger.warn(`Loading ${what} options took too long; answered none`);
  return settledValue(loaded) ?? [];
}
