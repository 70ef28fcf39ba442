/** Cache keys: one per scope, operation and parameters, never forged by what the values contain. */
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../../src/catalogue/cache.js';

describe('cacheKey', () => {
  const fr = { market: 'FR', locale: 'fr' };

  it('differs by market, locale, operation and every parameter', () => {
    const keys = [
      cacheKey(fr, { operation: 'listTypes' }),
      cacheKey({ market: 'ES', locale: 'fr' }, { operation: 'listTypes' }),
      cacheKey({ market: 'FR', locale: 'es' }, { operation: 'listTypes' }),
      cacheKey(fr, { operation: 'listBrands', articleType: 'T1' }),
      cacheKey(fr, { operation: 'listBrands', articleType: 'T2' }),
      cacheKey(fr, { operation: 'getBrandModels', articleType: 'T1', brandId: 1 }),
      cacheKey(fr, { operation: 'getBrandModels', articleType: 'T1', brandId: 2 }),
      cacheKey(fr, { operation: 'getModel', articleType: 'T1', brandId: 1, modelId: 1 }),
      cacheKey(fr, { operation: 'getModel', articleType: 'T1', brandId: 1, modelId: 2 }),
      cacheKey(fr, { operation: 'getModel', articleType: 'T1', brandId: 2, modelId: 1 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cannot be forged by separators inside values', () => {
    const a = cacheKey({ market: 'F","R', locale: 'x' }, { operation: 'listTypes' });
    const b = cacheKey({ market: 'F', locale: 'R","x' }, { operation: 'listTypes' });
    expect(a).not.toBe(b);
  });
});
