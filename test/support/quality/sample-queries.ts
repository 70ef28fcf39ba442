/**
 * A labelled query set generated from a sample catalogue, deterministic per seed: what a
 * salesperson would type, and what the right outcome is, worked out from the catalogue data
 * alone (never from the engine). Shared by the lookup quality test and the lookup bench; the
 * labels and how outcomes are judged are in `labels.ts`.
 *
 * - answerable: exactly one unit fits; the expected SKUs are the unit's, per market type.
 *   Variants: exact, case, spacing, dashes removed, dashes added, one-letter typo, brand typo,
 *   brand abbreviation, brand omitted, truncated suffix, pasted email, type named, and emails
 *   whose chatter holds words like brands or types ("idea", "agree", "pro", "KNX"), with the
 *   brand named or omitted.
 * - ambiguous: several units fit equally; the choices must contain them (2 to 5 of them).
 * - absent: no unit fits (capacity-digit neighbours of real models, models of other markets,
 *   made-up codes); no SKU may be given.
 */
import { listUnits, type SampleCatalogue, type SampleUnit } from '../../../src/catalogue/sample/data.js';
import { seededRandom } from '../../../src/catalogue/sample/generate.js';
import { detailPathTypes } from './harness.js';
import { key } from './keys.js';
import { ambiguousLabel, answerableLabel, type LabelledQuery } from './labels.js';

/** How people write each type (a test fixture, not the engine's knowledge). */
const typeWords: Readonly<Record<string, string>> = { CTLR_WIFI: 'wifi', CTLR_KNX: 'KNX', CTLR_PRO: 'pro' };

/** Trade abbreviations and the brands a salesperson means by them. */
const abbreviations: readonly { text: string; brands: readonly string[] }[] = [
  { text: 'MHI', brands: ['Mitsubishi Heavy Industries'] },
  { text: 'mitsu', brands: ['Mitsubishi Electric', 'Mitsubishi Heavy Industries'] },
  { text: 'mitsubishi heavy', brands: ['Mitsubishi Heavy Industries'] },
  { text: 'JCH', brands: ['Johnson Controls-Hitachi'] },
  { text: 'pana', brands: ['Panasonic'] },
  { text: 'tosh', brands: ['Toshiba'] },
  { text: 'fuji', brands: ['Fujitsu'] },
];

/**
 * Emails whose chatter holds words that look like brands ("idea" ~ Midea, "agree" ~ Gree) or
 * types ("pro", "KNX") away from the unit: the unit is `unit`, every type of it counts.
 */
const chatterOpenings = [
  'Great idea! I agree with the plan.',
  'Hi, the pro installer says the building already runs KNX.',
  'I agree, good idea. The pro team will visit on Monday and the site runs KNX everywhere.',
];
const chatterEmail = (unit: string, random: () => number) =>
  `${chatterOpenings[Math.floor(random() * chatterOpenings.length)]} Could you check which controller we need? The customer has a ${unit} in the meeting room. Thanks, Ana`;

/** Plain Levenshtein distance (independent of the engine's own). */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Levenshtein distance ≤ 1, in one pass. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function listAt<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}

const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export interface QuerySetOptions {
  seed?: number;
  /** Queries per variant, at most. */
  perVariant?: number;
  /** Units examined, at most (a large generated catalogue needs only a sample). */
  maxUnits?: number;
}

