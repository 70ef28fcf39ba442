/**
 * Naming grammars of the evaluation catalogue: each draws one product series (its sizes, and
 * the groups of sizes that share a protocol family, hence SKUs) the way some makers name
 * units: compact codes with generation and colour letters, dashed codes rated in tenths of a
 * kW, marketing names with inner spaces and words such as `Pro` or `WiFi` inside the
 * designation, ducted codes with a run of separators (`…36---3`), decimal kW (`…-2.5…`), VRF
 * capacity indexes with a region tail (`…028…/EU`), long rating-plate style codes, and spaced
 * codes whose capacities differ by a digit (`… 80` / `… 180`). Every size records where its
 * capacity digits are, for the capacity-neighbour queries.
 */
import type { ModelTypeRef, TechnologyRef } from '../../../src/catalogue/sample/reference.js';
import type { Random } from './random.js';

export type GrammarName =
  | 'compact'
  | 'dashed'
  | 'marketing'
  | 'run'
  | 'decimal'
  | 'vrfIndex'
  | 'long'
  | 'spaced';

export interface SizeDraft {
  designation: string;
  /** [start, end) of the capacity in the designation. */
  capacity: readonly [number, number];
  coldKw: number;
}

export interface SeriesDraft {
  grammar: GrammarName;
  modelType: ModelTypeRef;
  technology: TechnologyRef;
  /** Sizes grouped by protocol family: units of one group share their SKUs. */
  groups: SizeDraft[][];
}

/** Words a code token must never spell: brand words and initials, controller-type words. */
const reserved = new Set([
  'PRO',
  'KNX',
  'WIFI',
  'STI',
  'ZIGBEE',
  'LG',
  'AUX',
  'TCL',
  'MHI',
  'JCH',
  'ME',
  'SD',
  'OS',
  'FG',
  'GREE',
  'YORK',
]);
const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Fresh upper-case letters, never a reserved word. */
export function letters(r: Random, count: number): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < count; i++) out += r.pick([...alphabet]);
    if (![...reserved].some((word) => out.includes(word))) return out;
  }
}

const kw = (value: number) => Math.round(value * 10) / 10;
const kbtuKw = (code: string) => kw(Number(code) * 0.293);

/** One size per capacity (and per tail), its capacity at `at`. */
function sizes(
  caps: readonly string[],
  make: (cap: string) => { text: string; at: number },
  coldKw: (cap: string) => number,
): SizeDraft[] {
  return caps.map((cap) => {
    const { text, at } = make(cap);
    return { designation: text, capacity: [at, at + cap.length], coldKw: coldKw(cap) };
  });
}

const productNames = [
  'Aurora',
  'Brisa',
  'Nordic',
  'Verano',
  'Kirra',
  'Zenith',
  'Pulsar',
  'Orion',
  'Siroco',
  'Alisio',
  'Boreal',
  'Levante',
  'Zephyr',
  'Monsun',
  'Ventus',
  'Calma',
  'Polar',
  'Oasis',
  'Azur',
  'Helios',
  'Lumen',
  'Silens',
  'Nimbus',
  'Cirrus',
  'Alpina',
  'Fresco',
  'Terral',
  'Mistral',
  'Kaze',
  'Solano',
];

