/**
 * The app's lookups as Slack messages (`Lookups`, on `context.services`): a typed question asked
 * through lookup/ask.ts, a picked unit, the menus and the market's types, each rendered and
 * recorded. Never fails: what throws is logged and becomes a message.
 */
import { isCatalogueError } from '../../catalogue/errors.js';
import type { CatalogueScope } from '../../catalogue/types.js';
import type { Language } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import type { Answer, Ask, Asker } from '../../lookup/ask-types.js';
import type { BrandOption, LookupEngine, TypeOption, UnitLookup } from '../../lookup/engine.js';
import { answeredName, type LookupResult } from '../../lookup/result.js';
import type { LookupSurface } from '../../state/schema.js';
import { buildBrandsMessage } from '../blocks/brands.js';
import { buildMenuMessage } from '../blocks/menus.js';
import type { RenderOptions, SlackMessage } from '../blocks/message.js';
import { buildErrorMessage, buildUnavailableMessage } from '../blocks/notices.js';
import { renderLookupResult } from '../blocks/result.js';
import { buildSkuMessage } from '../blocks/sku.js';
import type { UserScope } from '../user/user-scope.js';
import { type LookupFacts, lookupFacts } from './lookup-summary.js';
import type { RecordLookup } from './record-lookup.js';
import { type ReplyFacts, recordReply, replyFacts } from './reply-facts.js';
import type { SkuUnitsCsv } from './sku-reply.js';

export interface LookupsDeps {
  engine: LookupEngine;
  /** The one way to ask (src/lookup/ask.ts): language, locale fallback, default type, repeats. */
  ask: Ask;
  logger: Logger;
  record: RecordLookup;
  /** The embedded sample catalogue answers (CATALOGUE_BASE_URL unset): every reply says so. */
  sample?: boolean;
  /** Sends the CSV of a SKU's units to the user's DM when the answer lists only the first ones (sku-reply.ts). */
  skuUnitsCsv?: SkuUnitsCsv;
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
  /** The reply to a typed question (answered from the repeats when it was asked a moment ago). Recorded under `typed`. */
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
  /** The one way to ask, for the surfaces that render its answers themselves (lists, Workflow step, photos). */
  ask: Ask;
  record: RecordLookup;
}

/**
 * An answer of `ask` as a Slack message, with what to record of it: a lookup's facts and market
 * (a list of the market's brands is no lookup, and is not recorded).
 */
export function renderAnswer(
  answer: Answer,
  options: RenderOptions,
): { message: SlackMessage; recorded?: { facts: ReplyFacts; market: string } } {
  switch (answer.kind) {
    case 'lookup': {
      const { result, onlyType } = answer;
      return {
        message: renderLookupResult(result, { ...options, ...(onlyType === undefined ? {} : { onlyType }) }),
        recorded: { facts: replyFacts(result), market: result.scope.market },
      };
    }
    case 'brands':
      return { message: buildBrandsMessage(answer, options) };
    case 'sku':
      return { message: buildSkuMessage(answer.result, options) };
  }
}

export const catalogueScope = (scope: UserScope): CatalogueScope => ({
  market: scope.market,
  locale: scope.locale,
});

/** Who asks, as `ask` reads them. */
export const askerOf = (user: UserScope): Asker => ({
  market: user.market,
  locale: user.locale,
  defaultType: user.defaultType,
  languageChosen: user.languageChosen === true,
});

export function createLookups(deps: LookupsDeps): Lookups {
  const { engine, logger, ask } = deps;
  const sample = deps.sample ? { sample: true } : {};

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

  const types: Lookups['types'] = async (user) => {
    const { scope, types: listed } = await ask.market(askerOf(user));
    return { scope, types: listed };
  };

  /** The engine's answer for a picked unit, rendered; the result too when the engine gave one. */
  const renderedUnit = async (
    pick: UnitLookup,
    options: RenderOptions,
  ): Promise<{ message: SlackMessage; result?: LookupResult }> => {
    let result: LookupResult | undefined;
    const message = await orFailure('Lookup', pick.scope, options.language, async () => {
      result = await engine.lookupUnit(pick);
      return renderLookupResult(result, { ...options, ...sample });
    });
    return { message, ...(result ? { result } : {}) };
  };

  return {
    textReply: (user, text, options) =>
      orFailure('Lookup', catalogueScope(user), user.language, async () => {
        const started = performance.now();
        // The shortcut's text is someone else's (a customer's email): answered in the user's language.
        const asked = await ask.ask({ text }, askerOf(user), {
          repeats: true,
          followLanguage: options.surface !== 'shortcut',
        });
        const language = asked.language ?? user.language;
        if (asked.kind === 'sku') deps.skuUnitsCsv?.(user, asked.result, language);
        const { message, recorded } = renderAnswer(asked, {
          language,
          shareable: options.shareable,
          ...sample,
        });
        if (recorded)
          recordReply(deps.record, user, recorded.facts, {
            query: options.typed ?? text,
            market: recorded.market,
            surface: options.surface,
            durationMs: performance.now() - started,
          });
        return message;
      }),

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
        buildMenuMessage({ scope, types: await engine.listTypes(scope), ...choice }, language, sample),
      ),

    userMenu: (user) =>
      orFailure('Building the menus', catalogueScope(user), user.language, async () => {
        const listed = await types(user);
        return buildMenuMessage({ ...listed, type: user.defaultType }, user.language, sample);
      }),

    types,
    ask,
    record: deps.record,
  };
}
