/** The catalogue's paths and scope checks: parameters encoded, dot segments and free text refused. */
import { describe, expect, it } from 'vitest';
import { isCatalogueError } from '../../src/catalogue/errors.js';
import { cataloguePaths, checkScope } from '../../src/catalogue/paths.js';

const kindOf = (action: () => unknown): string | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return isCatalogueError(error) ? error.kind : 'other';
  }
};

describe('cataloguePaths', () => {
  it('builds the four paths of spec §4', () => {
    expect(cataloguePaths.types()).toBe('/msproduct.pv1/compatibility-types/CTLR/article-types');
    expect(cataloguePaths.brands('T_ONE')).toBe('/msproduct.pv1/compatibilities/types/T_ONE/brands');
    expect(cataloguePaths.brandModels('T_ONE', 12)).toBe(
      '/msproduct.pv1/compatibilities/types/T_ONE/brands/12',
    );
    expect(cataloguePaths.model('T_ONE', 12, 3456)).toBe(
      '/msproduct.pv1/compatibility-types/CTLR/article-types/T_ONE/brands/12/iumodels/3456',
    );
  });

  it('URL-encodes path parameters', () => {
    expect(cataloguePaths.brands('a/b c?d#e')).toBe(
      '/msproduct.pv1/compatibilities/types/a%2Fb%20c%3Fd%23e/brands',
    );
    expect(cataloguePaths.brandModels('é', 0)).toBe('/msproduct.pv1/compatibilities/types/%C3%A9/brands/0');
  });

  it('rejects empty or dot-segment types and ids that are not non-negative integers as bad requests', () => {
    expect(kindOf(() => cataloguePaths.brands(''))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.brands('  '))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.brands('..'))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.model('.', 1, 2))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.brandModels('T', -1))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.brandModels('T', 1.5))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.model('T', 1, Number.NaN))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.model('T', 1, 2 ** 60))).toBe('bad_request');
  });
});

describe('checkScope', () => {
  it('accepts market and locale codes', () => {
    expect(kindOf(() => checkScope({ market: 'GB', locale: 'en' }))).toBeUndefined();
    expect(kindOf(() => checkScope({ market: 'FR', locale: 'es_ES' }))).toBeUndefined();
  });

  it('refuses values that could not be a code (header injection, empty, spaces)', () => {
    expect(kindOf(() => checkScope({ market: 'FR\r\nx-evil: 1', locale: 'fr' }))).toBe('bad_request');
    expect(kindOf(() => checkScope({ market: '', locale: 'fr' }))).toBe('bad_request');
    expect(kindOf(() => checkScope({ market: 'FR', locale: 'f r' }))).toBe('bad_request');
  });
});
