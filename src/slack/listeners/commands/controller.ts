/**
 * `/controller [text]`: acked within Slack's window every time, with the answer when ready in time,
 * else "Looking that up…" and the answer through response_url (at once for someone whose locale is
 * not known yet, before users.info). Its words open settings or the list modal, send a report or
 * refresh the copy; more units than one question answers go as a list to the user's DM.
 */
import type { Middleware, SlackCommandMiddlewareArgs } from '@slack/bolt';
import { t } from '../../../i18n/index.js';
import { questionOrList } from '../../../project-lists/question-or-list.js';
import { Deadline } from '../../../shared/deadline.js';
import { buildGreetingMessage, buildHelpMessage } from '../../blocks/help.js';
import type { SlackMessage } from '../../blocks/message.js';
import { sectionBlock } from '../../blocks/message.js';
import { buildLoadingMessage } from '../../blocks/notices.js';
import { replyFastOrFollowUp } from '../../replies/fast-reply.js';
import { replyBudgetMs } from '../../requests/budgets.js';
import type { ParsedCommand } from '../../requests/command-text.js';
import { toLookupText } from '../../requests/message-text.js';
import { readUserRequest, type UserRequest } from '../../requests/user-request.js';
import type { AppContext, Services } from '../../services/context.js';

/** The reply itself when it is at hand (help, a question just answered), else the work that builds it. */
function replyTo(
  services: Services,
  request: UserRequest,
  command: Exclude<ParsedCommand, { kind: 'settings' | 'list' | 'report' | 'refresh' }>,
): SlackMessage | Promise<SlackMessage> {
  const { user } = request;
  if (command.kind === 'help') return buildHelpMessage(user.language, services.config.markets);
  if (command.kind === 'greeting') return buildGreetingMessage(user.language);
  if (command.kind === 'menus') return services.lookups.userMenu(user);
  return services.lookups.textReply(user, command.text, {
    shareable: true,
    typed: request.typed,
    surface: 'slash',
  });
}

export const controllerCommand: Middleware<SlackCommandMiddlewareArgs, AppContext> = async ({
  command: slash,
  ack,
  respond,
  client,
  context,
}) => {
  const deadline = new Deadline(replyBudgetMs);
  const { services } = context;
  // Someone whose Slack locale is not known yet (not in the member list read ahead) is acked at
  // once, before users.info, and answered through response_url in their language.
  const atHand = await context.askerAtHand();
  if (!atHand) await ack();
  /** The first message the user sees: in the ack, or once acked, through response_url. */
  const first = async (message?: SlackMessage) => {
    if (atHand) await ack(message && { response_type: 'ephemeral', ...message });
    else if (message) await respond({ response_type: 'ephemeral', ...message });
  };
  const asker = atHand ?? (await context.asker());
  const request = readUserRequest(services.config, asker, toLookupText(slash.text ?? ''));
  const { user, command } = request;
  if (request.refusal) {
    await first(request.refusal);
    return;
  }
  if (command.kind === 'settings') {
    await first();
    await services.settings.openModal({
      client,
      triggerId: slash.trigger_id,
      user,
      metadata: { responseUrl: slash.response_url },
      deadline,
    });
    return;
  }
  if (command.kind === 'report') {
    // Whether the user is a workspace admin may take a users.info call: ack first.
    await first();
    const admin = await services.reports.isAdmin(user.userId);
    const notice = t(user.language, admin ? 'report.sent' : 'report.adminsOnly');
    await respond({ response_type: 'ephemeral', text: notice, blocks: [sectionBlock(notice)] });
    if (admin) await services.reports.send(client, user);
    return;
  }
  if (command.kind === 'refresh') {
    // Whether the user is a workspace admin may take a users.info call: ack first.
    await first();
    const notice = await services.copy.requestRefresh(user);
    await respond({ response_type: 'ephemeral', text: notice, blocks: [sectionBlock(notice)] });
    return;
  }
  if (command.kind === 'list') {
    await first();
    await services.projectLists.openModal({ client, triggerId: slash.trigger_id, user, deadline });
    return;
  }
  // More units than one question answers: a list, looked up in the user's DM with its CSV.
  const reading = command.kind === 'lookup' ? questionOrList(command.text) : undefined;
  if (reading?.kind === 'list') {
    const notice = t(user.language, 'list.inDm', { count: reading.list.lines.length });
    await first({ text: notice, blocks: [sectionBlock(notice)] });
    await services.projectLists.answerInDm(client, user, reading.list);
    return;
  }
  await replyFastOrFollowUp(replyTo(services, request, command), deadline, {
    loading: () => buildLoadingMessage(user.language, command.kind === 'lookup' ? command.text : ''),
    first,
    followUp: async (message) => {
      await respond({ response_type: 'ephemeral', replace_original: true, ...message });
    },
  });
};
