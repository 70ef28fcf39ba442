/**
 * One row of the registration table (index.ts): a listener, the kind and id Bolt routes it by, and
 * the bot events manifest.yml must subscribe to for it. Only this file and the table call Bolt's
 * `app.command/action/…`, so the catch-all derived from the rows can never swallow a listener.
 */
import type {
  App,
  Middleware,
  OptionsSource,
  SlackAction,
  SlackActionMiddlewareArgs,
  SlackCommandMiddlewareArgs,
  SlackEventMiddlewareArgs,
  SlackOptionsMiddlewareArgs,
  SlackShortcut,
  SlackShortcutMiddlewareArgs,
  SlackViewAction,
  SlackViewMiddlewareArgs,
} from '@slack/bolt';
import { type AppContext, withAppContext } from '../services/context.js';

export type ListenerKind = 'command' | 'action' | 'options' | 'view' | 'shortcut' | 'event' | 'function';

export interface Registration {
  readonly kind: ListenerKind;
  /** What Bolt routes on: the command, action id (or family), callback id or event type. */
  readonly id: string | RegExp;
  /** What Bolt is given: the callback. */
  readonly listener: object;
  /** The bot events manifest.yml subscribes to for it (none for interactivity and commands). */
  readonly events: readonly string[];
  /** Hands the listener to Bolt's method for its kind. */
  readonly register: (app: App<AppContext>) => void;
}

type Listener<Args> = Middleware<Args, AppContext>;

export const command = (id: string, listener: Listener<SlackCommandMiddlewareArgs>): Registration => ({
  kind: 'command',
  id,
  listener,
  events: [],
  register: (app) => app.command(id, listener),
});

export const action = <A extends SlackAction>(
  id: string | RegExp,
  listener: Listener<SlackActionMiddlewareArgs<A>>,
): Registration => ({
  kind: 'action',
  id,
  listener,
  events: [],
  register: (app) => app.action<A>(id, listener),
});

export const options = <S extends OptionsSource>(
  id: string | RegExp,
  listener: Listener<SlackOptionsMiddlewareArgs<S>>,
): Registration => ({
  kind: 'options',
  id,
  listener,
  events: [],
  register: (app) => app.options<S>(id, listener),
});

export const view = <V extends SlackViewAction>(
  id: string,
  listener: Listener<SlackViewMiddlewareArgs<V>>,
): Registration => ({ kind: 'view', id, listener, events: [], register: (app) => app.view<V>(id, listener) });

export const shortcut = <S extends SlackShortcut>(
  id: string,
  listener: Listener<SlackShortcutMiddlewareArgs<S>>,
): Registration => ({
  kind: 'shortcut',
  id,
  listener,
  events: [],
  register: (app) => app.shortcut<S>(id, listener),
});

/** An Events API listener; `events` when the subscription is narrower than the type (`message.im`). */
export const event = <E extends string>(
  type: E,
  listener: Listener<SlackEventMiddlewareArgs<E>>,
  events: readonly string[] = [type],
): Registration => ({
  kind: 'event',
  id: type,
  listener,
  events,
  register: (app) => app.event(type, listener),
});

/** A Workflow Builder step: Bolt types its `context` without the app's (services/context.ts). */
export function step(
  id: string,
  listener: Listener<SlackEventMiddlewareArgs<'function_executed'>>,
): Registration {
  const typed = withAppContext(listener);
  return {
    kind: 'function',
    id,
    listener: typed,
    events: ['function_executed'],
    register: (app) => app.function(id, typed),
  };
}
