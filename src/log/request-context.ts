/**
 * One id per Slack request, carried by every log line written while handling it (pino's
 * mixin reads it from here), so that one request's lines can be found together.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const current = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as one request with a fresh id. */
export const withRequestId = <T>(work: () => T): T => current.run({ requestId: randomUUID() }, work);

/**
 * `{ requestId }` inside a request, else nothing: merged into every log line. A new object each
 * time: pino merges each line's fields into what the mixin returns, so handing it the stored
 * object would carry one line's fields into every later line of the request.
 */
export const requestFields = (): { requestId?: string } => {
  const store = current.getStore();
  return store ? { requestId: store.requestId } : {};
};
