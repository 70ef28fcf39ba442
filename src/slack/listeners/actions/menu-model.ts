/** A model chosen in the menus: its answer (of the chosen type, or every type) replaces the menus. */
import type { BlockAction, ExternalSelectAction } from '@slack/bolt';
import { decodeMenuBlockId, noChoiceValue } from '../../blocks/ids.js';
import { decodeModelOption } from '../../blocks/menus.js';
import { buildErrorMessage } from '../../blocks/notices.js';
import { pickedReply } from '../../replies/lookup-replies.js';
import { type ActionArgs, isEphemeral, replaceSource } from '../../replies/replace-source.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';

export const menuModelChosen =
  (deps: ListenerDeps) => async (args: ActionArgs<BlockAction<ExternalSelectAction>>) => {
    await args.ack();
    const value = args.action.selected_option?.value;
    if (value === undefined || value === noChoiceValue) return;
    const user = await requestScope(args.context);
    const state = decodeMenuBlockId(args.action.block_id);
    const model = decodeModelOption(value);
    const typeReference = state?.type ?? model?.typeReference;
    if (!state || state.brandId === undefined || !model || typeReference === undefined) {
      await replaceSource(args, user, buildErrorMessage(user.language));
      return;
    }
    const { scope, type, brandId } = state;
    const unit = { brandId, modelId: model.modelId, typeReference };
    const reply = await pickedReply(
      deps,
      user,
      scope,
      () => deps.engine.lookupUnit({ scope, unit, ...(type === undefined ? {} : { type }) }),
      {
        language: user.language,
        shareable: isEphemeral(args.body),
        label: args.action.selected_option?.text.text ?? '',
        surface: 'menu',
      },
    );
    await replaceSource(args, user, reply);
  };
