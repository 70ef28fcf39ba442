/**
 * Near neighbours are other units. Choices made only of corrected codes (the fuzzy tier, see
 * confidence.ts) ask "which of these did you mean?" only when at least two units are one slip
 * away from the typed code: a typo could have hit either, and one of them is likely meant. A
 * lone unit one slip away that the confidence rule did not answer (the slip is in the series
 * letters or in the variant letters after the digits) and units two slips away are different
 * units whose codes happen to look alike: the typed unit may well exist and simply have no
 * controller in this market. They are offered as suggestions of a "not found", presented as
 * different units, never as choices that read as if one of them were the unit. Pure.
 */
import type { Candidate } from './confidence.js';

export function onlyNeighbours(candidates: readonly Candidate[]): boolean {
  if (candidates.length === 0 || candidates.some((candidate) => candidate.kind !== 'fuzzy')) return false;
  const oneSlip = new Set(candidates.filter((c) => c.distance === 1).map((c) => c.unitKey));
  return oneSlip.size < 2;
}
