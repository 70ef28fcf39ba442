/**
 * The shortcut's modal, used when its payload has no response_url: the result (or a
 * "looking that up" line) above a query field the user can edit and submit again.
 */
import type { types } from '@slack/bolt';
import { type Language, t } from '../../i18n/index.js';
import { callbackIds, modalBlockIds } from './ids.js';
import { slackLimits } from './limits.js';
import { modalFrame, type SlackMessage, withinBlockLimit } from './message.js';
import { plainText, truncate } from './text.js';

export function buildLookupModal(content: SlackMessage, query: string, language: Language): types.ModalView {
  const input: types.InputBlock = {
    type: 'input',
    block_id: modalBlockIds.query,
    label: plainText(t(language, 'shortcut.query'), slackLimits.inputLabel),
    element: {
      type: 'plain_text_input',
      action_id: modalBlockIds.queryAction,
      placeholder: plainText(t(language, 'shortcut.queryPlaceholder'), slackLimits.placeholderText),
      max_length: slackLimits.inputMaxLength,
      ...(query.trim() === '' ? {} : { initial_value: truncate(query.trim(), slackLimits.inputMaxLength) }),
    },
  };
  return {
    ...modalFrame(callbackIds.lookupModal, {
      title: t(language, 'shortcut.title'),
      submit: t(language, 'shortcut.submit'),
      close: t(language, 'shortcut.close'),
    }),
    blocks: withinBlockLimit(
      [...content.blocks, { type: 'divider' }, input],
      language,
      slackLimits.blocksPerModal,
    ),
  };
}
