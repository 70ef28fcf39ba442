/**
 * The lookup engine's façade: free text or a picked unit to an answer, choices or a clear "no", and
 * the menus' options. It owns the catalogue data and index and hands each request to its flow;
 * every lookup runs under a deadline and never throws (failures become `catalogue_unavailable`).
 */
import { type CatalogueError, isCatalogueError } from '../catalogue/errors.js';
import type { Catalogue, CatalogueScope } from '../catalogue/types.js';
import type { Logger } from '../log/logger.js';
import { brandGroups } from '../matching/brands.js';
import { cleanQuery, maxQueryLength, tokenise } from '../matching/query.js';
import { findTypeMention } from '../matching/types.js';
import { Deadline, settledValue, settleWithin } from '../shared/deadline.js';
import { CatalogueData, Usage } from './catalogue-data.js';
import { CatalogueIndexes } from './catalogue-index.js';
import { rawText } from './echo.js';
import type { LookupEngine } from './engine.js';
import { listTypes, type MenuDeps, suggestBrands, suggestModels } from './menus.js';
import { OtherMarkets } from './other-markets.js';
import { lookupQuestion, type QuestionDeps } from './question.js';
import type { LookupResult, SearchedFor } from './result.js';
import { lookupSku, type SkuSource } from './sku-question.js';
import { lookupTextFlow, type TextLookupDeps } from './text-lookup.js';
import { lookupPickedVariants } from './unit-lookup.js';

export interface LookupEngineDeps {
  catalogue: Catalogue;
  logger: Logger;
  /** Overall deadline of one lookup or menu request, inside Slack's 3 s. Default 2500 ms. */
  deadlineMs?: number;
  /** Catalogue requests in flight while warming the catalogue-wide index. Default 4. */
  warmConcurrency?: number;
  /** Age at which the catalogue-wide index is rebuilt: pass the cache's list TTL. Default 1 h. */
  indexRefreshMs?: number;
  /**
   * Markets users may switch between (CATALOGUE_MARKETS). Their type lists are read too, so that
   * a type another market offers (`knx` in a market without KNX) is answered "not offered here".
   */
  markets?: readonly string[];
  /** The SKUs of the app's catalogue copy, when one is kept: SKU questions are answered from it. */
  skus?: SkuSource;
  now?: () => number;
}

export interface WarmableLookupEngine extends LookupEngine {
  /** Resolves once the scope's catalogue-wide index is built (starting a build if none); true when ready. */
  whenWarm(scope: CatalogueScope): Promise<boolean>;
  /**
   * Stops background warming and resolves once its catalogue requests have ended: call it before
   * closing the catalogue, so that no request is cut off. Lookups keep working.
   */
  close(): Promise<void>;
}

const defaults = { deadlineMs: 2500, warmConcurrency: 4, indexRefreshMs: 3_600_000, retryMs: 30_000 };
/** Other markets' types are learned in the background; a lookup waits for them this long at most. */
const otherMarketTypesWaitMs = 100;

