/**
 * The ack's HTTP answer (runtime/http-ack.ts) over a real server: a JSON body, a text body and an
 * empty ack each sent with their Content-Length (never chunked), JSON typed as such, written once
 * the turn of the event loop that acked ends, a request nobody acks left to Bolt's clock, a
 * second ack refused as Bolt refuses it (within the turn too), an answer written by someone
 * else first left alone, and a body that cannot be sent thrown to the listener at once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { HTTPResponseAck, ReceiverMultipleAckError } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/log/logger.js';
import { boltLogger } from '../../../src/slack/runtime/bolt-logger.js';
import { httpAck } from '../../../src/slack/runtime/http-ack.js';

const bodies: Record<string, unknown> = {
  json: { response_type: 'ephemeral', text: 'Contrôleur à vendre: *`CF1`*' },
  text: 'plain words',
  empty: undefined,
  null: null,
};
const secondAcks: unknown[] = [];
/** `acked()` before and after the first ack. */
const ackedFlags: boolean[][] = [];
/** Whether the answer's headers were out right after the ack, and once the turn had ended. */
const sentAfterAck: { atOnce: boolean; afterTurn: boolean }[] = [];
/** What an ack of a body that cannot be sent threw, and whether it was acked after it. */
const unsendable: { error: unknown; acked: boolean }[] = [];
/** The error lines the ack's logger wrote. */
const errorLines: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  const logger = boltLogger(
    createLogger(
      { level: 'error' },
      new Writable({
        write(chunk, _encoding, done) {
          errorLines.push(String(chunk));
          done();
        },
      }),
    ),
  );
  server = createServer((req, res) => {
    const clock = new HTTPResponseAck({
      logger,
      processBeforeResponse: false,
      httpRequest: req,
      httpResponse: res,
      unhandledRequestTimeoutMillis: 50,
    });
    const { ack, acked } = httpAck(clock, res, logger);
    const name = (req.url ?? '/').slice(1);
    // Never acked: Bolt's clock answers.
    if (name === 'silent') return;
    if (name === 'twice') {
      const before = acked();
      void ack('first');
      ackedFlags.push([before, acked()]);
      void ack('second').catch((error: unknown) => secondAcks.push(error));
      return;
    }
    if (name === 'unsendable') {
      const cycle: Record<string, unknown> = {};
      cycle.self = cycle;
      void ack(cycle).catch((error: unknown) => {
        unsendable.push({ error, acked: acked() });
        // Not acked: the listener may still answer.
        return ack('answered after all');
      });
      return;
    }
    if (name === 'answered-first') {
      void ack('the ack');
      // The receiver's 500 for a failure after the ack would be this (http-receiver.ts skips it).
      res.writeHead(202).end('someone else');
      return;
    }
    void ack(bodies[name]).then(() => {
      const atOnce = res.headersSent;
      setImmediate(() => sentAfterAck.push({ atOnce, afterTurn: res.headersSent }));
      return ack('again').catch((error: unknown) => secondAcks.push(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the ack written in one piece', () => {
  it('sends JSON with its type and byte length, not chunked', async () => {
    const reply = await fetch(`${base}/json`);
    const text = await reply.text();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(reply.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(reply.headers.get('transfer-encoding')).toBeNull();
    expect(JSON.parse(text)).toEqual(bodies.json);
  });

  it('sends text as it is, and an empty or null ack as a 200 with no body', async () => {
    const text = await fetch(`${base}/text`);
    expect([text.headers.get('content-length'), await text.text()]).toEqual(['11', 'plain words']);
    expect(text.headers.get('content-type')).toBeNull();
    const empty = await fetch(`${base}/empty`);
    expect([empty.status, empty.headers.get('content-length'), await empty.text()]).toEqual([200, '0', '']);
    const none = await fetch(`${base}/null`);
    expect([none.status, none.headers.get('content-length'), await none.text()]).toEqual([200, '0', '']);
  });

  it('writes the answer once the turn that acked it ends', async () => {
    const before = sentAfterAck.length;
    await (await fetch(`${base}/json`)).text();
    await expect.poll(() => sentAfterAck.length).toBe(before + 1);
    expect(sentAfterAck.at(-1)).toEqual({ atOnce: false, afterTurn: true });
  });

  it('refuses a second ack within the same turn, and writes the first', async () => {
    const before = secondAcks.length;
    const reply = await fetch(`${base}/twice`);
    expect(await reply.text()).toBe('first');
    expect(ackedFlags.at(-1)).toEqual([false, true]);
    expect(secondAcks.length).toBe(before + 1);
    expect(secondAcks.at(-1)).toBeInstanceOf(ReceiverMultipleAckError);
  });

  it('leaves an answer written before the turn ended alone, and logs no failure', async () => {
    const reply = await fetch(`${base}/answered-first`);
    expect([reply.status, await reply.text()]).toEqual([202, 'someone else']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errorLines).toEqual([]);
  });

  it('throws to the listener a body that cannot be sent, and leaves it free to answer', async () => {
    const reply = await fetch(`${base}/unsendable`);
    expect(await reply.text()).toBe('answered after all');
    expect(unsendable).toHaveLength(1);
    expect(unsendable[0]?.error).toBeInstanceOf(TypeError);
    expect(unsendable[0]?.acked).toBe(false);
  });

  it('leaves a request nobody acks to Bolt’s clock: a 404', async () => {
    const reply = await fetch(`${base}/silent`);
    expect(reply.status).toBe(404);
  });

  it('refuses a second ack as Bolt does', async () => {
    const before = secondAcks.length;
    await (await fetch(`${base}/json`)).text();
    await expect.poll(() => secondAcks.length).toBe(before + 1);
    expect(secondAcks.at(-1)).toBeInstanceOf(ReceiverMultipleAckError);
  });
});
