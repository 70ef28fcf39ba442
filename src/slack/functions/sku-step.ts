/**
 * The Workflow Builder step `find_controller_sku`: the same lookup as `/controller`, its outputs
 * ready within `stepBudgetMs` whatever the catalogue does. A workflow has no one asking, so the
 * step answers in the configured market and language with no default type. manifest.yml declares
 * these names (test/slack/manifest.test.ts compares them).
 */
import { z } from 'zod';
import type { AppConfig } from '../../config/env.js';
import { t } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import { Deadline } from '../../shared/deadline.js';
import { lookupFacts } from '../replies/lookup-summary.js';
import { askerOf, type Lookups } from '../replies/lookups.js';
import { toLookupText } from '../requests/message-text.js';
import { readUserRequest } from '../requests/user-request.js';
import { inMarket, marketRefusal } from '../user/in-market.js';
import type { ScopedUser } from '../user/user-scope.js';
import { type SkuOutputs, skuOutputs, withoutSku } from './sku-outputs.js';

/** Who the lookup log names for a step's lookups (a step runs for no Slack user). */
const workflowAsker = 'workflow';

/** The step as manifest.yml declares it. */
export const findControllerSku = {
  callbackId: 'find_controller_sku',
  title: 'Find controller SKU',
  inputs: { required: ['unit'], optional: ['market', 'controller_type'] },
  outputs: ['status', 'skus', 'unit', 'controller_types', 'summary'],
} as const;

/** The step's inputs as Slack sends them (`event.inputs`); an optional input left empty may be absent or null. */
export const skuStepInputsSchema = z.object({
  unit: z.string(),
  market: z.string().nullish(),
  controller_type: z.string().nullish(),
});

/** The longest a step waits for its lookup before it completes with `unavailable`. */
const stepBudgetMs = 10_000;

export interface SkuStep {
  /** The outputs for the inputs; undefined when an input is not text at all (the step then fails). Never rejects. */
  run(inputs: unknown, asker: ScopedUser): Promise<SkuOutputs | undefined>;
}

export interface SkuStepDeps {
  config: Pick<AppConfig, 'markets'>;
  lookups: Pick<Lookups, 'ask' | 'record'>;
  logger: Logger;
  /** The embedded sample catalogue answers: every summary says so. */
  sample?: boolean;
}

const filled = (value: string | null | undefined): string => value?.trim() ?? '';

export function createSkuStep(deps: SkuStepDeps): SkuStep {
  const { config } = deps;
  const step: SkuStep = {
    async run(inputs, asker) {
      const parsed = skuStepInputsSchema.safeParse(inputs);
      if (!parsed.success) return undefined;
      const started = performance.now();
      const deadline = new Deadline(stepBudgetMs);
      const { language } = asker.scope();
      // The market input is the step's scope; a `market:` typed in the unit still wins, as in /controller.
      const chosen = inMarket(config, asker, parsed.data.market);
      if ('refusal' in chosen) return withoutSku('not_sold', chosen.refusal);
      const typed = toLookupText([filled(parsed.data.controller_type), filled(parsed.data.unit)].join(' '));
      const request = readUserRequest(config, chosen.user, typed);
      const { user, command, refused } = request;
      if (refused?.override === 'market')
        return withoutSku('not_sold', marketRefusal(config, language, refused.value));
      const unknownLanguage = (locale: string) =>
        withoutSku(
          'not_found',
          t(language, 'workflow.summary.unknownLanguage', { locale, market: user.market }),
        );
      if (refused) return unknownLanguage(refused.value);
      // The question's language from here on (a `lang:` typed in the unit), as /controller answers.
      const answering = user.language;
      if (command.kind !== 'lookup') return withoutSku('not_found', t(answering, 'workflow.summary.noUnit'));
      const looked = await deadline.settle(deps.lookups.ask.ask({ text: command.text }, askerOf(user)));
      if (looked.kind !== 'done') {
        if (looked.kind === 'failed')
          deps.logger.error({ err: looked.error }, 'The workflow step lookup failed');
        return withoutSku('unavailable', t(answering, 'workflow.summary.unavailable'));
      }
      const asked = looked.value;
      if (asked.kind !== 'lookup') return withoutSku('not_found', t(answering, 'workflow.summary.noUnit'));
      const { result } = asked;
      // A step runs for no Slack user: its lookups go to the lookup log (and the gap report) as the
      // workflow's, not to anyone's recent lookups.
      deps.lookups.record(
        { ...user, userId: user.userId || workflowAsker },
        {
          ...lookupFacts(result),
          query: typed,
          market: result.scope.market,
          surface: 'workflow',
          durationMs: performance.now() - started,
          only: 'log',
        },
      );
      return skuOutputs(result, answering);
    },
  };
  if (!deps.sample) return step;
  return {
    async run(inputs, asker) {
      const outputs = await step.run(inputs, asker);
      if (!outputs) return outputs;
      const note = t(asker.scope().language, 'sample.notice');
      return { ...outputs, summary: outputs.summary ? `${outputs.summary} ${note}` : note };
    },
  };
}
