/** Which lines of a watched list a refresh's changes change, and how (watch/apply.ts). */
import { describe, expect, it } from 'vitest';
import type { CopyChange } from '../../src/catalogue-copy/changes.js';
import { t } from '../../src/i18n/index.js';
import type { LineOutcome } from '../../src/project-lists/outcome.js';
import { applyChanges } from '../../src/watched-lists/apply.js';
import type { LineUnit, WatchedLine } from '../../src/watched-lists/lines.js';

const answered = (skus: [string, string][], warnings: string[] = []): LineOutcome => ({
  status: 'answered',
  brand: 'Acme',
  model: 'QX25',
  skus: skus.map(([typeName, sku]) => ({ typeName, sku })),
  candidates: [],
  warnings,
});

const line = (number: number, outcome: LineOutcome, unit?: LineUnit): WatchedLine => ({
  line: { number, typed: `acme qx${number}`, query: `acme qx${number}`, quantity: 1, quantityGiven: false },
  outcome,
  ...(unit ? { unit } : {}),
});

const change = (fields: Partial<CopyChange> & Pick<CopyChange, 'kind' | 'modelId'>): CopyChange => ({
  brand: 'Acme',
  unit: 'QX25',
  before: [],
  after: [],
  ...fields,
});

const wifiOnly = line(1, answered([['Wi-Fi', 'CTLR-W1']]), { modelIds: [7], skuTypes: ['WIFI'] });
const twoTypes = line(
  2,
  answered([
    ['Wi-Fi', 'CTLR-W2'],
    ['Wired', 'CTLR-B2'],
  ]),
  {
    modelIds: [8, 9],
    skuTypes: ['WIFI', 'WIRED'],
  },
);
const choice = line(3, { ...answered([]), status: 'choose', candidates: ['Acme QX25', 'Acme QX26'] });
const lines = [wifiOnly, twoTypes, choice];

