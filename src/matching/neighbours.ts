/**
 * Near neighbours are other units: fuzzy-only choices ask "which did you mean?" only when two or
 * more units are one slip away. A lone near code or units two slips away are different units, given
 * as suggestions of a "not found", never as choices that read as if one were the unit. Pure.
 */
import type { Candidate } from './confidence.js';

export function onlyNeighbours(candidates: readonly Candidate[]): boolean {
  if (candidates.length === 0 || candidates.some((candidate) => candidate.kind !== 'fuzzy')) return false;
  const oneSlip = new Set(candidates.filter((c) => c.distance === 1).map((c) => c.unitKey));
  return oneSlip.size < 2;
}
