/**
 * The schemas at the catalogue boundary, over real HTTP: display fields come out as plain text
 * once, fields the app does not read may change freely, fields it reads are still checked.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueError } from '../../src/catalogue/errors.js';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { createCatalogueService } from '../../src/catalogue/service.js';
import type { Catalogue } from '../../src/catalogue/types.js';
import { type CatalogueHarness, failureOf, startCatalogueHarness } from '../support/catalogue-harness.js';

const scope = { market: 'GB', locale: 'en' };
const unit = listUnits(sampleCatalogue(), scope.market).find((u) => u.designation === 'FTXM25R');
const type = unit?.skus[0]?.typeReference ?? 'missing';

let h: CatalogueHarness;
let catalogue: Catalogue;
beforeAll(async () => {
  h = await startCatalogueHarness({ client: { timeoutMs: 2000 } });
  catalogue = createCatalogueService(h.client);
});
afterEach(() => h.server.clearFaults());
afterAll(async () => {
  await h.close();
});

type Raw = Record<string, unknown>;
/** The model detail as served, loosely typed so that a test can change any part of it. */
interface RawModel extends Raw {
  brand: Raw;
  technology: Raw;
  protocol_compatibilities: (Raw & { type: Raw })[];
}
/** Serves the model detail with `change` applied to the `iumodel` object and to its first SKU entry. */
const changeModel = (change: (model: RawModel, firstSku: Raw & { type: Raw }) => void) =>
  h.server.injectFault({
    kind: 'rewrite',
    rewrite: (json) => {
      const raw = (json as { body: { iumodel: RawModel } }).body.iumodel;
      change(raw, raw.protocol_compatibilities[0] ?? { type: {} });
      return json;
    },
  });
const model = () => catalogue.getModel(scope, type, unit?.brandId ?? 0, unit?.modelId ?? 0);

describe('catalogue schemas', () => {
  it('turn display fields into plain text once: names, additional info and warnings of any shape', async () => {
    changeModel((m, sku) => {
      m.brand.name = 'Dai<b>kin</b> &amp; Co';
      m.additional_info = '<p>Line one</p><p>&Aring;ngstr&ouml;m &frac12;</p>';
      m.warnings = ['<em>Wired</em> only', { title: 'Cable', text: '3&nbsp;m &lt;max&gt;' }, 42];
      sku.warnings = [{ message: 'Firmware &ge; 2.1' }];
    });
    const { data } = await model();
    expect(data.brand.name).toBe('Daikin & Co');
    expect(data.additional_info).toBe('Line one\nÅngström ½');
    expect(data.warnings).toEqual(['Wired only', 'Cable: 3 m <max>', '']);
    expect(data.protocol_compatibilities[0]?.warnings).toEqual(['Firmware ≥ 2.1']);
  });

  it('accept a cosmetic change to fields the app does not read (logo, colour, slugs, flags)', async () => {
    const plain = (await model()).data;
    expect(plain.protocol_compatibilities.length).toBeGreaterThan(0);
    changeModel((m, sku) => {
      m.brand.logo = null;
      m.brand.color = 'crimson';
      delete m.brand.color_logo;
      m.brand.public = 'yes';
      m.technology.id = 'split';
      m.is_compatible = 1;
      sku.type.image = { src: 'x.png' };
    });
    const changed = await model();
    expect(changed.data).toEqual(plain);
    expect(h.server.callCount()).toBeGreaterThanOrEqual(2);
  });

  it('still refuse a change to a field the app reads', async () => {
    changeModel((_, sku) => {
      sku.article_reference = 12;
    });
    const { error } = await failureOf(model);
    expect(error).toBeInstanceOf(CatalogueError);
    expect((error as CatalogueError).kind).toBe('invalid_response');
  });
});
