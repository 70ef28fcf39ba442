/**
 * Replies: building answers and sending them. This file: the app's lookups as Slack messages
 * (`Lookups`, built once and handed to every listener on `context.services`): a typed question, a
 * unit picked from buttons or menus, the menus and the market's types. Each runs in the user's
 * scope, falls back to the configured locale when the catalogue refuses theirs (remembered, so
 * the next requests go there at once), is recorded (lookup log, recent lookups, metrics), and
 * never fails: what throws is logged and becomes a message.
 */
import { isCatalogueError } from '../../catalogue/errors.js';
import type { CatalogueScope } from '../../catalogue/types.js';
import type { AppConfig } from '../../config/env.js';
import type { Language } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import type { BrandOption, LookupEngine, TypeOption, UnitLookup } from '../../lookup/engine.js';
import { answeredName, type LookupResult } from '../../lookup/result.js';
import type { LookupSurface } from '../../state/schema.js';
import type { ExpiringCache } from '../../state/store.js';
import { buildMenuMessage } from '../blocks/menus.js';
import type { RenderOptions, SlackMessage } from '../blocks/message.js';
import { buildErrorMessage, buildUnavailableMessage } from '../blocks/notices.js';
import { renderLookupResult } from '../blocks/result.js';
import type { LocaleRefusals } from '../user/locale-refusals.js';
import type { UserScope } from '../user/user-scope.js';
import { type LookupFacts, lookupFacts } from './lookup-summary.js';
import type { RecordLookup } from './record-lookup.js';
import { type RecentReply, recentReplyTtlMs, recordReply, replyFacts, replyKey } from './repeats.js';
import type { SkuReply } from './sku-reply.js';

export interface LookupsDeps {
  engine: LookupEngine;
  logger: Logger;
  config: Pick<AppConfig, 'locale'>;
  /** (market, locale) pairs the catalogue refused; see `LocaleRefusals`. */
  refusals: LocaleRefusals;
  /** Replies to the same text in the same scope, kept a short while (shared by instances on Redis). */
  recentReplies: ExpiringCache<RecentReply>;
  record: RecordLookup;
  /** A SKU typed as a question, answered with the units it fits (sku-reply.ts); none without a copy. */
  skuReply?: SkuReply;
}

export interface TextReplyOptions {
  shareable: boolean;
  /** The text as typed, overrides included (the question looked up otherwise). */
  typed?: string;
  surface: LookupSurface;
}

export interface PickedReplyOptions extends RenderOptions {
  /** What the user clicked: recorded when there is no answer to name the unit by. */
  label: string;
  surface: LookupSurface;
}

export interface Lookups {
  /**
   * The reply to a typed question: the one kept when the same text in the same scope was
   * answered a moment ago (by any instance sharing the state), else a fresh lookup. Recorded under `typed`.
   */
  textReply(user: UserScope, text: string, options: TextReplyOptions): Promise<SlackMessage>;
  /** The answer to a unit picked from buttons or a menu, recorded under the unit's name. */
  pickedReply(user: UserScope, pick: UnitLookup, options: PickedReplyOptions): Promise<SlackMessage>;
  /** A unit's answer for the channel (Share): `answered` is false when there is none to share. */
  sharedReply(
    pick: UnitLookup,
    options: RenderOptions,
  ): Promise<{ message: SlackMessage; answered: boolean }>;
  /** The menu message for a scope and what was chosen in it so far. */
  menu(
    language: Language,
    scope: CatalogueScope,
    choice: { type?: string; brand?: BrandOption },
  ): Promise<SlackMessage>;
  /** The menu message in the user's scope, starting from their default type. */
  userMenu(user: UserScope): Promise<SlackMessage>;
  /** The user's market's types, in their locale or, when the catalogue refuses it, the configured one. */
  types(user: UserScope): Promise<{ scope: CatalogueScope; types: TypeOption[] }>;
  /**
   * A text lookup in the user's scope, in the configured locale when the catalogue refuses the
   * user's (see `inScope` in `createLookups`): a question, which may name several units
   * (`lookupQuestion`), or with `oneUnit` (a list's line) one unit's lookup (`lookupText`).
   */
  inScope(
    user: UserScope,
    text: string,
    options?: { oneUnit?: boolean },
  ): Promise<{ result: LookupResult; onlyType: string | undefined }>;
  record: RecordLookup;
}

export const catalogueScope = (scope: UserScope): CatalogueScope => ({
  market: scope.market,
  locale: scope.locale,
});

/** Results worth repeating: settled answers, not failures, stale data or a half-built index. */
const repeatable = (result: LookupResult): boolean =>
  result.kind === 'answer'
    ? !result.stale
    : result.kind !== 'catalogue_unavailable' && result.kind !== 'still_learning';

const localeRefused = (result: LookupResult): boolean =>
  result.kind === 'catalogue_unavailable' && result.reason === 'scope_refused';

