/**
 * Controller types the brand-detail path does not take (spec §4.3): those outside its allowed
 * values are never asked for, and one the catalogue refuses anyway (400) is asked once per
 * market, whatever the language, its models then read through the brand's other types.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectKind, type LookupStack, startLookupStack } from '../support/lookup-stack.js';

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack();
});
afterAll(async () => {
  await stack?.close();
});

/** The brand-detail requests of one type (the model-detail path is `compatibility-types/…`). */
const brandDetail = (type: string) => `/compatibilities/types/${type}/brands/`;

describe('types the brand-detail path does not take', () => {
  it('never asks for a type outside the spec’s allowed values, and still answers its SKU', async () => {
    stack.server.resetCounters();
    const es = expectKind(
      await stack.engine.lookupText({ text: 'sti daikin ftxm25r', scope: { market: 'ES', locale: 'es' } }),
      'answer',
    );
    const fr = expectKind(
      await stack.engine.lookupText({ text: 'zigbee daikin ftxm25r', scope: { market: 'FR', locale: 'fr' } }),
      'answer',
    );
    expect(es.rows.map((row) => row.typeReference)).toEqual(['CTLR_PRO_STI']);
    expect(fr.rows.map((row) => row.typeReference)).toEqual(['CTLR_ZIGBEE']);
    expect(stack.server.callCount(brandDetail('CTLR_PRO_STI'))).toBe(0);
    expect(stack.server.callCount(brandDetail('CTLR_ZIGBEE'))).toBe(0);
  });

  it('asks a type the catalogue refuses once per market, in whichever language comes first', async () => {
    stack.server.resetCounters();
    stack.server.injectFault({ kind: 'status', status: 400 }, { pathIncludes: brandDetail('CTLR_KNX') });
    try {
      for (const locale of ['en', 'fr', 'es']) {
        const result = await stack.engine.lookupText({
          text: 'knx daikin ftxm25r',
          scope: { market: 'FR', locale },
        });
        expect(expectKind(result, 'answer').rows.map((row) => row.typeReference)).toEqual(['CTLR_KNX']);
      }
      expect(stack.server.callCount(brandDetail('CTLR_KNX'))).toBe(1);
    } finally {
      stack.server.clearFaults();
    }
  });
});
