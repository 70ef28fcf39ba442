/**
 * The labelled queries of the evaluation catalogue in one market: what salespeople type, and
 * the right outcome worked out from the catalogue data alone (never from the engine). Answerable
 * and ambiguous kinds are here, absent ones in `absent.ts`; labels are judged by
 * `../quality/labels.ts`. Only units a detail path can reach count as served (`reachable`).
 *
 * Kinds: exact, type word in designation (`… 12 Pro`), case, punctuation removed, punctuation
 * added, spacing, letter slip (one edit in the letters after the capacity, digits intact), brand
 * typo, brand initials, brand short form, brand omitted, truncated, separator run cut
 * (`40ABC36` for `40ABC36---3`), rating plate (a longer code), email and email with the brand
 * omitted (pasted, in the market's language), type named. Ambiguous: the same kinds when several
 * units fit (OEM codes without a brand, `mitsu` for codes of both siblings, colour families cut).
 */
import { listUnits, type SampleUnit } from '../../../src/catalogue/sample/data.js';
import { detailPathTypes } from '../quality/harness.js';
import { digitsOf, key, keyPositions, suffixStart, UnitKeys } from '../quality/keys.js';
import { ambiguousLabel, answerableLabel, type LabelledQuery } from '../quality/labels.js';
import { absentQueries } from './absent.js';
import { brandForms } from './brand-forms.js';
import type { EvalCatalogue } from './catalogue.js';
import { seededRandom } from './random.js';

const typeWords: Readonly<Record<string, string>> = { CTLR_WIFI: 'wifi', CTLR_PRO: 'pro', CTLR_KNX: 'knx' };
const emails: Readonly<Record<string, readonly ((unit: string) => string)[]>> = {
  ES: [
    (u) =>
      `Hola equipo, el cliente tiene un ${u} en la sala de reuniones y quiere controlarlo desde el móvil. ¿Qué controlador le ofrecemos? Gracias, Lucía`,
    (u) =>
      `Buenos días: adjunto foto de la placa, es un ${u} instalado hace dos años. Un saludo, Jordi Puig · Tel. 934 512 677`,
    (u) => `Hi, the customer site has a ${u} in the server room. Which controller do we need? Cheers, Tom`,
  ],
  DE: [
    (u) => `Hallo, beim Kunden hängt ein ${u} im Büro. Welcher Controller passt dazu? Grüße, Jonas`,
    (u) => `Guten Tag, laut Typenschild ist es ein ${u}, Baujahr 2021. Mit freundlichen Grüßen, Petra Lang`,
    (u) => `Hi, the customer site has a ${u} in the server room. Which controller do we need? Cheers, Tom`,
  ],
};
const plateTails = { afterLetter: ['1E', '2V1B', '3', '9EU'], afterDigit: ['E', 'EB', 'VE', 'B1'] };
const typeWordInside = /\b(pro|wifi|wi-fi|knx)\b/i;

export interface EvalQueryOptions {
  /** Queries per "category/kind", at most. Default 50. */
  perKind?: number;
  seed?: number;
}

