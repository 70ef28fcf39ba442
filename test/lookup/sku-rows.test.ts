/**
 * SKU rows from a model detail: a real detail read from the sample server on loopback, its
 * protocol compatibilities replaced by hand-made ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { ArticleType, ModelDetail } from '../../src/catalogue/schemas.js';
import { createCatalogueService } from '../../src/catalogue/service.js';
import { skuRows } from '../../src/lookup/sku-rows.js';
import { type CatalogueHarness, startCatalogueHarness } from '../support/catalogue-harness.js';

const scope = { market: 'GB', locale: 'en' };
let h: CatalogueHarness;
let model: ModelDetail;
let types: readonly ArticleType[];

beforeAll(async () => {
  h = await startCatalogueHarness({ client: { timeoutMs: 2000 } });
  const catalogue = createCatalogueService(h.client);
  const unit = listUnits(sampleCatalogue(), scope.market).find((u) => u.skus.length > 0);
  const type = unit?.skus[0]?.typeReference ?? '';
  model = (await catalogue.getModel(scope, type, unit?.brandId ?? 0, unit?.modelId ?? 0)).data;
  types = (await catalogue.listTypes(scope)).data;
});
afterAll(() => h.close());

type EntrySpec = { type: string; sku: string; status?: string; protocol: string };
const withEntries = (specs: EntrySpec[]): ModelDetail => {
  const template = model.protocol_compatibilities[0];
  if (!template) throw new Error('sample model has no protocol compatibility');
  return {
    ...model,
    protocol_compatibilities: specs.map((spec, i) => ({
      ...template,
      id: 2000 + i,
      article_reference: spec.sku,
      status: spec.status ?? 'VISIBLE',
      warnings: [],
      type: { ...template.type, reference: spec.type },
      communication_protocol: { ...template.communication_protocol, name: spec.protocol },
    })),
  };
};
const rows = (detail: ModelDetail, onlyType?: string) =>
  skuRows(detail, types, onlyType).map((row) => [row.typeReference, row.sku, row.protocolName]);

describe('skuRows', () => {
  it('gives a row for a visible entry that follows a hidden one of the same type', () => {
    const detail = withEntries([
      { type: 'CTLR_PRO', sku: 'PRO-OLD', status: 'DISCONTINUED', protocol: 'Modbus' },
      { type: 'CTLR_PRO', sku: 'PRO-NEW', protocol: 'Modbus' },
    ]);
    expect(rows(detail)).toEqual([['CTLR_PRO', 'PRO-NEW', 'Modbus']]);
  });

  it('gives one row per distinct visible SKU of a type, told apart by protocol, in market order', () => {
    const detail = withEntries([
      { type: 'CTLR_WIFI', sku: 'WIFI-1', protocol: 'S21' },
      { type: 'CTLR_PRO', sku: 'PRO-MB', protocol: 'Modbus' },
      { type: 'CTLR_PRO', sku: 'PRO-BN', protocol: 'BACnet' },
      { type: 'CTLR_PRO', sku: 'PRO-MB', protocol: 'Modbus' },
    ]);
    const order = types.map((type) => type.reference);
    expect(order.indexOf('CTLR_PRO')).toBeLessThan(order.indexOf('CTLR_WIFI'));
    expect(rows(detail)).toEqual([
      ['CTLR_PRO', 'PRO-MB', 'Modbus'],
      ['CTLR_PRO', 'PRO-BN', 'BACnet'],
      ['CTLR_WIFI', 'WIFI-1', 'S21'],
    ]);
    expect(rows(detail, 'CTLR_WIFI')).toEqual([['CTLR_WIFI', 'WIFI-1', 'S21']]);
  });
});
