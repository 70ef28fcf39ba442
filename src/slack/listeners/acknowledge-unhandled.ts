/**
 * The one catch-all: whatever this app does not handle (an old message's button, another app's
 * command) is acked at once, where Bolt would let it time out into an error shown to the user. Read
 * from the registration table (index.ts), so no listener can be left out; one global middleware
 * rather than a catch-all per kind, since every registered matcher runs on every request.
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
