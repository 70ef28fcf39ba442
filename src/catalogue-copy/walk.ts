/**
 * One market's catalogue read into a version being built, in the spec's four steps (§4.1–4.4), each
 * model's detail once. Each (type, brand) is checkpointed once stored, so a resumed walk skips it.
 * Absences (404, a refused type: 400) are kept as answers; any other failure ends the walk (the job
 * retries).
 */
import pLimit from 'p-limit';
import { CatalogueError, isCatalogueError } from '../catalogue/errors.js';
import { cataloguePaths } from '../catalogue/paths.js';
import {
  brandModelsResponseSchema,
  brandsResponseSchema,
  modelResponseSchema,
  typesResponseSchema,
} from '../catalogue/schemas.js';
import { detailPathTypeCodes } from '../catalogue/type-codes.js';
import type { CatalogueScope } from '../catalogue/types.js';
import { absenceKinds, absentEntry, bodyEntry, entryKeys, readEntry } from './entries.js';
import type { RawFetcher } from './fetch-raw.js';
import type { CopyStore } from './store.js';

/** Listings walked at once: their requests still wait for the rate gate, one slot each. */
const listingsAtOnce = 4;

export interface WalkContext {
  store: CopyStore;
  fetcher: RawFetcher;
  versionId: string;
  scope: CatalogueScope;
  /** Checkpointed (type, brand) keys of this version's earlier runs. */
  done: ReadonlySet<string>;
  /** Records a (type, brand) as done. */
  checkpoint(key: string): Promise<void>;
  signal: AbortSignal;
}

export const listingKey = (scope: CatalogueScope, type: string, brandId: number): string =>
  `${scope.market}|${scope.locale}|${type}|${brandId}`;

const isAbsence = (error: unknown) => absenceKinds.some((kind) => isCatalogueError(error, kind));

/** The entry as kept, or fetched and kept; `undefined` data for an absence. */
async function entryOf<T>(
  context: WalkContext,
  key: string,
  fetch: () => Promise<{ raw: unknown; data: T }>,
  read: (text: string) => T,
): Promise<T | undefined> {
  const kept = await context.store.get(context.versionId, key);
  if (kept !== undefined) {
    try {
      return read(kept);
    } catch (error) {
      if (isAbsence(error)) return undefined;
      throw error;
    }
  }
  try {
    const fetched = await fetch();
    await context.store.put(context.versionId, [[key, bodyEntry(fetched.raw)]]);
    return fetched.data;
  } catch (error) {
    if (!isAbsence(error)) throw error;
    const kind = isCatalogueError(error, 'not_found') ? 'not_found' : 'bad_request';
    await context.store.put(context.versionId, [[key, absentEntry(kind)]]);
    return undefined;
  }
}

/**
 * The market's types, kept or fetched: a refusal here is of the scope itself (spec §5: the type
 * list's path carries nothing else), never an absence: the copy is not made (`scope_refused`).
 */
async function typesOf(context: WalkContext) {
  const kept = await context.store.get(context.versionId, entryKeys.types);
  if (kept !== undefined)
    return readEntry(kept, typesResponseSchema, entryKeys.types).body.compatibility_type.article_types;
  try {
    const fetched = await context.fetcher.get('listTypes', cataloguePaths.types(), typesResponseSchema);
    await context.store.put(context.versionId, [[entryKeys.types, bodyEntry(fetched.raw)]]);
    return fetched.data.body.compatibility_type.article_types;
  } catch (error) {
    if (!isCatalogueError(error, 'bad_request')) throw error;
    const { market, locale } = context.scope;
    throw new CatalogueError(
      'scope_refused',
      `catalogue refused market ${market} or locale ${locale}`,
      error.details,
    );
  }
}

/** Reads the market into the version, resuming where an earlier run of the same version stopped. */
export async function walkMarket(context: WalkContext): Promise<void> {
  const { fetcher, store, versionId } = context;
  const types = await typesOf(context);
  const listings: { type: string; brandId: number }[] = [];
  for (const type of types) {
    const key = entryKeys.brands(type.reference);
    const brands = await entryOf(
      context,
      key,
      () => fetcher.get('listBrands', cataloguePaths.brands(type.reference), brandsResponseSchema),
      (text) => readEntry(text, brandsResponseSchema, key),
    );
    // The detail paths accept only some types (spec §4.3): the others are never asked, as live.
    if (!detailPathTypeCodes.includes(type.reference)) continue;
    for (const brand of brands?.body.brands ?? []) listings.push({ type: type.reference, brandId: brand.id });
  }
  const kept = new Set(await store.keys(versionId, 'model:'));
  const claimed = new Set<string>();
  // The first failure stops the listings still queued (p-limit would start them all the same).
  const failed = new AbortController();
  const stop = AbortSignal.any([context.signal, failed.signal]);
  await pLimit(listingsAtOnce).map(listings, async ({ type, brandId }) => {
    const checkpoint = listingKey(context.scope, type, brandId);
    if (context.done.has(checkpoint)) return;
    stop.throwIfAborted();
    try {
      await walkListing(context, { type, brandId, kept, claimed, stop });
    } catch (error) {
      failed.abort(error);
      throw error;
    }
    await context.checkpoint(checkpoint);
  });
}

interface Listing {
  type: string;
  brandId: number;
  /** Model details in the version, and those another listing of this run is reading. */
  kept: Set<string>;
  claimed: Set<string>;
  stop: AbortSignal;
}

/** One brand's models of one type, and the details of those not read yet. */
async function walkListing(context: WalkContext, { type, brandId, kept, claimed, stop }: Listing) {
  const { fetcher } = context;
  const key = entryKeys.brandModels(type, brandId);
  const listing = await entryOf(
    context,
    key,
    () => fetcher.get('getBrandModels', cataloguePaths.brandModels(type, brandId), brandModelsResponseSchema),
    (text) => readEntry(text, brandModelsResponseSchema, key),
  );
  for (const model of listing?.body.brand.iumodels ?? []) {
    const modelKey = entryKeys.model(model.id);
    if (model.visible === 0 || kept.has(modelKey) || claimed.has(modelKey)) continue;
    claimed.add(modelKey);
    await entryOf(
      context,
      modelKey,
      () => fetcher.get('getModel', cataloguePaths.model(type, brandId, model.id), modelResponseSchema),
      (text) => readEntry(text, modelResponseSchema, modelKey),
    );
    kept.add(modelKey);
    stop.throwIfAborted();
  }
}
