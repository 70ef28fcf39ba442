/**
 * Closing an HTTP server within a bound: `server.close()` waits for every open connection as long
 * as it takes (a client that declares 1000 bytes and sends 10 holds it for minutes), so at the
 * stop's deadline the connections still open are closed (`closeAllConnections`).
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
