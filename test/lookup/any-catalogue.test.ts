/**
 * The confidence rules of src/matching/confidence-rules.ts on a small catalogue of invented
 * brands and codes (test/support/small-catalogue.ts), one block per class of issue 8 (and, 8 and 9
 * below, of issue 25: variants, several units in one question): each case
 * names the unit the user meant, and the engine must answer it, offer it among choices, or
 * refuse, never give another unit's SKU.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueScope } from '../../src/catalogue/types.js';
import { answeredName, type LookupResult } from '../../src/lookup/result.js';
import { type LookupStack, startLookupStack } from '../support/lookup-stack.js';
import { type SmallUnit, smallCatalogue } from '../support/small-catalogue.js';

const scope: CatalogueScope = { market: 'GB', locale: 'en' };

const units: SmallUnit[] = [
  // 1, 2: type words and partial words inside designations
  { brand: 'Nordwind', designation: 'iGreen 09' },
  { brand: 'Nordwind', designation: 'iGreen 09 Pro' },
  { brand: 'Nordwind', designation: 'iGreen 12' },
  { brand: 'Nordwind', designation: 'iGreen 12 Pro' },
  { brand: 'Nordwind', designation: 'Solo 18' },
  { brand: 'Nordwind', designation: 'Solo 18 Pro Max' },
  { brand: 'Nordwind', designation: 'Aryal S1 E Inverter 14' },
  { brand: 'Nordwind', designation: 'Aryal S1 E Inverter 14 WiFi' },
  // 3: one-character slips
  { brand: 'Nordwind', designation: 'BXDI35DF' },
  { brand: 'Nordwind', designation: 'BXDI25DF' },
  { brand: 'Nordwind', designation: 'BXDI50DF' },
  { brand: 'Nordwind', designation: 'BXDI50DG' },
  { brand: 'Nordwind', designation: 'AS71TAHRA-H' },
  { brand: 'Nordwind', designation: 'RQX-25HRFN8' },
  { brand: 'Nordwind', designation: 'BBVCN 180' },
  { brand: 'Nordwind', designation: 'QS-Z25XKEW' },
  // 5: separator runs
  { brand: 'Nordwind', designation: '40MBDQ36---3' },
  { brand: 'Nordwind', designation: '40MBDQ48---3' },
  { brand: 'Nordwind', designation: '40MBDQ48---5' },
  // 6: rating-plate codes
  { brand: 'Nordwind', designation: 'KTXQ25R' },
  { brand: 'Nordwind', designation: 'KTXQ35R' },
  { brand: 'Nordwind', designation: 'KTXQ35R2' },
  { brand: 'Nordwind', designation: 'PQ-RB42HZ-S' },
  { brand: 'Nordwind', designation: 'PQ-RB42HZ-W' },
  { brand: 'Nordwind', designation: 'YGQ07X3' },
  { brand: 'Nordwind', designation: 'Alto S1 Inverter 12' },
  { brand: 'Nordwind', designation: 'Alto S1 Inverter 14' },
  // 4: sibling brands sharing a first word, OEM codes under two brands
  { brand: 'Velora Electric', designation: 'VDE100VH1' },
  { brand: 'Velora Heavy Industries', designation: 'VDE100VH1' },
  { brand: 'Tanaka Cooling-Kimura', designation: 'RTI-2.5FSN4' },
  { brand: 'Kimura', designation: 'RTI-2.5FSN4' },
  // 8: variants of one unit: the same family (the same SKUs), or not
  { brand: 'Solvik', designation: 'TRQ35AW', family: 'trq' },
  { brand: 'Solvik', designation: 'TRQ35AS', family: 'trq' },
  { brand: 'Solvik', designation: 'TRQ35AB', family: 'trq' },
  { brand: 'Solvik', designation: 'TRQ50AW' },
  { brand: 'Solvik', designation: 'TRQ50AB' },
  { brand: 'Solvik', designation: 'PLM-25VG', family: 'plm' },
  { brand: 'Solvik', designation: 'PLM-25VGK', family: 'plm', typeWarnings: { CTLR_WIFI: ['firmware'] } },
  { brand: 'Solvik', designation: 'ZNX12KMCC', family: 'znx' },
  { brand: 'Solvik', designation: 'ZNX12KMCE', family: 'znx' },
  { brand: 'Solvik', designation: 'VRA25C', family: 'vra' },
  { brand: 'Solvik', designation: 'VRA25C2', family: 'vra' },
];

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack({ catalogue: smallCatalogue(units) });
  expect(await stack.engine.whenWarm(scope)).toBe(true);
});
afterAll(async () => {
  await stack.close();
});

const lookup = (text: string) => stack.engine.lookupText({ text, scope });

/** What the user got: the unit answered (brand and designation), the units offered, or nothing. */
function outcome(result: LookupResult): string {
  if (result.kind === 'answer') return `answer ${answeredName(result)}`;
  if (result.kind === 'choices')
    return `choices ${result.candidates.map((c) => `${c.brandName} ${c.designation}`).join(' | ')}`;
  return result.kind;
}