export function createLookupEngine(deps: LookupEngineDeps): WarmableLookupEngine {
  const logger = deps.logger.child({ component: 'lookup' });
  const deadlineMs = deps.deadlineMs ?? defaults.deadlineMs;
  const refreshMs = deps.indexRefreshMs ?? defaults.indexRefreshMs;
  const data = new CatalogueData(deps.catalogue, logger, { refusalMemoryMs: refreshMs, now: deps.now });
  const indexes = new CatalogueIndexes(data, logger, {
    concurrency: deps.warmConcurrency ?? defaults.warmConcurrency,
    refreshMs,
    retryMs: defaults.retryMs,
    now: deps.now,
  });
  const otherMarkets = (scope: CatalogueScope) =>
    (deps.markets ?? []).filter((market) => market !== scope.market);
  const textDeps: TextLookupDeps = {
    catalogue: deps.catalogue,
    data,
    indexes,
    // A slow or hanging market must not hold up a lookup in a healthy one.
    otherMarketTypes: async (scope) => {
      await settleWithin(data.learnTypesOf(otherMarkets(scope), scope.locale), otherMarketTypesWaitMs);
    },
    elsewhere: new OtherMarkets(data, indexes),
    otherMarketsOf: otherMarkets,
  };
  const menuDeps: MenuDeps = { data, logger, deadlineMs };

  /** Runs one lookup under the deadline; failures and time-outs become `catalogue_unavailable`. */
  async function guarded(
    scope: CatalogueScope,
    searched: SearchedFor,
    work: (usage: Usage) => Promise<LookupResult>,
    deadline: Deadline = new Deadline(deadlineMs),
  ): Promise<LookupResult> {
    const started = Date.now();
    const outcome = await deadline.settle(() => work(new Usage()));
    const unavailable = (reason: CatalogueError['kind']): LookupResult => ({
      kind: 'catalogue_unavailable',
      scope,
      searched,
      reason,
    });
    let result: LookupResult;
    if (outcome.kind === 'done') result = outcome.value;
    else if (outcome.kind === 'timeout') {
      logger.warn({ deadlineMs }, 'lookup ran out of time');
      result = unavailable('timeout');
    } else if (isCatalogueError(outcome.error)) {
      // A refused locale is answered in the configured one, with a note (ask.ts): no fault.
      logger[outcome.error.kind === 'scope_refused' ? 'debug' : 'warn'](
        { kind: outcome.error.kind, status: outcome.error.details.status },
        'catalogue failed during lookup',
      );
      result = unavailable(outcome.error.kind);
    } else {
      logger.error({ err: outcome.error }, 'lookup failed unexpectedly');
      result = unavailable('unavailable');
    }
    logger.debug({ kind: result.kind, ms: Date.now() - started }, 'lookup');
    return result;
  }

  /** One unit's lookup of free text, within `deadline`. */
  function lookupOne(
    scope: CatalogueScope,
    typed: string,
    defaultType: string | undefined,
    deadline: Deadline,
  ): Promise<LookupResult> {
    const text = cleanQuery(typed);
    const tokens = tokenise(text);
    if (tokens.length === 0) {
      return Promise.resolve({
        kind: 'not_found',
        scope,
        searched: { text },
        suggestions: [],
        reason: 'empty_query',
      });
    }
    return guarded(
      scope,
      { text },
      (usage) => lookupTextFlow(textDeps, { scope, text, tokens, defaultType, usage, deadline }),
      deadline,
    );
  }

  /** What a question naming several units needs, all within its one deadline. */
  const questionDeps = (scope: CatalogueScope, deadline: Deadline): QuestionDeps => {
    const reading = async () => {
      const types = await data.types(scope, new Usage());
      return { types, brands: await data.brands(scope, types, new Usage()) };
    };
    const settled = async <T>(work: () => Promise<T>) => settledValue(await deadline.settle(work));
    return {
      lookup: (text, defaultType) => lookupOne(scope, text, defaultType, deadline),
      brandWords: (text) =>
        settled(async () => {
          const cleaned = cleanQuery(text);
          const tokens = tokenise(cleaned);
          const [hit] = brandGroups((await reading()).brands.matcher.match(tokens)).flat();
          return hit ? rawText(cleaned, tokens, hit) : undefined;
        }),
      typeIn: (text) =>
        settled(async () => {
          const cleaned = cleanQuery(text);
          const mention = findTypeMention(
            cleaned,
            tokenise(cleaned),
            (await reading()).types,
            data.knownTypes(),
          );
          return mention?.offered ? mention.reference : undefined;
        }),
    };
  };

  const textOf = (text: unknown) => (typeof text === 'string' ? text : '');

  return {
    lookupText(request) {
      const defaultType = request.defaultType?.trim() || undefined;
      return lookupOne(request.scope, textOf(request.text), defaultType, new Deadline(deadlineMs));
    },

    lookupQuestion(request) {
      const defaultType = request.defaultType?.trim() || undefined;
      const deadline = new Deadline(deadlineMs);
      return lookupQuestion(questionDeps(request.scope, deadline), {
        text: textOf(request.text).slice(0, maxQueryLength),
        scope: request.scope,
        defaultType,
      });
    },

    async lookupUnit(request) {
      const { scope, unit } = request;
      const validId = (id: unknown) => Number.isSafeInteger(id) && (id as number) >= 0;
      if (!validId(unit.brandId) || !validId(unit.modelId) || !unit.typeReference?.trim()) {
        return { kind: 'not_found', scope, searched: { text: '' }, suggestions: [], reason: 'no_model' };
      }
      return guarded(scope, { text: '' }, (usage) => lookupPickedVariants(textDeps, request, usage));
    },

    async lookupSku(request) {
      if (!deps.skus) return undefined;
      try {
        return await lookupSku(deps.skus, { text: textOf(request.text), scope: request.scope });
      } catch (error) {
        logger.warn(
          { err: error },
          'A SKU question could not be read from the catalogue copy; asked as a unit',
        );
        return undefined;
      }
    },

    listTypes: (scope) => listTypes(menuDeps, scope),
    suggestBrands: (scope, type, query, limit) => suggestBrands(menuDeps, scope, type, query, limit),
    suggestModels: (scope, type, brandId, query, limit) =>
      suggestModels(menuDeps, scope, type, brandId, query, limit),

    warm(scope) {
      indexes.warm(scope);
      void data.learnTypesOf(otherMarkets(scope), scope.locale);
    },
    whenWarm: (scope) => indexes.whenReady(scope),
    close: () => indexes.close(),
  };
}
