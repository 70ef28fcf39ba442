/**
 * What the engine says when the unit is not simply found, over the real service, cache and
 * sample server: type display names, brand alone, series prefixes, near neighbours, other
 * markets, and choices that carry what sets their units apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueScope } from '../../src/catalogue/types.js';
import type { LookupResult } from '../../src/lookup/result.js';
import { type LookupStack, startLookupStack } from '../support/lookup-stack.js';

const markets = ['app-market', 'FR', 'ES'];
const appMarket: CatalogueScope = { market: 'app-market', locale: 'app-locale' };

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack({ engine: { markets } });
  expect(await stack.engine.whenWarm(appMarket)).toBe(true);
});
afterAll(() => stack.close());

const lookup = (text: string, scope = appMarket, defaultType?: string) =>
  stack.engine.lookupText({ text, scope, defaultType });

function expectKind<K extends LookupResult['kind']>(
  result: LookupResult,
  kind: K,
): Extract<LookupResult, { kind: K }> {
  expect(result.kind, JSON.stringify(result)).toBe(kind);
  return result as Extract<LookupResult, { kind: K }>;
}

describe('type names', () => {
  it('names a type the market lacks by its display name, learned from another market', async () => {
    const refused = expectKind(await lookup('zigbee daikin ftxm25r'), 'type_not_offered');
    expect(refused.requestedType).toBe('CTLR_ZIGBEE');
    expect(refused.requestedTypeName).toBe('Zigbee controller');
    expect(refused.searched.typeName).toBe('Zigbee controller');
  });

  it('names the type of a "no controller of this type" by its display name', async () => {
    const none = expectKind(await lookup('wifi daikin fxzq15a'), 'not_found');
    expect(none.searched.typeName).toBe('Wi-Fi controller');
  });
});