describe('1. controller-type words that belong to the designation', () => {
  it('reads the words as the designation when they complete one', async () => {
    expect(outcome(await lookup('nordwind igreen 12 pro'))).toBe('answer Nordwind iGreen 12 Pro');
    expect(outcome(await lookup('nordwind aryal s1 e inverter 14 wifi'))).toBe(
      'answer Nordwind Aryal S1 E Inverter 14 WiFi',
    );
  });

  it('answers every type of the unit then, not the type the word names', async () => {
    const result = await lookup('nordwind igreen 12 pro');
    expect(result.kind === 'answer' && result.rows.map((row) => row.typeReference)).toEqual([
      'CTLR_KNX',
      'CTLR_PRO',
      'CTLR_WIFI',
    ]);
  });

  it('offers both units when the words only begin a longer designation', async () => {
    const result = await lookup('nordwind solo 18 pro');
    expect(result.kind).toBe('choices');
    expect(outcome(result)).toContain('Nordwind Solo 18 Pro Max');
    expect(outcome(result)).toContain('Nordwind Solo 18');
  });

  it('still reads a type word as a type when no designation takes it', async () => {
    const result = await lookup('pro nordwind igreen 09');
    expect(outcome(result)).toBe('answer Nordwind iGreen 09');
    expect(result.kind === 'answer' && result.rows.map((row) => row.typeReference)).toEqual(['CTLR_PRO']);
  });
});

describe('2. a trailing partial word', () => {
  it('completes the longer designation the leftover word begins, never the shorter one', async () => {
    expect(outcome(await lookup('nordwind igreen 09 pr'))).toBe('answer Nordwind iGreen 09 Pro');
    expect(outcome(await lookup('nordwind solo 18 pro ma'))).toBe('answer Nordwind Solo 18 Pro Max');
  });
});

describe('3. one-character slips after the first digit', () => {
  it('reads a slip in the words after a completed code as that unit', async () => {
    expect(outcome(await lookup('nordwind alto s1 invrter 12'))).toBe('answer Nordwind Alto S1 Inverter 12');
  });

  it('answers the one unit within one edit, as the closest match', async () => {
    for (const [typed, meant] of [
      ['nordwind rqx-25hrfm8', 'RQX-25HRFN8'],
      ['nordwind rqx-25hrnf8', 'RQX-25HRFN8'],
      ['nordwind rqx-25hrf8', 'RQX-25HRFN8'],
      ['nordwind bxdi35ff', 'BXDI35DF'],
      ['nordwind AS71TAHA-H', 'AS71TAHRA-H'],
      ['nordwind bxdi35fd', 'BXDI35DF'],
    ] as const) {
      const result = await lookup(typed);
      expect(outcome(result)).toBe(`answer Nordwind ${meant}`);
      expect(result.kind === 'answer' && result.matchedBy).toBe('fuzzy');
    }
  });

  it('offers choices when two units are equally close', async () => {
    expect(outcome(await lookup('nordwind bxdi50dx'))).toBe('choices Nordwind BXDI50DF | Nordwind BXDI50DG');
  });

  it('never changes a digit, never corrects the series letters before the digits', async () => {
    expect((await lookup('nordwind bbvcn 80')).kind).not.toBe('answer');
    expect((await lookup('nordwind qs-x25xkew')).kind).not.toBe('answer');
    expect((await lookup('nordwind bxdi36df')).kind).not.toBe('answer');
  });
});

describe("4. brand abbreviations and short forms from the catalogue's own names", () => {
  it('answers in the one brand the user named', async () => {
    for (const text of ['velo electric VDE100VH1', 'Velora El. VDE100VH1', 'velora elec VDE100VH1']) {
      expect(outcome(await lookup(text))).toBe('answer Velora Electric VDE100VH1');
    }
    expect(outcome(await lookup('VHI VDE100VH1'))).toBe('answer Velora Heavy Industries VDE100VH1');
    expect(outcome(await lookup('velora heavy VDE100VH1'))).toBe('answer Velora Heavy Industries VDE100VH1');
    expect(outcome(await lookup('TCK RTI-2.5FSN4'))).toBe('answer Tanaka Cooling-Kimura RTI-2.5FSN4');
  });

  it('lets the model decide when a short form fits both siblings', async () => {
    expect(outcome(await lookup('velo VDE100VH1'))).toBe(
      'choices Velora Electric VDE100VH1 | Velora Heavy Industries VDE100VH1',
    );
  });
});

