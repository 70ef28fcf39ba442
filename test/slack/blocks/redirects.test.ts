import { describe, expect, it } from 'vitest';
import type { LookupResult } from '../../../src/lookup/result.js';
import { actionIds, decodeMenuBlockId } from '../../../src/slack/blocks/ids.js';
import { renderLookupResult } from '../../../src/slack/blocks/result.js';
import { slackLimitViolations } from '../../support/slack-limits.js';
import { answer, scope, unit } from './fixtures.js';

const en = { language: 'en' as const, shareable: true };
const modelSelects = (blocks: readonly { type: string; block_id?: string }[]) =>
  blocks.filter((b) => JSON.stringify(b).includes(`"action_id":"${actionIds.menuModel}"`));
const types = [
  { reference: 'CTLR_KNX', name: 'KNX' },
  { reference: 'CTLR_WIFI', name: 'Wi-Fi' },
];

describe('which model (a brand alone)', () => {
  it('opens the model menu on the brand', () => {
    const result: LookupResult = {
      kind: 'which_model',
      scope,
      searched: { text: 'daikin', brand: 'Daikin' },
      brands: [{ id: 12, name: 'Daikin' }],
      types,
    };
    const message = renderLookupResult(result, en);
    expect(message.text).toBe('Which *Daikin* model? Pick it below, or type the brand with the model code.');
    const models = modelSelects(message.blocks);
    expect(models.map((b) => decodeMenuBlockId(b.block_id)?.brandId)).toEqual([12]);
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('gives one model select per sibling brand, each for its brand', () => {
    const result: LookupResult = {
      kind: 'which_model',
      scope,
      searched: { text: 'mitsu' },
      brands: [
        { id: 27, name: 'Mitsubishi Electric' },
        { id: 28, name: 'Mitsubishi Heavy Industries' },
      ],
      types,
    };
    const message = renderLookupResult(result, en);
    expect(message.text).toContain('*Mitsubishi Electric or Mitsubishi Heavy Industries*');
    const models = modelSelects(message.blocks);
    expect(models.map((b) => decodeMenuBlockId(b.block_id)?.brandId)).toEqual([27, 28]);
    expect(JSON.stringify(models[1])).toContain('Mitsubishi Heavy Industries');
    expect(slackLimitViolations(message)).toEqual([]);
  });
});

describe('other markets', () => {
  it('says where the unit is sold and how to ask there, with no SKU', () => {
    const result: LookupResult = {
      kind: 'other_markets',
      scope: { market: 'ES', locale: 'es' },
      searched: { text: 'daikin ctxm15r <!here>' },
      unit: unit(0, { designation: 'CTXM15R' }),
      markets: ['FR', 'GB'],
    };
    const message = renderLookupResult(result, en);
    expect(message.text).toBe(
      '*Daikin CTXM15R* is sold in FR and GB, not in ES: there is no controller to sell for it here.',
    );
    const blocks = JSON.stringify(message.blocks);
    expect(blocks).toContain('/controller daikin ctxm15r &lt;!here&gt; market:FR');
    expect(blocks).not.toContain('<!here>');
    expect(renderLookupResult(result, { ...en, language: 'fr' }).text).toContain('vendue en FR et GB');
    expect(slackLimitViolations(message)).toEqual([]);
  });
});

describe('an answer to a suggested unit', () => {
  it('says above its SKUs that it is a different unit from the one asked for', () => {
    const message = renderLookupResult(answer({ askedFor: 'CS-HZ25XKE', matchedBy: 'picked' }), en);
    const texts = message.blocks.map((b) => JSON.stringify(b));
    const notice = texts.findIndex((b) =>
      b.includes('You asked for *CS-HZ25XKE*; this is *Daikin FTXM25R*, a different unit.'),
    );
    const firstSku = texts.findIndex((b) => b.includes('AZX6WSC5GER'));
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(firstSku);
  });
});
