import { describe, expect, it } from 'vitest';
import { cacheKey, createMemoryStore, scopePrefix } from '../../src/catalogue/cache.js';

const entry = (value: unknown) => ({ value, expiresAt: 0 });

describe('createMemoryStore', () => {
  it('evicts the least recently used entry beyond its bound', () => {
    const store = createMemoryStore(2);
    store.set('a', entry(1));
    store.set('b', entry(2));
    store.get('a');
    store.set('c', entry(3));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toEqual(entry(1));
    expect(store.get('c')).toEqual(entry(3));
  });

  it('re-setting a key refreshes its recency without growing', () => {
    const store = createMemoryStore(2);
    store.set('a', entry(1));
    store.set('b', entry(2));
    store.set('a', entry(10));
    store.set('c', entry(3));
    expect(store.get('a')).toEqual(entry(10));
    expect(store.get('b')).toBeUndefined();
  });

  it('deletes one key, a prefix, or everything', () => {
    const store = createMemoryStore(10);
    for (const key of ['p1', 'p2', 'q1']) store.set(key, entry(key));
    store.delete('q1');
    expect(store.get('q1')).toBeUndefined();
    store.set('q1', entry('q1'));
    store.deletePrefix('p');
    expect([store.get('p1'), store.get('p2'), store.get('q1')]).toEqual([undefined, undefined, entry('q1')]);
    store.clear();
    expect(store.get('q1')).toBeUndefined();
  });
});

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

  it('starts with its scope prefix, and only its own', () => {
    const key = cacheKey(fr, { operation: 'listBrands', articleType: 'T1' });
    expect(key.startsWith(scopePrefix(fr))).toBe(true);
    expect(key.startsWith(scopePrefix({ market: 'F', locale: 'fr' }))).toBe(false);
    expect(key.startsWith(scopePrefix({ market: 'FR', locale: 'f' }))).toBe(false);
  });
});
