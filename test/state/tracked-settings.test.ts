/**
 * The Redis store's settings copies (src/state/redis/tracked-settings.ts) on the real Redis:
 * exact across instances and behind the app's back, dropped on a flush and while a connection
 * is lost or silent, and really saving the round trip (Redis's MONITOR feed is the witness).
 */
import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { Transform, Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { openRedisState } from '../../src/state/redis/redis-state.js';
import type { AppState } from '../../src/state/store.js';
import { cleanRedis, requireRedis, testRedisPrefix, testRedisUrl } from '../support/redis.js';
import { startTcpProxy } from '../support/tcp-proxy.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The DB index the flush test empties: no other test keeps anything there. */
const flushedDbUrl = 'redis://127.0.0.1:6379/15';
const prefix = testRedisPrefix('tracked-settings');
const settingsKey = (userId: string) => `${prefix}settings:${userId}`;
const opened: AppState[] = [];
const closers: (() => unknown)[] = [];
let raw: Redis;

beforeAll(async () => {
  await requireRedis();
  raw = new Redis(testRedisUrl);
});
afterEach(async () => {
  for (const state of opened.splice(0)) await state.close();
  for (const close of closers.splice(0)) await close();
});
afterAll(async () => {
  raw?.disconnect();
  await cleanRedis(prefix);
});

/** A logger whose lines the test reads (debug and up). */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const count = (message: string) => lines.filter((line) => line.includes(message)).length;
  return { logger: createLogger({ level: 'debug' }, destination), count };
}
const silent = createLogger({ level: 'silent' });

async function open(url = testRedisUrl, logger = silent, heartbeatMs?: number): Promise<AppState> {
  const state = await openRedisState(url, prefix, { logger, lookupLogDays: 90 }, { heartbeatMs });
  opened.push(state);
  return state;
}

/** Waits until `check` holds, failing after 10 s. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never ${what}`);
    await sleep(20);
  }
}

/** Another client changes `userId`'s market in Redis; waits until `state` reads the new one. */
async function changedElsewhere(
  state: AppState,
  userId: string,
  market: string,
  what: string,
): Promise<void> {
  await raw.set(settingsKey(userId), JSON.stringify({ market }));
  await until(async () => (await state.settings.get(userId)).market === market, what);
}

/**
 * The commands Redis runs on this file's keys, from its MONITOR feed, read off a plain socket
 * (ioredis's monitor mistakes a feed line that follows MONITOR's OK too closely for a reply).
 */
async function watchCommands() {
  const socket = createConnection({ port: 6379, host: '127.0.0.1' });
  closers.push(() => socket.destroy());
  const seen: string[][] = [];
  let monitoring = false;
  let partial = '';
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => {
    const lines = (partial + text).split('\r\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      monitoring ||= line === '+OK';
      // Each argument is quoted, `"` and `\` escaped (this file's keys and values hold nothing else to escape).
      const args = [...line.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, arg = '']) =>
        arg.replace(/\\(.)/g, '$1'),
      );
      if (args.some((arg) => arg.includes(prefix))) seen.push(args);
    }
  });
  socket.write('MONITOR\r\n');
  await until(() => monitoring, 'started monitoring');
  /** Those run since the last call, each one Redis ran before this call included. */
  return async (): Promise<string[][]> => {
    const mark = `${prefix}mark:${randomUUID()}`;
    await raw.get(mark);
    await until(() => seen.some((args) => args[1] === mark), 'saw the mark in the MONITOR feed');
    return seen.splice(0).filter((args) => args[1] !== mark);
  };
}

/** One direction of a proxied connection: passes chunks on, or keeps them while held. */
class Gate extends Transform {
  held = false;
  passed = 0;
  private kept: Buffer[] = [];
  override _transform(chunk: Buffer, _encoding: string, done: () => void) {
    if (this.held) this.kept.push(chunk);
    else this.pass(chunk);
    done();
  }
  release() {
    this.held = false;
    for (const chunk of this.kept.splice(0)) this.pass(chunk);
  }
  private pass(chunk: Buffer) {
    this.passed++;
    this.push(chunk);
  }
}

