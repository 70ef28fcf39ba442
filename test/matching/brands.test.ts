import { describe, expect, it } from 'vitest';
import { BrandMatcher, brandEntry, brandGroups, brandTypoAllowance } from '../../src/matching/brands.js';
import { tokenise } from '../../src/matching/query.js';

const brands = [
  { id: 12, name: 'Daikin' },
  { id: 27, name: 'Mitsubishi Electric' },
  { id: 28, name: 'Mitsubishi Heavy Industries' },
  { id: 15, name: 'Fujitsu' },
  { id: 41, name: 'Panasonic' },
  { id: 33, name: 'LG' },
  { id: 19, name: 'Hitachi' },
  { id: 20, name: 'Johnson Controls-Hitachi' },
  { id: 17, name: 'Gree' },
  { id: 18, name: 'Haier' },
  { id: 21, name: 'Hisense' },
  { id: 52, name: 'Toshiba' },
];
const matcher = new BrandMatcher(brands);
const best = (text: string) => {
  const hits = matcher.match(tokenise(text));
  const [group] = brandGroups(hits);
  return (group ?? []).map((hit) => hit.brand.name).sort();
};

describe('brandEntry', () => {
  it('keeps a display name and keys of the name and of its words', () => {
    expect(brandEntry({ id: 1, name: 'Mitsubishi Electric' })).toEqual({
      id: 1,
      name: 'Mitsubishi Electric',
      key: 'MITSUBISHIELECTRIC',
      words: ['MITSUBISHI', 'ELECTRIC'],
    });
  });
});

describe('BrandMatcher.match', () => {
  it.each([
    ['daikin ftxm25r', ['Daikin']],
    ['DAIKIN FTXM25R', ['Daikin']],
    ['daikn ftxm25r', ['Daikin']],
    ['diakin ftxm25r', ['Daikin']],
    ['mitsubishi electric msz ln25vg', ['Mitsubishi Electric']],
    ['mitsubishi electirc msz ln25vg', ['Mitsubishi Electric']],
    ['mitsubishi heavy srk25zs', ['Mitsubishi Heavy Industries']],
    ['MHI srk25zs', ['Mitsubishi Heavy Industries']],
    ['JCH rak 35rpe', ['Johnson Controls-Hitachi']],
    ['mitsu electric fde100vh1', ['Mitsubishi Electric']],
    ['Mitsubishi El. fduM100vf1', ['Mitsubishi Electric']],
    ['M.H.I. srk25zs', ['Mitsubishi Heavy Industries']],
    ['fujitsu asyg 12 kmcc', ['Fujitsu']],
    ['fuji asyg12kmcc', ['Fujitsu']],
    ['pana cs-z25vkew', ['Panasonic']],
    ['LG PC09SQ NSJ', ['LG']],
  ])('"%s" → %j', (text, names) => {
    expect(best(text)).toEqual(names);
  });

  it('leaves Mitsubishi Electric and Heavy Industries tied when only "mitsu" or "mitsubishi" is given', () => {
    expect(best('mitsu msz ln25')).toEqual(['Mitsubishi Electric', 'Mitsubishi Heavy Industries']);
    expect(best('mitsubishi srk25zs')).toEqual(['Mitsubishi Electric', 'Mitsubishi Heavy Industries']);
  });

  it('finds the brand inside a pasted email', () => {
    expect(best('Hi, the customer has a Mitsubishi Electric MSZ-LN25VG, what do we need?')).toEqual([
      'Mitsubishi Electric',
    ]);
  });

  it('never takes a short word for an abbreviation unless it is one exactly', () => {
    expect(best('the gre unit')).toEqual([]);
    expect(best('lgx 25')).toEqual([]);
    expect(best('me ftxm25r')).toEqual([]);
  });

  it('never takes a short first word ("de") for a brand without the rest of its name', () => {
    const withShort = new BrandMatcher([...brands, { id: 98, name: "De'Vito" }]);
    expect(
      withShort.match(tokenise('adjunto foto de la placa, es un QX12B')).map((h) => h.brand.name),
    ).toEqual([]);
    expect(withShort.match(tokenise('de vito qx12b')).map((h) => h.brand.name)).toEqual(["De'Vito"]);
  });

  it('takes the whole name typed with its first word cut short over a brand inside it', () => {
    expect(best('johns controls hitachi rak 35rpe')).toEqual(['Johnson Controls-Hitachi']);
  });

  it('prefers the longer name when both a brand and a longer brand name were typed', () => {
    const withGeneral = new BrandMatcher([...brands, { id: 99, name: 'Fujitsu General' }]);
    const [group] = brandGroups(withGeneral.match(tokenise('fujitsu general asyg12')));
    expect(group?.map((hit) => hit.brand.name)).toEqual(['Fujitsu General']);
    const [alone] = brandGroups(withGeneral.match(tokenise('fujitsu asyg12')));
    expect(alone?.map((hit) => hit.brand.name)).toEqual(['Fujitsu']);
  });

  it('finds no brand in a model code alone', () => {
    expect(best('FTXM25R')).toEqual([]);
    expect(best('asyg 12 kmcc')).toEqual([]);
  });

  it('reports where the brand is in the text', () => {
    const [hit] = matcher.match(tokenise('wifi mitsubishi electric msz'));
    expect(hit).toMatchObject({ start: 1, end: 3, score: 100 });
  });
});

