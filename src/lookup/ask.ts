/**
 * The one way to ask, for every surface (Slack, lists, photos, the Workflow step, the demo), so
 * none can answer the same question differently: a question and who asks → what it came to. It owns
 * the rules they share (what a question is, its language, a refused locale, the default type,
 * repeats; docs/matching.md). Knows nothing of Slack.
 */
import { isCatalogueError } from '../catalogue/errors.js';
import type { CatalogueScope } from '../catalogue/types.js';
import { languageOf } from '../i18n/index.js';
import { questionLanguage } from '../matching/question-language.js';
import type { ExpiringCache } from '../shared/expiring-cache.js';
import type { Answer, Ask, Asker, AskNeeds, Question } from './ask-types.js';
import { catalogueWords } from './catalogue-words.js';
import type { LookupEngine, TypeOption } from './engine.js';
import type { LocaleRefusals } from './locale-refusals.js';
import type { LookupResult } from './result.js';

/** A question read: what it asks for. */
type Reading = { kind: 'brands' } | { kind: 'units'; text: string };

/** Words that ask for the market's brands, alone, in the app's languages. */
const brandsWords = new Set(['brands', 'brand', 'marcas', 'marques', 'marche', 'marchi', 'marken']);

/** Reads what a question asks for (see `Reading`). */
export function readQuestion(question: Question): Reading {
  const word = question.text.trim().normalize('NFC').toLowerCase();
  if (brandsWords.has(word)) return { kind: 'brands' };
  return { kind: 'units', text: question.text };
}

export interface AskDeps {
  engine: LookupEngine;
  /** CATALOGUE_LOCALE: the locale that stands in for one the catalogue refuses. */
  fallbackLocale: string;
  refusals: LocaleRefusals;
  /** Answers to repeat (none: every question is looked up). */
  repeats?: ExpiringCache<Answer>;
  /**
   * Told when the catalogue refuses the market even in the configured locale: no fallback left,
   * most likely a market it does not have (a locale it refuses is no fault, and is not told).
   */
  onMarketRefused?: (scope: CatalogueScope) => void;
  /** Told when the repeat cache could not be read or written. */
  onRepeatError?: (error: unknown) => void;
}

/** How long an answer is repeated (the catalogue cache's TTLs are hours). */
export const repeatTtlMs = 60_000;

/** Brands listed at most. */
const maxBrands = 100;

/** Results worth repeating: settled answers, not failures, stale data or a half-built index. */
const repeatable = (result: LookupResult): boolean =>
  result.kind === 'answer'
    ? !result.stale
    : result.kind !== 'catalogue_unavailable' && result.kind !== 'still_learning';

const localeRefused = (result: LookupResult | undefined): boolean =>
  result?.kind === 'catalogue_unavailable' && result.reason === 'scope_refused';

