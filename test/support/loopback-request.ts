/**
 * Whether the event loop lets a request in while work goes on: a server on loopback answering
 * `ok`, listening for the suite's tests (call inside a test file), and a request to it whose
 * answer is seen only if the work yields.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface LoopbackRequest {
  /** True once the server's `ok` has been read. */
  answered(): boolean;
  /** Settles when the request has ended. */
  settled: Promise<void>;
}

/** Starts the server for the file's tests; each call of what it gives sends one request. */
export function loopbackRequests(): () => LoopbackRequest {
  const server = createServer((_, res) => res.end('ok'));
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return () => {
    let answered = false;
    const settled = fetch(url).then(async (response) => {
      answered = (await response.text()) === 'ok';
    });
    return { answered: () => answered, settled };
  };
}