/**
 * A loopback proxy to Redis whose connections (numbered in the order they open) can each be
 * held one way or both: what is held stays in the proxy, and no connection closes. No Nagle
 * delay, as Redis itself.
 */
async function startGatedProxy() {
  const connections: { up: Gate; down: Gate }[] = [];
  const sockets: Socket[] = [];
  const server: Server = createServer((client) => {
    const upstream = createConnection({ port: 6379, host: '127.0.0.1' });
    const gates = { up: new Gate(), down: new Gate() };
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      socket.on('error', () => undefined);
      sockets.push(socket);
    }
    client.pipe(gates.up).pipe(upstream);
    upstream.pipe(gates.down).pipe(client);
    connections.push(gates);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => server.close(done));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const connection = (index: number) => {
    const gates = connections[index];
    if (!gates) throw new Error(`no connection ${index} through the proxy`);
    return gates;
  };
  return { port: address.port, connection };
}

describe('Redis settings copies', () => {
  it('apply a save through one instance on the other at once, even read right after the save', async () => {
    const [one, two] = [await open(), await open()];
    const onTwo: unknown[] = [];
    const onOne: unknown[] = [];
    for (let i = 0; i < 50; i++) {
      const userId = `U0AT0NCE${i}`;
      await two.settings.get(userId);
      await one.settings.save(userId, { market: 'FR' });
      onTwo.push(await two.settings.get(userId));
      await two.settings.save(userId, { market: 'ES' });
      onOne.push(await one.settings.get(userId));
    }
    expect(onTwo).toEqual(Array(50).fill({ market: 'FR' }));
    expect(onOne).toEqual(Array(50).fill({ market: 'ES' }));
  });

  it('see a settings key set or deleted behind the app’s back', async () => {
    const state = await open();
    await state.settings.save('U0BEHIND', { market: 'ES', locale: 'es' });
    expect(await state.settings.get('U0BEHIND')).toEqual({ market: 'ES', locale: 'es' });
    await raw.set(settingsKey('U0BEHIND'), JSON.stringify({ market: 'FR' }));
    expect(await state.settings.get('U0BEHIND')).toEqual({ market: 'FR' });
    await raw.del(settingsKey('U0BEHIND'));
    expect(await state.settings.get('U0BEHIND')).toEqual({});
    await raw.set(settingsKey('U0BEHIND'), JSON.stringify({ defaultType: 'CTLR_WIFI' }));
    expect(await state.settings.get('U0BEHIND')).toEqual({ defaultType: 'CTLR_WIFI' });
  });

  it('are all dropped when the database is flushed', async () => {
    const state = await open(flushedDbUrl);
    await state.settings.save('U0FLUSH1', { market: 'FR' });
    await state.settings.save('U0FLUSH2', { market: 'ES' });
    const flusher = new Redis(flushedDbUrl);
    closers.push(() => flusher.disconnect());
    await flusher.flushdb();
    // Redis sends a flush's invalidation (a null one) just after its answer to FLUSHDB.
    await until(
      async () => Object.keys(await state.settings.get('U0FLUSH1')).length === 0,
      'dropped the copy of a flushed key',
    );
    expect(await state.settings.get('U0FLUSH2')).toEqual({});
  });

  it('answer warm reads from the copy, "no settings" and a save of its own included, asking Redis nothing', async () => {
    const state = await open();
    const commands = await watchCommands();
    expect(await state.settings.get('U0WARM1')).toEqual({});
    expect(await commands()).toEqual([['get', settingsKey('U0WARM1')]]);
    const reads = await Promise.all(Array.from({ length: 20 }, () => state.settings.get('U0WARM1')));
    expect(reads).toEqual(Array(20).fill({}));
    await state.settings.save('U0WARM2', { market: 'FR' });
    const saved = [];
    for (let i = 0; i < 20; i++) saved.push(await state.settings.get('U0WARM2'));
    expect(saved).toEqual(Array(20).fill({ market: 'FR' }));
    expect(await commands()).toEqual([['set', settingsKey('U0WARM2'), '{"market":"FR"}']]);
  });

  it('serve no copy from before a lost connection, and are kept again once Redis tracks them anew', async () => {
    const proxy = await startTcpProxy(6379);
    closers.push(() => proxy.close());
    const { logger, count } = capturedLogger();
    const tracked = 'Redis tracks the settings copies of this instance';
    const state = await open(`redis://127.0.0.1:${proxy.port}`, logger);
    expect(count(tracked)).toBe(1);
    await state.settings.save('U0CUT', { market: 'ES' });
    expect(await state.settings.get('U0CUT')).toEqual({ market: 'ES' });

    proxy.cut();
    await until(() => !state.health().ok, 'lost the connection');
    await raw.set(settingsKey('U0CUT'), JSON.stringify({ market: 'FR' }));
    await expect(state.settings.get('U0CUT')).rejects.toThrow();
    proxy.restore();
    await until(() => count(tracked) >= 2, 'tracked the settings again');
    expect(await state.settings.get('U0CUT')).toEqual({ market: 'FR' });
    const commands = await watchCommands();
    await raw.set(settingsKey('U0CUT'), JSON.stringify({ market: 'DE' }));
    // The proxy's sockets keep Nagle's delay: what Redis sends through them arrives a moment later.
    await until(async () => {
      const { market } = await state.settings.get('U0CUT');
      const asked = (await commands()).filter(([command]) => command === 'get');
      return market === 'DE' && asked.length === 0;
    }, 'answered the new value from a copy');
    await changedElsewhere(state, 'U0CUT', 'IT', 'saw a change to the key it keeps a copy of');
  });

  it('are dropped when the invalidations connection goes silent, and the change behind it is seen', async () => {
    const proxy = await startGatedProxy();
    const { logger, count } = capturedLogger();
    const state = await open(`redis://127.0.0.1:${proxy.port}`, logger, 100);
    expect(await state.settings.get('U0SILENT')).toEqual({});
    // The store's own connection came first, the invalidations' second.
    const invalidations = proxy.connection(1);
    invalidations.up.held = true;
    invalidations.down.held = true;
    await changedElsewhere(
      state,
      'U0SILENT',
      'FR',
      'saw the change made while its invalidations connection was silent',
    );
    expect(count('stopped answering')).toBeGreaterThanOrEqual(1);
    // Tracked again, to the new invalidations connection: a later change is seen too.
    await until(() => count('Redis tracks the settings copies') >= 2, 'tracked the settings again');
    expect(await state.settings.get('U0SILENT')).toEqual({ market: 'FR' });
    await changedElsewhere(
      state,
      'U0SILENT',
      'DE',
      'saw a change made after the invalidations connection came back',
    );
  });

  it('keep nothing from a read that was under way when its key was invalidated', async () => {
    const proxy = await startGatedProxy();
    const state = await open(`redis://127.0.0.1:${proxy.port}`);
    await raw.set(settingsKey('U0RACE'), JSON.stringify({ market: 'ES' }));
    const commands = await watchCommands();
    const [store, invalidations] = [proxy.connection(0), proxy.connection(1)];
    store.down.held = true;
    const reading = state.settings.get('U0RACE');
    const ran: string[][] = [];
    await until(async () => ran.push(...(await commands())) > 0, 'ran the read');
    expect(ran).toEqual([['get', settingsKey('U0RACE')]]);
    const before = invalidations.down.passed;
    await raw.set(settingsKey('U0RACE'), JSON.stringify({ market: 'FR' }));
    await until(() => invalidations.down.passed > before, 'passed the invalidation on');
    // The invalidation reaches the store a moment before the answer to the read it overtook.
    await sleep(50);
    store.down.release();
    expect(await reading).toEqual({ market: 'ES' });
    expect(await state.settings.get('U0RACE')).toEqual({ market: 'FR' });
  });
});
