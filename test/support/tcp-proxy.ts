/**
 * A loopback TCP proxy to a real server (here Redis), which a test can cut and restore: the
 * app behind it sees its server go away and come back, while other users of that server are
 * left alone. It can also pause: what the app sends is held, connections open, and delivered
 * when it resumes (a network that stalls, then recovers).
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): void;
  restore(): void;
  /** Holds what clients send (their connections stay open) until `resume`. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const clients = new Set<Socket>();
  let open = true;
  let paused = false;
  const server: Server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ port: targetPort, host: targetHost });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    clients.add(client);
    client.on('close', () => clients.delete(client));
    if (paused) client.pause();
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const cut = () => {
    open = false;
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: address.port,
    cut,
    restore: () => {
      open = true;
    },
    pause: () => {
      paused = true;
      for (const client of clients) client.pause();
    },
    resume: () => {
      paused = false;
      for (const client of clients) client.resume();
    },
    close: () => {
      cut();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
