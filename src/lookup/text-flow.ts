/**
 * The shapes the text-lookup flow passes between its steps (text-lookup.ts, read-as.ts,
 * conclude.ts): what the flow needs from the engine (`TextLookupDeps`), one request, the facts
 * read once per lookup (`Reading`) and the facts settled once a type word's reading is chosen
 * (`Flow`). Types only; knows nothing of Slack.
 */
import type { ArticleType } from '../catalogue/schemas.js';
import type { CatalogueScope } from '../catalogue/types.js';
import type { BrandHit } from '../matching/brands.js';
import type { QueryToken } from '../matching/query.js';
import type { TypeLike } from '../matching/types.js';
import type { Deadline } from '../shared/deadline.js';
import type { CatalogueData, Usage } from './catalogue-data.js';
import type { CatalogueIndexes } from './catalogue-index.js';
import type { GuidanceDeps, Guide } from './guidance.js';
import type { SearchedFor } from './result.js';
import type { UnitAnswerDeps } from './unit-lookup.js';

export interface TextLookupDeps extends UnitAnswerDeps, GuidanceDeps {
  data: CatalogueData;
  indexes: CatalogueIndexes;
  /** Waits (briefly) for the other markets' types, so that their type words are known. */
  otherMarketTypes: (scope: CatalogueScope) => Promise<void>;
}

export interface TextLookupRequest {
  scope: CatalogueScope;
  /** The cleaned text (query.ts `cleanQuery`). */
  text: string;
  /** Its tokens: at least one. */
  tokens: readonly QueryToken[];
  /** The user's default type, used when the text names none. */
  defaultType: string | undefined;
  usage: Usage;
  /** The lookup's deadline: guidance waits (other markets, choice details) stay within it. */
  deadline: Deadline;
}

/** One lookup's settled facts, shared by the steps below. */
export interface Flow {
  deps: TextLookupDeps;
  request: TextLookupRequest;
  types: readonly ArticleType[];
  onlyType: string | undefined;
  /** The echo so far: the text and the type the user named. */
  searched: SearchedFor;
  /** What guidance needs (guidance.ts): other markets, choice details, the deadline. */
  guide: Guide;
}

/** What a lookup reads once, whichever reading of a type word it then tries. */
export interface Reading {
  types: readonly ArticleType[];
  listedUnder: ReadonlyMap<number, readonly string[]>;
  allHits: readonly BrandHit[];
  known: readonly TypeLike[];
}
