/**
 * Reading what sets a choice's units apart without putting the reply at risk: at most `concurrency`
 * detail requests, each given `waitMs` at most. Late details still fill the cache for the click
 * that follows; a choice not all read in time is offered plainly.
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