const grammars: Record<GrammarName, (r: Random) => SeriesDraft> = {
  compact(r) {
    const prefix = letters(r, r.int(3, 4));
    const caps = r.run(['07', '09', '12', '14', '18', '21', '24', '30'], r.int(4, 6));
    const generations = r.chance(0.3)
      ? [letters(r, 1), letters(r, 2)]
      : [`${letters(r, r.int(1, 2))}${r.chance(0.4) ? r.int(1, 3) : ''}`];
    const colours = r.chance(0.35) ? r.run(['W', 'S', 'B'], r.int(2, 3)) : [''];
    return {
      grammar: 'compact',
      modelType: 'WALL',
      technology: 'SPLIT',
      groups: generations.map((generation) =>
        colours.flatMap((colour) =>
          sizes(
            caps,
            (cap) => ({ text: `${prefix}${cap}${generation}${colour}`, at: prefix.length }),
            kbtuKw,
          ),
        ),
      ),
    };
  },
  dashed(r) {
    const head = `${letters(r, 2)}-${letters(r, r.int(2, 3))}`;
    const caps = r.run(['15', '20', '25', '35', '42', '50', '60', '71'], r.int(4, 6));
    const generations = r.chance(0.3) ? [letters(r, 2), letters(r, 3)] : [letters(r, r.int(2, 3))];
    const colours = r.chance(0.3) ? ['-W', '-S'] : [''];
    return {
      grammar: 'dashed',
      modelType: 'WALL',
      technology: 'SPLIT',
      groups: generations.map((generation) =>
        colours.flatMap((colour) =>
          sizes(
            caps,
            (cap) => ({ text: `${head}${cap}${generation}${colour}`, at: head.length }),
            (c) => kw(Number(c) / 10),
          ),
        ),
      ),
    };
  },
  marketing(r) {
    const word = r.pick(productNames);
    const name = r.chance(0.3) ? `i${word}` : word;
    const qualifier = r.chance(0.4) ? ` ${r.pick(['S1', 'S2', 'X3', 'E', 'Neo', 'Eco'])}` : '';
    const base = `${name}${qualifier}${r.chance(0.25) ? ' Inverter' : ''}`;
    const caps = r.run(['09', '12', '14', '18', '24'], r.int(3, 5));
    const variants = r.pick([
      [''],
      ['', ' Pro'],
      ['', ' WiFi'],
      ['', ' Pro', ' Pro WiFi'],
      ['', ' Plus'],
      [' WiFi'],
    ]);
    return {
      grammar: 'marketing',
      modelType: 'WALL',
      technology: 'SPLIT',
      groups: variants.map((variant) =>
        sizes(caps, (cap) => ({ text: `${base} ${cap}${variant}`, at: base.length + 1 }), kbtuKw),
      ),
    };
  },
  run(r) {
    const head = `${r.pick(['38', '40', '42', '50', '51'])}${letters(r, r.int(3, 4))}`;
    const caps = r.chance(0.5)
      ? r.run(['09', '12', '18', '24', '30', '36', '48'], r.int(4, 6))
      : r.run(['009', '012', '018', '024', '036', '048'], r.int(4, 5));
    const tails = r.pick([['3'], ['3', '5'], ['0'], ['1', '3']]);
    const separator = r.pick(['---', '--']);
    return {
      grammar: 'run',
      modelType: r.pick(['DUCTED', 'CASSETTE'] as const),
      technology: 'PAC',
      groups: [
        tails.flatMap((tail) =>
          sizes(caps, (cap) => ({ text: `${head}${cap}${separator}${tail}`, at: head.length }), kbtuKw),
        ),
      ],
    };
  },
  decimal(r) {
    const head = `${letters(r, 3)}-`;
    const caps = r.run(['1.5', '2.0', '2.5', '3.0', '4.0', '5.0', '6.0'], r.int(4, 6));
    const tail = `${letters(r, 3)}${r.int(1, 5)}`;
    return {
      grammar: 'decimal',
      modelType: r.pick(['CASSETTE', 'DUCTED', 'CEILING'] as const),
      technology: r.pick(['PAC', 'VRF'] as const),
      groups: [sizes(caps, (cap) => ({ text: `${head}${cap}${tail}`, at: head.length }), Number)],
    };
  },
  vrfIndex(r) {
    const head = letters(r, 4);
    const caps = r.run(['015', '022', '028', '036', '045', '056', '071', '090', '112', '140'], r.int(5, 7));
    const tail = `${letters(r, r.int(2, 3))}${r.pick(['/EU', '-E', '', '/E'])}`;
    return {
      grammar: 'vrfIndex',
      modelType: r.pick(['DUCTED', 'CASSETTE', 'WALL'] as const),
      technology: 'VRF',
      groups: [
        sizes(
          caps,
          (cap) => ({ text: `${head}${cap}${tail}`, at: head.length }),
          (c) => kw(Number(c) / 10),
        ),
      ],
    };
  },
  long(r) {
    const head = `${letters(r, r.int(2, 3))}-`;
    const caps = r.run(['23', '26', '32', '35', '50', '72'], r.int(3, 5));
    const shape = r.pick(['GW', 'QW', 'FW', 'LW']);
    const board = `${letters(r, 2)}${r.int(1, 9)}${letters(r, 2)}${r.int(1, 9)}${letters(r, 1)}`;
    const tail = `${letters(r, 2)}${r.int(100, 499)}`;
    return {
      grammar: 'long',
      modelType: 'WALL',
      technology: 'SPLIT',
      groups: [
        sizes(
          caps,
          (cap) => ({ text: `${head}${cap}${shape}/${board}-${tail}`, at: head.length }),
          (c) => kw(Number(c) / 10),
        ),
      ],
    };
  },
  spaced(r) {
    const head = `${letters(r, r.int(4, 5))} `;
    const caps = r.run(['35', '50', '60', '71', '80', '100', '125', '140', '180'], r.int(4, 6));
    const tail = r.pick(['', ' H', ' V']);
    return {
      grammar: 'spaced',
      modelType: r.pick(['FLOOR', 'CEILING'] as const),
      technology: 'PAC',
      groups: [
        sizes(
          caps,
          (cap) => ({ text: `${head}${cap}${tail}`, at: head.length }),
          (c) => kw(Number(c) / 10),
        ),
      ],
    };
  },
};

export const drawSeries = (name: GrammarName, r: Random): SeriesDraft => grammars[name](r);
