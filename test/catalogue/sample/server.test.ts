import { Agent, request } from 'undici';
import { describe, expect, it } from 'vitest';
import { listUnits, marketTypes, sampleCatalogue } from '../../../src/catalogue/sample/data.js';
import {
  matchRoute,
  SAMPLE_API_KEY,
  type SampleExchange,
  startSampleServer as startProductServer,
} from '../../../src/catalogue/sample/server.js';
import {
  brandModelsResponseSchema,
  brandsResponseSchema,
  modelResponseSchema,
  typesResponseSchema,
} from '../../support/catalogue-spec.js';
import { nonEmpty } from '../../support/non-empty.js';
import { type SampleServer, startSampleServer } from '../../support/sample-server.js';
import { get, paths, sampleServerPerFile, unitNamed } from './helpers.js';

const catalogue = sampleCatalogue();
let server: SampleServer;
sampleServerPerFile((started) => {
  server = started;
});

describe('routes', () => {
  it('matches exactly the four spec paths and decodes parameters', () => {
    expect(matchRoute(paths.types())).toEqual({ kind: 'types', params: {} });
    expect(matchRoute(paths.brands('CTLR_WIFI'))).toEqual({ kind: 'brands', params: { type: 'CTLR_WIFI' } });
    expect(matchRoute(paths.brand('CTLR_KNX', 12))).toEqual({
      kind: 'brand',
      params: { type: 'CTLR_KNX', brandId: '12' },
    });
    expect(matchRoute(paths.model('CTLR_PRO', 12, 20001))).toEqual({
      kind: 'model',
      params: { type: 'CTLR_PRO', brandId: '12', modelId: '20001' },
    });
    expect(matchRoute('/msproduct.pv1/compatibilities/types/CTLR%5FWIFI/brands')?.params.type).toBe(
      'CTLR_WIFI',
    );
    expect(matchRoute('/msproduct.pv1/compatibility-types/CTLR/article-types/')).toBeUndefined();
    expect(matchRoute('/msproduct.pv2/compatibility-types/CTLR/article-types')).toBeUndefined();
    expect(matchRoute('/msproduct.pv1/compatibilities/types//brands')).toBeUndefined();
    expect(matchRoute('/msproduct.pv1/x/../compatibility-types/CTLR/article-types')).toBeUndefined();
    expect(matchRoute('/msproduct.pv1/compatibilities/types/%E0%A4%A/brands')).toBeUndefined();
  });
});

