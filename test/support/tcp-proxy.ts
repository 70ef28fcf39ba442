/**
 * A loopback TCP proxy to a real server (here Redis), which a test can cut and restore: the
 * app behind it sees its server go away and come back, while other users of that server are
 * left alone.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let open = true;
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
    close: () => {
      cut();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
