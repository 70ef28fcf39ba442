/**
 * The settings modal (market, language, default controller type) and what its submission
 * holds. The market select dispatches its choice at once, so the type select can be refilled
 * with that market's types before the user saves.
 */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import { type Language, languageNames, languageOf, languages, t } from '../../i18n/index.js';
import type { TypeOption } from '../../lookup/engine.js';
import { parseJson } from '../../shared/parse-json.js';
import { actionIds, callbackIds, noChoiceValue, settingsBlockIds, settingsTypeBlockId } from './ids.js';
import { slackLimits } from './limits.js';
import { typeOptions } from './menus.js';
import { message, modalFrame, type SlackMessage, sectionBlock } from './message.js';
import { escapeMrkdwn, mrkdwn, plainOption, plainText } from './text.js';

/** Language select: follow the Slack locale. */
export const automaticLanguage = 'auto';

/** Where to confirm the saved settings: the response_url of the message or command that opened the modal. */
export interface SettingsMetadata {
  responseUrl?: string;
}

const metadataSchema = z.object({ r: z.string().optional() });

export function encodeSettingsMetadata(metadata: SettingsMetadata): string {
  const encoded = JSON.stringify(metadata.responseUrl ? { r: metadata.responseUrl } : {});
  return encoded.length <= slackLimits.privateMetadata ? encoded : '{}';
}

export function decodeSettingsMetadata(text: string | undefined): SettingsMetadata {
  const responseUrl = parseJson(metadataSchema, text)?.r;
  return responseUrl ? { responseUrl } : {};
}

interface SettingsModalInput {
  /** Language of the modal's own strings. */
  language: Language;
  markets: readonly string[];
  /** The market shown as chosen; its types fill the type select. */
  market: string;
  /** The chosen catalogue locale; undefined means automatic. */
  locale?: string;
  defaultType?: string;
  /** The market's types; undefined when they could not be loaded. */
  types: readonly TypeOption[] | undefined;
  metadata: SettingsMetadata;
}

function select(
  actionId: string,
  options: types.PlainTextOption[],
  initialValue: string | undefined,
): types.StaticSelect {
  const initial = options.find((candidate) => candidate.value === initialValue) ?? options[0];
  return {
    type: 'static_select',
    action_id: actionId,
    options,
    ...(initial ? { initial_option: initial } : {}),
  };
}

const marketOptions = (markets: readonly string[]) =>
  markets
    .filter((market) => market.length <= slackLimits.optionValue)
    .slice(0, slackLimits.optionsPerMenu)
    .map((market) => plainOption(market, market));

function languageOptions(language: Language): types.PlainTextOption[] {
  return [
    plainOption(t(language, 'settings.languageAuto'), automaticLanguage),
    ...languages.map((code) => plainOption(languageNames[code], code)),
  ];
}