export function createLookups(deps: LookupsDeps): Lookups {
  const { engine, logger, refusals } = deps;

  /** What the user reads when something failed: the catalogue's trouble in plain words, or a generic apology. */
  const failure = (error: unknown, scope: CatalogueScope, language: Language): SlackMessage => {
    if (isCatalogueError(error)) {
      return buildUnavailableMessage(
        { kind: 'catalogue_unavailable', scope, searched: { text: '' }, reason: error.kind },
        { language, shareable: false },
      );
    }
    return buildErrorMessage(language);
  };

  /** `build`'s message; a thrown error is logged and becomes a message. Never rejects. */
  const orFailure = async (
    what: string,
    scope: CatalogueScope,
    language: Language,
    build: () => Promise<SlackMessage>,
  ): Promise<SlackMessage> => {
    try {
      return await build();
    } catch (error) {
      logger.error({ err: error }, `${what} failed`);
      return failure(error, scope, language);
    }
  };

  /**
   * The user in the configured locale, after the catalogue refused theirs for this market
   * (remembered); undefined when there is nothing to fall back to.
   */
  const afterLocaleRefused = (user: UserScope): UserScope | undefined => {
    if (user.locale === deps.config.locale) return undefined;
    refusals.refuse(user.market, user.locale);
    return { ...user, locale: deps.config.locale, localeFrom: 'default' };
  };

  const types: Lookups['types'] = async (user) => {
    const scope = catalogueScope(user);
    try {
      return { scope, types: await engine.listTypes(scope) };
    } catch (error) {
      const fallback = isCatalogueError(error, 'scope_refused') ? afterLocaleRefused(user) : undefined;
      if (!fallback) throw error;
      const fallbackScope = catalogueScope(fallback);
      return { scope: fallbackScope, types: await engine.listTypes(fallbackScope) };
    }
  };

  /**
   * The user's default type when their market offers it: a default type the market lacks is
   * dropped rather than answered "not offered" (only a type the user typed is), for every unit of
   * a question that names several as for one. Kept when the market's types cannot be listed: a
   * single unit's "not offered" is then answered again without it (`inScope`).
   */
  const offeredDefault = async (user: UserScope): Promise<string | undefined> => {
    const { defaultType } = user;
    if (defaultType === undefined) return undefined;
    const listed = await types(user).catch(() => undefined);
    if (!listed) return defaultType;
    return listed.types.some((type) => type.reference === defaultType) ? defaultType : undefined;
  };

  /**
   * When the catalogue refuses the user's locale for the market (even one typed as `lang:`), the
   * lookup runs again in the configured locale; the answer then says so (blocks/message.ts). The
   * default type applies only where the market offers it (`offeredDefault`).
   */
  const inScope: Lookups['inScope'] = async (user, text, { oneUnit = false } = {}) => {
    let defaultType = await offeredDefault(user);
    const lookup = (who: UserScope) => {
      const request = { text, scope: catalogueScope(who), defaultType };
      return oneUnit ? engine.lookupText(request) : engine.lookupQuestion(request);
    };
    let scoped = user;
    let result = await lookup(user);
    if (localeRefused(result)) {
      const fallback = afterLocaleRefused(user);
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
  };

  const freshTextReply = async (
    user: UserScope,
    text: string,
    options: TextReplyOptions & { typed: string; started: number },
  ): Promise<SlackMessage> =>
    orFailure('Lookup', catalogueScope(user), user.language, async () => {
      const { result, onlyType } = await inScope(user, text);
      const message = renderLookupResult(result, {
        language: user.language,
        shareable: options.shareable,
        ...(onlyType === undefined ? {} : { onlyType }),
      });
      const facts = replyFacts(result);
      recordReply(deps.record, user, facts, {
        query: options.typed,
        market: result.scope.market,
        surface: options.surface,
        durationMs: performance.now() - options.started,
      });
      if (repeatable(result))
        deps.recentReplies
          .set(replyKey(user, text, options), { message, facts }, recentReplyTtlMs)
          .catch((error: unknown) => logger.warn({ err: error }, 'Could not keep a reply for repeats'));
      return message;
    });

  /** The engine's answer for a picked unit, rendered; the result too when the engine gave one. */
  const renderedUnit = async (
    pick: UnitLookup,
    options: RenderOptions,
  ): Promise<{ message: SlackMessage; result?: LookupResult }> => {
    let result: LookupResult | undefined;
    const message = await orFailure('Lookup', pick.scope, options.language, async () => {
      result = await engine.lookupUnit(pick);
      return renderLookupResult(result, options);
    });
    return { message, ...(result ? { result } : {}) };
  };

  return {
    async textReply(user, text, options) {
      const skuAnswer = await deps.skuReply?.(user, text);
      if (skuAnswer) return skuAnswer;
      const started = performance.now();
      const typed = options.typed ?? text;
      const recent = await deps.recentReplies.get(replyKey(user, text, options));
      if (!recent) return freshTextReply(user, text, { ...options, typed, started });
      recordReply(deps.record, user, recent.facts, {
        query: typed,
        market: user.market,
        surface: options.surface,
        durationMs: performance.now() - started,
      });
      return recent.message;
    },

    async pickedReply(user, pick, options) {
      const started = performance.now();
      const { message, result } = await renderedUnit(pick, options);
      const facts: LookupFacts = result
        ? lookupFacts(result)
        : { recent: { kind: 'catalogue_unavailable' }, outcome: 'error' };
      deps.record(user, {
        ...facts,
        query: result?.kind === 'answer' ? answeredName(result) : options.label,
        market: pick.scope.market,
        surface: options.surface,
        durationMs: performance.now() - started,
      });
      return message;
    },

    async sharedReply(pick, options) {
      const { message, result } = await renderedUnit(pick, options);
      return { message, answered: result?.kind === 'answer' };
    },

    menu: (language, scope, choice) =>
      orFailure('Building the menus', scope, language, async () =>
        buildMenuMessage({ scope, types: await engine.listTypes(scope), ...choice }, language),
      ),

    userMenu: (user) =>
      orFailure('Building the menus', catalogueScope(user), user.language, async () => {
        const listed = await types(user);
        return buildMenuMessage({ ...listed, type: user.defaultType }, user.language);
      }),

    types,
    inScope,
    record: deps.record,
  };
}
