import { describe, expect, it } from 'vitest';
import { buildHelpMessage } from '../../../src/slack/blocks/help.js';
import { callbackIds, modalBlockIds } from '../../../src/slack/blocks/ids.js';
import { buildLookupModal } from '../../../src/slack/blocks/modal.js';
import { buildLoadingMessage } from '../../../src/slack/blocks/notices.js';
import { slackLimitViolations, slackViewViolations } from '../../support/slack-limits.js';

describe('help', () => {
  it('explains usage with examples and offers the menus', () => {
    const message = buildHelpMessage('en', ['GB', 'FR']);
    const text = JSON.stringify(message.blocks);
    expect(text).toContain('/controller daikin ftxm25r');
    expect(text).toContain('/controller wifi daikin ftxm25r');
    expect(text).toContain('Find controller');
    expect(text).toContain('open_menus');
    expect(slackLimitViolations(message)).toEqual([]);
  });
});

const buildModal = (query: string) => buildLookupModal(buildLoadingMessage('en', query), query, 'en');

describe('lookup modal', () => {
  it('shows the result above an editable query within modal limits', () => {
    const view = buildModal('daikin ftxm25r');
    expect(view.callback_id).toBe(callbackIds.lookupModal);
    expect(view.title.text.length).toBeLessThanOrEqual(24);
    const input = view.blocks.at(-1);
    expect(input).toMatchObject({
      type: 'input',
      block_id: modalBlockIds.query,
      element: { action_id: modalBlockIds.queryAction, initial_value: 'daikin ftxm25r' },
    });
    expect(slackViewViolations(view)).toEqual([]);
  });

  it('leaves the query empty when there is none', () => {
    const input = buildModal('  ').blocks.at(-1);
    expect(input && 'element' in input ? input.element : {}).not.toHaveProperty('initial_value');
  });
});
