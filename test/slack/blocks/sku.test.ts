/**
 * The answer to a SKU question: units by brand and series with the type's name, 20 shown, the CSV
 * of all (or, with no CSV, the first ones and `/controller <SKU>` named); escaped.
 */
import { describe, expect, it } from 'vitest';
import type { SkuUnit } from '../../../src/lookup/sku-question.js';
import { buildSkuMessage, skuCsv } from '../../../src/slack/blocks/sku.js';

const scope = { market: 'ES', locale: 'en' };
const unit = (brand: string, name: string, series: string): SkuUnit => ({
  brand,
  unit: name,
  series,
  type: 'CTLR_WIFI',
  typeName: 'Wi-Fi',
  sku: 'CFWIFACM001R000',
});

describe('the answer to a SKU question', () => {
  it('groups the units by brand and series, each with the controller type', () => {
    const message = buildSkuMessage(
      {
        kind: 'sku_units',
        scope,
        sku: 'CFWIFACM001R000',
        units: [unit('Nordwind', 'KL25', 'KL'), unit('Acme', 'QX35B', 'QX'), unit('Acme', 'QX25B', 'QX')],
      },
      { language: 'en' },
    );
    const text = JSON.stringify(message.blocks);
    expect(text).toContain('*CFWIFACM001R000* fits 3 units in market ES:');
    expect(text).toContain(
      '• *Acme* · series QX: QX25B (Wi-Fi), QX35B (Wi-Fi)\\n• *Nordwind* · series KL: KL25 (Wi-Fi)',
    );
  });

  it('shows the first 20 units and says the CSV has them all', () => {
    const units = Array.from({ length: 23 }, (_, i) =>
      unit('Acme', `QX${String(i).padStart(2, '0')}B`, 'QX'),
    );
    const message = buildSkuMessage(
      { kind: 'sku_units', scope, sku: 'CFWIFACM001R000', units },
      { language: 'en' },
    );
    const text = JSON.stringify(message.blocks);
    expect(text).toContain('QX19B');
    expect(text).not.toContain('QX20B');
    expect(text).toContain('…and 3 more units: all of them are in the CSV.');
    const rows = skuCsv(units, 'en').toString('utf8').trim().split(/\r?\n/);
    expect(rows).toHaveLength(24);
    expect(rows[1]).toBe('Acme,QX00B,Wi-Fi,CFWIFACM001R000');
  });

  it('without a CSV (Slackbot), lists the first ones and names `/controller <SKU>` for them all', () => {
    const units = Array.from({ length: 53 }, (_, i) =>
      unit('Acme', `QX${String(i).padStart(2, '0')}B`, 'QX'),
    );
    const message = buildSkuMessage(
      { kind: 'sku_units', scope, sku: 'CFWIFACM001R000', units },
      { language: 'en', withoutCsv: { shown: 50 } },
    );
    const text = JSON.stringify(message.blocks);
    expect(text).toContain('QX49B');
    expect(text).not.toContain('QX50B');
    expect(text).toContain(
      'The first 50 of 53 units are listed: `/controller CFWIFACM001R000` gives them all',
    );
    expect(text).not.toContain('all of them are in the CSV');
  });

  it('says where the SKU is sold, or that the text is no reference here, escaping what was typed', () => {
    const elsewhere = buildSkuMessage(
      { kind: 'sku_elsewhere', scope, sku: 'CFKNXACM001R000', markets: ['FR', 'GB'] },
      { language: 'en' },
    );
    expect(elsewhere.text).toBe('*CFKNXACM001R000* is not sold in market ES. It is sold in FR, GB.');
    const none = buildSkuMessage(
      { kind: 'not_a_reference', scope, text: 'CF<!here>001' },
      { language: 'es' },
    );
    expect(none.text).toContain('no es una referencia de controlador aquí');
    expect(none.text).not.toContain('<!here>');
  });

  it('says it is not for orders when the embedded sample catalogue answers', () => {
    const units = [unit('Acme', 'QX25B', 'QX')];
    const result = { kind: 'sku_units', scope, sku: 'CFWIFACM001R000', units } as const;
    expect(JSON.stringify(buildSkuMessage(result, { language: 'fr', sample: true }).blocks)).toContain(
      'Catalogue d’exemple',
    );
    expect(JSON.stringify(buildSkuMessage(result, { language: 'fr' }).blocks)).not.toContain(
      'Catalogue d’exemple',
    );
  });
});
