/**
 * A watched list's lines whose unit a refresh changed, answered again as a list's line is answered
 * (`ask.line`), kept to the controller type each was answered for, each question once: with a copy,
 * no catalogue call. A line no longer one unit's answer keeps its unit, so the unit's return
 * answers it again.
 */
import type { Language } from '../i18n/index.js';
import type { Ask } from '../lookup/ask-types.js';
import { lineOutcome } from '../project-lists/outcome.js';
import { type LineChange, lineNotes } from './line-changes.js';
import { lineUnitOf, type WatchedLine } from './lines.js';

export interface AnsweredAgain {
  /** Every line, those answered again as they are now. */
  lines: WatchedLine[];
  /** The lines whose answer now differs from what the list showed, in list order. */
  changed: LineChange[];
  /** Lines the catalogue left unsettled (kept as they were): the list is to be answered again later. */
  unsettled: number;
}

export interface ListScope {
  market: string;
  locale: string;
  language: Language;
}

/** The lines holding any of `modelIds`, answered again in `scope`. */
export async function answerAgain(
  ask: Pick<Ask, 'line'>,
  scope: ListScope,
  lines: readonly WatchedLine[],
  modelIds: ReadonlySet<number>,
): Promise<AnsweredAgain> {
  const asked = new Map<string, ReturnType<Ask['line']>>();
  const answerOf = (line: WatchedLine, type: string | undefined) => {
    const key = JSON.stringify([line.line.query, type ?? '']);
    let answer = asked.get(key);
    if (!answer) {
      answer = ask.line(line.line.query, { market: scope.market, locale: scope.locale, defaultType: type });
      asked.set(key, answer);
    }
    return answer;
  };
  let unsettled = 0;
  const changed: LineChange[] = [];
  const next: WatchedLine[] = [];
  // One line after another: a notice is one job among the instance's work, not a burst of lookups.
  for (const line of lines) {
    const { unit } = line;
    if (!unit?.modelIds.some((id) => modelIds.has(id))) {
      next.push(line);
      continue;
    }
    const { result, onlyType } = await answerOf(line, unit.type);
    const outcome = lineOutcome(result, scope.language);
    if (outcome.status === 'unavailable') {
      unsettled++;
      next.push(line);
      continue;
    }
    const notes = lineNotes(line.outcome, outcome);
    const { number, typed } = line.line;
    if (notes.length > 0) changed.push({ number, typed, before: line.outcome, after: outcome, notes });
    const now = lineUnitOf(result, onlyType);
    // The type it was answered for stays the line's, whatever the market offers now.
    const kept = now
      ? { modelIds: now.modelIds, skuTypes: now.skuTypes, ...(unit.type ? { type: unit.type } : {}) }
      : unit;
    next.push({ line: line.line, outcome, unit: kept });
  }
  return { lines: next, changed, unsettled };
}
