/**
 * Reading a question typed to the app: one-off overrides taken out, the user's scope with them, and
 * what is asked. A `market:` or `lang:` that is not available gets one line saying what is; a
 * language the catalogue lacks is not refused here (ask.ts answers it in the configured one).
 */
import type { AppConfig } from '../../config/env.js';
import { languageOf } from '../../i18n/index.js';
import { parseQueryOverrides } from '../../matching/query-overrides.js';
import { questionLanguage } from '../../matching/question-language.js';
import type { SlackMessage } from '../blocks/message.js';
import { buildUnknownLanguageMessage, buildUnknownMarketMessage } from '../blocks/notices.js';
import type { ScopedUser, ScopeOverrides, UserScope } from '../user/user-scope.js';
import { type ParsedCommand, parseCommandText } from './command-text.js';

export interface UserRequest {
  /** The user's scope, overrides applied. */
  user: UserScope;
  command: ParsedCommand;
  /** The text as typed (overrides included), as the recent lookups show it. */
  typed: string;
  /** An override that cannot be honoured: this is the reply, and nothing is looked up. */
  refusal?: SlackMessage;
  /** Which override `refusal` refuses, and the value typed (a market not enabled, a language the catalogue lacks). */
  refused?: { override: 'market' | 'language'; value: string };
  /** The overrides typed (`market:`, `lang:`), when any. */
  overrides?: ScopeOverrides;
}

/** `text` is Slack text already read (`toLookupText`); `asker` is the request's user. */
export function readUserRequest(
  config: Pick<AppConfig, 'markets'>,
  asker: ScopedUser,
  text: string,
): UserRequest {
  const overrides = parseQueryOverrides(text, config.markets);
  const command = parseCommandText(overrides.text);
  const typedScope: ScopeOverrides = {
    ...(overrides.market ? { market: overrides.market } : {}),
    ...(overrides.locale ? { locale: overrides.locale } : {}),
  };
  const scoped = asker.scope(typedScope);
  // Help and a greeting are answered in the language of their word (`ayuda`, `bonjour`), unless the user chose one.
  const wordLanguage =
    (command.kind === 'help' || command.kind === 'greeting') && !scoped.languageChosen
      ? questionLanguage(overrides.text)
      : undefined;
  const user = wordLanguage ? { ...scoped, language: wordLanguage } : scoped;
  const request = {
    user,
    command,
    typed: text,
    ...(typedScope.market || typedScope.locale ? { overrides: typedScope } : {}),
  };
  if (overrides.unknownMarket !== undefined) {
    return {
      ...request,
      refusal: buildUnknownMarketMessage(user.language, overrides.unknownMarket, config.markets),
      refused: { override: 'market', value: overrides.unknownMarket },
    };
  }
  if (overrides.locale !== undefined && languageOf(overrides.locale) === undefined) {
    return {
      ...request,
      refusal: buildUnknownLanguageMessage(user.language, overrides.locale),
      refused: { override: 'language', value: overrides.locale },
    };
  }
  return request;
}
