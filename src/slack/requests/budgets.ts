/**
 * Slack gives every request 3 s for its answer (the ack, or a modal opened with its
 * trigger_id): a request takes its deadline (src/shared/deadline.ts) on arrival with one of
 * these budgets, and every wait on its path is bounded by what remains.
 */

/** The ack of a request that has a second chance (a "looking that up" ack, then the answer). */
export const replyBudgetMs = 2000;
/** The ack of a request with no second chance (a modal submission, opening a modal): the margin is smaller. */
export const ackBudgetMs = 2500;
/** Of a request's budget, finding out who asks (settings, Slack locale) takes at most this much. */
export const scopeBudgetMs = 1000;
