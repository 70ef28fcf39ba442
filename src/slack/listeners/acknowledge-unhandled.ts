/**
 * The one catch-all: a slash command, a click, an options load, a modal submission or close, a
 * shortcut or a Workflow step this app does not handle (a button of an old message, a newer
 * version's modal, another app's command routed here) is acked at once and nothing is done.
 * Bolt would leave it unanswered until its 3-second timeout (a 404, and an error shown to the
 * user). What is handled is read from the registration table (index.ts), the same rows that
 * register the listeners, so no listener can be left out of it. One global middleware, run before
 * any listener is tried, rather than a catch-all listener per kind: every registered listener's
 * matchers run on every request.
 */
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import type { ListenerKind, Registration } from './registration.js';

/** Whether a row of `kind` handles `id`. */
type Handled = (kind: ListenerKind, id: string) => boolean;

function handledBy(table: readonly Registration[]): Handled {
  const ids = new Map<ListenerKind, Registration['id'][]>();
  for (const row of table) ids.set(row.kind, [...(ids.get(row.kind) ?? []), row.id]);
  return (kind, id) =>
    (ids.get(kind) ?? []).some((handled) =>
      typeof handled === 'string' ? handled === id : handled.test(id),
    );
}

/** Whether a row handles the request (true for kinds without ids to check: events). */
function handles(handled: Handled, args: AnyMiddlewareArgs): boolean {
  if ('command' in args) return handled('command', args.command.command);
  if ('options' in args) return handled('options', args.options.action_id);
  if ('shortcut' in args) return handled('shortcut', args.shortcut.callback_id);
  if ('view' in args) return args.body.type === 'view_submission' && handled('view', args.view.callback_id);
  if ('action' in args) return 'action_id' in args.action && handled('action', args.action.action_id);
  if ('event' in args && args.event.type === 'function_executed')
    return handled('function', args.event.function.callback_id);
  return true;
}

/** Acks at once, doing nothing else, a request no row of `table` handles; lets every other one on. */
export function acknowledgeUnhandled(table: readonly Registration[]): Middleware<AnyMiddlewareArgs> {
  const handled = handledBy(table);
  return async (args) => {
    if (handles(handled, args)) {
      await args.next();
      return;
    }
    if ('options' in args) await args.ack({ options: [] });
    else if ('ack' in args && args.ack) await args.ack();
  };
}
