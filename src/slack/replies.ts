/**
 * Turning engine calls into Slack messages without ever failing or missing Slack's
 * 3-second window.
 */
import { isCatalogueError } from '../catalogue/errors.js';
import type { CatalogueScope } from '../catalogue/types.js';
import type { Language } from '../i18n/index.js';
import type { BrandOption } from '../lookup/engine.js';
import type { LookupResult } from '../lookup/result.js';
import { buildMenuMessage } from './blocks/menus.js';
import type { RenderOptions, SlackMessage } from './blocks/message.js';
import { buildErrorMessage, buildUnavailableMessage } from './blocks/notices.js';
import { renderLookupResult } from './blocks/result.js';
import type { ListenerDeps } from './deps.js';
import type { UserScope } from './user-scope.js';

/** A reply ready this fast goes in the ack itself; a slower one follows through response_url. */
export const fastReplyMs = 1500;
/** Options loads have no second chance: answer (empty if need be) before Slack gives up at 3 s. */
export const optionsDeadlineMs = 2500;

/** The value of `work` if it settles within `ms`, else undefined (the work carries on). */
export async function settleWithin<T>(work: Promise<T>, ms: number): Promise<{ value: T } | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  try {
    return await Promise.race([work.then((value) => ({ value })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the user reads when something failed: the catalogue's trouble in plain words, or a generic apology. */
export function failureMessage(error: unknown, scope: CatalogueScope, language: Language): SlackMessage {
  if (isCatalogueError(error)) {
    return buildUnavailableMessage(
      { kind: 'catalogue_unavailable', scope, searched: { text: '' }, reason: error.kind },
      { language, shareable: false },
    );
  }
  return buildErrorMessage(language);
}

/** Renders the engine's answer; a thrown error is logged and becomes a message. Never rejects. */
export async function renderedReply(
  deps: Pick<ListenerDeps, 'logger'>,
  scope: CatalogueScope,
  lookup: () => Promise<LookupResult>,
  options: RenderOptions,
): Promise<SlackMessage> {
  try {
    return renderLookupResult(await lookup(), options);
  } catch (error) {
    deps.logger.error({ err: error }, 'Lookup failed');
    return failureMessage(error, scope, options.language);
  }
}

/** Same as `renderedReply` for any message-building work. */
export async function messageOrFailure(
  deps: Pick<ListenerDeps, 'logger'>,
  scope: CatalogueScope,
  language: Language,
  build: () => Promise<SlackMessage>,
): Promise<SlackMessage> {
  try {
    return await build();
  } catch (error) {
    deps.logger.error({ err: error }, 'Building a reply failed');
    return failureMessage(error, scope, language);
  }
}

export const catalogueScope = (scope: UserScope): CatalogueScope => ({
  market: scope.market,
  locale: scope.locale,
});

/** The menu message for a scope, with the market's types from the engine. */
export function menuReply(
  deps: Pick<ListenerDeps, 'engine' | 'logger'>,
  language: Language,
  scope: CatalogueScope,
  choice: { type?: string; brand?: BrandOption },
): Promise<SlackMessage> {
  return messageOrFailure(deps, scope, language, async () =>
    buildMenuMessage({ scope, types: await deps.engine.listTypes(scope), ...choice }, language),
  );
}

/** Results worth repeating: settled answers, not failures, stale data or a half-built index. */
const repeatable = (result: LookupResult): boolean =>
  result.kind === 'answer'
    ? !result.stale
    : result.kind !== 'catalogue_unavailable' && result.kind !== 'still_learning';

const replyKey = (user: UserScope, text: string, options: { shareable: boolean }): string =>
  JSON.stringify([user.market, user.locale, user.language, user.defaultType ?? '', options.shareable, text]);

/** The reply given to the same text in the same scope a moment ago, if any. */
export const recentReply = (
  deps: Pick<ListenerDeps, 'recentReplies'>,
  user: UserScope,
  text: string,
  options: { shareable: boolean },
): SlackMessage | undefined => deps.recentReplies.get(replyKey(user, text, options));

/**
 * The reply to a free-text lookup. The same text in the same scope within a short while gets
 * the same reply without running the lookup again: repeated questions (a team asking about
 * one unit) are answered in the ack at almost no cost.
 */
export async function lookupTextReply(
  deps: Pick<ListenerDeps, 'engine' | 'logger' | 'recentReplies'>,
  user: UserScope,
  text: string,
  options: { shareable: boolean },
): Promise<SlackMessage> {
  const recent = recentReply(deps, user, text, options);
  if (recent) return recent;
  const key = replyKey(user, text, options);
  const scope = catalogueScope(user);
  let keep = false;
  const reply = await renderedReply(
    deps,
    scope,
    async () => {
      const result = await deps.engine.lookupText({ text, scope, defaultType: user.defaultType });
      keep = repeatable(result);
      return result;
    },
    { language: user.language, ...options },
  );
  if (keep) deps.recentReplies.set(key, reply);
  return reply;
}
