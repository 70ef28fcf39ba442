import { describe, expect, it } from 'vitest';
import { tokenise } from '../../src/matching/query.js';
import { familyPrefix, findTypeMention, typeKeys } from '../../src/matching/types.js';

const market = [
  { reference: 'CTLR_KNX', name: 'KNX controller' },
  { reference: 'CTLR_PRO', name: 'Pro controller (Modbus &amp; BACnet)' },
  { reference: 'CTLR_WIFI', name: 'Wi-Fi controller' },
  { reference: 'CTLR_PRO_STI', name: 'Pro controller with wall thermostat' },
];
const elsewhere = [{ reference: 'CTLR_ZIGBEE', name: 'Zigbee controller' }];

const mention = (text: string, known = elsewhere) => findTypeMention(text, tokenise(text), market, known);

describe('familyPrefix', () => {
  it('is the shared first segment of the references', () => {
    expect(familyPrefix(market.map((t) => t.reference))).toBe('CTLR');
    expect(familyPrefix(['CTLR_KNX', 'OTHER_PRO'])).toBeUndefined();
    expect(familyPrefix(['PLAIN'])).toBeUndefined();
  });
});

describe('typeKeys', () => {
  it('derives the short form from the reference and the display name', () => {
    expect(typeKeys({ reference: 'CTLR_PRO_STI', name: 'Pro STI' }, 'CTLR')).toEqual([
      'CTLRPROSTI',
      'PROSTI',
    ]);
    expect(typeKeys({ reference: 'CTLR_WIFI', name: 'Wi-Fi' }, 'CTLR')).toEqual(['CTLRWIFI', 'WIFI']);
  });
});

describe('findTypeMention', () => {
  it.each([
    ['wifi fujitsu asyg 12 kmcc', 'CTLR_WIFI', 0, 1],
    ['wi-fi daikin ftxm25r', 'CTLR_WIFI', 0, 2],
    ['daikin ftxm25r knx', 'CTLR_KNX', 2, 3],
    ['CTLR_PRO daikin ftxm25r', 'CTLR_PRO', 0, 2],
    ['pro sti daikin ftxm25r', 'CTLR_PRO_STI', 0, 2],
    ['prosti daikin ftxm25r', 'CTLR_PRO_STI', 0, 1],
    ['sti daikin ftxm25r', 'CTLR_PRO_STI', 0, 1],
    ['Wi-Fi controller for a daikin', 'CTLR_WIFI', 0, 3],
  ])('finds the type in "%s"', (text, reference, start, end) => {
    expect(mention(text)).toEqual({ reference, offered: true, start, end });
  });

  it('takes a qualifier alone only when one type has it and it is no other type’s key', () => {
    const twoQualified = [
      { reference: 'HVAC_PRO_STI', name: 'Pro thermostat' },
      { reference: 'HVAC_WIFI_STI', name: 'Wi-Fi thermostat' },
      { reference: 'HVAC_PRO', name: 'Pro' },
      { reference: 'HVAC_BUS_PRO', name: 'Bus' },
    ];
    const find = (text: string) => findTypeMention(text, tokenise(text), twoQualified)?.reference;
    expect(find('sti daikin ftxm25r')).toBeUndefined();
    expect(find('pro daikin ftxm25r')).toBe('HVAC_PRO');
  });

  it('reports a type known elsewhere that this market lacks', () => {
    expect(mention('zigbee daikin ftxm25r')).toEqual({
      reference: 'CTLR_ZIGBEE',
      offered: false,
      start: 0,
      end: 1,
    });
  });

  it('reports a literal type code nobody listed as not offered', () => {
    expect(mention('CTLR_FOO_BAR daikin', [])).toMatchObject({ reference: 'CTLR_FOO_BAR', offered: false });
  });

  it('does not take the family word followed by other words for a code', () => {
    expect(mention('CTLR daikin ftxm25r', [])).toBeUndefined();
  });

  it('finds nothing when no type is named', () => {
    expect(mention('daikin ftxm25r')).toBeUndefined();
    expect(mention('mitsu msz ln25')).toBeUndefined();
  });
});

describe('findTypeMention where a type word counts', () => {
  it('skips a type word the caller does not accept at that place and takes an accepted one', () => {
    const text = 'the building runs knx, wifi for this one';
    const tokens = tokenise(text);
    const onlyFrom4 = (start: number) => start >= 4;
    expect(findTypeMention(text, tokens, market, elsewhere)?.reference).toBe('CTLR_KNX');
    expect(findTypeMention(text, tokens, market, elsewhere, onlyFrom4)?.reference).toBe('CTLR_WIFI');
    expect(findTypeMention(text, tokens, market, elsewhere, () => false)).toBeUndefined();
  });
});
