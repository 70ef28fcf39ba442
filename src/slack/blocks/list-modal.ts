/**
 * `/controller list`: a modal with a multi-line field to paste a list into (spreadsheet rows
 * as they are) and an optional select of the market's controller types for the whole list.
 */
import type { types } from '@slack/bolt';
import { type Language, t } from '../../i18n/index.js';
import type { TypeOption } from '../../lookup/engine.js';
import { callbackIds, listModalBlockIds } from './ids.js';
import { slackLimits } from './limits.js';
import { modalFrame } from './message.js';
import { plainOption, plainText } from './text.js';

export function buildListModal(language: Language, typeOptions: readonly TypeOption[]): types.ModalView {
  const blocks: types.KnownBlock[] = [
    {
      type: 'input',
      block_id: listModalBlockIds.lines,
      label: plainText(t(language, 'list.modal.lines'), slackLimits.inputLabel),
      hint: plainText(t(language, 'list.modal.hint'), slackLimits.inputHint),
      element: {
        type: 'plain_text_input',
        action_id: listModalBlockIds.linesAction,
        multiline: true,
        max_length: slackLimits.inputMaxLength,
      },
    },
  ];
  const options = typeOptions
    .slice(0, slackLimits.optionsPerMenu)
    .filter((type) => type.reference.length <= slackLimits.optionValue)
    .map((type) => plainOption(type.name, type.reference));
  if (options.length > 0) {
    blocks.push({
      type: 'input',
      block_id: listModalBlockIds.type,
      optional: true,
      label: plainText(t(language, 'list.modal.type'), slackLimits.inputLabel),
      element: { type: 'static_select', action_id: listModalBlockIds.typeAction, options },
    });
  }
  return {
    ...modalFrame(callbackIds.listModal, {
      title: t(language, 'list.modal.title'),
      submit: t(language, 'list.modal.submit'),
      close: t(language, 'shortcut.close'),
    }),
    blocks,
  };
}
