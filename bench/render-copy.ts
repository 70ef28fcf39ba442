/**
 * The replies of the catalogue copy and of watched lists, for `npm run render` (render.ts): a SKU
 * answered with the units it fits (Spanish, from the sample catalogue, read before a failed
 * refresh), the digest of a refresh (French), and a watched list told what changed (English).
 * Drawn from the app's own builders over data written here in the shapes the copy gives them.
 */
import type { CopyChanges } from '../src/catalogue-copy/changes.js';
import type { SkuUnit } from '../src/lookup/sku-question.js';
import { digestMessage } from '../src/slack/blocks/digest.js';
import { buildSkuMessage } from '../src/slack/blocks/sku.js';
import { watchChangeMessage } from '../src/slack/blocks/watch.js';
import type { LineChange } from '../src/watched-lists/line-changes.js';
import type { RenderedPage } from '../test/support/block-kit-html.js';

const wifi = (brand: string, unit: string): SkuUnit => ({
  brand,
  unit,
  series: unit.replace(/\d.*$/, ''),
  type: 'CTLR_WIFI',
  typeName: 'Controlador Wi-Fi',
  sku: 'CFWIFDAI001R000',
});

const units = [
  ...['FTXF20E', 'FTXF25E', 'FTXF35E', 'FTXF42E', 'FTXF50E'].map((unit) => wifi('Daikin', unit)),
  ...['20', '25', '35', '42', '50'].flatMap((size) =>
    ['AB', 'AS', 'AW'].map((colour) => wifi('Daikin', `FTXJ${size}${colour}`)),
  ),
  ...['FTXM20R', 'FTXM25R', 'FTXM35R', 'FTXM42R', 'FTXM50R'].map((unit) => wifi('Daikin', unit)),
];

const changes: CopyChanges = {
  first: false,
  counts: { added: 1, removed: 1, skus: 2, warnings: 1 },
  changes: [
    { kind: 'added', modelId: 1, brand: 'Daikin', unit: 'FTXM71R', before: [], after: ['CFWIFDAI001R000'] },
    {
      kind: 'removed',
      modelId: 2,
      brand: 'Fujitsu',
      unit: 'ASYG09KMCC',
      before: ['CFWIFFUJ001R000'],
      after: [],
    },
    {
      kind: 'sku_replaced',
      modelId: 3,
      brand: 'Mitsubishi Electric',
      unit: 'MSZ-LN25VG',
      type: 'CTLR_WIFI',
      typeName: 'Contrôleur Wi-Fi',
      before: ['CFWIFMIT001R000'],
      after: ['CFWIFMIT002R000'],
    },
    {
      kind: 'sku_added',
      modelId: 4,
      brand: 'Daikin',
      unit: 'FTXP25N',
      type: 'CTLR_KNX',
      typeName: 'Contrôleur KNX',
      before: [],
      after: ['CFKNXDAI001R000'],
    },
    {
      kind: 'warnings',
      modelId: 5,
      brand: 'LG',
      unit: 'S12ET',
      before: [],
      after: ['Câble d’interface fourni séparément.'],
    },
  ],
};

const outcome = (model: string, sku: string) => ({
  status: 'answered' as const,
  brand: 'Daikin',
  model,
  skus: [{ typeName: 'Wi-Fi controller', sku }],
  candidates: [],
  warnings: [],
});

const changed: LineChange[] = [
  {
    number: 4,
    typed: '3 x Daikin FTXM25R',
    before: outcome('FTXM25R', 'CFWIFDAI001R000'),
    after: outcome('FTXM25R', 'CFWIFDAI002R000'),
    notes: [
      { kind: 'sku', typeName: 'Wi-Fi controller', before: ['CFWIFDAI001R000'], after: ['CFWIFDAI002R000'] },
    ],
  },
  {
    number: 12,
    typed: 'mitsubishi msz-ln25vg',
    before: outcome('MSZ-LN25VG', 'CFWIFMIT001R000'),
    after: { ...outcome('MSZ-LN25VG', ''), status: 'not_found', skus: [] },
    notes: [{ kind: 'gone' }],
  },
  {
    number: 21,
    typed: 'Daikin FTXP25N',
    before: outcome('FTXP25N', 'CFWIFDAI001R000'),
    after: outcome('FTXP25N', 'CFWIFDAI001R000'),
    notes: [{ kind: 'warning', added: ['Interface cable sold separately.'], removed: [] }],
  },
];

export function copyPages(): [string, RenderedPage][] {
  const sku = buildSkuMessage(
    {
      kind: 'sku_units',
      scope: { market: 'ES', locale: 'es' },
      sku: 'CFWIFDAI001R000',
      units,
      readAt: Date.UTC(2026, 10, 28, 6, 0),
    },
    { language: 'es', sample: true },
  );
  const digest = digestMessage('fr', 'FR', changes);
  const watch = watchChangeMessage('en', changed, {
    listId: 'render',
    endsAt: Date.UTC(2027, 1, 26),
    listUrl: 'https://example.slack.com/lists/T0/F0',
  });
  return [
    ['sku-es', { caption: '/controller CFWIFDAI001R000 (ES, es)', blocks: sku.blocks, ephemeral: true }],
    ['digest-fr', { caption: 'digest in CATALOGUE_DIGEST_CHANNEL (FR, fr)', blocks: digest.blocks }],
    ['watch-notice', { caption: 'a watched list told of a change (DM)', blocks: watch.blocks }],
  ];
}
