/**
 * Walks every endpoint over real HTTP for every market, every locale, every brand and every
 * unit, and checks each answer against the spec schemas and against the catalogue's own view.
 */
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, marketsOf, marketTypes, sampleCatalogue } from '../../../src/catalogue/sample/data.js';
import { generateCatalogue } from '../../../src/catalogue/sample/generate.js';
import {
  brandModelsResponseSchema,
  brandsResponseSchema,
  modelResponseSchema,
  typesResponseSchema,
} from '../../support/catalogue-spec.js';
import { nonEmpty } from '../../support/non-empty.js';
import { type SampleServer, startSampleServer } from '../../support/sample-server.js';
import { get, paths } from './helpers.js';

const detailTypes = ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI'];
const locales = ['en', 'es', 'fr'];

describe('every answer of the embedded catalogue', () => {
  const catalogue = sampleCatalogue();
  let server: SampleServer;
  beforeAll(async () => {
    server = await startSampleServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(marketsOf(catalogue))(
    'market %s: types, brands and brand details parse and agree',
    async (market) => {
      for (const locale of nonEmpty(locales)) {
        const types = typesResponseSchema.parse(
          (await get(server, paths.types(), { market, locale })).json(),
        );
        expect(types.body.compatibility_type.article_types.map((t) => t.reference)).toEqual(
          marketTypes(catalogue, market),
        );
      }
      const units = listUnits(catalogue, market);
      for (const type of nonEmpty(marketTypes(catalogue, market))) {
        const reply = await get(server, paths.brands(type), { market, locale: 'es' });
        const brands = brandsResponseSchema.parse(reply.json()).body.brands;
        if (!detailTypes.includes(type)) continue;
        for (const brand of nonEmpty(brands)) {
          const detail = brandModelsResponseSchema.parse(
            (await get(server, paths.brand(type, brand.id), { market, locale: 'fr' })).json(),
          ).body.brand;
          expect(detail.id).toBe(brand.id);
          expect(detail.name).toBe(brand.name);
          const expected = units
            .filter((u) => u.brandId === brand.id && u.skus.some((s) => s.typeReference === type))
            .map((u) => u.modelId);
          expect(detail.iumodels.map((m) => m.id)).toEqual(expected);
          for (const model of nonEmpty(detail.iumodels)) expect(model.brand_id).toBe(brand.id);
        }
      }
    },
  );

  it.each(marketsOf(catalogue))(
    'market %s: every unit detail parses and carries its SKUs',
    async (market) => {
      const requests = listUnits(catalogue, market).flatMap((unit) =>
        unit.skus
          .filter((s) => detailTypes.includes(s.typeReference))
          .map((s, index) => ({
            unit,
            type: s.typeReference,
            locale: locales[(unit.modelId + index) % locales.length] as string,
          })),
      );
      expect(requests.length).toBeGreaterThan(1_000);
      const withSkus = listUnits(catalogue, market).filter((u) => u.skus.length > 0);
      expect(new Set(requests.map((r) => r.unit.modelId)).size).toBe(withSkus.length);
      await pLimit(16).map(requests, async ({ unit, type, locale }) => {
        const reply = await get(server, paths.model(type, unit.brandId, unit.modelId), { market, locale });
        expect(reply.status).toBe(200);
        const model = modelResponseSchema.parse(reply.json()).body.iumodel;
        expect(model.id).toBe(unit.modelId);
        expect(model.indoor_unit).toBe(unit.designation);
        expect(model.brand.id).toBe(unit.brandId);
        expect(model.brand.name).toBe(unit.brandName);
        expect(model.is_compatible).toBe(true);
        expect(model.protocol_compatibilities.map((p) => [p.type.reference, p.article_reference])).toEqual(
          unit.skus.map((s) => [s.typeReference, s.sku]),
        );
        for (const p of nonEmpty(model.protocol_compatibilities)) {
          expect(p.type_id).toBe(p.type.id);
          expect(p.iumodel_compatibility_iso).toBe(model.compatibility_iso);
        }
        const source = catalogue.models.find((m) => m.id === unit.modelId);
        const has = (reference: string) =>
          source?.compatibilities.some((c) => c.typeReference === reference) ? 1 : 0;
        expect(model.ctlr_wifi).toBe(has('CTLR_WIFI'));
        expect(model.ctlr_knx).toBe(has('CTLR_KNX'));
      });
    },
  );

  it('answers 404 for every (market, unit, type) it does not serve', async () => {
    const unserved = marketsOf(catalogue).flatMap((market) => {
      const served = new Set(
        listUnits(catalogue, market).flatMap((u) => u.skus.map((s) => `${u.modelId}/${s.typeReference}`)),
      );
      return catalogue.models.flatMap((model) =>
        detailTypes
          .filter((type) => !served.has(`${model.id}/${type}`))
          .map((type) => ({ market, brandId: model.brandId, modelId: model.id, type })),
      );
    });
    expect(unserved.length).toBeGreaterThan(1_000);
    await pLimit(16).map(unserved, async (r) => {
      const reply = await get(server, paths.model(r.type, r.brandId, r.modelId), {
        market: r.market,
        locale: 'en',
      });
      expect(reply.status).toBe(404);
      expect(reply.json()).toEqual({ error: expect.any(String) });
    });
  });
});

describe('a generated 50,000-model catalogue', () => {
  const big = generateCatalogue({ models: 50_000, seed: 3 });
  let server: SampleServer;
  beforeAll(async () => {
    server = await startSampleServer({ catalogue: big });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the four steps, each parsing with the spec schemas', async () => {
    const types = typesResponseSchema.parse((await get(server, paths.types())).json());
    expect(types.body.compatibility_type.article_types.map((t) => t.reference)).toEqual(
      marketTypes(big, 'GB'),
    );
    const brands = brandsResponseSchema.parse((await get(server, paths.brands('CTLR_KNX'))).json()).body
      .brands;
    expect(brands.length).toBe(40);
    const first = brands[0];
    if (!first) throw new Error('no brand');
    const detail = brandModelsResponseSchema.parse(
      (await get(server, paths.brand('CTLR_KNX', first.id))).json(),
    );
    expect(detail.body.brand.iumodels.length).toBeGreaterThan(1_000);
    for (const model of nonEmpty(detail.body.brand.iumodels.slice(0, 200))) {
      const reply = await get(server, paths.model('CTLR_KNX', first.id, model.id));
      const parsed = modelResponseSchema.parse(reply.json()).body.iumodel;
      expect(parsed.protocol_compatibilities.some((p) => p.type.reference === 'CTLR_KNX')).toBe(true);
    }
  });
});
