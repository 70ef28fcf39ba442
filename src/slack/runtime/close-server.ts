/**
 * Closing an HTTP server within a bound. `server.close()` stops taking connections and closes
 * the idle ones, then waits for every open one to end, for as long as that takes: a client that
 * declared `Content-Length: 1000` and sent 10 bytes would hold a stop for minutes. Here the wait
 * ends at the stop's deadline, and the connections still open then are closed
 * (`closeAllConnections`), their requests cut.
 */
import type { Server } from 'node:http';
import type { Deadline } from '../../shared/deadline.js';

/**
 * Waits for `closing` (the server's close, already started) until `deadline`, then closes the
 * connections still open and waits for the close to end; true when connections had to be cut.
 */
export async function closeWithin(
  server: Server,
  closing: Promise<unknown>,
  deadline: Deadline,
): Promise<boolean> {
  if ((await deadline.settle(closing)).kind !== 'timeout') return false;
  server.closeAllConnections();
  await closing;
  return true;
}

/** `server.close()` as a promise that resolves once every connection ended (never rejects). */
export const closing = (server: Server): Promise<void> =>
  new Promise((resolve) => server.close(() => resolve()));
