/** `/controller help`: what the app does and how to ask, with examples; a greeting's short how-to. */
import type { types } from '@slack/bolt';
import { type Language, t } from '../../i18n/index.js';
import { actionIds } from './ids.js';
import { slackLimits } from './limits.js';
import { message, type SlackMessage, sectionBlock } from './message.js';
import { escapeMrkdwn, plainText } from './text.js';

/**
 * How to ask, where, and how to change market and language: shared by help and App Home.
 * `markets`: those a user may switch between (CATALOGUE_MARKETS); `current`: the user's own,
 * so the override example names another one.
 */
export function howToBlocks(language: Language, markets: readonly string[], current = markets[0]) {
  const example = markets.find((market) => market !== current) ?? current ?? '';
  return [
    sectionBlock(t(language, 'help.ask')),
    sectionBlock(t(language, 'help.elsewhere')),
    sectionBlock(t(language, 'help.lists')),
    sectionBlock(
      t(language, 'help.settings', {
        market: escapeMrkdwn(example),
        markets: markets.map(escapeMrkdwn).join(', '),
      }),
    ),
  ];
}

export function buildHelpMessage(language: Language, markets: readonly string[]): SlackMessage {
  const blocks: types.KnownBlock[] = [
    { type: 'header', text: plainText(t(language, 'app.name'), slackLimits.headerText) },
    sectionBlock(t(language, 'help.intro')),
    ...howToBlocks(language, markets),
    {
      type: 'actions',
      elements: [
        {
          type: 'button',
          action_id: actionIds.openMenus,
          text: plainText(t(language, 'help.openMenus'), slackLimits.buttonText),
        },
      ],
    },
    { type: 'context', elements: [{ type: 'mrkdwn', text: t(language, 'help.replies') }] },
  ];
  return message([t(language, 'help.intro'), t(language, 'help.ask')].join('\n'), blocks, language);
}

/** A greeting (`hello`, `hola`…) answered with how to ask, in a line. */
export function buildGreetingMessage(language: Language): SlackMessage {
  const text = t(language, 'greeting');
  return message(text, [sectionBlock(text)], language);
}
