/**
 * The menu walk: controller type (static select), brand and model (external selects whose
 * options come from options loads). The walk's state rides in the block ids.
 */
import type { types } from '@slack/bolt';
import type { CatalogueScope } from '../../catalogue/types.js';
import { type Language, t } from '../../i18n/index.js';
import type { BrandOption, ModelOption, TypeOption } from '../../lookup/engine.js';
import { actionIds, encodeMenuBlockId, type MenuState, noChoiceValue } from './ids.js';
import { slackLimits } from './limits.js';
import { contextBlock, message, type SlackMessage, sectionBlock } from './message.js';
import { escapeMrkdwn, mrkdwn, plainOption, plainText } from './text.js';

/** Options within Slack's limits: at most 100, text cut to 75, values that would not fit left out. */
function toOptions<T>(items: readonly T[], text: (item: T) => string, value: (item: T) => string) {
  return items
    .filter((item) => value(item).length <= slackLimits.optionValue && text(item).trim() !== '')
    .slice(0, slackLimits.optionsPerMenu)
    .map((item) => plainOption(text(item), value(item)));
}

export const typeOptions = (types: readonly TypeOption[]): types.PlainTextOption[] =>
  toOptions(
    types,
    (type) => type.name,
    (type) => type.reference,
  );

export const brandOptions = (brands: readonly BrandOption[]): types.PlainTextOption[] =>
  toOptions(
    brands,
    (brand) => brand.name,
    (brand) => String(brand.id),
  );

/** `105`, or `105@CTLR_WIFI` when no type was chosen (a type the catalogue lists the model under). */
export const modelOptions = (models: readonly ModelOption[]): types.PlainTextOption[] =>
  toOptions(
    models,
    (model) => model.designation,
    (model) => (model.typeReference ? `${model.id}@${model.typeReference}` : String(model.id)),
  );

/** A model option's value read back; undefined for anything `modelOptions` did not write. */
export function decodeModelOption(
  value: string | undefined,
): { modelId: number; typeReference?: string } | undefined {
  const match = /^(\d+)(?:@(\S+))?$/.exec(value ?? '');
  if (!match?.[1]) return undefined;
  const modelId = Number(match[1]);
  if (!Number.isSafeInteger(modelId)) return undefined;
  return match[2] ? { modelId, typeReference: match[2] } : { modelId };
}

/** The type select's first option: every controller type of the market. */
export const allTypesValue = '*';

export const chooseBrandFirstOptions = (language: Language): types.PlainTextOption[] => [
  plainOption(t(language, 'menu.chooseBrandFirst'), noChoiceValue),
];

interface MenuView {
  scope: CatalogueScope;
  /** The market's controller types, in the catalogue's order. */
  types: readonly TypeOption[];
  /** The chosen type (the user's default); "All types" when unset or not offered. */
  type?: string;
  /** The chosen brand (its name comes back in the select's payload). */
  brand?: BrandOption;
}

function selectSection(label: string, blockId: string, accessory: types.StaticSelect | types.ExternalSelect) {
  return {
    type: 'section',
    block_id: blockId,
    text: mrkdwn(`*${label}*`, slackLimits.sectionText),
    accessory,
  } satisfies types.SectionBlock;
}

export function buildMenuMessage(
  view: MenuView,
  language: Language,
  rendering: { sample?: boolean } = {},
): SlackMessage {
  const marketTypes = typeOptions(view.types);
  if (marketTypes.length === 0) {
    const text = t(language, 'menu.noTypes', { market: escapeMrkdwn(view.scope.market) });
    return message(text, [sectionBlock(text)], language);
  }
  const allTypes = plainOption(t(language, 'menu.allTypes'), allTypesValue);
  const options = [allTypes, ...marketTypes].slice(0, slackLimits.optionsPerMenu);
  const chosen = marketTypes.find((o) => o.value === view.type) ?? allTypes;
  const state: MenuState =
    chosen === allTypes ? { scope: view.scope } : { scope: view.scope, type: chosen.value };
  const brandState: MenuState = view.brand === undefined ? state : { ...state, brandId: view.brand.id };
  const intro = t(language, 'menu.intro');
  const blocks: types.KnownBlock[] = [
    sectionBlock(intro),
    selectSection(t(language, 'menu.type'), encodeMenuBlockId('type', state), {
      type: 'static_select',
      action_id: actionIds.menuType,
      placeholder: plainText(t(language, 'menu.typePlaceholder'), slackLimits.placeholderText),
      options,
      initial_option: chosen,
    }),
    selectSection(t(language, 'menu.brand'), encodeMenuBlockId('brand', state), {
      type: 'external_select',
      action_id: actionIds.menuBrand,
      placeholder: plainText(t(language, 'menu.brandPlaceholder'), slackLimits.placeholderText),
      min_query_length: 0,
      ...(view.brand === undefined ? {} : { initial_option: brandOptions([view.brand])[0] }),
    }),
    selectSection(
      view.brand === undefined
        ? t(language, 'menu.model')
        : t(language, 'menu.modelOfBrand', { brand: escapeMrkdwn(view.brand.name) }),
      encodeMenuBlockId('model', brandState),
      {
        type: 'external_select',
        action_id: actionIds.menuModel,
        placeholder: plainText(t(language, 'menu.modelPlaceholder'), slackLimits.placeholderText),
        min_query_length: 0,
      },
    ),
    contextBlock({ language, shareable: false, ...(rendering.sample ? { sample: true } : {}) }, view.scope),
  ];
  return message(intro, blocks, language);
}
