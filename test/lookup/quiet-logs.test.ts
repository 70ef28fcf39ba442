/**
 * Expected answers log no warning: a lookup in FR or ES (markets with types the brand-detail
 * path does not accept, spec §4.3) sends the catalogue no request the spec says it refuses, and
 * logs nothing at warn or above, so that an admin reading WARN can trust that something is wrong;
 * nor does a language the catalogue refuses (the lookup is asked again in another, with a note).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { type LookupStack, startLookupStack } from '../support/lookup-stack.js';

const lines: { level: number; msg: string; status?: number; path?: string }[] = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack({ logger: createLogger({ level: 'debug' }, destination) });
});
afterAll(async () => {
  await stack?.close();
});

const warnLevel = 40;

describe('logs of expected answers', () => {
  it('an FR and an ES lookup ask nothing the spec refuses, and log no warning', async () => {
    const fr = await stack.engine.lookupText({
      text: 'daikin ftxm25r',
      scope: { market: 'FR', locale: 'fr' },
    });
    const es = await stack.engine.lookupText({
      text: 'daikin ftxm25r',
      scope: { market: 'ES', locale: 'es' },
    });
    expect([fr.kind, es.kind]).toEqual(['answer', 'answer']);
    const calls = lines.filter(
      (line) => line.msg === 'catalogue call' || line.msg === 'catalogue call failed',
    );
    expect(calls.filter((line) => line.status === 200).length).toBeGreaterThan(0);
    expect(calls.filter((line) => line.status !== 200)).toEqual([]);
    expect(calls.filter((line) => /CTLR_(PRO_STI|ZIGBEE)\/brands\/\d/.test(line.path ?? ''))).toEqual([]);
    expect(lines.filter((line) => line.level >= warnLevel)).toEqual([]);
  });

  it('a language the catalogue refuses is a refusal, logged at debug level only', async () => {
    const before = lines.length;
    const refused = await stack.engine.lookupText({
      text: 'daikin ftxm25r',
      scope: { market: 'GB', locale: 'de' },
    });
    expect(refused).toMatchObject({ kind: 'catalogue_unavailable', reason: 'scope_refused' });
    const logged = lines.slice(before);
    expect(logged.filter((line) => line.msg === 'catalogue call failed').map((line) => line.status)).toEqual([
      400,
    ]);
    expect(logged.filter((line) => line.level >= warnLevel)).toEqual([]);
  });
});
