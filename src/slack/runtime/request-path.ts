/**
 * The path of an HTTP request: the usual `/path?query` cut at the query, an absolute URL (sent
 * through a proxy) parsed, and undefined for one that does not parse, never a throw (a throw in a
 * request listener would stop the process).
 */
import type { IncomingMessage } from 'node:http';

export function requestPath(req: IncomingMessage): string | undefined {
  const url = req.url ?? '/';
  if (url.startsWith('/')) {
    const query = url.indexOf('?');
    return query === -1 ? url : url.slice(0, query);
  }
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}
