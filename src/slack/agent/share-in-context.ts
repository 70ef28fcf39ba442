/**
 * Share in channel from the agent pane, which has no response_url: the answer is rebuilt and posted
 * in the channel the user views beside the pane, only where the user may post themselves (shown to
 * them alone when Slack cannot say before the click's deadline). The thread says where it went.
 * The rules: docs/agent-view.md.
 */
import type { webApi } from '@slack/bolt';
import { t } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import type { UnitLookup } from '../../lookup/engine.js';
import type { Deadline } from '../../shared/deadline.js';
import { message, sectionBlock } from '../blocks/message.js';
import type { Lookups } from '../replies/lookups.js';
import { type Place, postIn } from '../replies/place.js';
import type { UserScope } from '../user/user-scope.js';
import { membershipOf } from './channel-membership.js';
import type { ViewedChannels } from './viewing.js';

/** A channel (public, private) or a DM id, as Slack writes them. */
const channelId = /^[CGD][A-Z0-9]+$/;

export interface ShareInContextDeps {
  viewing: ViewedChannels;
  lookups: Pick<Lookups, 'sharedReply'>;
  logger: Logger;
}

export async function shareInThreadContext(
  deps: ShareInContextDeps,
  share: {
    client: webApi.WebClient;
    thread: Required<Place>;
    pick: UnitLookup;
    user: UserScope;
    /** Taken when the click arrived: whose members are not read by then is shared with the user alone. */
    deadline: Deadline;
  },
): Promise<void> {
  const { client, thread, pick, user, deadline } = share;
  const { language } = user;
  const tell = async (text: string) => {
    await postIn(client, thread, message(text, [sectionBlock(text)], language));
  };
  const channel = await deps.viewing.of(user.userId);
  if (channel === undefined || !channelId.test(channel)) {
    await tell(t(language, 'agent.share.noChannel'));
    return;
  }
  const shared = await deps.lookups.sharedReply(pick, {
    language,
    shareable: false,
    sharedBy: user.userId,
  });
  if (!shared.answered) {
    await postIn(client, thread, shared.message);
    return;
  }
  const named = { channel: `<#${channel}>` };
  const membership = await membershipOf(client, channel, user.userId, deps.logger, deadline);
  if (membership === 'not_member') {
    await tell(t(language, 'agent.share.notMember', named));
    return;
  }
  try {
    if (membership === 'member') await postIn(client, { channel }, shared.message);
    else await client.chat.postEphemeral({ ...shared.message, channel, user: user.userId });
  } catch (error) {
    deps.logger.warn({ err: error, channel }, 'Sharing an answer from an agent thread failed');
    await tell(t(language, 'agent.share.failed', named));
    return;
  }
  await tell(t(language, membership === 'member' ? 'agent.share.done' : 'agent.share.onlyYou', named));
}
