/**
 * Values the app put in a message (button values, block ids) come back from Slack and are checked
 * again, as anything a request carries, by a global middleware: a market must still be allowed,
 * else a click is answered plainly and an options load gets no options.
 */
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../log/logger.js';
import { decodeMenuBlockId, decodeUnitPick } from '../blocks/ids.js';
import { buildUnknownMarketMessage } from '../blocks/notices.js';
import type { AppContext } from '../services/context.js';

/** What a click or an options load carries back (anything else carries nothing). */
const carriedSchema = z.union([
  z.object({
    type: z.literal('block_actions'),
    actions: z.array(z.object({ value: z.string().optional(), block_id: z.string().optional() })),
  }),
  z.object({ type: z.literal('block_suggestion'), block_id: z.string().optional() }),
]);

/** The markets named in what a click or an options load carries back: unit picks and menu block ids. */
function carriedMarkets(body: unknown): string[] {
  const carried = carriedSchema.safeParse(body);
  if (!carried.success) return [];
  const carriers =
    carried.data.type === 'block_actions'
      ? carried.data.actions.map((action) => ({ value: action.value, blockId: action.block_id }))
      : [{ value: undefined, blockId: carried.data.block_id }];
  return carriers.flatMap(({ value, blockId }) =>
    [decodeUnitPick(value)?.scope, decodeMenuBlockId(blockId)?.scope].flatMap((scope) =>
      scope ? [scope.market] : [],
    ),
  );
}

/** Runs the request on unless a click or an options load carries a market the configuration does not allow (any more). */
export function allowedRoundTrips(
  config: Pick<AppConfig, 'markets'>,
  logger: Logger,
): Middleware<AnyMiddlewareArgs, AppContext> {
  return async (args) => {
    // Only clicks and options loads carry values back.
    const carries = 'action' in args || 'options' in args;
    const refused = carries
      ? carriedMarkets(args.body).find((market) => !config.markets.includes(market))
      : undefined;
    if (refused === undefined) {
      await args.next();
      return;
    }
    logger.warn({ market: refused }, 'A click or menu carried a market that is not allowed; refused');
    if ('options' in args) {
      await args.ack({ options: [] });
      return;
    }
    if (!('action' in args)) return;
    await args.ack();
    if (!args.respond) return;
    const user = await args.context.user();
    await args.respond({
      response_type: 'ephemeral',
      replace_original: false,
      ...buildUnknownMarketMessage(user.language, refused, config.markets),
    });
  };
}
