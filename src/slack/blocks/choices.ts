/**
 * More than one plausible unit, or none: buttons that resolve the lookup, saying how the units
 * differ when their details were read. Suggestions of a "not found" are other units and say so:
 * their buttons carry the code asked for, so the answer can say it is a different unit.
 */
import type { types } from '@slack/bolt';
import type { CatalogueScope } from '../../catalogue/types.js';
import { type Language, type MessageKey, t } from '../../i18n/index.js';
import { choiceDifferences, type UnitDifference } from '../../lookup/choice-differences.js';
import { type ChoiceUnit, type LookupResult, type UnitRef, unitName } from '../../lookup/result.js';
import { actionIds, encodeUnitPick, pickUnitActionId, unitPickAskedMaxLength } from './ids.js';
import { maxChoiceButtons, maxSeriesButtons, slackLimits } from './limits.js';
import {
  contextBlock,
  echo,
  message,
  type RenderOptions,
  type SlackMessage,
  sectionBlock,
} from './message.js';
import { codeSpan, escapeMrkdwn, joinLinesWithin, mrkdwn, plainText, truncate } from './text.js';

type ChoicesResult = Extract<LookupResult, { kind: 'choices' }>;
type NotFoundResult = Extract<LookupResult, { kind: 'not_found' }>;

interface ButtonContext {
  scope: CatalogueScope;
  type: string | undefined;
  /** The code asked for, when the buttons offer other units than it. */
  asked?: string;
}

function unitButton(context: ButtonContext, unit: UnitRef, index: number): types.Button {
  const { scope, type, asked } = context;
  return {
    type: 'button',
    action_id: pickUnitActionId(index),
    text: plainText(unitName(unit), slackLimits.buttonText),
    value: encodeUnitPick({
      scope,
      unit,
      ...(type === undefined ? {} : { type }),
      ...(asked ? { asked: truncate(asked, unitPickAskedMaxLength) } : {}),
    }),
  };
}

/** One button per unit, each carrying the unit's ids and the type kept to. */
function unitButtons(context: ButtonContext, units: readonly UnitRef[], max: number): types.ActionsBlock {
  return { type: 'actions', elements: units.slice(0, max).map((unit, i) => unitButton(context, unit, i)) };
}

/** What sets one unit apart, on one line: its protocol family and its SKU per type. */
function differenceText(difference: UnitDifference, language: Language): string {
  const parts: string[] = [];
  if (difference.protocols && difference.protocols.length > 0)
    parts.push(
      `_${t(language, 'answer.protocol', { name: escapeMrkdwn(difference.protocols.join(', ')) })}_`,
    );
  const { rows } = difference;
  if (rows?.length === 0) parts.push(t(language, 'choices.noController'));
  for (const row of rows ?? [])
    parts.push(`${escapeMrkdwn(row.typeName)} ${codeSpan(escapeMrkdwn(row.sku))}`);
  return parts.join(' · ');
}

/** The choice blocks: one section per unit with its differences beside its button, when known. */
function choiceBlocks(result: ChoicesResult, context: ButtonContext, language: Language): types.KnownBlock[] {
  const units: ChoiceUnit[] = result.candidates.slice(0, result.series ? maxSeriesButtons : maxChoiceButtons);
  const differences = choiceDifferences(units);
  if (differences.kind !== 'differ') {
    const blocks: types.KnownBlock[] = [];
    if (units.length > 0) blocks.push(unitButtons(context, units, units.length));
    if (differences.kind === 'same_controllers') {
      const lines = [
        t(language, 'choices.sameControllers'),
        ...differences.rows.map(
          (row) => `*${codeSpan(escapeMrkdwn(row.sku))}*   ${escapeMrkdwn(row.typeName)}`,
        ),
        ...(differences.warningsDiffer ? [`_${t(language, 'choices.warningsDiffer')}_`] : []),
      ];
      blocks.push(
        sectionBlock(
          joinLinesWithin(lines, slackLimits.sectionText, (count) => t(language, 'status.more', { count })),
        ),
      );
    }
    return blocks;
  }
  return units.map((unit, i) => ({
    type: 'section',
    text: mrkdwn(
      `*${escapeMrkdwn(unitName(unit))}*\n${differenceText(differences.units[i] ?? {}, language)}`,
      slackLimits.sectionText,
    ),
    accessory: unitButton(context, unit, i),
  }));
}

export function buildChoicesMessage(result: ChoicesResult, options: RenderOptions): SlackMessage {
  const { language } = options;
  const { series } = result;
  const intro = series
    ? t(language, 'choices.series', {
        count: series.total,
        brand: escapeMrkdwn(result.searched.brand ?? ''),
        text: echo(series.prefix),
      })
    : t(language, 'choices.intro', { count: result.candidates.length, text: echo(result.searched.text) });
  const context: ButtonContext = { scope: result.scope, type: options.onlyType ?? result.searched.type };
  const blocks: types.KnownBlock[] = [sectionBlock(intro), ...choiceBlocks(result, context, language)];
  const shown = Math.min(result.candidates.length, series ? maxSeriesButtons : maxChoiceButtons);
  const hidden = (series?.total ?? result.candidates.length) - shown;
  if (hidden > 0) {
    blocks.push({
      type: 'section',
      text: mrkdwn(t(language, 'choices.more', { count: hidden }), slackLimits.sectionText),
      accessory: {
        type: 'button',
        action_id: actionIds.openMenus,
        text: plainText(t(language, 'help.openMenus'), slackLimits.buttonText),
      },
    });
  }
  blocks.push(contextBlock({ ...options, sharedBy: undefined }, result.scope));
  const names = result.candidates.slice(0, shown).map(unitName).map(escapeMrkdwn);
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
  const headline = t(language, notFoundKeys[result.reason], {
    text: echo(result.searched.text),
    market: escapeMrkdwn(result.scope.market),
  });
  const blocks: types.KnownBlock[] = [sectionBlock(headline)];
  if (result.suggestions.length > 0) {
    blocks.push(sectionBlock(t(language, 'notFound.suggestions')));
    const asked = result.searched.model ?? result.searched.text;
    const context = { scope: result.scope, type: options.onlyType ?? result.searched.type, asked };
    blocks.push(unitButtons(context, result.suggestions, maxChoiceButtons));
  } else if (result.reason !== 'empty_query') {
    blocks.push(sectionBlock(t(language, 'notFound.hint')));
  }
  // Nothing brand-like in the text (e.g. an unknown sub-word): show how to ask.
  if (result.reason === 'no_brand' || result.reason === 'empty_query')
    blocks.push(sectionBlock(t(language, 'help.ask')));
  blocks.push(contextBlock({ ...options, sharedBy: undefined }, result.scope));
  return message(headline, blocks, language);
}