describe('changes applied to a watched list', () => {
  it('replaces a SKU of a type the line shows, naming it before → after; other lines untouched', () => {
    const replaced = change({
      kind: 'sku_replaced',
      modelId: 7,
      type: 'WIFI',
      typeName: 'Wi-Fi',
      before: ['CTLR-W1'],
      after: ['CTLR-W9'],
    });
    const { lines: now, changed } = applyChanges(lines, [replaced], 'en');
    expect(changed).toEqual([
      {
        number: 1,
        typed: 'acme qx1',
        before: wifiOnly.outcome,
        after: answered([['Wi-Fi', 'CTLR-W9']]),
        notes: [{ kind: 'sku', typeName: 'Wi-Fi', before: ['CTLR-W1'], after: ['CTLR-W9'] }],
      },
    ]);
    expect(now.slice(1)).toEqual(lines.slice(1));
    // Applied again (a notice job run twice): nothing changes any more.
    expect(applyChanges(now, [replaced], 'en').changed).toEqual([]);
  });

  it('changes nothing and names nothing for a change older than what the line shows (out of order)', () => {
    const wifi = (before: string, after: string) =>
      change({
        kind: 'sku_replaced',
        modelId: 7,
        type: 'WIFI',
        typeName: 'Wi-Fi',
        before: [before],
        after: [after],
      });
    const notes = (before: string[], after: string[]) =>
      change({ kind: 'warnings', modelId: 7, before, after });
    // Two refreshes close together: W1 → W7 with a note, then W7 → W9 with another note.
    const first = [wifi('CTLR-W1', 'CTLR-W7'), notes([], ['Needs firmware 2.1'])];
    const second = [wifi('CTLR-W7', 'CTLR-W9'), notes(['Needs firmware 2.1'], ['Needs firmware 3'])];
    const once = applyChanges(lines, first, 'en');
    const twice = applyChanges(once.lines, second, 'en');
    expect(twice.changed.map((c) => [c.after.skus, c.after.warnings])).toEqual([
      [[{ typeName: 'Wi-Fi', sku: 'CTLR-W9' }], ['Needs firmware 3']],
    ]);
    // The first refresh's notice run again last: the line keeps W9, and no line is named.
    expect(applyChanges(twice.lines, first, 'en')).toEqual({ lines: twice.lines, changed: [] });
    // A type "newly offered" that the line already shows, or one gone that it does not show: nothing.
    const added = change({
      kind: 'sku_added',
      modelId: 7,
      type: 'WIFI',
      typeName: 'Wi-Fi',
      after: ['CTLR-W2'],
    });
    const gone = change({
      kind: 'sku_removed',
      modelId: 7,
      type: 'WIFI',
      typeName: 'Wi-Fi',
      before: ['CTLR-W1'],
    });
    expect(applyChanges(twice.lines, [added], 'en').changed).toEqual([]);
    expect(applyChanges(twice.lines, [gone], 'en').changed).toEqual([]);
  });

  it('says a unit left the catalogue: no SKU any more, and no longer matched to changes', () => {
    const { lines: now, changed } = applyChanges(
      lines,
      [change({ kind: 'removed', modelId: 7, before: ['CTLR-W1'] })],
      'en',
    );
    expect(changed.map((c) => [c.number, c.after.status, c.after.skus, c.notes])).toEqual([
      [1, 'not_found', [], [{ kind: 'gone' }]],
    ]);
    expect(now[0]?.outcome.warnings).toEqual([t('en', 'watch.gone')]);
    expect(now[0]?.unit).toBeUndefined();
  });

  it('keeps a unit answered with its variants while one variant is left', () => {
    const { changed } = applyChanges(lines, [change({ kind: 'removed', modelId: 8 })], 'en');
    expect(changed).toEqual([]);
  });

  it('adds and drops warnings the catalogue added and dropped', () => {
    const warned = line(4, answered([['Wi-Fi', 'CTLR-W4']], ['Old note']), {
      modelIds: [11],
      skuTypes: ['WIFI'],
    });
    const { changed } = applyChanges(
      [warned],
      [change({ kind: 'warnings', modelId: 11, before: ['Old note'], after: ['Needs firmware 2.1'] })],
      'en',
    );
    expect(changed[0]?.after.warnings).toEqual(['Needs firmware 2.1']);
    expect(changed[0]?.notes).toEqual([
      { kind: 'warning', added: ['Needs firmware 2.1'], removed: ['Old note'] },
    ]);
  });

  it('drops a type no longer offered; a line left with no SKU is not sold in the market', () => {
    const gone = (modelId: number, type: string, before: string) =>
      change({ kind: 'sku_removed', modelId, type, typeName: type, before: [before] });
    const { changed } = applyChanges(
      lines,
      [gone(8, 'WIRED', 'CTLR-B2'), gone(9, 'WIRED', 'CTLR-B2'), gone(7, 'WIFI', 'CTLR-W1')],
      'en',
    );
    expect(changed.map((c) => [c.number, c.after.status, c.after.skus.map((s) => s.sku)])).toEqual([
      [1, 'not_sold', []],
      [2, 'answered', ['CTLR-W2']],
    ]);
    expect(changed[1]?.notes).toEqual([{ kind: 'type_gone', typeName: 'Wired', before: ['CTLR-B2'] }]);
  });

  it('adds a type newly offered to a line that asked for every type, not to one that asked for another', () => {
    const added = (modelId: number) =>
      change({ kind: 'sku_added', modelId, type: 'BMS', typeName: 'BMS', after: [`CTLR-M${modelId}`] });
    const asked = line(5, answered([['Wi-Fi', 'CTLR-W5']]), {
      modelIds: [12],
      type: 'WIFI',
      skuTypes: ['WIFI'],
    });
    const both = { ...added(8), after: ['CTLR-M9'] };
    const { changed } = applyChanges([...lines, asked], [both, added(9), added(12)], 'en');
    expect(changed.map((c) => [c.number, c.after.skus.map((s) => s.sku)])).toEqual([
      [2, ['CTLR-W2', 'CTLR-B2', 'CTLR-M9']],
    ]);
  });

  it('asserts no SKU for a type its variants changed differently: the line is to be checked again', () => {
    const wired = (modelId: number, after: string) =>
      change({
        kind: 'sku_replaced',
        modelId,
        type: 'WIRED',
        typeName: 'Wired',
        before: ['CTLR-B2'],
        after: [after],
      });
    const check = [{ kind: 'check', typeName: 'Wired', before: ['CTLR-B2'] }];
    const checked = (after: LineOutcome) => ({
      ...after,
      status: 'check',
      skus: [{ typeName: 'Wi-Fi', sku: 'CTLR-W2' }],
      warnings: [t('en', 'watch.variantsDiffer', { type: 'Wired' })],
    });
    // One variant changed and the other not, or the two to different SKUs.
    for (const changes of [[wired(8, 'CTLR-B7')], [wired(8, 'CTLR-B7'), wired(9, 'CTLR-B8')]]) {
      const { lines: now, changed } = applyChanges(lines, changes, 'en');
      expect(changed.map((c) => [c.number, c.after, c.notes])).toEqual([
        [2, checked(twoTypes.outcome), check],
      ]);
      // No longer followed: a later change cannot give it a SKU.
      expect(now[1]?.unit).toBeUndefined();
    }
    // Both alike: the line is answered with the new SKU.
    const alike = applyChanges(lines, [wired(8, 'CTLR-B7'), wired(9, 'CTLR-B7')], 'en');
    expect(alike.changed[0]?.after.skus.map((s) => s.sku)).toEqual(['CTLR-W2', 'CTLR-B7']);
    // A variant left the catalogue: the one left speaks for the line.
    const left = applyChanges(lines, [change({ kind: 'removed', modelId: 9 }), wired(8, 'CTLR-B7')], 'en');
    expect(left.changed[0]?.after.skus.map((s) => s.sku)).toEqual(['CTLR-W2', 'CTLR-B7']);
  });

  it('changes no line for a unit the list does not hold, nor a line that is not one unit’s answer', () => {
    const other = change({ kind: 'sku_replaced', modelId: 99, type: 'WIFI', before: ['X'], after: ['Y'] });
    expect(applyChanges(lines, [other], 'en')).toEqual({ lines, changed: [] });
  });
});
