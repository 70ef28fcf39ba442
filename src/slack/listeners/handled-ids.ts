/**
 * The one catch-all: a slash command, a click, an options load, a modal submission or close, a
 * shortcut or a Workflow step this app does not handle (a button of an old message, a newer
 * version's modal, another app's command routed here) is acked at once and nothing is done.
 * Bolt would leave it unanswered until its 3-second timeout (a 404, and an error shown to the
 * user). Each kind's `index.ts` registers its ids through `HandledIds`; `acknowledgeUnhandled` is a
 * global middleware that answers what none of them matches before any listener is tried. One
 * middleware rather than a catch-all listener per kind: every registered listener's matchers run
 * on every request.
 */
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';

type Id = string | RegExp;
type Kind = 'command' | 'action' | 'options' | 'view' | 'shortcut' | 'function';

const matches = (ids: readonly Id[], id: string): boolean =>
  ids.some((handled) => (typeof handled === 'string' ? handled === id : handled.test(id)));

export class HandledIds {
  private readonly handled: Record<Kind, Id[]> = {
    command: [],
    action: [],
    options: [],
    view: [],
    shortcut: [],
    function: [],
  };

  /** Notes an id (or a family of ids) of `kind` as handled, and gives it back for the registration. */
  add<I extends Id>(kind: Kind, id: I): I {
    this.handled[kind].push(id);
    return id;
  }

  /** Whether a listener handles the request (true for kinds without ids to check: events). */
  handles(args: AnyMiddlewareArgs): boolean {
    const { handled } = this;
    if ('command' in args) return matches(handled.command, args.command.command);
    if ('options' in args) return matches(handled.options, args.options.action_id);
    if ('shortcut' in args) return matches(handled.shortcut, args.shortcut.callback_id);
    if ('view' in args)
      return args.body.type === 'view_submission' && matches(handled.view, args.view.callback_id);
    if ('action' in args) return 'action_id' in args.action && matches(handled.action, args.action.action_id);
    if ('event' in args && args.event.type === 'function_executed')
      return matches(handled.function, args.event.function.callback_id);
    return true;
  }
}

/** Acks at once, doing nothing else, a request no listener handles; lets every other one on. */
export function acknowledgeUnhandled(ids: HandledIds): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    if (ids.handles(args)) {
      await args.next();
      return;
    }
    if ('options' in args) await args.ack({ options: [] });
    else if ('ack' in args && args.ack) await args.ack();
  };
}