describe('§4.1 types', () => {
  it.each([
    ['GB', ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI']],
    ['FR', ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI', 'CTLR_ZIGBEE']],
    ['ES', ['CTLR_PRO', 'CTLR_WIFI', 'CTLR_PRO_STI']],
  ])('lists the types of market %s', async (market, expected) => {
    const reply = await get(server, paths.types(), { market, locale: 'en' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const parsed = typesResponseSchema.parse(reply.json());
    expect(parsed.body.compatibility_type.article_types.map((t) => t.reference)).toEqual(expected);
    expect(parsed.body.compatibility_type.xx_iso).toBe('CTLR');
  });

  it('speaks the locale: titles and type names differ', async () => {
    const names = new Map<string, string>();
    const titles = new Set<string>();
    for (const locale of ['en', 'es', 'fr']) {
      const reply = await get(server, paths.types(), { market: 'FR', locale });
      const body = typesResponseSchema.parse(reply.json()).body.compatibility_type;
      titles.add(body.title);
      names.set(locale, body.article_types.find((t) => t.reference === 'CTLR_WIFI')?.name ?? '');
    }
    expect(names.get('en')).toBe('Wi-Fi controller');
    expect(names.get('es')).toBe('Controlador Wi-Fi');
    expect(names.get('fr')).toBe('Contrôleur Wi-Fi');
    expect(titles.size).toBe(3);
    expect([...titles].every((t) => t.startsWith('<p>'))).toBe(true);
  });
});

describe('§4.2 brands', () => {
  it('lists, per market and type, exactly the brands with a compatible unit sold there', async () => {
    for (const market of ['GB', 'FR', 'ES']) {
      const units = listUnits(catalogue, market);
      for (const type of nonEmpty(marketTypes(catalogue, market))) {
        const reply = await get(server, paths.brands(type), { market, locale: 'en' });
        expect(reply.status).toBe(200);
        const brands = brandsResponseSchema.parse(reply.json()).body.brands;
        const expected = new Set(
          units.filter((u) => u.skus.some((s) => s.typeReference === type)).map((u) => u.brandId),
        );
        expect(new Set(brands.map((b) => b.id))).toEqual(expected);
        expect(brands.length).toBeGreaterThan(0);
      }
    }
  });

  it('leaves out a brand not sold in the market (Hisense in FR)', async () => {
    const names = async (market: string) =>
      brandsResponseSchema
        .parse((await get(server, paths.brands('CTLR_WIFI'), { market, locale: 'en' })).json())
        .body.brands.map((b) => b.name);
    expect(await names('GB')).toContain('Hisense');
    expect(await names('FR')).not.toContain('Hisense');
  });

  it('answers 404 for a type the market does not offer', async () => {
    expect((await get(server, paths.brands('CTLR_KNX'), { market: 'ES', locale: 'es' })).status).toBe(404);
    expect((await get(server, paths.brands('CTLR_ZIGBEE'), { market: 'GB', locale: 'en' })).status).toBe(404);
    expect((await get(server, paths.brands('NOPE'), { market: 'FR', locale: 'fr' })).status).toBe(404);
    expect((await get(server, paths.brands('CTLR_ZIGBEE'), { market: 'FR', locale: 'fr' })).status).toBe(200);
    expect((await get(server, paths.brands('CTLR_PRO_STI'), { market: 'ES', locale: 'es' })).status).toBe(
      200,
    );
  });
});

describe('§4.3 brand with models', () => {
  it('lists only compatible models in the short form', async () => {
    const unit = unitNamed('FTXM25R');
    const reply = await get(server, paths.brand('CTLR_WIFI', unit.brandId));
    expect(reply.status).toBe(200);
    const brand = brandModelsResponseSchema.parse(reply.json()).body.brand;
    expect(brand.name).toBe('Daikin');
    const designations = brand.iumodels.map((m) => m.indoor_unit);
    expect(designations).toContain('FTXM25R');
    expect(designations).not.toContain('FXZQ20A');
    expect(designations).not.toContain('CTXM15R');
    expect(brand.iumodels[0]).not.toHaveProperty('protocol_compatibilities');
    expect(brand.iumodels[0]).not.toHaveProperty('ctlr_wifi');
    const knx = brandModelsResponseSchema.parse(
      (await get(server, paths.brand('CTLR_KNX', unit.brandId))).json(),
    );
    expect(knx.body.brand.iumodels.map((m) => m.indoor_unit)).toEqual(
      expect.arrayContaining(['FXZQ20A', 'CTXM15R']),
    );
  });

  it('accepts only CTLR_KNX, CTLR_PRO, CTLR_WIFI in the path', async () => {
    expect((await get(server, paths.brand('CTLR_ZIGBEE', 12), { market: 'FR', locale: 'fr' })).status).toBe(
      400,
    );
    expect((await get(server, paths.brand('CTLR_PRO_STI', 12), { market: 'ES', locale: 'es' })).status).toBe(
      400,
    );
    expect((await get(server, paths.brand('CTLR_KNX', 12), { market: 'ES', locale: 'es' })).status).toBe(404);
  });

  it('answers 404 for an unknown brand, a brand without models of the type, and 400 for a malformed id', async () => {
    expect((await get(server, paths.brand('CTLR_WIFI', 99999))).status).toBe(404);
    expect((await get(server, paths.brand('CTLR_WIFI', 21), { market: 'FR', locale: 'fr' })).status).toBe(
      404,
    );
    expect((await get(server, paths.brand('CTLR_WIFI', 'abc'))).status).toBe(400);
    expect((await get(server, paths.brand('CTLR_WIFI', '-1'))).status).toBe(400);
  });
});

describe('§4.4 model', () => {
  it('gives the full form, with the SKU of each type of the market', async () => {
    const unit = unitNamed('FTXM25R', 'FR');
    const reply = await get(server, paths.model('CTLR_WIFI', unit.brandId, unit.modelId), {
      market: 'FR',
      locale: 'fr',
    });
    expect(reply.status).toBe(200);
    const model = modelResponseSchema.parse(reply.json()).body.iumodel;
    expect(model.indoor_unit).toBe('FTXM25R');
    expect(model.brand.name).toBe('Daikin');
    expect(model.type.name).toBe('Mural');
    expect(model.ctlr_wifi).toBe(1);
    expect(model.protocol_compatibilities.map((p) => p.type.reference)).toEqual([
      'CTLR_KNX',
      'CTLR_PRO',
      'CTLR_WIFI',
      'CTLR_ZIGBEE',
    ]);
    const wifi = model.protocol_compatibilities.find((p) => p.type.reference === 'CTLR_WIFI');
    expect(wifi?.article_reference).toBe(unit.skus.find((s) => s.typeReference === 'CTLR_WIFI')?.sku);
    expect(wifi?.type.name).toBe('Contrôleur Wi-Fi');
  });

  it('shows only the market types: ES has PRO_STI and no KNX', async () => {
    const unit = unitNamed('FTXM25R', 'ES');
    const reply = await get(server, paths.model('CTLR_PRO', unit.brandId, unit.modelId), {
      market: 'ES',
      locale: 'es',
    });
    const model = modelResponseSchema.parse(reply.json()).body.iumodel;
    expect(model.protocol_compatibilities.map((p) => p.type.reference)).toEqual([
      'CTLR_PRO',
      'CTLR_WIFI',
      'CTLR_PRO_STI',
    ]);
    expect(model.type.name).toBe('Split de pared');
  });

  it('gives different SKUs to near-duplicates on different protocol families', async () => {
    const skuOf = async (designation: string) => {
      const unit = unitNamed(designation);
      const reply = await get(server, paths.model('CTLR_WIFI', unit.brandId, unit.modelId));
      return modelResponseSchema
        .parse(reply.json())
        .body.iumodel.protocol_compatibilities.find((p) => p.type.reference === 'CTLR_WIFI')
        ?.article_reference;
    };
    const r = await skuOf('FTXM25R');
    const n = await skuOf('FTXM25N');
    expect(r).toBeDefined();
    expect(n).toBeDefined();
    expect(r).not.toBe(n);
    expect(await skuOf('FTXM35R')).toBe(r);
  });

  it('answers 404 for brand/model mismatch, unknown ids, incompatible type and unsold model', async () => {
    const ftxm = unitNamed('FTXM25R');
    const mitsubishi = unitNamed('MSZ-LN25VG');
    const fxzq = unitNamed('FXZQ20A');
    const red = unitNamed('MSZ-LN25VGR');
    expect((await get(server, paths.model('CTLR_WIFI', mitsubishi.brandId, ftxm.modelId))).status).toBe(404);
    expect((await get(server, paths.model('CTLR_WIFI', ftxm.brandId, 1))).status).toBe(404);
    expect((await get(server, paths.model('CTLR_WIFI', fxzq.brandId, fxzq.modelId))).status).toBe(404);
    expect((await get(server, paths.model('CTLR_KNX', fxzq.brandId, fxzq.modelId))).status).toBe(200);
    const inEs = { market: 'ES', locale: 'es' };
    expect((await get(server, paths.model('CTLR_WIFI', red.brandId, red.modelId), inEs)).status).toBe(404);
    expect((await get(server, paths.model('CTLR_WIFI', red.brandId, red.modelId))).status).toBe(200);
    expect((await get(server, paths.model('CTLR_WIFI', ftxm.brandId, 'x1'))).status).toBe(400);
    expect((await get(server, paths.model('CTLR_ZIGBEE', ftxm.brandId, ftxm.modelId), inEs)).status).toBe(
      400,
    );
  });
});

describe('headers and methods', () => {
  it('answers 401 for a missing or wrong key, without echoing it', async () => {
    const missing = await get(server, paths.types(), undefined, { apikey: undefined });
    expect(missing.status).toBe(401);
    const wrong = await get(server, paths.types(), undefined, { apikey: 'not-the-key-s3cr3t' });
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain('s3cr3t');
    expect(wrong.json()).toEqual({ error: expect.any(String) });
    const almost = await get(server, paths.types(), undefined, { apikey: `${SAMPLE_API_KEY}x` });
    expect(almost.status).toBe(401);
  });

  it('answers 400 for a missing or unknown market or locale, without echoing it', async () => {
    expect((await get(server, paths.types(), undefined, { 'app-market': undefined })).status).toBe(400);
    const unknownMarket = await get(server, paths.types(), { market: 'XX-<b>', locale: 'en' });
    expect(unknownMarket.status).toBe(400);
    expect(unknownMarket.text).not.toContain('XX-');
    expect((await get(server, paths.types(), undefined, { 'app-locale': undefined })).status).toBe(400);
    expect((await get(server, paths.types(), { market: 'FR', locale: 'de' })).status).toBe(400);
    expect((await get(server, paths.types(), { market: 'FR', locale: 'constructor' })).status).toBe(400);
  });

  it('checks the key before the market', async () => {
    expect((await get(server, paths.types(), { market: 'XX', locale: 'en' }, { apikey: 'bad' })).status).toBe(
      401,
    );
  });

  it('answers 405 to other methods and 404 to other paths', async () => {
    const post = await get(server, paths.types(), undefined, {}, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET');
    expect((await get(server, paths.types(), undefined, {}, { method: 'DELETE' })).status).toBe(405);
    expect((await get(server, '/msproduct.pv1/nothing')).status).toBe(404);
    expect((await get(server, '/')).status).toBe(404);
    expect((await get(server, `${paths.types()}/`)).status).toBe(404);
  });

  it('ignores a query string', async () => {
    expect((await get(server, `${paths.types()}?page=2`)).status).toBe(200);
  });

  it('serves a custom key', async () => {
    const other = await startSampleServer({ apiKey: 'other-key' });
    try {
      expect(other.apiKey).toBe('other-key');
      expect((await get(other, paths.types())).status).toBe(200);
      expect((await get(other, paths.types(), undefined, { apikey: SAMPLE_API_KEY })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('listening and closing', () => {
  it('listens on loopback with an ephemeral port by default', () => {
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.baseUrl).not.toMatch(/:0$/);
  });

  it('closes with an idle keep-alive socket and a request still unanswered, which then fails', async () => {
    let arrived: () => void = () => {};
    const unanswered = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let requests = 0;
    // The first request is answered (its socket then idles, kept alive); the second never is.
    const local = await startProductServer({
      handle: (exchange: SampleExchange) => {
        requests += 1;
        if (requests === 1) exchange.send(exchange.answer());
        else arrived();
      },
    });
    const agent = new Agent({ keepAliveTimeout: 60_000 });
    const headers = { apikey: local.apiKey, 'app-market': 'GB', 'app-locale': 'en' };
    const ok = await request(`${local.baseUrl}${paths.types()}`, { headers, dispatcher: agent });
    expect(ok.statusCode).toBe(200);
    await ok.body.text();
    const hanging = request(`${local.baseUrl}${paths.types()}`, { headers, dispatcher: agent }).catch(
      (error: unknown) => error,
    );
    await unanswered;
    await local.close();
    expect(await hanging).toBeInstanceOf(Error);
    await local.close();
    await agent.close();
  });
});
