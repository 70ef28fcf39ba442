/** A model chosen in the menus: its answer (of the chosen type, or every type) replaces the menus. */
import type { BlockAction, ExternalSelectAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import { decodeMenuBlockId, noChoiceValue } from '../../blocks/ids.js';
import { decodeModelOption } from '../../blocks/menus.js';
import { buildErrorMessage } from '../../blocks/notices.js';
import { canShare, replaceSource } from '../../replies/replace-source.js';
import type { AppContext } from '../../services/context.js';

export const menuModelChosen: Middleware<
  SlackActionMiddlewareArgs<BlockAction<ExternalSelectAction>>,
  AppContext
> = async (args) => {
  await args.ack();
  const value = args.action.selected_option?.value;
  if (value === undefined || value === noChoiceValue) return;
  const user = await args.context.user();
  const state = decodeMenuBlockId(args.action.block_id);
  const model = decodeModelOption(value);
  const typeReference = state?.type ?? model?.typeReference;
  if (!state || state.brandId === undefined || !model || typeReference === undefined) {
    await replaceSource(args, user, buildErrorMessage(user.language));
    return;
  }
  const { scope, type, brandId } = state;
  const pick = {
    scope,
    unit: { brandId, modelId: model.modelId, typeReference },
    ...(type === undefined ? {} : { type }),
  };
  const reply = await args.context.services.lookups.pickedReply(user, pick, {
    language: user.language,
    shareable: canShare(args.body),
    label: args.action.selected_option?.text.text ?? '',
    surface: 'menu',
  });
  await replaceSource(args, user, reply);
};
