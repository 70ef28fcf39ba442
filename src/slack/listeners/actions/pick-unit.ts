/**
 * A unit picked from the choices' buttons: its answer replaces the choices, or goes beside them
 * when they are one part of an answer to several units. In the agent pane (the app's DM) it
 * carries the feedback buttons, the unit picked standing for the question.
 */
import type { BlockAction, ButtonAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import { decodeUnitPick } from '../../blocks/ids.js';
import { buildErrorMessage } from '../../blocks/notices.js';
import { agentThreadOf, answerBeside, canShare, replaceSource } from '../../replies/replace-source.js';
import type { AppContext } from '../../services/context.js';

export const pickUnit: Middleware<SlackActionMiddlewareArgs<BlockAction<ButtonAction>>, AppContext> = async (
  args,
) => {
  await args.ack();
  const user = await args.context.user();
  const pick = decodeUnitPick(args.action.value);
  const reply = pick
    ? await args.context.services.lookups.pickedReply(user, pick, {
        language: user.language,
        shareable: canShare(args.body),
        label: args.action.text.text,
        surface: 'menu',
        // Picked in the agent pane or a DM: the answer is read there, with the feedback buttons.
        ...(agentThreadOf(args.body) ? { feedback: { question: args.action.text.text } } : {}),
      })
    : buildErrorMessage(user.language);
  await (pick?.beside ? answerBeside : replaceSource)(args, user, reply);
};
