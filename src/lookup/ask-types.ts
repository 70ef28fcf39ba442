/**
 * What asking (ask.ts) takes and gives: who asks, the question, what the surface needs, and the
 * answer the surface renders and records; `Ask`, the one way to ask. Plain data, nothing of Slack.
 */
import { z } from 'zod';
import type { CatalogueScope } from '../catalogue/types.js';
import type { Language } from '../i18n/index.js';
import type { TypeOption } from './engine.js';
import type { LookupResult } from './result.js';
import type { SkuResult } from './sku-question.js';

/** Who asks: where, in which language, and with which default type. */
export interface Asker {
  market: string;
  /** The catalogue locale asked for (`es`). */
  locale: string;
  /** The controller type used when a question names none. */
  defaultType?: string | undefined;
  /** The asker chose the language (settings, `lang:`, `--locale`): a question's own language does not change it. */
  languageChosen?: boolean;
}

/** Text as a person types it: the market's brands, or one or several units. */
export interface Question {
  text: string;
}

export interface AskNeeds {
  /** Answer the same question in the same scope from the repeat cache (typed questions). */
  repeats?: boolean;
  /** Answer in the language the question is written in, unless the asker chose theirs. */
  followLanguage?: boolean;
}

/** What a question came to. */
export type Answer =
  | {
      kind: 'lookup';
      result: LookupResult;
      /** The type the lookup kept to: the one typed, else the default type when it applied. */
      onlyType: string | undefined;
      /** The question's own language, when it is answered in it (ask.ts). */
      language?: Language;
    }
  | {
      /** The market's brands, by name. */
      kind: 'brands';
      scope: CatalogueScope;
      brands: string[];
      language?: Language;
    }
  | {
      /** A controller's SKU typed as the question: the units it fits (sku-question.ts). */
      kind: 'sku';
      result: SkuResult;
      language?: Language;
    };

/** A list line's answer: the result, and the type the lookup kept to. */
export interface LineAnswer {
  result: LookupResult;
  onlyType: string | undefined;
}

/** An answer, and whether it came from the repeat cache. */
export type Asked = Answer & { repeated: boolean };

/** An answer as the repeat cache keeps it (plain data). */
export const answerSchema = z.custom<Answer>(
  (value) => typeof value === 'object' && value !== null && 'kind' in value,
);

/** What a market offers the asker: the scope it answers in, its types, and the default type when offered. */
export interface MarketOffer {
  scope: CatalogueScope;
  types: TypeOption[];
  defaultType: string | undefined;
}

/** A surface's own lookup (a rating plate's readings) run under the same rules. */
export interface Ruled<T> {
  value: T;
  onlyType: string | undefined;
  scope: CatalogueScope;
}

export interface Ask {
  ask(question: Question, who: Asker, needs?: AskNeeds): Promise<Asked>;
  /**
   * One unit named in free text (a list's line), under the same locale and default-type rules:
   * its result and the type it kept to (the one typed, else the default type when it applied).
   */
  line(text: string, who: Asker): Promise<LineAnswer>;
  /** The market's types in the asker's locale or the fallback; rejects when they cannot be listed. */
  market(who: Asker): Promise<MarketOffer>;
  /**
   * `run` (one lookup of the surface's own, e.g. a plate's readings) under the locale and
   * default-type rules; `resultOf` says which result of its value the rules look at.
   */
  within<T>(
    who: Asker,
    run: (request: { scope: CatalogueScope; defaultType: string | undefined }) => Promise<T>,
    resultOf: (value: T) => LookupResult | undefined,
  ): Promise<Ruled<T>>;
}