export function evalQueries(
  data: EvalCatalogue,
  market: string,
  options: EvalQueryOptions = {},
): LabelledQuery[] {
  const r = seededRandom((options.seed ?? data.seed) ^ 0x5eed);
  const perKind = options.perKind ?? 50;
  const sold = listUnits(data.catalogue, market);
  const units = sold.filter((u) => u.skus.some((s) => detailPathTypes.has(s.typeReference)));
  const keys = new UnitKeys(units);
  const brandNames = [...new Set(data.catalogue.brands.map((b) => b.name))];
  const brandIds = new Map(data.catalogue.brands.map((b) => [b.name, b.id]));
  const idsOf = (names: readonly string[]) => new Set(names.flatMap((n) => brandIds.get(n) ?? []));
  const templates = emails[market] ?? emails.ES ?? [];

  const out: LabelledQuery[] = [];
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  const add = (query: Omit<LabelledQuery, 'market'>) => {
    const slot = `${query.category}/${query.variant}`;
    if ((counts.get(slot) ?? 0) >= perKind || seen.has(query.text)) return;
    seen.add(query.text);
    counts.set(slot, (counts.get(slot) ?? 0) + 1);
    out.push({ ...query, market });
  };
  const answer = (variant: string, text: string, unit: SampleUnit, onlyType?: string) =>
    add(answerableLabel(variant, text, unit, onlyType));
  /** One fitting unit (the one meant): answer; two to five including it: choices; else nothing. */
  const judge = (variant: string, text: string, unit: SampleUnit, fits: readonly SampleUnit[]) => {
    if (!fits.includes(unit)) return;
    if (fits.length === 1) answer(variant, text, unit);
    else if (fits.length <= 5) add(ambiguousLabel(variant, text, fits));
  };

  for (const unit of r.shuffle(units)) {
    const brand = unit.brandName;
    const d = unit.designation;
    const k = key(d);
    const ofBrand = new Set([unit.brandId]);
    if (keys.exact(k, ofBrand).length !== 1) continue;
    const full = `${brand} ${d}`;

    answer(typeWordInside.test(d) ? 'type word in designation' : 'exact', full, unit);
    answer('case', r.chance(0.5) ? full.toLowerCase() : full.toUpperCase(), unit);
    const bare = d.replace(/[-/. ]/g, '');
    if (bare !== d) answer('punctuation removed', `${brand} ${bare}`, unit);
    const dashed = /^[A-Za-z]+\d/.test(d) ? d.replace(/^([A-Za-z]+)(\d)/, '$1-$2') : d.replace(/ /g, '-');
    if (dashed !== d) answer('punctuation added', `${brand} ${dashed}`, unit);
    const spaced = d
      .replace(/[-/]+/g, ' ')
      .replace(/([A-Za-z])(\d)|(\d)([A-Za-z])/g, (_m, a, b, c, e) => (a ? `${a} ${b}` : `${c} ${e}`));
    answer('spacing', `${brand.toLowerCase()} ${spaced.toLowerCase().replace(/\s+/g, ' ')}`, unit);
    answer('email', r.pick(templates)(full), unit);
    const typed = r.pick(unit.skus.filter((s) => typeWords[s.typeReference] !== undefined));
    if (typed) answer('type named', `${typeWords[typed.typeReference]} ${full}`, unit, typed.typeReference);

    for (const form of brandForms(brand, brandNames, r)) {
      judge(form.kind, `${form.text} ${d}`, unit, keys.exact(k, idsOf(form.brands)));
    }
    const everywhere = keys.exact(k);
    judge('brand omitted', d, unit, everywhere);
    judge('email, brand omitted', r.pick(templates)(d), unit, everywhere);

    const run = /[-/ ]{2,}/.exec(d);
    if (run) {
      const cut = d.slice(0, run.index);
      if (keys.exact(key(cut), ofBrand).length === 0)
        judge('separator run cut', `${brand} ${cut}`, unit, keys.completions(key(cut), ofBrand));
    }
    for (let c = 1; c <= 3; c++) {
      const cut = d.slice(0, d.length - c).replace(/[-/. ]+$/, '');
      const t = key(cut);
      if (t.length < 4 || !/\d/.test(t) || keys.exact(t, ofBrand).length > 0) continue;
      judge('truncated', `${brand} ${cut}`, unit, keys.completions(t, ofBrand));
    }

    if (!/\s/.test(d)) {
      const tail = r.pick(/\d$/.test(k) ? plateTails.afterDigit : plateTails.afterLetter);
      const plate = `${d}${tail}`;
      const p = key(plate);
      const clean =
        keys.prefixesOf(p, ofBrand).length === 1 &&
        keys.completions(p, ofBrand).length === 0 &&
        keys.exact(p, ofBrand).length === 0 &&
        keys.near(p, ofBrand).length === 0;
      if (clean) answer('rating plate', `${brand} ${plate}`, unit);
    }

    const slip = letterSlip(d, r);
    if (slip !== undefined) {
      const t = key(slip);
      const related =
        keys.exact(t, ofBrand).length +
        keys.completions(t, ofBrand).length +
        keys.prefixesOf(t, ofBrand).length;
      const near = keys.near(t, ofBrand);
      const head = t.slice(0, suffixStart(t) + 1);
      const inSuffix = near.every((u) => key(u.designation).startsWith(head));
      if (related === 0 && inSuffix) judge('letter slip', `${brand} ${slip}`, unit, near);
    }
  }
  return [...out, ...absentQueries(data, market, sold, keys, r, perKind)];
}

/** One slip in the letters after the capacity (substitution, deletion, insertion, swap), digits intact. */
function letterSlip(designation: string, r: ReturnType<typeof seededRandom>): string | undefined {
  const k = key(designation);
  const start = suffixStart(k);
  if (start < 0) return undefined;
  const at = keyPositions(designation);
  const letters = [...k].flatMap((ch, i) => (i > start && /[A-Z]/.test(ch) ? [i] : []));
  if (letters.length === 0) return undefined;
  const i = r.pick(letters);
  const t = at[i] ?? 0;
  const ch = designation.charAt(t);
  const other = r.pick([...'ABCDEFGHKLMNPRSTUVWXYZ'].filter((c) => c !== ch.toUpperCase()));
  const swapWith = designation.charAt(t + 1);
  const slipped = r.pick([
    `${designation.slice(0, t)}${other}${designation.slice(t + 1)}`,
    `${designation.slice(0, t)}${designation.slice(t + 1)}`,
    `${designation.slice(0, t)}${other}${designation.slice(t)}`,
    /[A-Za-z]/.test(swapWith) && swapWith.toUpperCase() !== ch.toUpperCase()
      ? `${designation.slice(0, t)}${swapWith}${ch}${designation.slice(t + 2)}`
      : `${designation.slice(0, t)}${other}${designation.slice(t + 1)}`,
  ]);
  return digitsOf(key(slipped)) === digitsOf(k) ? slipped : undefined;
}
