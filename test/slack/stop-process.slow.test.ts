/**
 * A bounded stop over a real process (the app as `npm start` runs it), issue 28 point 5: a
 * client that declared `Content-Length: 1000` and sent 10 bytes does not hold a SIGTERM: the app
 * drains for at most 9 s, then closes the connections still open and exits: the slow client's
 * connection is closed by the app (it never sends the rest), as the log says the drain ran out.
 * Slow: a real process and a 9 s wait.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, buildApp, startApp } from '../support/app-process.js';
import { processEnv } from '../support/app-requests.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';
import { type SlackStandIn, startSlackStandIn } from '../support/slack-api.js';

let main: string;
let dir: string;
let standIn: SlackStandIn;
let sample: SampleServer;
const apps: AppProcess[] = [];

beforeAll(async () => {
  main = await buildApp();
  dir = await mkdtemp(join(tmpdir(), 'cf-stop-'));
  standIn = await startSlackStandIn();
  sample = await startSampleServer({ host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop('SIGKILL')));
  await standIn?.close();
  await sample?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * A request to /slack/events whose body never comes whole: resolves once the app has read its
 * head (it answered `100 Continue`) and holds the 10 bytes sent of 1000.
 */
async function slowRequest(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const continued = new Promise<void>((resolve) =>
    socket.once('data', (chunk) => {
      if (chunk.toString().startsWith('HTTP/1.1 100')) resolve();
    }),
  );
  socket.write(
    'POST /slack/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\nExpect: 100-continue\r\n\r\n',
  );
  await continued;
  socket.write('{"token":"');
  return { socket, closed };
}

describe('a stop with a slow client open', () => {
  it('closes the slow connection once the drain runs out and exits', async () => {
    const app = await startApp(main, processEnv(standIn, sample, { DATA_DIR: join(dir, 'data') }), dir);
    apps.push(app);
    const { socket, closed } = await slowRequest(Number(new URL(app.baseUrl).port));
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    await closed;
    expect(socket.destroyed).toBe(true);
    expect(
      app.lines.some((line) => line.includes('Closed connections still open when the stop ran out of time')),
    ).toBe(true);
  }, 60_000);
});
