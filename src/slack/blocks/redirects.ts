/**
 * Answers that send the user on rather than fail: a brand named alone names its series and opens
 * the model menu on that brand (one model select per sibling brand when the name fits several), and a unit sold
 * only in other markets of the deployment says where, with the question to ask there. Neither
 * carries a SKU.
 */
import type { types } from '@slack/bolt';
import type { Language } from '../../i18n/index.js';
import { t } from '../../i18n/index.js';
import { type LookupResult, unitName } from '../../lookup/result.js';
import { actionIds, decodeMenuBlockId, encodeMenuBlockId } from './ids.js';
import { buildMenuMessage } from './menus.js';
import {
  contextBlock,
  echo,
  message,
  type RenderOptions,
  type SlackMessage,
  sectionBlock,
} from './message.js';
import { escapeMrkdwn, mrkdwn } from './text.js';

type WhichModelResult = Extract<LookupResult, { kind: 'which_model' }>;
type OtherMarketsResult = Extract<LookupResult, { kind: 'other_markets' }>;

/** Names joined as the language joins them ("A and B", "A y B"; `disjunction`: "A or B"). */
export const listOf = (language: Language, names: readonly string[], type: Intl.ListFormatType): string =>
  new Intl.ListFormat(language, { type }).format(names);

const isModelSelect = (block: types.KnownBlock): block is types.SectionBlock =>
  block.type === 'section' &&
  block.accessory?.type === 'external_select' &&
  block.accessory.action_id === actionIds.menuModel;

export function buildWhichModelMessage(result: WhichModelResult, options: RenderOptions): SlackMessage {
  const { language } = options;
  const [first, ...others] = result.brands;
  const intro = t(language, 'whichModel.intro', {
    brands: escapeMrkdwn(
      listOf(
        language,
        result.brands.map((brand) => brand.name),
        'disjunction',
      ),
    ),
  });
  const menu = buildMenuMessage(
    {
      scope: result.scope,
      types: result.types,
      ...((options.onlyType ?? result.searched.type)
        ? { type: options.onlyType ?? result.searched.type }
        : {}),
      ...(first ? { brand: first } : {}),
    },
    language,
    options.sample ? { sample: true } : {},
  );
  // The menu's own intro gives way to the question; the rest of the menu stays as it is.
  const isMenuIntro = (block: types.KnownBlock) => block.type === 'section' && block.text?.text === menu.text;
  const blocks: types.KnownBlock[] = [sectionBlock(intro)];
  if (result.seriesNames)
    blocks.push(
      sectionBlock(t(language, 'whichModel.series', { series: escapeMrkdwn(result.seriesNames.join(', ')) })),
    );
  for (const block of menu.blocks) {
    if (!isMenuIntro(block)) blocks.push(block);
    const state = isModelSelect(block) ? decodeMenuBlockId(block.block_id) : undefined;
    if (!state || !isModelSelect(block)) continue;
    // A sibling brand: the same model select, its state naming that brand.
    for (const brand of others) {
      blocks.push({
        ...block,
        block_id: encodeMenuBlockId('model', { ...state, brandId: brand.id }),
        text: mrkdwn(`*${t(language, 'menu.modelOfBrand', { brand: escapeMrkdwn(brand.name) })}*`, 3000),
      });
    }
  }
  return message(intro, blocks, language);
}

export function buildOtherMarketsMessage(result: OtherMarketsResult, options: RenderOptions): SlackMessage {
  const { language } = options;
  const [firstMarket = ''] = result.markets;
  const intro = t(language, 'otherMarkets.intro', {
    unit: escapeMrkdwn(unitName(result.unit)),
    markets: escapeMrkdwn(listOf(language, result.markets, 'conjunction')),
    market: escapeMrkdwn(result.scope.market),
  });
  const example = `/controller ${result.searched.text} market:${firstMarket}`;
  const ask = t(language, 'otherMarkets.ask', { example: echo(example).replace(/`/g, "'") });
  return message(
    intro,
    [
      sectionBlock(`:globe_with_meridians: ${intro}`),
      sectionBlock(ask),
      contextBlock({ ...options, sharedBy: undefined }, result.scope, { searched: result.searched.text }),
    ],
    language,
  );
}
