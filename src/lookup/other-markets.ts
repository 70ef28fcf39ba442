/**
 * The deployment's other markets, asked before anything fuzzy is answered: a code another market
 * lists exactly is that unit, "sold in FR, not in ES", never a neighbour's SKU. Bounded: their
 * indexes are built in the background and a market that does not answer within `waitMs` is left
 * out.
 */
import type { CatalogueScope } from '../catalogue/types.js';
import { findModelCandidates, type ModelCandidate } from '../matching/model-match.js';
import type { ModelIndex } from '../matching/models.js';
import type { TokenWindow } from '../matching/query.js';
import { settledValue, settleWithin } from '../shared/deadline.js';
import { type CatalogueData, Usage } from './catalogue-data.js';
import type { CatalogueIndexes } from './catalogue-index.js';
import type { UnitRef } from './result.js';

export interface OtherMarketsFound {
  unit: Pick<UnitRef, 'brandName' | 'designation'>;
  markets: string[];
}

export interface OtherMarketsQuery {
  scope: CatalogueScope;
  /** The deployment's other markets, in configured order. */
  markets: readonly string[];
  /** The token windows the code may be in (brand and type words left out). */
  windows: readonly TokenWindow[];
  /** The brands the user named (catalogue brand ids); none means any brand. */
  brandIds: readonly number[];
  waitMs: number;
}

const isSure = (candidate: ModelCandidate) => candidate.kind === 'exact' || candidate.kind === 'prefix';
const unitIdentity = (c: ModelCandidate) => `${c.model.brandName.toLowerCase()}\u0000${c.model.key}`;

export class OtherMarkets {
  constructor(
    private readonly data: CatalogueData,
    private readonly indexes: CatalogueIndexes,
  ) {}

  /** The one unit the code names in other markets, and where; undefined when none or several. */
  async find(query: OtherMarketsQuery): Promise<OtherMarketsFound | undefined> {
    if (query.markets.length === 0 || query.windows.length === 0) return undefined;
    const perMarket = await Promise.all(
      query.markets.map(async (market) => {
        const indexes = await this.#indexesOf({ market, locale: query.scope.locale }, query);
        const found = findModelCandidates(
          indexes.map((index) => ({ index, windows: query.windows })),
          { fuzzy: false },
        ).filter(
          (c) => isSure(c) && (query.brandIds.length === 0 || query.brandIds.includes(c.model.brandId)),
        );
        return { market, found };
      }),
    );
    const units = new Map<string, ModelCandidate>();
    for (const { found } of perMarket) for (const c of found) units.set(unitIdentity(c), c);
    const [only, other] = [...units.values()];
    if (!only || other) return undefined;
    return {
      unit: { brandName: only.model.brandName, designation: only.model.designation },
      markets: perMarket.filter(({ found }) => found.length > 0).map(({ market }) => market),
    };
  }

  /** The market's catalogue-wide index when built, else the named brands' listings if they come in time. */
  async #indexesOf(scope: CatalogueScope, query: OtherMarketsQuery): Promise<ModelIndex[]> {
    const wide = this.indexes.current(scope);
    if (wide) return [wide.index];
    if (query.brandIds.length === 0) return [];
    const read = await settleWithin(async () => {
      const usage = new Usage();
      const types = await this.data.types(scope, usage);
      const { listedUnder } = await this.data.brands(scope, types, usage);
      return Promise.all(
        query.brandIds.map((id) => this.data.brandModels(scope, id, listedUnder.get(id) ?? [], usage)),
      );
    }, query.waitMs);
    return settledValue(read) ?? [];
  }
}
