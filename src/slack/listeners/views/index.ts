/** The shortcut's modal: submitting its query field looks the text up and shows the result in place. */
import type { App } from '@slack/bolt';
import { callbackIds, modalBlockIds } from '../../blocks/ids.js';
import { buildLookupModal } from '../../blocks/modal.js';
import { buildLoadingMessage } from '../../blocks/notices.js';
import type { ListenerDeps } from '../../deps.js';
import { fastReplyMs, lookupTextReply, settleWithin } from '../../replies.js';

export function register(app: App, deps: ListenerDeps): void {
  app.view(
    { type: 'view_submission', callback_id: callbackIds.lookupModal },
    async ({ view, body, ack, client }) => {
      const user = await deps.userScope(body.user.id);
      const query = (view.state.values[modalBlockIds.query]?.[modalBlockIds.queryAction]?.value ?? '').trim();
      const reply = lookupTextReply(deps, user, query, { shareable: false });
      const early = await settleWithin(reply, fastReplyMs);
      const first = early?.value ?? buildLoadingMessage(user.language, query);
      await ack({ response_action: 'update', view: buildLookupModal(first, query, user.language) });
      if (early) return;
      await client.views.update({
        view_id: view.id,
        view: buildLookupModal(await reply, query, user.language),
      });
    },
  );
}
