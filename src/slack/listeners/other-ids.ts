/**
 * The one catch-all of each kind of request that must be acked: a click on a button of an old
 * message, a newer version's modal, an options load or a shortcut whose id no listener of this
 * app handles. Bolt would leave it unanswered until its 3-second timeout (a 404, and an error
 * shown to the user). Each kind's `index.ts` registers its ids through `HandledIds.add`, then one
 * listener for `others()` that acks at once and does nothing: an id is never both handled and
 * caught (that would ack it twice).
 */

const escaped = (id: string): string => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class HandledIds {
  private readonly handled: (string | RegExp)[] = [];

  /** Notes an id (or a family of ids) as handled, and gives it back for the registration. */
  add<Id extends string | RegExp>(id: Id): Id {
    this.handled.push(id);
    return id;
  }

  /** A pattern that matches every id but those handled. */
  others(): RegExp {
    const each = this.handled.map((id) => (typeof id === 'string' ? `${escaped(id)}$` : `(?:${id.source})`));
    return new RegExp(`^(?!(?:${each.join('|')}))`);
  }
}
