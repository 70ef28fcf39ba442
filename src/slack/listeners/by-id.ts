/**
 * A kind's callback picked by id (an action id, a view's callback id, an event type, a
 * command name): each kind's `index.ts` maps its ids here, and listeners/index.ts runs the
 * kind's picker for each request (one middleware instead of a Bolt listener per id, whose
 * matching chains Bolt runs on every request). A request whose id no callback knows goes to
 * `unknown`, which answers it at once (Bolt would leave it unanswered until its 3-second timeout).
 */

type Listener<Args> = (args: Args) => Promise<void>;

/** A callback written for the payload its own id brings (a narrower payload than the kind's). */
type AnyListener = Listener<never>;

export interface Routes {
  /** Callbacks by exact id. */
  exact: Record<string, AnyListener>;
  /** Tried in order when no exact id matches. */
  patterns?: readonly (readonly [RegExp, AnyListener])[];
}

export function byId<Args>(
  routes: Routes,
  idOf: (args: Args) => string | undefined,
  unknown: Listener<Args>,
): Listener<Args> {
  const exact = new Map(Object.entries(routes.exact));
  const patterns = routes.patterns ?? [];
  return (args) => {
    const id = idOf(args) ?? '';
    const listener = exact.get(id) ?? patterns.find(([pattern]) => pattern.test(id))?.[1];
    // The id decides the payload's shape, as Bolt's own constraints do for one listener per id.
    return ((listener as Listener<Args> | undefined) ?? unknown)(args);
  };
}
