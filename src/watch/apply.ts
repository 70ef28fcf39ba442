/**
 * Which lines of a watched list a refresh's changes change, and how: pure, from the change record
 * (catalogue-copy/changes.ts) and the lines as kept (lines.ts), matched by model id. A line whose
 * unit left the catalogue is no longer answered; a SKU replaced for a type the line shows is
 * replaced; a type no longer offered for the unit is dropped from the line (a line left with no
 * SKU is "not sold in this market"); a type newly offered is added to a line that asked for every
 * type (or for that one); warnings added or dropped are added or dropped. Each change applies only
 * to a line that still shows what it changed from (that type's SKUs; the warnings it was last told
 * of): a change older than what the line shows (notice jobs run out of order) changes and names
 * nothing. A unit removed applies as it comes. A line whose outcome comes out the same (nothing it
 * shows changed) is not a changed line. Lines that are not one unit's answer (choices, not found)
 * are never changed here: a change cannot make them a SKU.
 */
import type { CopyChange } from '../catalogue-copy/changes.js';
import { type Language, t } from '../i18n/index.js';
import type { LineOutcome } from '../lists/outcome.js';
import type { WatchedLine } from './lines.js';

/** One thing that changed on a line, before → after. */
export type LineNote =
  | { kind: 'gone' }
  | { kind: 'sku'; typeName: string; before: string[]; after: string[] }
  | { kind: 'type_gone'; typeName: string; before: string[] }
  | { kind: 'type_new'; typeName: string; after: string[] }
  | { kind: 'warning'; added: string[]; removed: string[] };

export interface LineChange {
  number: number;
  typed: string;
  before: LineOutcome;
  after: LineOutcome;
  notes: LineNote[];
}

export interface AppliedChanges {
  /** Every line, the changed ones as they are now. */
  lines: WatchedLine[];
  /** The changed lines, in list order. */
  changed: LineChange[];
}

interface Row {
  type: string;
  typeName: string;
  sku: string;
}

const answeredStatuses: ReadonlySet<LineOutcome['status']> = new Set(['answered', 'check', 'not_sold']);

/** The same SKUs (warnings), in any order. */
const sameItems = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().every((item, i) => item === [...b].sort()[i]);

function skuChange(rows: Row[], change: CopyChange, asked: string | undefined, notes: LineNote[]): Row[] {
  const type = change.type ?? '';
  const mine = rows.filter((row) => row.type === type);
  const others = rows.filter((row) => row.type !== type);
  const typeName = mine[0]?.typeName ?? change.typeName ?? type;
  const before = mine.map((row) => row.sku);
  // Only a change from what the line shows: an older change applied after a newer one changes nothing.
  if (!sameItems(before, change.before)) return rows;
  if (change.after.length === 0) {
    if (mine.length > 0) notes.push({ kind: 'type_gone', typeName, before });
    return others;
  }
  const now = change.after.map((sku) => ({ type, typeName, sku }));
  if (mine.length > 0) {
    notes.push({ kind: 'sku', typeName, before, after: change.after });
    const at = rows.indexOf(mine[0] as Row);
    return [...others.slice(0, at), ...now, ...others.slice(at)];
  }
  if (asked !== undefined && asked !== type) return rows;
  notes.push({ kind: 'type_new', typeName, after: change.after });
  return [...rows, ...now];
}

function changedLine(line: WatchedLine, changes: readonly CopyChange[], language: Language) {
  const { unit, outcome } = line;
  if (!unit || !answeredStatuses.has(outcome.status)) return undefined;
  const ids = new Set(unit.modelIds);
  const mine = changes.filter((change) => ids.has(change.modelId));
  if (mine.length === 0) return undefined;
  const notes: LineNote[] = [];
  const removed = new Set(mine.filter((c) => c.kind === 'removed').map((c) => c.modelId));
  if (removed.size === ids.size) {
    const after: LineOutcome = {
      ...outcome,
      status: 'not_found',
      skus: [],
      warnings: [t(language, 'watch.gone')],
    };
    return { line: { line: line.line, outcome: after }, notes: [{ kind: 'gone' as const }] };
  }
  // Variants share one answer: each type's change is taken once, from the first unit that has it.
  const seen = new Set<string>();
  let rows: Row[] = outcome.skus.map((sku, i) => ({ ...sku, type: unit.skuTypes[i] ?? '' }));
  let warnings = outcome.warnings;
  let told = unit.warnings;
  for (const change of mine) {
    const key = `${change.kind === 'warnings' ? 'warnings' : 'sku'}:${change.type ?? ''}`;
    if (change.kind === 'added' || change.kind === 'removed' || seen.has(key)) continue;
    seen.add(key);
    if (change.kind !== 'warnings') {
      rows = skuChange(rows, change, unit.type, notes);
      continue;
    }
    const added = change.after.filter((w) => !change.before.includes(w));
    const dropped = change.before.filter((w) => !change.after.includes(w));
    // Only from the warnings the line was last told of; never told: it shows those dropped, none of those added.
    const shown = told
      ? sameItems(told, change.before)
      : dropped.every((w) => warnings.includes(w)) && !added.some((w) => warnings.includes(w));
    if (!shown || (added.length === 0 && dropped.length === 0)) continue;
    warnings = [...warnings.filter((w) => !dropped.includes(w)), ...added];
    told = change.after;
    notes.push({ kind: 'warning', added, removed: dropped });
  }
  if (notes.length === 0) return undefined;
  const status = rows.length === 0 ? 'not_sold' : outcome.status === 'not_sold' ? 'answered' : outcome.status;
  const after: LineOutcome = {
    ...outcome,
    status,
    skus: rows.map(({ typeName, sku }) => ({ typeName, sku })),
    warnings,
  };
  return {
    line: {
      ...line,
      outcome: after,
      unit: { ...unit, skuTypes: rows.map((row) => row.type), ...(told ? { warnings: told } : {}) },
    },
    notes,
  };
}

/** The list's lines after `changes`, and the lines they changed. */
export function applyChanges(
  lines: readonly WatchedLine[],
  changes: readonly CopyChange[],
  language: Language,
): AppliedChanges {
  const changed: LineChange[] = [];
  const next = lines.map((line) => {
    const result = changedLine(line, changes, language);
    if (!result) return line;
    changed.push({
      number: line.line.number,
      typed: line.line.typed,
      before: line.outcome,
      after: result.line.outcome,
      notes: result.notes,
    });
    return result.line;
  });
  return { lines: next, changed };
}