describe('5. separator runs', () => {
  it('answers the unit whose separator run begins where the typed code ends', async () => {
    expect(outcome(await lookup('nordwind 40MBDQ36'))).toBe('answer Nordwind 40MBDQ36---3');
    expect(outcome(await lookup('40mbdq36'))).toBe('answer Nordwind 40MBDQ36---3');
  });

  it('offers choices when several units continue after the run, and never cuts a digit run elsewhere', async () => {
    expect(outcome(await lookup('nordwind 40MBDQ48'))).toBe(
      'choices Nordwind 40MBDQ48---3 | Nordwind 40MBDQ48---5',
    );
    expect((await lookup('nordwind 40MBDQ3')).kind).not.toBe('answer');
  });
});

describe('6. the full code from the rating plate', () => {
  it('answers the one designation the code extends at a letter/digit boundary, as the closest match', async () => {
    const result = await lookup('nordwind KTXQ25R2V1B');
    expect(outcome(result)).toBe('answer Nordwind KTXQ25R');
    expect(result.kind === 'answer' && result.matchedBy).toBe('fuzzy');
  });

  it('reads leftover pieces after a code as its plate extension, after digits too', async () => {
    expect(outcome(await lookup('nordwind PQ-RB42HZ-W3'))).toBe('answer Nordwind PQ-RB42HZ-W');
    expect(outcome(await lookup('nordwind YGQ07X3VE'))).toBe('answer Nordwind YGQ07X3');
  });

  it('offers choices when more than one designation fits, or the extension may be a variant letter', async () => {
    expect((await lookup('nordwind KTXQ35R2V1B')).kind).toBe('choices');
    expect((await lookup('nordwind KTXQ25RWB2')).kind).toBe('choices');
  });
});

describe('8. variants of one unit that take the same controllers', () => {
  it('answers them at once, naming every variant, when their answers are the same', async () => {
    for (const text of ['solvik trq35a', 'solvik trq35', 'solvik trq-35']) {
      const result = await lookup(text);
      expect(result.kind, text).toBe('answer');
      if (result.kind !== 'answer') continue;
      expect(result.variants?.map((unit) => unit.designation).sort()).toEqual([
        'TRQ35AB',
        'TRQ35AS',
        'TRQ35AW',
      ]);
      expect(result.matchedBy).toBe('prefix');
      const alone = await lookup('solvik trq35aw');
      expect(alone.kind === 'answer' && alone.rows).toEqual(result.rows);
    }
  });

  it('answers a slip after the digits the same way, as the closest match', async () => {
    const result = await lookup('solvik znx12kmca');
    expect(result.kind === 'answer' && result.variants?.map((unit) => unit.designation)).toEqual([
      'ZNX12KMCC',
      'ZNX12KMCE',
    ]);
    expect(result.kind === 'answer' && result.matchedBy).toBe('fuzzy');
  });

  it('keeps choices when the SKUs differ, and when only the warnings differ', async () => {
    expect(outcome(await lookup('solvik trq50a'))).toBe('choices Solvik TRQ50AB | Solvik TRQ50AW');
    const warned = await lookup('solvik plm 25');
    expect(outcome(warned)).toBe('choices Solvik PLM-25VG | Solvik PLM-25VGK');
    expect(warned.kind === 'choices' && warned.candidates.every((unit) => unit.facts !== undefined)).toBe(
      true,
    );
  });

  it('never takes a code cut inside its digits, or codes whose digits differ, for variants', async () => {
    expect((await lookup('solvik trq3')).kind).not.toBe('answer');
    expect(outcome(await lookup('solvik vra25'))).toBe('choices Solvik VRA25C | Solvik VRA25C2');
  });

  it('answers the variants together again when the answer is shared', async () => {
    const first = await lookup('solvik trq35a');
    if (first.kind !== 'answer' || !first.variants) throw new Error(`not variants: ${outcome(first)}`);
    const again = await stack.engine.lookupUnit({
      scope,
      unit: first.unit,
      variants: first.variants.map((unit) => unit.modelId),
    });
    expect(again.kind === 'answer' && again.variants?.map((unit) => unit.designation)).toEqual(
      first.variants.map((unit) => unit.designation),
    );
    const differing = await lookup('solvik trq50a');
    if (differing.kind !== 'choices') throw new Error('fixture');
    const [one, other] = differing.candidates;
    if (!one || !other) throw new Error('fixture');
    const refused = await stack.engine.lookupUnit({ scope, unit: one, variants: [other.modelId] });
    expect(outcome(refused)).toBe('choices Solvik TRQ50AB | Solvik TRQ50AW');
  });
});