describe('brandTypoAllowance', () => {
  it('allows no typo below four letters, one up to seven, two beyond', () => {
    expect([3, 4, 7, 8].map(brandTypoAllowance)).toEqual([0, 1, 1, 2]);
  });
});

describe('brandGroups', () => {
  it('puts tied brands first and the next best after', () => {
    const hits = matcher.match(tokenise('mitsubishi daik'));
    const groups = brandGroups(hits).map((group) => group.map((hit) => hit.brand.name));
    expect(groups).toEqual([['Mitsubishi Electric', 'Mitsubishi Heavy Industries'], ['Daikin']]);
  });
});

describe('BrandMatcher.suggest', () => {
  it('lists by prefix, word prefix, alias, then fuzzy', () => {
    expect(matcher.suggest('mi', 5).map((b) => b.name)).toEqual([
      'Mitsubishi Electric',
      'Mitsubishi Heavy Industries',
    ]);
    expect(
      matcher
        .suggest('hita', 5)
        .map((b) => b.name)
        .slice(0, 2),
    ).toEqual(['Hitachi', 'Johnson Controls-Hitachi']);
    expect(matcher.suggest('MHI', 5).map((b) => b.name)).toContain('Mitsubishi Heavy Industries');
    expect(matcher.suggest('toshbia', 5).map((b) => b.name)).toContain('Toshiba');
  });

  it('drops weak fuzzy matches behind prefix matches, keeps them when nothing else matches', () => {
    expect(matcher.suggest('mitsu', 10).map((b) => b.name)).toEqual([
      'Mitsubishi Electric',
      'Mitsubishi Heavy Industries',
    ]);
    expect(matcher.suggest('fujitsy', 10).map((b) => b.name)[0]).toBe('Fujitsu');
  });

  it('lists every brand alphabetically for an empty query, up to the limit', () => {
    expect(matcher.suggest('', 3).map((b) => b.name)).toEqual(['Daikin', 'Fujitsu', 'Gree']);
  });
});

describe('guessed brands in chatter', () => {
  const withMidea = new BrandMatcher([...brands, { id: 60, name: 'Midea' }]);
  const named = (text: string) =>
    withMidea.match(tokenise(text)).map((hit) => `${hit.brand.name}${hit.guessed ? '?' : ''}`);

  it('ignores a brand-like word far from any code in longer text', () => {
    expect(named('Great idea: the customer has FTXM25R, what do we need?')).toEqual([]);
    expect(named('I agree, the customer needs a controller for FTXM25R')).toEqual([]);
  });

  it('keeps a guessed brand next to a code, or in a short query, and marks it guessed', () => {
    expect(named('the customer has an idea FTXM25R unit')).toEqual(['Midea?']);
    expect(named('daikn ftxm25r')).toEqual(['Daikin?']);
    expect(named('Hello, please check the Midea unit in room 4 for me')).toEqual(['Midea']);
  });
});
