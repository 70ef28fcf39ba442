/**
 * The engine over the real service, cache and sample server on loopback: what a lookup answers
 * (rows per market type, warnings, specs, stale), when it refuses, and that it never throws.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { CatalogueScope } from '../../src/catalogue/types.js';
import type { LookupResult } from '../../src/lookup/result.js';
import { maxQueryLength } from '../../src/matching/query.js';
import { expectKind, type LookupStack, startLookupStack } from '../support/lookup-stack.js';

const markets = ['GB', 'FR', 'ES'];
const appMarket: CatalogueScope = { market: 'GB', locale: 'en' };
const fr: CatalogueScope = { market: 'FR', locale: 'en' };
const es: CatalogueScope = { market: 'ES', locale: 'en' };

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack({ engine: { markets } });
  stack.engine.warm(es);
  stack.engine.warm(fr);
  expect(await stack.engine.whenWarm(appMarket)).toBe(true);
  await stack.engine.whenWarm(es);
  await stack.engine.whenWarm(fr);
});
afterAll(() => stack.close());

const lookup = (text: string, scope = appMarket, defaultType?: string) =>
  stack.engine.lookupText({ text, scope, defaultType });

const unitNamed = (market: string, designation: string) => {
  const unit = listUnits(sampleCatalogue(), market).find((u) => u.designation === designation);
  if (!unit) throw new Error(`${designation} is not in ${market}`);
  return unit;
};
const rowsOf = (result: Extract<LookupResult, { kind: 'answer' }>) =>
  result.rows.map((row) => ({ typeReference: row.typeReference, sku: row.sku }));

describe('answers', () => {
  it('gives one SKU row per type of the market the unit works with, in market order', async () => {
    const answer = expectKind(await lookup('daikin ftxm25r'), 'answer');
    expect(answer.unit).toMatchObject({ brandName: 'Daikin', designation: 'FTXM25R' });
    expect(rowsOf(answer)).toEqual(unitNamed('GB', 'FTXM25R').skus);
    expect(answer.rows.map((row) => row.typeName)).toEqual([
      'KNX controller',
      'Pro controller (Modbus & BACnet)',
      'Wi-Fi controller',
    ]);
    expect(answer.rows[0]?.protocolName).toBe('Daikin S21 (domestic split)');
    expect(answer).toMatchObject({
      stale: false,
      matchedBy: 'exact',
      unitType: 'Wall mounted',
      technology: 'Split',
    });
    expect(answer.specs).toMatchObject({ coolingKw: 2.5, airflowM3hMax: expect.any(Number) });
    expect(answer.searched).toEqual({ text: 'daikin ftxm25r', brand: 'Daikin', model: 'ftxm25r' });
  });

  it('lists types the detail path refuses (Zigbee in FR, Pro STI in ES) from the protocol compatibilities', async () => {
    const inFrance = expectKind(await lookup('daikin ftxm25r', fr), 'answer');
    expect(rowsOf(inFrance)).toEqual(unitNamed('FR', 'FTXM25R').skus);
    expect(inFrance.rows.map((row) => row.typeReference)).toContain('CTLR_ZIGBEE');
    const inSpain = expectKind(await lookup('daikin ftxm25r', es), 'answer');
    expect(inSpain.rows.map((row) => row.typeReference)).toEqual(['CTLR_PRO', 'CTLR_WIFI', 'CTLR_PRO_STI']);
  });

  it('keeps only the named type, or the user default type', async () => {
    const wifi = expectKind(await lookup('wifi fujitsu asyg 12 kmcc'), 'answer');
    expect(wifi.rows.map((row) => row.typeReference)).toEqual(['CTLR_WIFI']);
    expect(wifi.searched.type).toBe('CTLR_WIFI');
    const sti = expectKind(await lookup('pro sti daikin ftxm25r', es), 'answer');
    expect(sti.rows.map((row) => row.typeReference)).toEqual(['CTLR_PRO_STI']);
    const byDefault = expectKind(await lookup('daikin ftxm25r', appMarket, 'CTLR_KNX'), 'answer');
    expect(byDefault.rows.map((row) => row.typeReference)).toEqual(['CTLR_KNX']);
  });

  it('normalises warnings of every shape, per row and per model', async () => {
    const firmware = expectKind(await lookup('daikin ftxm 25 n'), 'answer');
    expect(firmware.rows.find((row) => row.typeReference === 'CTLR_WIFI')?.warnings).toEqual([
      'Requires indoor unit firmware 2.1 or later.',
    ]);
    const placement = expectKind(await lookup('knx daikin FHA35A'), 'answer');
    expect(placement.rows[0]?.warnings).toEqual([
      'Installation: Mount the controller outside the unit casing.',
    ]);
    const timer = expectKind(await lookup('daikin ftxp25n'), 'answer');
    expect(timer.warnings).toEqual([
      'The weekly timer of the unit is disabled while the controller is connected.',
    ]);
  });

  it('speaks the scope language', async () => {
    const answer = expectKind(await lookup('daikin ftxm25n', { market: 'FR', locale: 'fr' }), 'answer');
    expect(answer.rows[0]?.typeName).toBe('Contrôleur KNX');
    expect(answer.rows.find((row) => row.typeReference === 'CTLR_WIFI')?.warnings[0]).toMatch(
      /firmware 2\.1/,
    );
  });

  it('finds the unit in a pasted email', async () => {
    const answer = expectKind(
      await lookup('Hi, the customer has a Mitsubishi Electric MSZ-LN25VG, what do we need? Thanks, Ana'),
      'answer',
    );
    expect(answer.unit.designation).toBe('MSZ-LN25VG');
    expect(answer.searched.model).toBe('MSZ-LN25VG');
  });

  it('corrects a letter typo after the first digit and says so', async () => {
    const answer = expectKind(await lookup('midea msagbu-09hrfm8'), 'answer');
    expect(answer.unit.designation).toBe('MSAGBU-09HRFN8');
    expect(answer.matchedBy).toBe('fuzzy');
  });

  it('offers, never answers, a slip in the series letters before the digits', async () => {
    // Another series is another unit: offered as a suggestion that says so (class 8), not a choice.
    const offered = expectKind(await lookup('daikin ftxn25r'), 'not_found');
    expect(offered.suggestions.map((unit) => unit.designation)).toContain('FTXM25R');
  });

  it('finds a misspelt code in an email even when longer runs of words come first', async () => {
    const answer = expectKind(
      await lookup('Midea: hi the customer has a unit MSAGBU-09HRFM8 what do we need'),
      'answer',
    );
    expect(answer.unit.designation).toBe('MSAGBU-09HRFN8');
    expect(answer.matchedBy).toBe('fuzzy');
  });
});

describe('email chatter', () => {
  it('does not take stray words for brands ("idea" is not Midea, "agree" is not Gree)', async () => {
    for (const text of [
      'Great idea: the customer has FTXM25R, what do we need?',
      'I agree, the customer needs a controller for FTXM25R',
    ]) {
      const answer = expectKind(await lookup(text), 'answer');
      expect(answer.unit).toMatchObject({ brandName: 'Daikin', designation: 'FTXM25R' });
      expect(answer.matchedBy).toBe('exact');
    }
  });

  it('offers the unit of another brand as a choice when the named brand lacks the code', async () => {
    for (const text of ['idea FTXM25R', 'midea FTXM25R']) {
      const choices = expectKind(await lookup(text), 'choices');
      expect(choices.candidates.map((c) => `${c.brandName} ${c.designation}`)).toContain('Daikin FTXM25R');
    }
  });

  it('never answers when both the brand and the code were guessed', async () => {
    // The corrected code alone would be answered (a slip after the digits): not with a guessed brand.
    expectKind(await lookup('midea msagbu-09hrfm8'), 'answer');
    const choices = expectKind(await lookup('midae msagbu-09hrfm8'), 'choices');
    expect(choices.candidates.map((c) => c.designation)).toEqual(['MSAGBU-09HRFN8']);
  });

  it('never answers a rating-plate code under a guessed brand', async () => {
    // The plate code alone under the brand as named is answered (closest match): not under a typo'd brand.
    expectKind(await lookup('daikin ftxm25r2v1b'), 'answer');
    const choices = expectKind(await lookup('daikn ftxm25r2v1b'), 'choices');
    expect(choices.candidates.map((c) => c.designation)).toEqual(['FTXM25R']);
  });

  it('counts a type word only at the start or next to the unit', async () => {
    const all = expectKind(
      await lookup('Hi, the pro installer says the customer has a Daikin FTXM25R'),
      'answer',
    );
    expect(rowsOf(all)).toEqual(unitNamed('GB', 'FTXM25R').skus);
    expect(all.searched.type).toBeUndefined();
    const inSpain = expectKind(
      await lookup('Hi, the building already runs KNX. Which controller for a Daikin FTXM25R?', es),
      'answer',
    );
    expect(inSpain.rows.map((row) => row.typeReference)).toEqual(['CTLR_PRO', 'CTLR_WIFI', 'CTLR_PRO_STI']);
    const near = expectKind(await lookup('Hi, could you check: KNX for a Daikin FTXM25R please'), 'answer');
    expect(near.rows.map((row) => row.typeReference)).toEqual(['CTLR_KNX']);
    const first = expectKind(await lookup('wifi - hi team, the customer has a Daikin FTXM25R'), 'answer');
    expect(first.rows.map((row) => row.typeReference)).toEqual(['CTLR_WIFI']);
  });

  it('echoes only the code in a "not found", never the words around it', async () => {
    const missing = expectKind(
      await lookup('Daikin: the customer has FTXM30R, what do we need'),
      'not_found',
    );
    expect(missing.searched.model).toBe('FTXM30R');
    const split = expectKind(await lookup('Daikin, the unit is an FTXM-30R/V1 2 in the hall'), 'not_found');
    expect(split.searched.model).toBe('FTXM-30R/V1 2');
    const spaced = expectKind(await lookup('daikin ftxm 250r'), 'not_found');
    expect(spaced.searched.model).toBe('ftxm 250r');
  });
});

describe('never a wrong SKU', () => {
  it('never corrects capacity digits: a missing size is not found, with neighbours suggested', async () => {
    const missing = expectKind(await lookup('daikin ftxm30r'), 'not_found');
    expect(missing.reason).toBe('no_model');
    expect(missing.suggestions.length).toBeGreaterThan(0);
    expect(missing.suggestions.length).toBeLessThanOrEqual(3);
    const answer = expectKind(await lookup('daikin ftxm35r'), 'answer');
    expect(answer.unit.designation).toBe('FTXM35R');
  });

  it('decides Mitsubishi Electric or Heavy Industries by who has the model, else asks', async () => {
    const heavy = expectKind(await lookup('mitsubishi srk25zs-w'), 'answer');
    expect(heavy.unit.brandName).toBe('Mitsubishi Heavy Industries');
    const electric = expectKind(await lookup('mitsu msz-ap25vgk'), 'answer');
    expect(electric.unit.brandName).toBe('Mitsubishi Electric');
    const choices = expectKind(await lookup('mitsu msz ap25'), 'choices');
    expect(choices.candidates.map((c) => c.designation).sort()).toEqual(['MSZ-AP25VG', 'MSZ-AP25VGK']);
  });

  it('answers colour variants with the same answer at once, naming each of them', async () => {
    const variants = expectKind(await lookup('mitsu msz ln25'), 'answer');
    expect(variants.variants?.map((c) => c.designation).sort()).toEqual([
      'MSZ-LN25VG',
      'MSZ-LN25VGB',
      'MSZ-LN25VGR',
      'MSZ-LN25VGV',
      'MSZ-LN25VGW',
    ]);
    const one = expectKind(await lookup('mitsubishi msz-ln25vgw'), 'answer');
    expect(variants.rows).toEqual(one.rows);
    expect(variants.warnings).toEqual(one.warnings);
    for (const text of ['daikin ftxj35a', 'fujitsu asyg12kmca']) {
      expect(expectKind(await lookup(text), 'answer').variants?.length, text).toBeGreaterThan(1);
    }
    // Variants whose warnings differ stay choices, the SKUs shown once (choice-differences.ts).
    expect(expectKind(await lookup('mitsu msz ap25'), 'choices').candidates).toHaveLength(2);
  });

  it('asks when one code exists under two brands', async () => {
    const choices = expectKind(await lookup('RAK-35RPE'), 'choices');
    expect(choices.candidates.map((c) => c.brandName).sort()).toEqual([
      'Hitachi',
      'Johnson Controls-Hitachi',
    ]);
  });

  it('offers a one-letter variant as a choice, never as the answer', async () => {
    const choices = expectKind(await lookup('daikin ftxm25q'), 'choices');
    expect(choices.candidates.map((c) => c.designation).sort()).toEqual(['FTXM25N', 'FTXM25R']);
  });

  it('says a type the market does not offer, listing those it does', async () => {
    const refused = expectKind(await lookup('knx daikin ftxm25r', es), 'type_not_offered');
    expect(refused.requestedType).toBe('CTLR_KNX');
    expect(refused.offered.map((type) => type.reference)).toEqual(['CTLR_PRO', 'CTLR_WIFI', 'CTLR_PRO_STI']);
    expect(refused.offered[0]?.name).toBe('Pro controller (Modbus & BACnet)');
    expectKind(await lookup('zigbee daikin ftxm25r'), 'type_not_offered');
    expectKind(await lookup('daikin ftxm25r', es, 'CTLR_KNX'), 'type_not_offered');
  });

  it('says when the unit has no controller of the named type', async () => {
    const none = expectKind(await lookup('wifi daikin fxzq15a'), 'not_found');
    expect(none.reason).toBe('no_compatible_type');
  });
});

describe('bad input', () => {
  it('answers an empty query plainly', async () => {
    for (const text of ['', '   ', '!!! ---', undefined as unknown as string]) {
      expect(expectKind(await lookup(text), 'not_found').reason).toBe('empty_query');
    }
  });

  it('says no brand was recognised when nothing looks like a unit', async () => {
    expect(expectKind(await lookup('hello there'), 'not_found').reason).toBe('no_brand');
  });

  it('finds the unit named at the end of a long email', async () => {
    const chatter =
      'Hello team, following up on our call about the office refit on the third floor. ' +
      'The installers start on Monday and we need the parts list confirmed before then. ';
    const email = `${chatter.repeat(25)}The unit is a Daikin FTXM25R in the meeting room. Thanks, Ana`;
    expect(email.length).toBeGreaterThan(4000);
    const answer = expectKind(await lookup(email), 'answer');
    expect(answer.unit.designation).toBe('FTXM25R');
  });

  it('cuts huge input before matching it, and still answers', async () => {
    const answer = expectKind(await lookup(`daikin ftxm25r ${'lorem ipsum dolor '.repeat(6000)}`), 'answer');
    expect(answer.unit.designation).toBe('FTXM25R');
    expect(answer.searched.text.length).toBeLessThanOrEqual(maxQueryLength);
    const codes = expectKind(await lookup('x1y2 '.repeat(25_000)), 'not_found');
    expect(codes.searched.text.length).toBeLessThanOrEqual(maxQueryLength);
  });
});

describe('picked units', () => {
  it('answers a unit picked from choices', async () => {
    const unit = unitNamed('GB', 'MSZ-LN25VGW');
    const typeReference = 'CTLR_PRO';
    const answer = expectKind(
      await stack.engine.lookupUnit({
        scope: appMarket,
        unit: { brandId: unit.brandId, modelId: unit.modelId, typeReference },
      }),
      'answer',
    );
    expect(answer.unit.designation).toBe('MSZ-LN25VGW');
    expect(rowsOf(answer)).toEqual(unit.skus);
    expect(answer.matchedBy).toBe('picked');
    const onlyWifi = expectKind(
      await stack.engine.lookupUnit({
        scope: appMarket,
        unit: { brandId: unit.brandId, modelId: unit.modelId, typeReference },
        type: 'CTLR_WIFI',
      }),
      'answer',
    );
    expect(onlyWifi.rows.map((row) => row.typeReference)).toEqual(['CTLR_WIFI']);
  });

  it('answers a unit picked from the menu of a type the detail path refuses', async () => {
    const unit = unitNamed('ES', 'FBA35A9');
    const answer = expectKind(
      await stack.engine.lookupUnit({
        scope: es,
        unit: { brandId: unit.brandId, modelId: unit.modelId, typeReference: 'CTLR_PRO_STI' },
        type: 'CTLR_PRO_STI',
      }),
      'answer',
    );
    expect(rowsOf(answer)).toEqual(unit.skus.filter((s) => s.typeReference === 'CTLR_PRO_STI'));
  });

  it('refuses bogus units and types without throwing', async () => {
    const bogus = { brandId: 12, modelId: 999_999, typeReference: 'CTLR_PRO' };
    expect(
      expectKind(await stack.engine.lookupUnit({ scope: appMarket, unit: bogus }), 'not_found').reason,
    ).toBe('no_model');
    const negative = { brandId: -1, modelId: 1.5, typeReference: '' };
    expectKind(await stack.engine.lookupUnit({ scope: appMarket, unit: negative }), 'not_found');
    const unit = unitNamed('ES', 'FTXM25R');
    expectKind(
      await stack.engine.lookupUnit({
        scope: es,
        unit: { brandId: unit.brandId, modelId: unit.modelId, typeReference: 'CTLR_PRO' },
        type: 'CTLR_KNX',
      }),
      'type_not_offered',
    );
  });
});

describe('menus', () => {
  it('lists the market types with plain names', async () => {
    expect(await stack.engine.listTypes(es)).toEqual([
      { reference: 'CTLR_PRO', name: 'Pro controller (Modbus & BACnet)' },
      { reference: 'CTLR_WIFI', name: 'Wi-Fi controller' },
      { reference: 'CTLR_PRO_STI', name: 'Pro controller with wall thermostat' },
    ]);
  });

  it('suggests brands and models as the user types', async () => {
    const brands = await stack.engine.suggestBrands(appMarket, 'CTLR_PRO', 'mits', 10);
    expect(brands.map((b) => b.name).slice(0, 2)).toEqual([
      'Mitsubishi Electric',
      'Mitsubishi Heavy Industries',
    ]);
    const models = await stack.engine.suggestModels(appMarket, 'CTLR_PRO', 12, 'ftxm 25', 3);
    expect(models.map((m) => m.designation).slice(0, 2)).toEqual(['FTXM25N', 'FTXM25R']);
    expect(models).toHaveLength(3);
    const daikinPro = listUnits(sampleCatalogue(), 'GB').filter(
      (u) => u.brandId === 12 && u.skus.some((s) => s.typeReference === 'CTLR_PRO'),
    );
    const all = await stack.engine.suggestModels(appMarket, 'CTLR_PRO', 12, '', 500);
    expect(all).toHaveLength(Math.min(100, daikinPro.length));
  });

  it('lists a brand under a type the brand-detail path refuses from its other types', async () => {
    const models = await stack.engine.suggestModels(es, 'CTLR_PRO_STI', 12, 'fba', 5);
    expect(models.map((m) => m.designation)).toContain('FBA35A9');
  });

  it('gives empty menus, not errors, for unknown types and brands', async () => {
    expect(await stack.engine.suggestBrands(appMarket, 'NOPE', 'a', 5)).toEqual([]);
    expect(await stack.engine.suggestModels(appMarket, 'CTLR_PRO', 424242, 'a', 5)).toEqual([]);
  });
});
