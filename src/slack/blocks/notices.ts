/** Short answers that carry no SKU: a type the market lacks, the index still building, failures. */
import type { types } from '@slack/bolt';
import type { CatalogueErrorKind } from '../../catalogue/errors.js';
import { type Language, languageNames, languages, type MessageKey, t } from '../../i18n/index.js';
import type { LookupResult } from '../../lookup/result.js';
import { slackLimits } from './limits.js';
import {
  contextBlock,
  echo,
  message,
  type RenderOptions,
  type SlackMessage,
  sectionBlock,
} from './message.js';
import { escapeMrkdwn, mrkdwn } from './text.js';

/** Offered types named before "and N more". */
const maxOfferedTypes = 20;

type TypeNotOfferedResult = Extract<LookupResult, { kind: 'type_not_offered' }>;
type StillLearningResult = Extract<LookupResult, { kind: 'still_learning' }>;
type UnavailableResult = Extract<LookupResult, { kind: 'catalogue_unavailable' }>;

export function buildTypeNotOfferedMessage(
  result: TypeNotOfferedResult,
  options: RenderOptions,
): SlackMessage {
  const { language } = options;
  const headline = t(language, 'typeNotOffered.intro', {
    type: escapeMrkdwn(result.requestedTypeName),
    market: escapeMrkdwn(result.scope.market),
  });
  const shown = result.offered.slice(0, maxOfferedTypes).map((type) => escapeMrkdwn(type.name));
  const hidden = result.offered.length - shown.length;
  const more = hidden > 0 ? ` ${t(language, 'status.more', { count: hidden })}` : '';
  const offered =
    shown.length === 0
      ? t(language, 'typeNotOffered.none')
      : t(language, 'typeNotOffered.offered', { types: shown.join(', ') + more });
  return message(
    headline,
    [
      sectionBlock(headline),
      sectionBlock(offered),
      contextBlock(options, result.scope, { searched: result.searched.text }),
    ],
    language,
  );
}

export function buildStillLearningMessage(result: StillLearningResult, options: RenderOptions): SlackMessage {
  const text = t(options.language, 'stillLearning.intro', { text: echo(result.searched.text) });
  return message(text, [sectionBlock(text), contextBlock(options, result.scope)], options.language);
}

const unavailableKeys: Record<CatalogueErrorKind, MessageKey> = {
  timeout: 'unavailable.timeout',
  unavailable: 'unavailable.other',
  unauthorized: 'unavailable.unauthorized',
  rate_limited: 'unavailable.rateLimited',
  not_found: 'unavailable.rejected',
  bad_request: 'unavailable.rejected',
  scope_refused: 'unavailable.rejected',
  invalid_response: 'unavailable.other',
};

export function buildUnavailableMessage(result: UnavailableResult, options: RenderOptions): SlackMessage {
  const scope = { market: escapeMrkdwn(result.scope.market), locale: escapeMrkdwn(result.scope.locale) };
  const text = `:hourglass: ${t(options.language, unavailableKeys[result.reason], scope)}`;
  return message(
    text,
    [sectionBlock(text), contextBlock(options, result.scope, { searched: result.searched.text })],
    options.language,
  );
}

/** Something failed on our side; the user gets told, the details go to the log. */
export function buildErrorMessage(language: Language): SlackMessage {
  const text = `:warning: ${t(language, 'status.error')}`;
  return message(text, [sectionBlock(text)], language);
}

/** The immediate ack when the answer is not ready within the fast window. */
export function buildLoadingMessage(language: Language, searched: string): SlackMessage {
  const text = `:mag: ${t(language, 'status.lookingUp')}`;
  const blocks: types.KnownBlock[] = [sectionBlock(text)];
  if (searched.trim() !== '')
    blocks.push({ type: 'context', elements: [mrkdwn(echo(searched), slackLimits.sectionText)] });
  return message(text, blocks, language);
}

/** The message shortcut was used on a message with no readable text (e.g. only an image). */
export function buildNoTextMessage(language: Language): SlackMessage {
  const text = t(language, 'shortcut.noText');
  return message(text, [sectionBlock(text)], language);
}

/** A file Slack would not give the app (a Slack Connect file closed to apps): what to do instead. */
export function buildWithheldFileMessage(language: Language): SlackMessage {
  const text = t(language, 'file.withheld');
  return message(text, [sectionBlock(text)], language);
}

/** A `market:` override naming a market the user may not use: the allowed ones, and no lookup. */
export function buildUnknownMarketMessage(
  language: Language,
  market: string,
  markets: readonly string[],
): SlackMessage {
  const text = `:warning: ${t(language, 'override.unknownMarket', {
    market: echo(market),
    markets: markets.map((allowed) => `\`${escapeMrkdwn(allowed)}\``).join(', '),
  })}`;
  return message(text, [sectionBlock(text)], language);
}

/**
 * A `lang:` override naming none of the app's languages: those it has, and no lookup. (A
 * language the app has but the catalogue lacks is answered in the configured one, with a note.)
 */
export function buildUnknownLanguageMessage(language: Language, typed: string): SlackMessage {
  const text = `:warning: ${t(language, 'override.unknownLanguage', {
    language: echo(typed),
    languages: languages.map((code) => `\`${code}\` ${languageNames[code]}`).join(', '),
  })}`;
  return message(text, [sectionBlock(text)], language);
}
