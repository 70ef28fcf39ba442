/** What every builder returns, and the pieces every message (and every modal's frame) shares. */
import type { types } from '@slack/bolt';
import type { CatalogueScope } from '../../catalogue/types.js';
import { readAtFormat } from '../../i18n/dates.js';
import { type Language, languageNameIn, languageNames, languageOf, t } from '../../i18n/index.js';
import { slackLimits } from './limits.js';
import { escapeMrkdwn, mrkdwn, plainText, truncate } from './text.js';

export interface SlackMessage {
  /** Notification and screen-reader fallback; mrkdwn, escaped. */
  text: string;
  blocks: types.KnownBlock[];
}

export interface RenderOptions {
  language: Language;
  /** Offer the Share in channel button (ephemeral replies only). */
  shareable: boolean;
  /** Slack user id of whoever shared the answer in the channel. */
  sharedBy?: string;
  /**
   * The controller type the lookup kept to: typed in the question, or the user's default
   * type. Buttons (Share, choices, suggestions) carry it, so what they show keeps to it too.
   */
  onlyType?: string;
  /**
   * The answer comes from the embedded sample catalogue (CATALOGUE_BASE_URL unset): its context
   * line says so (`sampleNote`), for its SKUs are invented.
   */
  sample?: boolean;
  /**
   * Answers read in the agent pane and DMs carry Slack's feedback buttons (blocks/feedback.ts):
   * `question` is what the user asked, recorded with a press.
   */
  feedback?: { question: string };
}

/** The line every answer from the embedded sample catalogue carries, in the reader's language. */
export const sampleNote = (language: Language): string => `:warning: *${t(language, 'sample.notice')}*`;

/** `message` with the sample catalogue's line at its end, when `sample` (replies without a context line of their own). */
export const withSampleNote = (
  reply: SlackMessage,
  language: Language,
  sample: boolean | undefined,
): SlackMessage =>
  sample
    ? {
        ...reply,
        blocks: withinBlockLimit(
          [
            ...reply.blocks,
            { type: 'context', elements: [mrkdwn(sampleNote(language), slackLimits.sectionText)] },
          ],
          language,
        ),
      }
    : reply;

/** How much of the user's text is echoed back. */
const maxEchoedText = 200;

/** The user's text as it may appear in mrkdwn: escaped and cut short. */
export const echo = (text: string): string =>
  escapeMrkdwn(truncate(text.replace(/\s+/g, ' ').trim(), maxEchoedText));

const slackUserId = /^[UW][A-Z0-9]{2,}$/;

/** A catalogue language by its own name (`Français`) when the app knows it, else by its code. */
const contentLanguageName = (locale: string): string => {
  const known = languageOf(locale);
  return known ? languageNames[known] : escapeMrkdwn(locale);
};

/**
 * Catalogue content in another of the app's languages than the reader's can only be the
 * configured language standing in for theirs, which the catalogue refused in this market:
 * one line says so, in the reader's language.
 */
export function contentFallbackNote(language: Language, scope: CatalogueScope): string | undefined {
  const content = languageOf(scope.locale);
  if (content === undefined || content === language) return undefined;
  return `:globe_with_meridians: ${t(language, 'context.contentFallback', {
    market: escapeMrkdwn(scope.market),
    content: languageNameIn(language, content),
  })}`;
}

/** A context block: what was searched, in which scope, who shared it, and whether the catalogue is the sample. */
export function contextBlock(
  options: RenderOptions,
  scope: CatalogueScope,
  details: { searched?: string; stale?: boolean; readAt?: number | undefined } = {},
): types.ContextBlock {
  const { language } = options;
  const staleNote =
    details.readAt !== undefined
      ? t(language, 'context.asOf', { when: readAtFormat(language, details.readAt) })
      : t(language, 'context.stale');
  const scopeLine = [
    t(language, 'context.market', { market: escapeMrkdwn(scope.market) }),
    t(language, 'context.language', { language: contentLanguageName(scope.locale) }),
    ...(details.stale || details.readAt !== undefined ? [staleNote] : []),
  ].join(' · ');
  const note = contentFallbackNote(language, scope);
  const elements: types.ContextBlock['elements'] = [];
  if (options.sharedBy !== undefined && slackUserId.test(options.sharedBy)) {
    elements.push(
      mrkdwn(t(language, 'context.sharedBy', { user: `<@${options.sharedBy}>` }), slackLimits.sectionText),
    );
  }
  if (details.searched !== undefined && details.searched.trim() !== '') {
    elements.push(
      mrkdwn(t(language, 'context.searched', { text: echo(details.searched) }), slackLimits.sectionText),
    );
  }
  elements.push(mrkdwn(scopeLine, slackLimits.sectionText));
  if (note !== undefined) elements.push(mrkdwn(note, slackLimits.sectionText));
  if (options.sample) elements.push(mrkdwn(sampleNote(language), slackLimits.sectionText));
  return { type: 'context', elements };
}

export const sectionBlock = (text: string): types.SectionBlock => ({
  type: 'section',
  text: mrkdwn(text, slackLimits.sectionText),
});

/**
 * Keeps a message within Slack's block limit: the blocks that do not fit are replaced
 * by one "and N more" line.
 */
export function withinBlockLimit(
  blocks: types.KnownBlock[],
  language: Language,
  limit: number = slackLimits.blocksPerMessage,
): types.KnownBlock[] {
  if (blocks.length <= limit) return blocks;
  const kept = blocks.slice(0, limit - 1);
  const hidden = blocks.length - kept.length;
  return [
    ...kept,
    {
      type: 'context',
      elements: [mrkdwn(t(language, 'status.more', { count: hidden }), slackLimits.sectionText)],
    },
  ];
}

export const message = (text: string, blocks: types.KnownBlock[], language: Language): SlackMessage => ({
  text: truncate(text, slackLimits.sectionText),
  blocks: withinBlockLimit(blocks, language),
});

/** A modal's frame: its callback id, and its title and buttons within Slack's lengths. */
export const modalFrame = (
  callbackId: string,
  labels: { title: string; submit: string; close: string },
): Pick<types.ModalView, 'type' | 'callback_id' | 'title' | 'submit' | 'close'> => ({
  type: 'modal',
  callback_id: callbackId,
  title: plainText(labels.title, slackLimits.modalTitle),
  submit: plainText(labels.submit, slackLimits.modalButton),
  close: plainText(labels.close, slackLimits.modalButton),
});