export function createAsk(deps: AskDeps): Ask {
  const { engine, refusals, fallbackLocale } = deps;
  const scopeOf = (who: Asker): CatalogueScope => ({
    market: who.market,
    locale: refusals.isRefused(who.market, who.locale) ? fallbackLocale : who.locale,
  });

  /** The fallback scope after the catalogue refused `scope`'s locale (remembered); undefined when none. */
  const afterRefusal = (scope: CatalogueScope): CatalogueScope | undefined => {
    if (scope.locale === fallbackLocale) return undefined;
    refusals.refuse(scope.market, scope.locale);
    return { ...scope, locale: fallbackLocale };
  };

  /** The market's types in `scope`; a refusal with no fallback left is told. */
  const listTypes = (scope: CatalogueScope): Promise<TypeOption[]> =>
    engine.listTypes(scope).catch((error: unknown) => {
      if (isCatalogueError(error, 'scope_refused') && scope.locale === fallbackLocale)
        deps.onMarketRefused?.(scope);
      throw error;
    });

  const market: Ask['market'] = async (who) => {
    let scope = scopeOf(who);
    let types: TypeOption[];
    try {
      types = await listTypes(scope);
    } catch (error) {
      const fallback = isCatalogueError(error, 'scope_refused') ? afterRefusal(scope) : undefined;
      if (!fallback) throw error;
      scope = fallback;
      types = await listTypes(scope);
    }
    const offered = types.some((type) => type.reference === who.defaultType);
    return { scope, types, defaultType: offered ? who.defaultType : undefined };
  };

  /** The default type when the market offers it; kept when the types cannot be listed (see `within`). */
  const offeredDefault = async (who: Asker): Promise<string | undefined> => {
    if (who.defaultType === undefined) return undefined;
    const offer = await market(who).catch(() => undefined);
    return offer ? offer.defaultType : who.defaultType;
  };

  const within: Ask['within'] = async (who, run, resultOf) => {
    let defaultType = await offeredDefault(who);
    let scope = scopeOf(who);
    let value = await run({ scope, defaultType });
    const fallback = localeRefused(resultOf(value)) ? afterRefusal(scope) : undefined;
    if (fallback) {
      scope = fallback;
      value = await run({ scope, defaultType });
    }
    const result = resultOf(value);
    if (localeRefused(result) && scope.locale === fallbackLocale) deps.onMarketRefused?.(scope);
    // A single unit's "not offered" for a default type kept because the types could not be listed.
    if (result?.kind === 'type_not_offered' && result.searched.type === undefined && defaultType) {
      defaultType = undefined;
      value = await run({ scope, defaultType });
    }
    return { value, onlyType: resultOf(value)?.searched.type ?? defaultType, scope };
  };

  const lookUp = async (who: Asker, text: string): Promise<Answer> => {
    const { value, onlyType } = await within(
      who,
      (request) => engine.lookupQuestion({ text, ...request }),
      (result) => result,
    );
    return { kind: 'lookup', result: value, onlyType };
  };

  /** A SKU's units when the text is a SKU question (none without a copy), else the units it names. */
  const skuOrUnits = async (who: Asker, text: string): Promise<Answer> => {
    const sku = await engine.lookupSku({ text, scope: scopeOf(who) });
    return sku ? { kind: 'sku', result: sku } : lookUp(who, text);
  };

  const brands = async (who: Asker): Promise<Answer> => {
    const { scope } = await market(who);
    const listed = await engine.suggestBrands(scope, undefined, '', maxBrands);
    return { kind: 'brands', scope, brands: listed.map((brand) => brand.name) };
  };

  /** The answer to a question read, in `who`'s scope. */
  const answer = (reading: Reading, who: Asker): Promise<Answer> => {
    switch (reading.kind) {
      case 'brands':
        return brands(who);
      case 'units':
        return skuOrUnits(who, reading.text);
    }
  };

  /** The answer in the question's own language when it has one the asker did not override (see the header). */
  const inItsLanguage = async (question: Question, who: Asker, reading: Reading): Promise<Answer> => {
    const language = who.languageChosen ? undefined : questionLanguage(question.text);
    if (language === undefined) return answer(reading, who);
    if (languageOf(who.locale) === language) return { ...(await answer(reading, who)), language };
    const answered = await answer(reading, { ...who, locale: language });
    const evidence =
      answered.kind === 'lookup'
        ? questionLanguage(question.text, catalogueWords(answered.result))
        : language;
    if (evidence === language) return { ...answered, language };
    return answer(reading, who);
  };

  const keyOf = (question: Question, who: Asker, needs: AskNeeds): string =>
    JSON.stringify([
      who.market,
      who.locale,
      who.defaultType ?? '',
      Boolean(who.languageChosen),
      Boolean(needs.followLanguage),
      question.text,
    ]);

  const worthRepeating = (answered: Answer): boolean => {
    switch (answered.kind) {
      case 'lookup':
        return repeatable(answered.result);
      case 'brands':
        return answered.brands.length > 0;
      case 'sku':
        return answered.result.kind !== 'not_a_reference';
    }
  };

  return {
    async ask(question, who, needs = {}) {
      const reading = readQuestion(question);
      const key = needs.repeats && deps.repeats ? keyOf(question, who, needs) : undefined;
      // A cache that cannot be read is a miss: the question is looked up.
      const kept =
        key === undefined
          ? undefined
          : await deps.repeats?.get(key).catch((error: unknown) => {
              deps.onRepeatError?.(error);
              return undefined;
            });
      if (kept) return { ...kept, repeated: true };
      const answered = needs.followLanguage
        ? await inItsLanguage(question, who, reading)
        : await answer(reading, who);
      if (key !== undefined && worthRepeating(answered))
        deps.repeats?.set(key, answered, repeatTtlMs).catch((error: unknown) => deps.onRepeatError?.(error));
      return { ...answered, repeated: false };
    },
    async line(text, who) {
      const { value, onlyType } = await within(
        who,
        (request) => engine.lookupText({ text, ...request }),
        (result) => result,
      );
      return { result: value, onlyType };
    },
    market,
    within,
  };
}
