/**
 * What the lookup menus offer: the market's types, type-ahead over a type's brands and over a
 * brand's models (with no type: over every type of the market). Each runs under the engine's
 * deadline; a brand or model menu that cannot be filled in time is empty (Slack shows "no
 * results"), a type list that cannot be read throws.
 */
import { CatalogueError } from '../catalogue/errors.js';
import type { CatalogueScope } from '../catalogue/types.js';
import type { Logger } from '../log/logger.js';
import { settleWithin } from '../shared/deadline.js';
import { type CatalogueData, Usage } from './catalogue-data.js';
import type { BrandOption, ModelOption, TypeOption } from './engine.js';

/** Slack shows at most 100 options. */
const maxMenuOptions = 100;
const maxMenuQueryLength = 100;

export interface MenuDeps {
  data: CatalogueData;
  logger: Logger;
  deadlineMs: number;
}

const optionCount = (limit: number) => Math.max(0, Math.min(limit, maxMenuOptions));
const menuQuery = (query: unknown) => String(query ?? '').slice(0, maxMenuQueryLength);

/** A brand's models under every type of the market that lists the brand. */
async function listedModels(data: CatalogueData, scope: CatalogueScope, brandId: number, usage: Usage) {
  const { listedUnder } = await data.brands(scope, await data.types(scope, usage), usage);
  return data.brandModels(scope, brandId, listedUnder.get(brandId) ?? [], usage);
}

/** Fills a type-ahead menu within the deadline: one that cannot be filled in time (or fails) is empty. */
async function menuWithin<T>(
  deps: MenuDeps,
  menu: 'brand' | 'model',
  fill: () => Promise<T[]>,
): Promise<T[]> {
  const outcome = await settleWithin(fill, deps.deadlineMs);
  if (outcome.kind !== 'done') {
    deps.logger.warn({ outcome: outcome.kind }, `${menu} menu could not be filled`);
    return [];
  }
  return outcome.value;
}

export async function listTypes(deps: MenuDeps, scope: CatalogueScope): Promise<TypeOption[]> {
  const outcome = await settleWithin(() => deps.data.types(scope, new Usage()), deps.deadlineMs);
  if (outcome.kind === 'timeout')
    throw new CatalogueError('timeout', 'catalogue did not list the types in time');
  if (outcome.kind === 'failed') throw outcome.error;
  return outcome.value.map((type) => ({
    reference: type.reference,
    name: type.name || type.reference,
  }));
}

export async function suggestBrands(
  deps: MenuDeps,
  scope: CatalogueScope,
  type: string | undefined,
  query: string,
  limit: number,
): Promise<BrandOption[]> {
  const brands = await menuWithin(deps, 'brand', async () => {
    const usage = new Usage();
    const matcher =
      type === undefined
        ? (await deps.data.brands(scope, await deps.data.types(scope, usage), usage)).matcher
        : await deps.data.typeBrands(scope, type, usage);
    return matcher.suggest(menuQuery(query), optionCount(limit));
  });
  return brands.map((brand) => ({ id: brand.id, name: brand.name }));
}

export async function suggestModels(
  deps: MenuDeps,
  scope: CatalogueScope,
  type: string | undefined,
  brandId: number,
  query: string,
  limit: number,
): Promise<ModelOption[]> {
  const models = await menuWithin(deps, 'model', async () => {
    const usage = new Usage();
    const index =
      type === undefined
        ? await listedModels(deps.data, scope, brandId, usage)
        : await deps.data.typeBrandModels(scope, type, brandId, usage);
    return index.suggest(menuQuery(query), optionCount(limit));
  });
  return models.map((model) => ({
    id: model.id,
    designation: model.designation,
    ...(type === undefined ? { typeReference: model.typeReference } : {}),
  }));
}
