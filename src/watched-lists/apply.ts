/**
 * Which lines of a watched list a refresh's changes change, and how: pure, from the change record
 * (catalogue-copy/changes.ts) and the lines as kept (lines.ts), matched by model id. A line whose
 * unit left the catalogue is no longer answered; a SKU replaced for a type the line shows is
 * replaced; a type no longer offered for the unit is dropped from the line (a line left with no
 * SKU is "not sold in this market"); a type newly offered is added to a line that asked for every
 * type (or for that one); warnings added or dropped are added or dropped. Each change applies only
 * to a line that still shows what it changed from (that type's SKUs; the warnings it was last told
 * of): a change older than what the line shows (notice jobs run out of order) changes and names
 * nothing. A unit removed applies as it comes. A line answered for a unit's variants takes a
 * type's change only when every variant left changed alike; when they differ (one changed, one
 * not, or to other SKUs) the answer would be a choice: the line asserts no SKU for that type, is
 * marked `check` (look the unit up again) and is no longer followed. A line whose outcome comes
 * out the same (nothing it shows changed) is not a changed line. Lines that are not one unit's answer (choices, not found)
 * are never changed here: a change cannot make them a SKU.
 */
import type { CopyChange } from '../catalogue-copy/changes.js';
import { type Language, t } from '../i18n/index.js';
import type { LineOutcome } from '../project-lists/outcome.js';
import type { WatchedLine } from './lines.js';

/** One thing that changed on a line, before → after. */
export type LineNote =
  | { kind: 'gone' }
  | { kind: 'sku'; typeName: string; before: string[]; after: string[] }
  | { kind: 'type_gone'; typeName: string; before: string[] }
  | { kind: 'type_new'; typeName: string; after: string[] }
  | { kind: 'warning'; added: string[]; removed: string[] }
  /** The line's variants changed this type differently: no SKU for it, the unit to look up again. */
  | { kind: 'check'; typeName: string; before: string[] };

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

/**
 * Variants whose changes of one type differ (one changed and another not, or to other SKUs): the
 * answer for that type would be a choice between them. True, with a `check` note, when that
 * matters to the line: it shows what they changed from, and the type is one it shows or asked for.
 */
function variantsDiffer(
  rows: Row[],
  ofType: readonly CopyChange[],
  asked: string | undefined,
  notes: LineNote[],
) {
  const type = ofType[0]?.type ?? '';
  const mine = rows.filter((row) => row.type === type);
  const before = mine.map((row) => row.sku);
  if (!ofType.some((change) => sameItems(change.before, before))) return false;
  if (mine.length === 0 && asked !== undefined && asked !== type) return false;
  const typeName = mine[0]?.typeName ?? ofType[0]?.typeName ?? type;
  notes.push({ kind: 'check', typeName, before });
  return true;
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
  let rows: Row[] = outcome.skus.map((sku, i) => ({ ...sku, type: unit.skuTypes[i] ?? '' }));
  const live = unit.modelIds.filter((id) => !removed.has(id));
  const skuChanges = mine.filter((change) => change.kind.startsWith('sku_'));
  for (const type of new Set(skuChanges.map((change) => change.type ?? ''))) {
    const ofType = skuChanges.filter((change) => (change.type ?? '') === type);
    const [first] = ofType;
    if (!first) continue;
    // Variants share one answer: a type's change applies when every variant left changes alike.
    const alike = live.every((id) =>
      ofType.some(
        (c) => c.modelId === id && sameItems(c.before, first.before) && sameItems(c.after, first.after),
      ),
    );
    if (alike) rows = skuChange(rows, first, unit.type, notes);
    else if (variantsDiffer(rows, ofType, unit.type, notes)) rows = rows.filter((row) => row.type !== type);
  }
  let warnings = outcome.warnings;
  let told = unit.warnings;
  // A warnings change is taken once, from the first variant that has one.
  const warned = mine.find((change) => change.kind === 'warnings');
  if (warned) {
    const added = warned.after.filter((w) => !warned.before.includes(w));
    const dropped = warned.before.filter((w) => !warned.after.includes(w));
    // Only from the warnings the line was last told of; never told: it shows those dropped, none of those added.
    const shown = told
      ? sameItems(told, warned.before)
      : dropped.every((w) => warnings.includes(w)) && !added.some((w) => warnings.includes(w));
    if (shown && (added.length > 0 || dropped.length > 0)) {
      warnings = [...warnings.filter((w) => !dropped.includes(w)), ...added];
      told = warned.after;
      notes.push({ kind: 'warning', added, removed: dropped });
    }
  }
  if (notes.length === 0) return undefined;
  const skus = rows.map(({ typeName, sku }) => ({ typeName, sku }));
  const check = notes.flatMap((note) =>
    note.kind === 'check' ? [t(language, 'watch.variantsDiffer', { type: note.typeName })] : [],
  );
  if (check.length > 0) {
    // No SKU asserted for those types: the line is to be looked up again, and no longer followed.
    const after: LineOutcome = { ...outcome, status: 'check', skus, warnings: [...warnings, ...check] };
    return { line: { line: line.line, outcome: after }, notes };
  }
  const status = rows.length === 0 ? 'not_sold' : outcome.status === 'not_sold' ? 'answered' : outcome.status;
  const after: LineOutcome = { ...outcome, status, skus, warnings };
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
