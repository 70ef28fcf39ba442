/** A model chosen in the menus: its answer replaces the menus. */
import type { BlockAction, ExternalSelectAction } from '@slack/bolt';
import { decodeMenuBlockId } from '../../blocks/ids.js';
import { noChoiceValue } from '../../blocks/menus.js';
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
    const modelId = Number(value);
    if (!state?.type || state.brandId === undefined || !Number.isInteger(modelId)) {
      await replaceSource(args, user, buildErrorMessage(user.language));
      return;
    }
    const { scope, type, brandId } = state;
    const reply = await pickedReply(
      deps,
      user,
      scope,
      () => deps.engine.lookupUnit({ scope, unit: { brandId, modelId, typeReference: type }, type }),
      {
        language: user.language,
        shareable: isEphemeral(args.body),
        label: args.action.selected_option?.text.text ?? '',
        surface: 'menu',
      },
    );
    await replaceSource(args, user, reply);
  };
