/** The digest of a refresh: counts, each change before → after, 20 shown, the CSV of all; escaped. */
import { describe, expect, it } from 'vitest';
import { type CopyChange, compareUnits } from '../../../src/catalogue-copy/changes.js';
import type { CopyUnit } from '../../../src/catalogue-copy/units.js';
import { digestCsv, digestMessage } from '../../../src/slack/blocks/digest.js';

const unit = (modelId: number, name: string, sku: string, warnings: string[] = []): CopyUnit => ({
  modelId,
  brandId: 1,
  brand: 'Acme',
  unit: name,
  skus: [{ type: 'CTLR_WIFI', typeName: 'Wi-Fi', skus: [sku] }],
  warnings,
});

describe('what a refresh changed', () => {
  it('counts units added, removed, with another SKU or other warnings, and names only them', () => {
    const before = [
      unit(1, 'QX25B', 'SKU1'),
      unit(2, 'QX35B', 'SKU2'),
      unit(3, 'QX50B', 'SKU3'),
      unit(4, 'QX60B', 'SKU4'),
    ];
    const after = [
      unit(1, 'QX25B', 'SKU1'),
      unit(2, 'QX35B', 'SKU9'),
      unit(4, 'QX60B', 'SKU4', ['Firmware 2.1']),
      unit(5, 'QX71B', 'SKU5'),
    ];
    const changes = compareUnits(before, after);
    expect(changes.counts).toEqual({ added: 1, removed: 1, skus: 1, warnings: 1 });
    const message = digestMessage('en', 'ES', changes);
    expect(message.text).toBe(
      'Catalogue changes in market ES: Units added: 1 · removed: 1 · with another SKU: 1 · with other warnings: 1',
    );
    const text = JSON.stringify(message.blocks);
    expect(text).toContain('• *Acme QX35B* · Wi-Fi: SKU2 → SKU9');
    expect(text).toContain('• *Acme QX50B* · removed: SKU3 → —');
    expect(text).toContain('• *Acme QX71B* · added: — → SKU5');
    expect(text).toContain('• *Acme QX60B* · warnings: — → Firmware 2.1');
    expect(text).not.toContain('QX25B');
    expect(compareUnits(after, after).changes).toEqual([]);
    expect(compareUnits(undefined, after).first).toBe(true);
  });

  it('shows 20 changes and puts them all in the CSV', () => {
    const changes = compareUnits(
      [],
      Array.from({ length: 25 }, (_, i) => unit(i, `QX${100 + i}B`, `SKU${i}`)),
    );
    const text = JSON.stringify(digestMessage('fr', 'ES', changes).blocks);
    expect(text).toContain('QX119B');
    expect(text).not.toContain('QX120B');
    expect(text).toContain('…et 5 de plus\u202f: tous les changements sont dans le CSV.');
    const rows = digestCsv('en', changes).toString('utf8').trim().split(/\r?\n/);
    expect(rows).toHaveLength(26);
  });

  it('escapes catalogue text', () => {
    const change: CopyChange = {
      kind: 'added',
      modelId: 1,
      brand: 'A<!channel>',
      unit: 'X',
      before: [],
      after: ['S'],
    };
    const text = JSON.stringify(
      digestMessage('en', 'ES', {
        first: false,
        counts: { added: 1, removed: 0, skus: 0, warnings: 0 },
        changes: [change],
      }).blocks,
    );
    expect(text).not.toContain('<!channel>');
  });
});
