/** More than one plausible unit, or none: buttons that resolve the lookup when clicked. */
import type { types } from '@slack/bolt';
import type { CatalogueScope } from '../../catalogue/types.js';
import { type MessageKey, t } from '../../i18n/index.js';
import type { LookupResult, UnitRef } from '../../lookup/result.js';
import { encodeUnitPick, pickUnitActionId } from './ids.js';
import { maxChoiceButtons, slackLimits } from './limits.js';
import {
  contextBlock,
  echo,
  message,
  type RenderOptions,
  type SlackMessage,
  sectionBlock,
} from './message.js';
import { escapeMrkdwn, plainText } from './text.js';

type ChoicesResult = Extract<LookupResult, { kind: 'choices' }>;
type NotFoundResult = Extract<LookupResult, { kind: 'not_found' }>;

const unitLabel = (unit: Pick<UnitRef, 'brandName' | 'designation'>): string =>
  `${unit.brandName} ${unit.designation}`;

/** One button per unit (at most five), each carrying the unit's ids and the type kept to. */
function unitButtons(scope: CatalogueScope, units: readonly UnitRef[], type?: string): types.ActionsBlock {
  return {
    type: 'actions',
    elements: units.slice(0, maxChoiceButtons).map(
      (unit, index): types.Button => ({
        type: 'button',
        action_id: pickUnitActionId(index),
        text: plainText(unitLabel(unit), slackLimits.buttonText),
        value: encodeUnitPick({ scope, unit, ...(type === undefined ? {} : { type }) }),
      }),
    ),
  };
}

export function buildChoicesMessage(result: ChoicesResult, options: RenderOptions): SlackMessage {
  const { language } = options;
  const intro = t(language, 'choices.intro', { text: echo(result.searched.text) });
  const blocks: types.KnownBlock[] = [sectionBlock(intro)];
  if (result.candidates.length > 0)
    blocks.push(unitButtons(result.scope, result.candidates, options.onlyType ?? result.searched.type));
  blocks.push(contextBlock({ ...options, sharedBy: undefined }, result.scope));
  const names = result.candidates.slice(0, maxChoiceButtons).map(unitLabel).map(escapeMrkdwn);
  return message([intro, ...names].join('\n'), blocks, language);
}

const notFoundKeys: Record<NotFoundResult['reason'], MessageKey> = {
  no_brand: 'notFound.noBrand',
  no_model: 'notFound.noModel',
  no_compatible_type: 'notFound.noCompatibleType',
  empty_query: 'notFound.emptyQuery',
};

export function buildNotFoundMessage(result: NotFoundResult, options: RenderOptions): SlackMessage {
  const { language } = options;
  const headline = t(language, notFoundKeys[result.reason], { text: echo(result.searched.text) });
  const blocks: types.KnownBlock[] = [sectionBlock(headline)];
  if (result.suggestions.length > 0) {
    blocks.push(sectionBlock(t(language, 'notFound.suggestions')));
    blocks.push(unitButtons(result.scope, result.suggestions, options.onlyType ?? result.searched.type));
  } else if (result.reason !== 'empty_query') {
    blocks.push(sectionBlock(t(language, 'notFound.hint')));
  }
  // Nothing brand-like in the text (e.g. an unknown sub-word): show how to ask.
  if (result.reason === 'no_brand' || result.reason === 'empty_query')
    blocks.push(sectionBlock(t(language, 'help.ask')));
  blocks.push(contextBlock({ ...options, sharedBy: undefined }, result.scope));
  return message(headline, blocks, language);
}
