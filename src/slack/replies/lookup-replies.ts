/**
 * Turning engine calls into Slack messages without ever failing or missing Slack's
 * 3-second window.
 */
import { isCatalogueError } from '../../catalogue/errors.js';
import type { CatalogueScope } from '../../catalogue/types.js';
import { type Language, t } from '../../i18n/index.js';
import type { BrandOption, TypeOption } from '../../lookup/engine.js';
import { type LookupResult, unitName } from '../../lookup/result.js';
import type { LookupSurface } from '../../state/schema.js';
import { buildMenuMessage } from '../blocks/menus.js';
import type { RenderOptions, SlackMessage } from '../blocks/message.js';
import { buildErrorMessage, buildUnavailableMessage } from '../blocks/notices.js';
import { renderLookupResult } from '../blocks/result.js';
import type { ListenerDeps } from '../runtime/deps.js';
import type { UserScope } from '../user/user-scope.js';
import { lookupFacts } from './lookup-summary.js';

/** What the user reads when something failed: the catalogue's trouble in plain words, or a generic apology. */
function failureMessage(error: unknown, scope: CatalogueScope, language: Language): SlackMessage {
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
async function messageOrFailure(
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

type ScopeDeps = Pick<ListenerDeps, 'engine' | 'config' | 'refusals'>;

/**
 * The user in the configured locale, after the catalogue refused theirs for this market
 * (remembered, so the next requests go there at once); undefined when there is nothing to
 * fall back to.
 */
function afterLocaleRefused(deps: ScopeDeps, user: UserScope): UserScope | undefined {
  if (user.locale === deps.config.locale) return undefined;
  deps.refusals.refuse(user.market, user.locale);
  return { ...user, locale: deps.config.locale, localeFrom: 'default' };
}

/** The user's market's types, in their locale or, when the catalogue refuses it, the configured one. */
export async function typesFor(
  deps: ScopeDeps,
  user: UserScope,
): Promise<{ scope: CatalogueScope; types: TypeOption[] }> {
  const scope = catalogueScope(user);
  try {
    return { scope, types: await deps.engine.listTypes(scope) };
  } catch (error) {
    const fallback = isCatalogueError(error, 'scope_refused') ? afterLocaleRefused(deps, user) : undefined;
    if (!fallback) throw error;
    const fallbackScope = catalogueScope(fallback);
    return { scope: fallbackScope, types: await deps.engine.listTypes(fallbackScope) };
  }
}

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

/** The menu message in the user's scope, starting from their default type. */
export function userMenuReply(
  deps: Pick<ListenerDeps, 'engine' | 'logger' | 'config' | 'refusals'>,
  user: UserScope,
): Promise<SlackMessage> {
  return messageOrFailure(deps, catalogueScope(user), user.language, async () => {
    const { scope, types } = await typesFor(deps, user);
    return buildMenuMessage({ scope, types, type: user.defaultType }, user.language);
  });
}

/** Results worth repeating: settled answers, not failures, stale data or a half-built index. */
const repeatable = (result: LookupResult): boolean =>
  result.kind === 'answer'
    ? !result.stale
    : result.kind !== 'catalogue_unavailable' && result.kind !== 'still_learning';

const localeRefused = (result: LookupResult): boolean =>
  result.kind === 'catalogue_unavailable' && result.reason === 'scope_refused';

/**
 * Everything that shapes a reply: scope, languages, default type, whether it can be shared,
 * and the text. Two requests alike in all of these get the same reply; a different market,
 * locale or language is never a hit.
 */
export const replyKey = (user: UserScope, text: string, options: { shareable: boolean }): string =>
  JSON.stringify([user.market, user.locale, user.language, user.defaultType ?? '', options.shareable, text]);

/**
 * A text lookup in the user's scope. When the catalogue refuses the user's locale for the
 * market (even one typed as `lang:`), the lookup runs again in the configured locale; the
 * answer then says so (blocks/message.ts). A default type the market lacks is dropped
 * rather than answered "not offered" (only a type the user typed is).
 */
export async function lookupInScope(
  deps: ScopeDeps,
  user: UserScope,
  text: string,
): Promise<{ result: LookupResult; onlyType: string | undefined }> {
  let defaultType = user.defaultType;
  const lookup = (who: UserScope) =>
    deps.engine.lookupText({ text, scope: catalogueScope(who), defaultType });
  let scoped = user;
  let result = await lookup(user);
  if (localeRefused(result)) {
    const fallback = afterLocaleRefused(deps, user);
    if (fallback) {
      scoped = fallback;
      result = await lookup(scoped);
    }
  }
  if (result.kind === 'type_not_offered' && result.searched.type === undefined && defaultType) {
    defaultType = undefined;
    result = await lookup(scoped);
  }
  // The type the lookup kept to: the one typed, else the default type when it was applied.
  return { result, onlyType: result.searched.type ?? defaultType };
}

/** A repeated question within this window gets the same reply (the catalogue cache's TTLs are hours). */
const recentReplyTtlMs = 60_000;

type TextReplyDeps = Pick<
  ListenerDeps,
  'engine' | 'logger' | 'config' | 'refusals' | 'recentReplies' | 'recordLookup'
>;

interface TextReplyOptions {
  shareable: boolean;
  /** The text as typed, overrides included (the question looked up otherwise). */
  typed?: string;
  surface: LookupSurface;
}

async function freshTextReply(
  deps: TextReplyDeps,
  user: UserScope,
  text: string,
  options: TextReplyOptions & { typed: string; started: number },
): Promise<SlackMessage> {
  try {
    const { result, onlyType } = await lookupInScope(deps, user, text);
    const message = renderLookupResult(result, {
      language: user.language,
      shareable: options.shareable,
      ...(onlyType === undefined ? {} : { onlyType }),
    });
    const facts = lookupFacts(result, user.language);
    deps.recordLookup(user, {
      ...facts,
      query: options.typed,
      market: result.scope.market,
      surface: options.surface,
      durationMs: performance.now() - options.started,
    });
    if (repeatable(result))
      void deps.recentReplies.set(replyKey(user, text, options), { message, facts }, recentReplyTtlMs);
    return message;
  } catch (error) {
    deps.logger.error({ err: error }, 'Lookup failed');
    return failureMessage(error, catalogueScope(user), user.language);
  }
}

/**
 * The reply to a free-text lookup: the one kept when the same text in the same scope was
 * answered a moment ago (by any instance sharing the state), so a repeated question (a team
 * asking about one unit) is answered in the ack at almost no cost; else the work that builds
 * it. Either way the lookup is recorded, under `typed`.
 */
export async function lookupTextReply(
  deps: TextReplyDeps,
  user: UserScope,
  text: string,
  options: TextReplyOptions,
): Promise<SlackMessage> {
  const started = performance.now();
  const typed = options.typed ?? text;
  const recent = await deps.recentReplies.get(replyKey(user, text, options));
  if (recent) {
    deps.recordLookup(user, {
      ...recent.facts,
      query: typed,
      market: user.market,
      surface: options.surface,
      durationMs: performance.now() - started,
    });
    return recent.message;
  }
  return freshTextReply(deps, user, text, { ...options, typed, started });
}

/**
 * The answer to a unit picked from buttons or a menu, recorded among the user's recent
 * lookups under the unit's name (or `label`, what the user clicked, when there is no answer).
 */
export async function pickedReply(
  deps: Pick<ListenerDeps, 'logger' | 'recordLookup'>,
  user: UserScope,
  scope: CatalogueScope,
  lookup: () => Promise<LookupResult>,
  options: RenderOptions & { label: string; surface: LookupSurface },
): Promise<SlackMessage> {
  const started = performance.now();
  let result: LookupResult | undefined;
  const reply = await renderedReply(
    deps,
    scope,
    async () => {
      result = await lookup();
      return result;
    },
    options,
  );
  const query = result?.kind === 'answer' ? unitName(result.unit) : options.label;
  const facts = result
    ? lookupFacts(result, user.language)
    : { summary: t(user.language, 'recent.unavailable'), outcome: 'error' };
  deps.recordLookup(user, {
    ...facts,
    query,
    market: scope.market,
    surface: options.surface,
    durationMs: performance.now() - started,
  });
  return reply;
}
