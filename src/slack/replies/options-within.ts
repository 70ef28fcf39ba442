/**
 * Type-ahead options loaded before the request's deadline: options loads have no second
 * chance, so a failure or a slow catalogue gives no options (and a log line), never no answer.
 */
import type { types } from '@slack/bolt';
import { type Deadline, settledValue } from '../../shared/deadline.js';
import { ackBudgetMs } from '../runtime/budgets.js';
import type { ListenerDeps } from '../runtime/deps.js';

export async function optionsWithin(
  deps: Pick<ListenerDeps, 'logger'>,
  what: string,
  deadline: Deadline,
  load: () => Promise<types.PlainTextOption[]>,
): Promise<types.PlainTextOption[]> {
  const loading = load().catch((error: unknown) => {
    deps.logger.warn({ err: error }, `Loading ${what} options failed`);
    return [];
  });
  const loaded = await deadline.settle(loading);
  if (loaded.kind === 'timeout')
    deps.logger.warn(`Loading ${what} options took over ${ackBudgetMs} ms; answered none`);
  return settledValue(loaded) ?? [];
}
