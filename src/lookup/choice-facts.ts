/**
 * Reading what sets the units of a choice apart (their SKU rows by type, from the model detail)
 * without putting the reply at risk: at most `concurrency` detail requests in flight, all of
 * them given `waitMs` at most. Details that arrive late still fill the catalogue cache, so the
 * click that follows is answered from it; a choice whose details are not all in time is offered
 * plainly (see choice-differences.ts).
 */
import pLimit from 'p-limit';
import { settleWithin } from '../shared/deadline.js';
import type { ChoiceUnit, UnitFacts, UnitRef } from './result.js';

export interface ChoiceFactsOptions {
  concurrency: number;
  waitMs: number;
}

export async function withFacts(
  units: readonly UnitRef[],
  read: (unit: UnitRef) => Promise<UnitFacts>,
  options: ChoiceFactsOptions,
): Promise<ChoiceUnit[]> {
  const facts = new Map<UnitRef, UnitFacts>();
  await settleWithin(
    pLimit(options.concurrency).map(units, async (unit) => {
      facts.set(unit, await read(unit));
    }),
    options.waitMs,
  );
  // Only facts for every unit are worth showing; the units keep their order either way.
  const complete = units.every((unit) => facts.has(unit));
  return units.map((unit) => {
    const known = complete ? facts.get(unit) : undefined;
    return known ? { ...unit, facts: known } : { ...unit };
  });
}
