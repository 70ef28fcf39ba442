import { describe, expect, it } from 'vitest';
import { typeDisplayName } from '../../src/lookup/type-names.js';

describe('typeDisplayName', () => {
  const known = [
    { reference: 'CTLR_WIFI', name: 'Wi-Fi controller' },
    { reference: 'CTLR_KNX', name: 'KNX controller' },
  ];

  it('takes the name the catalogue gives the type', () => {
    expect(typeDisplayName('CTLR_WIFI', known)).toBe('Wi-Fi controller');
  });

  it('spells out a code the catalogue never named, without its family prefix', () => {
    expect(typeDisplayName('CTLR_ZIGBEE', known)).toBe('Zigbee');
    expect(typeDisplayName('CTLR_PRO_STI', known)).toBe('PRO STI');
    expect(typeDisplayName('CTLR_ZIGBEE', [])).toBe('Zigbee');
    expect(typeDisplayName('BACNET', [])).toBe('Bacnet');
  });
});
