/**
 * The market's brands, asked for as a question (`brands`, `marcas`, `marques`…; src/lookup/ask.ts):
 * one line naming them all, or, when none could be listed, one saying to try again. No SKU.
 */
import { t } from '../../i18n/index.js';
import type { Answer } from '../../lookup/ask-types.js';
import { message, type RenderOptions, type SlackMessage, sectionBlock, withSampleNote } from './message.js';
import { escapeMrkdwn } from './text.js';

type BrandsAnswer = Extract<Answer, { kind: 'brands' }>;

export function buildBrandsMessage(answer: BrandsAnswer, options: RenderOptions): SlackMessage {
  const { language } = options;
  const market = escapeMrkdwn(answer.scope.market);
  const text =
    answer.brands.length === 0
      ? t(language, 'brands.none', { market })
      : t(language, 'brands.intro', { market, brands: escapeMrkdwn(answer.brands.join(', ')) });
  return withSampleNote(message(text, [sectionBlock(text)], language), language, options.sample);
}
