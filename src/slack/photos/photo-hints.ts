/**
 * What a photo's answer adds when no look at the picture read a model the catalogue holds: a
 * code read but not found says so above the units it may be ("I read FXFQ2OB: did you mean…?",
 * the not-found choices, never a SKU), and the answer ends with how to retake the picture.
 */
import type { types } from '@slack/bolt';
import { type Language, t } from '../../i18n/index.js';
import type { PlateLookup } from '../../photo/plate-lookup.js';
import { slackLimits } from '../blocks/limits.js';
import { echo, type SlackMessage, sectionBlock, withinBlockLimit } from '../blocks/message.js';
import { mrkdwn, truncate } from '../blocks/text.js';

const retakeBlock = (language: Language): types.ContextBlock => ({
  type: 'context',
  elements: [mrkdwn(`:bulb: ${t(language, 'photo.retake')}`, slackLimits.sectionText)],
});

/** `reply` with how to retake the picture after it. */
export function withRetakeHint(reply: SlackMessage, language: Language): SlackMessage {
  return {
    text: truncate(`${reply.text}\n${t(language, 'photo.retake')}`, slackLimits.sectionText),
    blocks: withinBlockLimit([...reply.blocks, retakeBlock(language)], language),
  };
}

/**
 * The hints an answer from the picture needs: none when a unit was found; "did you mean" above
 * a code not found with units it may be; how to retake the picture after anything not found.
 */
export function withPhotoHints(
  reply: SlackMessage,
  plate: Extract<PlateLookup, { kind: 'result' }>,
  language: Language,
): SlackMessage {
  if (plate.result.kind !== 'not_found') return reply;
  if (plate.result.suggestions.length === 0) return withRetakeHint(reply, language);
  const question = t(language, 'photo.didYouMean', { model: echo(plate.echo.code ?? plate.echo.model) });
  const [header, ...rest] = reply.blocks;
  const blocks = header ? [header, sectionBlock(question), ...rest] : [sectionBlock(question)];
  return withRetakeHint(
    { text: truncate(`${question}\n${reply.text}`, slackLimits.sectionText), blocks },
    language,
  );
}
