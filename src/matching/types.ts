/**
 * The controller type the user named, found from the market's own type references and names rather
 * than a hard-coded list (`pro sti`, `pro-sti`, `prosti` → `CTLR_PRO_STI`). The longest run of
 * tokens wins; a key shared by two types names neither. The keys: docs/matching.md.
 */
import { normaliseKey } from './normalise.js';
import type { QueryToken } from './query.js';

export interface TypeLike {
  reference: string;
  name: string;
}

/** The longest type phrase considered, in tokens. */
const maxTypeTokens = 6;

/** The segment before the first `_` when every reference shares it (`CTLR`), else undefined. */
export function familyPrefix(references: readonly string[]): string | undefined {
  const prefixes = new Set(references.map((reference) => reference.split('_')[0]));
  const [only] = prefixes;
  return prefixes.size === 1 && only && references.every((r) => r.includes('_')) ? only : undefined;
}

/** The keys a type is known by (see the module comment). */
export function typeKeys(type: TypeLike, prefix: string | undefined): string[] {
  const keys = [normaliseKey(type.reference)];
  if (prefix && type.reference.startsWith(`${prefix}_`))
    keys.push(normaliseKey(type.reference.slice(prefix.length + 1)));
  const name = normaliseKey(type.name);
  keys.push(name);
  const prefixKey = prefix ? normaliseKey(prefix) : '';
  if (prefixKey && name.startsWith(prefixKey)) keys.push(name.slice(prefixKey.length));
  return [...new Set(keys.filter((key) => key.length >= 2))];
}

export interface TypeMention {
  /** Type code as the catalogue writes it. */
  reference: string;
  /** False when the type is known (from another market) or looks like a type code, but this market does not list it. */
  offered: boolean;
  /** Token positions `[start, end)` the mention covers. */
  start: number;
  end: number;
}

/** The last segment of a reference after the family prefix (`CTLR_PRO_STI` → `STI`), if any. */
function qualifierKey(type: TypeLike, prefix: string | undefined): string | undefined {
  const rest =
    prefix && type.reference.startsWith(`${prefix}_`) ? type.reference.slice(prefix.length + 1) : '';
  const segments = rest.split('_');
  const last = segments.length > 1 ? normaliseKey(segments[segments.length - 1] ?? '') : '';
  return last.length >= 2 ? last : undefined;
}

function keyTable(types: readonly TypeLike[], prefix: string | undefined): Map<string, string | null> {
  const table = new Map<string, string | null>();
  const add = (into: Map<string, string | null>, key: string, reference: string) => {
    const existing = into.get(key);
    into.set(key, existing === undefined || existing === reference ? reference : null);
  };
  for (const type of types) {
    for (const key of typeKeys(type, prefix)) add(table, key, type.reference);
  }
  // A qualifier alone (`sti`) names its type too, unless it is another type's key or shared.
  const qualifiers = new Map<string, string | null>();
  for (const type of types) {
    const key = qualifierKey(type, prefix);
    if (key !== undefined && !table.has(key)) add(qualifiers, key, type.reference);
  }
  for (const [key, reference] of qualifiers) table.set(key, reference);
  return table;
}

interface TypeTables {
  prefix: string | undefined;
  offeredKeys: Map<string, string | null>;
  knownKeys: Map<string, string | null>;
}

/** One empty list for every call that names no known types (so that its tables are kept too). */
const noTypes: readonly TypeLike[] = Object.freeze([]);

const tablesMemo = new WeakMap<readonly TypeLike[], WeakMap<readonly TypeLike[], TypeTables>>();

/**
 * The key tables of one pair of type lists, built once per pair: the lists are the catalogue's
 * cached answers, so the same arrays come back request after request.
 */
function tablesFor(offered: readonly TypeLike[], known: readonly TypeLike[]): TypeTables {
  let byKnown = tablesMemo.get(offered);
  if (!byKnown) {
    byKnown = new WeakMap<readonly TypeLike[], TypeTables>();
    tablesMemo.set(offered, byKnown);
  }
  const kept = byKnown.get(known);
  if (kept) return kept;
  const prefix = familyPrefix([...offered, ...known].map((type) => type.reference));
  const offeredReferences = new Set(offered.map((type) => type.reference));
  const tables = {
    prefix,
    offeredKeys: keyTable(offered, prefix),
    knownKeys: keyTable(
      known.filter((type) => !offeredReferences.has(type.reference)),
      prefix,
    ),
  };
  byKnown.set(known, tables);
  return tables;
}

/**
 * The type named in the text, if any. `offered` types are the market's; `known` are types seen
 * elsewhere (other markets, protocol compatibilities), recognised so that the user hears that
 * this market does not offer them. A literal `PREFIX_WORD` code (joined by `_`) not otherwise
 * known is reported as not offered too. `accept` says where in the text a type word counts.
 */
export function findTypeMention(
  text: string,
  tokens: readonly QueryToken[],
  offered: readonly TypeLike[],
  known: readonly TypeLike[] = noTypes,
  accept: (start: number, end: number) => boolean = () => true,
): TypeMention | undefined {
  const { prefix, offeredKeys, knownKeys } = tablesFor(offered, known);
  let best: TypeMention | undefined;
  for (let start = 0; start < tokens.length; start++) {
    let key = '';
    for (let end = start; end < tokens.length && end - start < maxTypeTokens; end++) {
      key += tokens[end]?.key ?? '';
      const length = end + 1 - start;
      if ((best && best.end - best.start >= length) || !accept(start, end + 1)) continue;
      const offeredRef = offeredKeys.get(key);
      const knownRef = knownKeys.get(key);
      if (offeredRef) best = { reference: offeredRef, offered: true, start, end: end + 1 };
      else if (knownRef) best = { reference: knownRef, offered: false, start, end: end + 1 };
    }
  }
  return best ?? (prefix ? literalTypeCode(text, tokens, prefix) : undefined);
}

/** `CTLR_FOO` typed as such: the family prefix joined to the next token(s) by underscores. */
function literalTypeCode(
  text: string,
  tokens: readonly QueryToken[],
  prefix: string,
): TypeMention | undefined {
  const prefixKey = normaliseKey(prefix);
  for (let start = 0; start < tokens.length; start++) {
    if (tokens[start]?.key !== prefixKey) continue;
    let end = start + 1;
    while (end < tokens.length && text.slice(tokens[end - 1]?.end, tokens[end]?.start) === '_') end++;
    if (end > start + 1) {
      const reference = tokens
        .slice(start, end)
        .map((token) => token.key)
        .join('_');
      return { reference, offered: false, start, end };
    }
  }
  return undefined;
}