describe('9. several units in one question', () => {
  const ask = (text: string, defaultType?: string) =>
    stack.engine.lookupQuestion({ text, scope, defaultType });
  const outcomes = (result: LookupResult) =>
    result.kind === 'several' ? result.results.map(outcome) : [outcome(result)];

  it('answers two and three units, each as it would be alone', async () => {
    for (const text of [
      'nordwind bxdi35df, solvik trq50aw',
      'nordwind bxdi35df and solvik trq50aw',
      'nordwind bxdi35df\nsolvik trq50aw',
      'nordwind bxdi35df y solvik trq50aw',
    ]) {
      expect(outcomes(await ask(text)), text).toEqual(['answer Nordwind BXDI35DF', 'answer Solvik TRQ50AW']);
    }
    expect(outcomes(await ask('nordwind bxdi35df; solvik trq35a et velora electric VDE100VH1'))).toEqual([
      'answer Nordwind BXDI35DF',
      'answer Solvik TRQ35AB / AS / AW',
      'answer Velora Electric VDE100VH1',
    ]);
  });

  it('says which unit was not found, or needs a choice, beside the others', async () => {
    expect(outcomes(await ask('nordwind bxdi35df, solvik zzq99x, nordwind bxdi50dx'))).toEqual([
      'answer Nordwind BXDI35DF',
      'not_found',
      'choices Nordwind BXDI50DF | Nordwind BXDI50DG',
    ]);
  });

  it('carries the brand and a type named first over to the units that name none', async () => {
    expect(outcomes(await ask('nordwind bxdi35df and bxdi25df'))).toEqual([
      'answer Nordwind BXDI35DF',
      'answer Nordwind BXDI25DF',
    ]);
    const typed = await ask('wifi nordwind bxdi35df, bxdi25df');
    expect(
      typed.kind === 'several' &&
        typed.results.map((r) => r.kind === 'answer' && r.rows.map((row) => row.typeReference)),
    ).toEqual([['CTLR_WIFI'], ['CTLR_WIFI']]);
  });

  it('keeps one question for a system with its outdoor unit, or a separator letter inside a code', async () => {
    for (const text of [
      'nordwind bxdi35df + OQX35DF',
      'nordwind bxdi35df/OQX35DF',
      'nordwind bxdi35df y OQX35DF',
      'nordwind bxdi35df con unidad exterior OQX35DF',
    ]) {
      expect(outcomes(await ask(text)), text).toEqual(['answer Nordwind BXDI35DF']);
    }
    expect(outcomes(await ask('nordwind aryal s1 e inverter 14'))).toEqual([
      'answer Nordwind Aryal S1 E Inverter 14',
    ]);
  });

  it('answers at most five units and counts the others', async () => {
    const six = ['bxdi35df', 'bxdi25df', 'bxdi50df', 'bxdi50dg', 'ktxq25r', 'ktxq35r'].map(
      (c) => `nordwind ${c}`,
    );
    const result = await ask(six.join(', '));
    expect(result.kind === 'several' && [result.results.length, result.more]).toEqual([5, 1]);
  });

  it('is one unit’s lookup for a question naming one', async () => {
    expect(await ask('nordwind bxdi35df')).toEqual(await lookup('nordwind bxdi35df'));
  });
});

describe('7. a controller type the market lacks, in a deployment with one market', () => {
  it("says the type is not offered, with the market's types and no SKU", async () => {
    const oneMarket = await startLookupStack({
      catalogue: smallCatalogue(units, [{ code: 'GB', typeReferences: ['CTLR_PRO', 'CTLR_WIFI'] }]),
    });
    try {
      for (const [text, type] of [
        ['knx nordwind igreen 12', 'CTLR_KNX'],
        ['zigbee nordwind igreen 12', 'CTLR_ZIGBEE'],
        ['nordwind bxdi35df CTLR_PRO_STI', 'CTLR_PRO_STI'],
      ] as const) {
        const result = await oneMarket.engine.lookupText({ text, scope });
        expect(result).toMatchObject({ kind: 'type_not_offered', requestedType: type });
        expect(result.kind === 'type_not_offered' && result.offered.map((t) => t.reference)).toEqual([
          'CTLR_PRO',
          'CTLR_WIFI',
        ]);
      }
    } finally {
      await oneMarket.close();
    }
  });
});
