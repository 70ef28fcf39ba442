/**
 * The model menu's type-ahead (listeners/options/model-options.ts) called as Bolt calls it, with
 * the app's real services (test/support/listener-rig.ts) and Bolt's `ack` recording: no options
 * for a block id the app did not write, "Choose a brand first" before a brand, and the brand's
 * models matching what was typed once it is chosen.
 */
import type { BlockSuggestion } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../../../src/catalogue/sample/data.js';
import { actionIds, encodeMenuBlockId, noChoiceValue } from '../../../../src/slack/blocks/ids.js';
import { modelOptions } from '../../../../src/slack/listeners/options/model-options.js';
import { fakeAck, useListenerRig } from '../../../support/listener-rig.js';

const rig = useListenerRig();

const daikin = listUnits(sampleCatalogue(), 'GB').find((unit) => unit.designation === 'FTXM25R');

/** The options the listener acks for `value` typed in the menu of `blockId`. */
async function optionsFor(blockId: string, value: string): Promise<unknown[]> {
  const suggestion: BlockSuggestion = {
    type: 'block_suggestion',
    block_id: blockId,
    action_id: actionIds.menuModel,
    value,
    api_app_id: 'A0APP0001',
    team: { id: 'T0TEAM001', domain: 'team' },
    user: { id: 'U0MENU001', name: 'salesperson' },
    token: 'unused',
    container: { type: 'message', is_ephemeral: true },
  };
  const ack = fakeAck();
  await modelOptions({
    payload: suggestion,
    body: suggestion,
    options: suggestion,
    ack,
    client: rig.client,
    logger: rig.logger,
    context: rig.contextFor('U0MENU001'),
    next: async () => {},
  });
  expect(ack.calls).toHaveLength(1);
  return (ack.calls[0] as { options: unknown[] }).options;
}

describe('the model type-ahead, called as Bolt calls it', () => {
  it('acks no options for a block id the app did not write', async () => {
    expect(await optionsFor('not-ours', 'ftx')).toEqual([]);
  });

  it('acks "Choose a brand first" before a brand is chosen', async () => {
    const blockId = encodeMenuBlockId('model', { scope: { market: 'GB', locale: 'en' }, type: 'CTLR_WIFI' });
    expect(await optionsFor(blockId, 'ftx')).toEqual([
      { text: { type: 'plain_text', text: 'Choose a brand first', emoji: true }, value: noChoiceValue },
    ]);
  });

  it('acks the chosen brand’s models that match what was typed', async () => {
    expect(daikin).toBeDefined();
    const blockId = encodeMenuBlockId('model', {
      scope: { market: 'GB', locale: 'en' },
      type: 'CTLR_WIFI',
      brandId: daikin?.brandId ?? -1,
    });
    const options = await optionsFor(blockId, 'ftxm25');
    expect(JSON.stringify(options)).toContain('FTXM25R');
    expect(JSON.stringify(options)).not.toContain('MSZ-');
  });
});