export function buildSettingsModal(input: SettingsModalInput): types.ModalView {
  const { language } = input;
  const typeChoices = [
    plainOption(t(language, 'settings.defaultTypeNone'), noChoiceValue),
    ...typeOptions(input.types ?? []).slice(0, slackLimits.optionsPerMenu - 1),
  ];
  const blocks: types.KnownBlock[] = [
    {
      type: 'input',
      block_id: settingsBlockIds.market,
      dispatch_action: true,
      label: plainText(t(language, 'settings.market'), slackLimits.inputLabel),
      hint: plainText(t(language, 'settings.marketHint'), slackLimits.inputHint),
      element: select(actionIds.settingsMarket, marketOptions(input.markets), input.market),
    },
    {
      type: 'input',
      block_id: settingsBlockIds.language,
      label: plainText(t(language, 'settings.language'), slackLimits.inputLabel),
      hint: plainText(t(language, 'settings.languageHint'), slackLimits.inputHint),
      element: select(
        settingsBlockIds.languageAction,
        languageOptions(language),
        input.locale ?? automaticLanguage,
      ),
    },
    {
      type: 'input',
      block_id: settingsTypeBlockId(input.market),
      label: plainText(t(language, 'settings.defaultType'), slackLimits.inputLabel),
      hint: plainText(t(language, 'settings.defaultTypeHint'), slackLimits.inputHint),
      element: select(settingsBlockIds.typeAction, typeChoices, input.defaultType ?? noChoiceValue),
    },
  ];
  if (input.types === undefined) {
    blocks.push({
      type: 'context',
      elements: [
        mrkdwn(
          t(language, 'settings.typesUnavailable', { market: escapeMrkdwn(input.market) }),
          slackLimits.sectionText,
        ),
      ],
    });
  }
  const example = input.markets.find((market) => market !== input.market) ?? input.market;
  blocks.push({
    type: 'context',
    elements: [
      mrkdwn(t(language, 'settings.tip', { market: escapeMrkdwn(example) }), slackLimits.sectionText),
    ],
  });
  return {
    ...modalFrame(callbackIds.settingsModal, {
      title: t(language, 'settings.title'),
      submit: t(language, 'settings.submit'),
      close: t(language, 'settings.cancel'),
    }),
    private_metadata: encodeSettingsMetadata(input.metadata),
    blocks,
  };
}

type ViewStateValues = Record<string, Record<string, { selected_option?: { value?: string } | null }>>;

interface SettingsSubmission {
  market?: string;
  /** A catalogue locale, or undefined for automatic. */
  locale?: string;
  /** A type code, or undefined for none. */
  defaultType?: string;
  /** The block of the type select, for an error message on it. */
  typeBlockId?: string;
}

const selected = (values: ViewStateValues, blockId: string, actionId: string): string | undefined =>
  values[blockId]?.[actionId]?.selected_option?.value ?? undefined;

/** What the user chose, as Slack sends it in `view.state.values`. */
export function readSettingsSubmission(values: ViewStateValues): SettingsSubmission {
  const typeBlockId = Object.keys(values).find((id) => id.startsWith(settingsBlockIds.typePrefix));
  const market = selected(values, settingsBlockIds.market, actionIds.settingsMarket);
  const locale = selected(values, settingsBlockIds.language, settingsBlockIds.languageAction);
  const defaultType = typeBlockId ? selected(values, typeBlockId, settingsBlockIds.typeAction) : undefined;
  return {
    ...(market ? { market } : {}),
    ...(locale && locale !== automaticLanguage ? { locale } : {}),
    ...(defaultType && defaultType !== noChoiceValue ? { defaultType } : {}),
    ...(typeBlockId ? { typeBlockId } : {}),
  };
}

/** The answer to "settings" in a DM or a mention, where no modal can be opened: a button that opens it. */
export function buildSettingsPrompt(language: Language): SlackMessage {
  const text = t(language, 'settings.intro');
  return message(
    text,
    [
      sectionBlock(text),
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            action_id: actionIds.openSettings,
            text: plainText(t(language, 'settings.open'), slackLimits.buttonText),
          },
        ],
      },
    ],
    language,
  );
}

/** What was saved, as the confirmation names it. */
interface SavedSettings {
  market: string;
  /** The chosen catalogue locale; undefined means automatic. */
  locale?: string;
  /** The default type's display name (or code); undefined when none. */
  defaultTypeName?: string;
}

export function buildSettingsSavedMessage(language: Language, saved: SavedSettings): SlackMessage {
  const chosen = languageOf(saved.locale);
  const text = `:white_check_mark: ${t(language, 'settings.saved', {
    market: escapeMrkdwn(saved.market),
    language: chosen ? languageNames[chosen] : t(language, 'settings.languageAuto'),
    type: escapeMrkdwn(saved.defaultTypeName ?? t(language, 'settings.defaultTypeNone')),
  })}`;
  return message(text, [sectionBlock(text)], language);
}

export function buildSettingsSaveFailedMessage(language: Language): SlackMessage {
  const text = t(language, 'settings.saveFailed');
  return message(text, [sectionBlock(text)], language);
}
