/**
 * Slack gives every request 3 s for its answer (the ack, or a modal opened with its
 * trigger_id). A request takes its deadline on arrival and every wait on its path is bounded
 * by what remains of it, so waits cannot add up past Slack's window.
 */
import { settleWithin } from './settle.js';

/** The ack of a request that has a second chance (a "looking that up" ack, then the answer). */
export const replyBudgetMs = 2000;
/** The ack of a request with no second chance (a modal submission, opening a modal): the margin is smaller. */
export const ackBudgetMs = 2500;
/** Of a request's budget, finding out who asks (settings, Slack locale) takes at most this much. */
export const scopeBudgetMs = 1000;

export class Deadline {
  private readonly end: number;

  constructor(
    budgetMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.end = now() + budgetMs;
  }

  /** Milliseconds left, never negative. */
  remaining(): number {
    return Math.max(0, this.end - this.now());
  }

  /** A deadline inside this one: `ms` from now, or this one's end when that comes first. */
  within(ms: number): Deadline {
    return new Deadline(Math.min(ms, this.remaining()), this.now);
  }

  /** The value of `work` if it settles before the deadline (and within `capMs`), else undefined. */
  settle<T>(work: Promise<T>, capMs = Number.POSITIVE_INFINITY): Promise<{ value: T } | undefined> {
    return settleWithin(work, Math.min(capMs, this.remaining()));
  }
}
