/**
 * The end of a text lookup: model candidates turned into a result by the confidence rule
 * (matching/confidence.ts), and the choices the flow makes itself when brands contradict each
 * other. Knows nothing of Slack.
 */
import { type Decision, decide, eachAnswerable, type MatchKind, maxChoices } from '../matching/confidence.js';
import type { ModelCandidate } from '../matching/model-match.js';
import { rawText } from './echo.js';
import { elsewhereResult, isFuzzy, neighboursResult, withChoiceFacts } from './guidance.js';
import type { LookupResult, SearchedFor, UnitRef } from './result.js';
import { unitRefOf } from './suggestions.js';
import type { Flow } from './text-flow.js';
import { answerUnit } from './unit-lookup.js';
import { variantsAnswer } from './variants.js';

const matchedBy: Record<MatchKind, 'exact' | 'prefix' | 'fuzzy' | undefined> = {
  exact: 'exact',
  prefix: 'prefix',
  fuzzy: 'fuzzy',
  // A rating-plate code answered by the designation it extends: said as the closest match.
  extended: 'fuzzy',
};

/** An exact or prefix hit: the code was typed as the catalogue has it, nothing corrected. */
export const isSure = (candidate: ModelCandidate) =>
  candidate.kind === 'exact' || candidate.kind === 'prefix';

const brandNamesOf = (candidates: readonly ModelCandidate[]) =>
  [...new Set(candidates.map((c) => c.model.brandName))].join(' / ');

/** The echo with the code as typed in the candidate's window. */
const withModel = (flow: Flow, searched: SearchedFor, candidate: ModelCandidate | undefined): SearchedFor =>
  candidate
    ? { ...searched, model: rawText(flow.request.text, flow.request.tokens, candidate.window) }
    : searched;

/** Candidates → result, by the confidence rule. */
export async function conclude(
  flow: Flow,
  candidates: readonly ModelCandidate[],
  context: {
    searched: SearchedFor;
    suggestions: () => UnitRef[];
    /** False turns a would-be answer into a single choice. */
    mayAnswer: (best: ModelCandidate) => boolean;
  },
): Promise<LookupResult> {
  const { scope, usage } = flow.request;
  const decided = decide(candidates);
  const decision: Decision<ModelCandidate> =
    decided.verdict === 'answer' && !context.mayAnswer(decided.best)
      ? { verdict: 'choices', candidates: [decided.best], total: 1 }
      : decided;
  const chosen =
    decision.verdict === 'answer'
      ? [decision.best]
      : decision.verdict === 'choices'
        ? decision.candidates
        : [];
  if (chosen.length === 0 || isFuzzy(chosen)) {
    // Nothing typed as the catalogue has it: the unit may be sold in another market exactly.
    const other = await elsewhereResult(flow.guide, withModel(flow, context.searched, chosen[0]));
    if (other) return other;
  }
  if (decision.verdict === 'answer') {
    return answerUnit(flow.deps, {
      scope,
      unit: unitRefOf(decision.best.model),
      types: flow.types,
      onlyType: flow.onlyType,
      searched: withModel(flow, context.searched, decision.best),
      usage,
      how: matchedBy[decision.best.kind],
    });
  }
  if (decision.verdict === 'choices') {
    const searched = withModel(flow, context.searched, decision.candidates[0]);
    // Choices the rule itself made (not an answer held back) may be near neighbours only.
    const neighbours =
      decided.verdict === 'choices' ? neighboursResult(scope, searched, decision.candidates) : undefined;
    if (neighbours) return neighbours;
    const choices = await withChoiceFacts(flow.guide, {
      kind: 'choices',
      scope,
      searched,
      candidates: decision.candidates.map((c) => unitRefOf(c.model)),
    });
    return (
      (decided.verdict === 'choices' && asVariants(flow, decided, choices, context.mayAnswer)) || choices
    );
  }
  return {
    kind: 'not_found',
    scope,
    searched: context.searched,
    suggestions: context.suggestions(),
    reason: 'no_model',
  };
}

/**
 * The rule's choices as one answer when they are all the units of their tier, each would be
 * answered alone, they were typed as one code, and they are variants with the same answer
 * (variants.ts); else undefined.
 */
function asVariants(
  flow: Flow,
  decided: Extract<Decision<ModelCandidate>, { verdict: 'choices' }>,
  choices: LookupResult,
  mayAnswer: (best: ModelCandidate) => boolean,
): LookupResult | undefined {
  const { candidates } = decided;
  const [first] = candidates;
  if (!first || choices.kind !== 'choices' || decided.total !== candidates.length) return undefined;
  if (!eachAnswerable(candidates) || !candidates.every(mayAnswer)) return undefined;
  if (candidates.some((c) => c.window.key !== first.window.key)) return undefined;
  return variantsAnswer({
    scope: choices.scope,
    searched: choices.searched,
    typedKey: first.window.key,
    units: choices.candidates,
    how: matchedBy[first.kind],
    stale: flow.request.usage.stale,
    readAt: flow.request.usage.readAt,
  });
}

/** Choices of the given units (best first, each once), naming their brands and the first one's code. */
export function choicesAmong(flow: Flow, candidates: readonly ModelCandidate[]): Promise<LookupResult> {
  const seen = new Set<string>();
  const units = candidates
    .filter((c) => !seen.has(c.unitKey) && Boolean(seen.add(c.unitKey)))
    .slice(0, maxChoices);
  return withChoiceFacts(flow.guide, {
    kind: 'choices',
    scope: flow.request.scope,
    searched: withModel(flow, { ...flow.searched, brand: brandNamesOf(units) }, units[0]),
    candidates: units.map((c) => unitRefOf(c.model)),
  });
}

export function concludeUnderBrands(
  flow: Flow,
  candidates: readonly ModelCandidate[],
  mayAnswer: (best: ModelCandidate) => boolean = () => true,
): Promise<LookupResult> {
  return conclude(flow, candidates, {
    searched: { ...flow.searched, brand: brandNamesOf(candidates) },
    mayAnswer,
    suggestions: () => [],
  });
}
