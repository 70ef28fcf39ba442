/**
 * Clicks and menu choices. Every reply updates the message (or modal) the click came from;
 * Share in channel posts a new message in the channel instead.
 */
import type {
  AllMiddlewareArgs,
  App,
  BlockAction,
  ButtonAction,
  ExternalSelectAction,
  SlackActionMiddlewareArgs,
  StaticSelectAction,
} from '@slack/bolt';
import {
  actionIds,
  decodeMenuBlockId,
  decodeUnitPick,
  modalBlockIds,
  pickUnitActionPattern,
} from '../../blocks/ids.js';
import { noChoiceValue } from '../../blocks/menus.js';
import type { SlackMessage } from '../../blocks/message.js';
import { buildLookupModal } from '../../blocks/modal.js';
import { buildErrorMessage } from '../../blocks/notices.js';
import { ackBudgetMs, Deadline } from '../../deadline.js';
import type { ListenerDeps } from '../../deps.js';
import { catalogueScope, menuReply, pickedReply, renderedReply, userMenuReply } from '../../replies.js';
import { openSettingsModal, refillSettingsModal } from '../../settings-flow.js';
import type { UserScope } from '../../user-scope.js';

type ActionArgs<A extends BlockAction> = SlackActionMiddlewareArgs<A> & AllMiddlewareArgs;

/** Replaces the message the action came from, or the modal's content when it came from a modal. */
async function replaceSource(
  args: ActionArgs<BlockAction>,
  user: UserScope,
  reply: SlackMessage,
): Promise<void> {
  const { body, client, respond } = args;
  if (body.container?.type === 'view' && body.view) {
    const query = body.view.state?.values?.[modalBlockIds.query]?.[modalBlockIds.queryAction]?.value ?? '';
    await client.views.update({ view_id: body.view.id, view: buildLookupModal(reply, query, user.language) });
    return;
  }
  await respond({ replace_original: true, ...reply });
}

const isEphemeral = (body: BlockAction): boolean => body.container?.is_ephemeral === true;

export function register(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(
    { type: 'block_actions', action_id: pickUnitActionPattern },
    async (args) => {
      await args.ack();
      const user = await deps.userScope(args.body.user.id);
      const pick = decodeUnitPick(args.action.value);
      const reply = pick
        ? await pickedReply(deps, user, pick.scope, () => deps.engine.lookupUnit(pick), {
            language: user.language,
            shareable: isEphemeral(args.body),
            label: args.action.text.text,
            surface: 'menu',
          })
        : buildErrorMessage(user.language);
      await replaceSource(args, user, reply);
    },
  );

  app.action<BlockAction<ButtonAction>>(
    { type: 'block_actions', action_id: actionIds.share },
    async (args) => {
      await args.ack();
      const { body, respond } = args;
      const user = await deps.userScope(body.user.id);
      const pick = decodeUnitPick(args.action.value);
      if (!pick) {
        await respond({
          response_type: 'ephemeral',
          replace_original: false,
          ...buildErrorMessage(user.language),
        });
        return;
      }
      let answered = false;
      const reply = await renderedReply(
        deps,
        pick.scope,
        async () => {
          const result = await deps.engine.lookupUnit(pick);
          answered = result.kind === 'answer';
          return result;
        },
        { language: user.language, shareable: false, sharedBy: body.user.id },
      );
      if (!answered) {
        // The answer could not be rebuilt (e.g. the catalogue is down): tell the sharer only.
        await respond({ response_type: 'ephemeral', replace_original: false, ...reply });
        return;
      }
      await respond({ response_type: 'in_channel', replace_original: false, ...reply });
      // The private copy goes once the answer is in the channel.
      await respond({ delete_original: true });
    },
  );

  app.action<BlockAction<ButtonAction>>(
    { type: 'block_actions', action_id: actionIds.openMenus },
    async (args) => {
      await args.ack();
      const user = await deps.userScope(args.body.user.id);
      await replaceSource(args, user, await userMenuReply(deps, user));
    },
  );

  app.action<BlockAction<StaticSelectAction>>(
    { type: 'block_actions', action_id: actionIds.menuType },
    async (args) => {
      await args.ack();
      const user = await deps.userScope(args.body.user.id);
      const state = decodeMenuBlockId(args.action.block_id);
      const scope = state?.scope ?? catalogueScope(user);
      await replaceSource(
        args,
        user,
        await menuReply(deps, user.language, scope, { type: args.action.selected_option.value }),
      );
    },
  );

  app.action<BlockAction<ExternalSelectAction>>(
    { type: 'block_actions', action_id: actionIds.menuBrand },
    async (args) => {
      await args.ack();
      const user = await deps.userScope(args.body.user.id);
      const state = decodeMenuBlockId(args.action.block_id);
      const selected = args.action.selected_option;
      const brandId = Number(selected?.value);
      const scope = state?.scope ?? catalogueScope(user);
      const brand =
        selected && Number.isInteger(brandId) ? { id: brandId, name: selected.text.text } : undefined;
      await replaceSource(
        args,
        user,
        await menuReply(deps, user.language, scope, { type: state?.type, brand }),
      );
    },
  );

  app.action<BlockAction<ExternalSelectAction>>(
    { type: 'block_actions', action_id: actionIds.menuModel },
    async (args) => {
      await args.ack();
      const value = args.action.selected_option?.value;
      if (value === undefined || value === noChoiceValue) return;
      const user = await deps.userScope(args.body.user.id);
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
    },
  );

  app.action<BlockAction<ButtonAction>>(
    { type: 'block_actions', action_id: actionIds.openSettings },
    async ({ ack, body, client }) => {
      // trigger_id expires 3 s after the click: the modal opens before this deadline.
      const deadline = new Deadline(ackBudgetMs);
      await ack();
      const user = await deps.userScope(body.user.id, undefined, deadline);
      await openSettingsModal(
        deps,
        client,
        body.trigger_id,
        user,
        { ...(body.response_url ? { responseUrl: body.response_url } : {}) },
        deadline,
      );
    },
  );

  app.action<BlockAction<StaticSelectAction>>(
    { type: 'block_actions', action_id: actionIds.settingsMarket },
    async ({ ack, body, action, client }) => {
      await ack();
      if (!body.view) return;
      await refillSettingsModal(deps, client, body.view, body.user.id, action.selected_option.value);
    },
  );
}
