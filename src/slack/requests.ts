/**
 * Reading a question typed to the app (slash command, DM, mention): one-off overrides taken
 * out, the user's scope resolved with them, and what is asked for.
 */

import type { SlackMessage } from './blocks/message.js';
import { buildUnknownLanguageMessage, buildUnknownMarketMessage } from './blocks/notices.js';
import { type ParsedCommand, parseCommandText } from './command-text.js';
import type { Deadline } from './deadline.js';
import type { ListenerDeps } from './deps.js';
import { parseQueryOverrides } from './query-overrides.js';
import type { UserScope } from './user-scope.js';

export interface UserRequest {
  /** The user's scope, overrides applied. */
  user: UserScope;
  command: ParsedCommand;
  /** The text as typed (overrides included), as the recent lookups show it. */
  typed: string;
  /** An override that cannot be honoured: this is the reply, and nothing is looked up. */
  refusal?: SlackMessage;
}

/** `text` is Slack text already read (`toLookupText`); `deadline` is the request's, when Slack waits for it. */
export async function readUserRequest(
  deps: Pick<ListenerDeps, 'config' | 'userScope'>,
  userId: string,
  text: string,
  deadline?: Deadline,
): Promise<UserRequest> {
  const overrides = parseQueryOverrides(text, deps.config.markets);
  const command = parseCommandText(overrides.text);
  const user = await deps.userScope(
    userId,
    {
      ...(overrides.market ? { market: overrides.market } : {}),
      ...(overrides.locale ? { locale: overrides.locale } : {}),
    },
    deadline,
  );
  const request = { user, command, typed: text };
  if (overrides.unknownMarket !== undefined) {
    return {
      ...request,
      refusal: buildUnknownMarketMessage(user.language, overrides.unknownMarket, deps.config.markets),
    };
  }
  if (overrides.locale !== undefined && user.locale !== overrides.locale) {
    return { ...request, refusal: buildUnknownLanguageMessage(user.language, overrides.locale, user.market) };
  }
  return request;
}
