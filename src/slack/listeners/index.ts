/**
 * Every listener, by kind: each kind's `index.ts` only maps Slack ids to callbacks, one
 * callback per file (as in Slack's Bolt starter template). `dispatch` picks the kind from the
 * request's body and runs as the app's last middleware (app.ts) instead of one Bolt listener
 * per kind: Bolt runs the matching middleware of every registered listener for every request,
 * and those chains cost a warm slash command more CPU than its lookup (bench/state.bench.ts).
 * A kind the app does not handle (a closed modal, a global shortcut) is acked at once.
 */
import type { AllMiddlewareArgs, AnyMiddlewareArgs } from '@slack/bolt';
import { requestKind } from '../requests/envelope.js';
import type { ListenerDeps } from '../runtime/deps.js';
import * as actions from './actions/index.js';
import * as commands from './commands/index.js';
import * as events from './events/index.js';
import * as options from './options/index.js';
import * as shortcuts from './shortcuts/index.js';
import * as views from './views/index.js';

type Args = AnyMiddlewareArgs & AllMiddlewareArgs;
type Dispatch = (args: Args) => Promise<void>;

export function dispatcher(deps: ListenerDeps): Dispatch {
  // Each kind's listener takes the arguments Bolt builds for that kind.
  const byKind = new Map<string, Dispatch>([
    ['slash_command', commands.listener(deps) as Dispatch],
    ['block_actions', actions.listener(deps) as Dispatch],
    ['block_suggestion', options.listener(deps) as Dispatch],
    ['message_action', shortcuts.listener(deps) as Dispatch],
    ['view_submission', views.listener(deps) as Dispatch],
    ['event_callback', events.listener(deps) as Dispatch],
  ]);
  return async (args) => {
    const listener = byKind.get(requestKind(args.body));
    if (listener) return listener(args);
    // Events are acked by Bolt before any middleware; every other kind brings its ack.
    const { ack } = args as { ack?: () => Promise<void> };
    await ack?.();
  };
}
