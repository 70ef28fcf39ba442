/**
 * A server closed within a bound (src/slack/runtime/close-server.ts), over a real HTTP server on
 * loopback: with nothing open it closes at once, nothing cut; a request whose body never comes
 * whole holds the close only until the deadline, then its connection is closed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Deadline } from '../../../src/shared/deadline.js';
import { closeWithin, closing } from '../../../src/slack/runtime/close-server.js';

/** A server that reads each request's body whole before it answers. */
async function listening(): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('closeWithin', () => {
  it('closes a server with no request open at once, cutting nothing', async () => {
    const server = await listening();
    expect(await closeWithin(server, closing(server), new Deadline(10_000))).toBe(false);
    expect(server.listening).toBe(false);
  });

  it('closes the connection of a request whose body never comes whole once the deadline passes', async () => {
    const server = await listening();
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.on('error', () => undefined);
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const headRead = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n');
    await headRead;
    socket.write('0123456789');
    expect(await closeWithin(server, closing(server), new Deadline(200))).toBe(true);
    await ended;
    expect(socket.destroyed).toBe(true);
    expect(server.listening).toBe(false);
  });
});