export function buildQuerySet(
  catalogue: SampleCatalogue,
  market: string,
  options: QuerySetOptions = {},
): LabelledQuery[] {
  const random = seededRandom(options.seed ?? 7);
  const perVariant = options.perVariant ?? 40;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  const units = listUnits(catalogue, market).filter((unit) =>
    unit.skus.some((s) => detailPathTypes.has(s.typeReference)),
  );
  const keys = new Map(units.map((unit) => [unit, key(unit.designation)]));
  const keyOf = (unit: SampleUnit) => keys.get(unit) ?? '';
  const byBrand = new Map<number, SampleUnit[]>();
  for (const unit of units) listAt(byBrand, unit.brandId).push(unit);
  const brandUnits = (brandId: number) => byBrand.get(brandId) ?? [];
  const brandNames = [...new Set(units.map((unit) => unit.brandName))];
  const brandIdsByName = new Map(units.map((unit) => [unit.brandName, unit.brandId]));
  const brandIdsNamed = (names: readonly string[]) =>
    new Set(names.flatMap((name) => brandIdsByName.get(name) ?? []));

  const withKey = new Map<string, SampleUnit[]>();
  for (const unit of units) listAt(withKey, keyOf(unit)).push(unit);
  /** Units with this key, optionally only of some brands. */
  const sameKey = (k: string, brandIds?: ReadonlySet<number>) =>
    (withKey.get(k) ?? []).filter((unit) => brandIds === undefined || brandIds.has(unit.brandId));
  const sortedKeys = [...withKey.keys()].sort();
  const firstAtOrAfter = (k: string) => {
    let low = 0;
    let high = sortedKeys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((sortedKeys[mid] ?? '') < k) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  /** Units of the brand a typed key completes without splitting a digit run. */
  const completions = (brandId: number, typed: string) => {
    const out: SampleUnit[] = [];
    for (let i = firstAtOrAfter(typed); i < sortedKeys.length && sortedKeys[i]?.startsWith(typed); i++) {
      const k = sortedKeys[i] ?? '';
      if (k.length > typed.length && !(/\d$/.test(typed) && /\d/.test(k.charAt(typed.length)))) {
        out.push(...sameKey(k, new Set([brandId])));
      }
    }
    return out;
  };
  /** A code nobody could mean: no unit has it, extends it, or is extended by it. */
  const nowhere = (typed: string) =>
    !sortedKeys[firstAtOrAfter(typed)]?.startsWith(typed) &&
    [...typed].every((_, i) => !withKey.has(typed.slice(0, i + 1)));

  const shuffled = [...units];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as SampleUnit, shuffled[i] as SampleUnit];
  }

  const out: LabelledQuery[] = [];
  const seenTexts = new Set<string>();
  const counts = new Map<string, number>();
  const full = (variant: string) => (counts.get(variant) ?? 0) >= perVariant;
  const add = (query: Omit<LabelledQuery, 'market'>) => {
    const full = `${query.category}/${query.variant}`;
    if ((counts.get(full) ?? 0) >= perVariant || seenTexts.has(query.text)) return;
    seenTexts.add(query.text);
    counts.set(full, (counts.get(full) ?? 0) + 1);
    out.push({ ...query, market });
  };
  const answer = (variant: string, text: string, unit: SampleUnit, onlyType?: string) =>
    add(answerableLabel(variant, text, unit, onlyType));
  const ambiguous = (variant: string, text: string, fits: readonly SampleUnit[]) => {
    if (fits.length >= 2 && fits.length <= 5) add(ambiguousLabel(variant, text, fits));
  };
  const absent = (variant: string, text: string) => add({ category: 'absent', variant, text });

  for (const unit of shuffled.slice(0, options.maxUnits ?? shuffled.length)) {
    const pool = brandUnits(unit.brandId);
    const brand = unit.brandName;
    const designation = unit.designation;
    const k = keyOf(unit);
    const ofBrand = new Set([unit.brandId]);
    const inBrand = sameKey(k, ofBrand).length === 1;

    if (inBrand) {
      answer('exact', `${brand} ${designation}`, unit);
      answer(
        'case',
        random() < 0.5 ? `${brand} ${designation}`.toLowerCase() : `${brand} ${designation}`.toUpperCase(),
        unit,
      );
      answer(
        'spacing',
        `${brand} ${designation
          .replace(/[-/.]/g, ' ')
          .replace(/([A-Za-z])(\d)|(\d)([A-Za-z])/g, (_m, a, b, c, d) => (a ? `${a} ${b}` : `${c} ${d}`))
          .replace(/\s+/g, ' ')}`,
        unit,
      );
      const dashless = designation.replace(/[-/. ]/g, '');
      if (dashless !== designation) answer('dashes removed', `${brand} ${dashless}`, unit);
      const dashed = designation.replace(/^([A-Za-z]+)(\d)/, '$1-$2');
      if (dashed !== designation) answer('dashes added', `${brand} ${dashed}`, unit);
      answer('email', `Hi, the customer has a ${brand} ${designation}, what do we need?`, unit);
      const typeSku = pick(unit.skus.filter((s) => typeWords[s.typeReference] !== undefined));
      if (typeSku) {
        answer(
          'type named',
          `${typeWords[typeSku.typeReference]} ${brand} ${designation}`,
          unit,
          typeSku.typeReference,
        );
      }

      const [firstWord = '', ...rest] = brand.split(' ');
      if (firstWord.length >= 5 && /^[A-Za-z]+$/.test(firstWord)) {
        const at = 1 + Math.floor(random() * (firstWord.length - 2));
        const typo = `${firstWord.slice(0, at)}${firstWord[at + 1]}${firstWord[at]}${firstWord.slice(at + 2)}`;
        const clear = brandNames.every(
          (other) =>
            other === brand || levenshtein(typo.toLowerCase(), (other.split(' ')[0] ?? '').toLowerCase()) > 2,
        );
        if (typo !== firstWord && clear)
          answer('brand typo', `${[typo, ...rest].join(' ')} ${designation}`, unit);
      }
    }

    for (const abbreviation of abbreviations.filter((a) => a.brands.includes(brand))) {
      const fits = sameKey(k, brandIdsNamed(abbreviation.brands));
      const text = `${abbreviation.text} ${designation}`;
      if (fits.length === 1) answer('brand abbreviation', text, unit);
      else ambiguous('brand abbreviation', text, fits);
    }

    if (inBrand) answer('email chatter', chatterEmail(`${brand} ${designation}`, random), unit);

    const everywhere = sameKey(k);
    const omittedEmail = `Hi, the customer has a ${designation}, what do we need?`;
    const omittedChatter = chatterEmail(designation, random);
    if (everywhere.length === 1) {
      answer('brand omitted', designation, unit);
      answer('email, brand omitted', omittedEmail, unit);
      answer('email chatter, brand omitted', omittedChatter, unit);
    } else {
      ambiguous('brand omitted', designation, everywhere);
      ambiguous('email, brand omitted', omittedEmail, everywhere);
      ambiguous('email chatter, brand omitted', omittedChatter, everywhere);
    }

    for (let cut = 1; cut <= 3; cut++) {
      const typed = k.slice(0, k.length - cut);
      if (typed.length < 4 || !/\d/.test(typed) || sameKey(typed, ofBrand).length > 0) continue;
      const fits = completions(unit.brandId, typed);
      if (!fits.includes(unit)) continue;
      if (fits.length === 1) answer('truncated', `${brand} ${typed}`, unit);
      else ambiguous('truncated', `${brand} ${typed}`, fits);
    }

    const letterPositions = [...k].flatMap((ch, i) => (/[A-Z]/.test(ch) ? [i] : []));
    if (
      k.length >= 6 &&
      letterPositions.length > 0 &&
      !(full('answerable/letter typo') && full('ambiguous/letter typo'))
    ) {
      const at = pick(letterPositions);
      const replacement = pick([...letters].filter((ch) => ch !== k[at]));
      const typo = `${k.slice(0, at)}${replacement}${k.slice(at + 1)}`;
      const typoText = `${brand} ${typo}`;
      const exactOrPrefix = pool.some((other) => {
        const otherKey = keyOf(other);
        return otherKey.startsWith(typo) || typo.startsWith(otherKey);
      });
      const near = pool.filter((other) => withinOneEdit(keyOf(other), typo));
      if (!exactOrPrefix && near.length === 1 && near[0] === unit) answer('letter typo', typoText, unit);
      else if (!exactOrPrefix && near.includes(unit)) ambiguous('letter typo', typoText, near);
    }

    const digits = /\d+/.exec(designation);
    if (digits) {
      const run = digits[0];
      const value = Number(run);
      for (const step of [1, -1, 5, -5, 10, 3]) {
        const neighbour = value + step;
        if (neighbour < 0) continue;
        const code = String(neighbour).padStart(run.length, '0');
        const changed = `${designation.slice(0, digits.index)}${code}${designation.slice(digits.index + run.length)}`;
        if (!nowhere(key(changed))) continue;
        absent('capacity neighbour', `${brand} ${changed}`);
        absent('capacity neighbour, brand omitted', changed);
        break;
      }
    }
  }

  for (const other of catalogueMarkets(catalogue).filter((m) => m !== market)) {
    for (const unit of listUnits(catalogue, other)) {
      if (nowhere(key(unit.designation)))
        absent('other market only', `${unit.brandName} ${unit.designation}`);
    }
  }
  for (let i = 0; i < 15; i++) {
    const code = `${pick([...letters])}${pick([...letters])}Q${10 + Math.floor(random() * 89)}${pick([...letters])}`;
    if (nowhere(code)) absent('made up', `${pick(brandNames)} ${code}`);
  }
  return out;
}

const catalogueMarkets = (catalogue: SampleCatalogue) => catalogue.markets.map((m) => m.code);
