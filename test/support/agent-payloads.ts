/**
 * The agent view's and the Workflow Builder step's payloads, shaped as Slack's references show them
 * to an `agent_view` app ("Migrating to the Agent messaging experience", the `app_context_changed`,
 * `app_home_opened` and `message.im` event references, the `feedback_buttons` element and the
 * `block_actions` payload): the Messages tab opened, what the user views beside the pane, a
 * message in the tab (top-level or in a thread), a click on a message the app posted there (a
 * button, or a feedback button), and `function_executed` for a step.
 */
import { findControllerSku } from '../../src/slack/functions/sku-step.js';

const team = { id: 'T0TEAM01', domain: 'acme' };

/** An agent thread: the app's DM with the user (its Messages tab) and the thread's first message. */
export interface AgentThread {
  userId: string;
  channel: string;
  threadTs: string;
}

/**
 * `app_home_opened` on the Messages tab (the pane opened), as the event reference shows it; with
 * `viewing`, the `context` Slack's types give it too (what the user views beside the pane).
 */
export const messagesTabOpened = (userId: string, channel: string, viewing?: string) => ({
  type: 'app_home_opened',
  user: userId,
  channel,
  tab: 'messages',
  ...(viewing ? { context: channelContext(viewing) } : {}),
  event_ts: '1700004000.000100',
});

/** What the user views, as `app_context_changed` writes it: one channel entity. */
const channelContext = (channel: string) => ({
  entities: [{ type: 'slack#/types/channel_id', value: channel, team_id: 'T0TEAM01' }],
});

/**
 * The whole envelope of `app_context_changed` (the user is viewing `viewing` beside the pane; `{}`
 * when nothing), as the event reference shows it: the event names no user, `authorizations` does.
 */
export function appContextChanged(userId: string, eventId: string, viewing?: string) {
  return {
    token: 'verification-token-unused',
    team_id: 'T0TEAM01',
    api_app_id: 'A0APP0001',
    event: {
      type: 'app_context_changed',
      context: viewing ? channelContext(viewing) : {},
    },
    type: 'event_callback',
    authorizations: [{ team_id: 'T0TEAM01', user_id: userId, is_bot: false, is_enterprise_install: false }],
    event_id: eventId,
    event_time: 1_700_004_000,
  };
}

/**
 * The user wrote in the Messages tab (`message.im`): in the thread when `thread.threadTs` differs
 * from `ts`, else a top-level message (it starts a thread); `files` shared with it, and what the
 * user views beside the pane (`app_context`, as Slack's types give it), when given.
 */
export function tabMessage(
  thread: AgentThread,
  ts: string,
  text: string,
  files?: unknown[],
  viewing?: string,
) {
  return {
    type: 'message',
    ...(files ? { subtype: 'file_share', files } : {}),
    ...(viewing ? { app_context: channelContext(viewing) } : {}),
    channel: thread.channel,
    channel_type: 'im',
    user: thread.userId,
    text,
    ts,
    ...(thread.threadTs === ts ? {} : { thread_ts: thread.threadTs }),
    event_ts: ts,
  };
}

/** What a press of a feedback button carries back (`actions[0]` of a `block_actions` payload). */
export const feedbackAction = (
  element: { action_id: string; positive_button: FeedbackButton; negative_button: FeedbackButton },
  which: 'positive' | 'negative',
  actionTs = '1700004999.3',
) => {
  const button = which === 'positive' ? element.positive_button : element.negative_button;
  return {
    type: 'feedback_buttons',
    action_id: element.action_id,
    block_id: 'fb1',
    value: button.value,
    text: button.text,
    action_ts: actionTs,
  };
};

interface FeedbackButton {
  text: { type: 'plain_text'; text: string };
  value: string;
}

/** A click on `messageTs`, a message the app posted in the thread (not ephemeral). */
export function threadClick(
  thread: AgentThread,
  fields: { messageTs: string; responseUrl: string; actions: Record<string, unknown>[] },
) {
  return {
    type: 'block_actions',
    user: { id: thread.userId, username: 'sam', name: 'sam', team_id: 'T0TEAM01' },
    api_app_id: 'A0APP0001',
    token: 'unused',
    container: {
      type: 'message',
      message_ts: fields.messageTs,
      channel_id: thread.channel,
      is_ephemeral: false,
      thread_ts: thread.threadTs,
    },
    team,
    channel: { id: thread.channel, name: 'directmessage' },
    message: { type: 'message', ts: fields.messageTs, thread_ts: thread.threadTs, text: '' },
    trigger_id: '1.2.9',
    response_url: fields.responseUrl,
    actions: fields.actions,
  };
}

/** The workflow token Slack gives a step's execution. */
export const workflowToken = 'xwfp-test-workflow-token-0123';

/** `function_executed` for the step find_controller_sku with these inputs. */
export function skuStepExecuted(executionId: string, inputs: Record<string, unknown>) {
  return {
    type: 'function_executed',
    function: {
      id: 'Fn0SKU001',
      callback_id: findControllerSku.callbackId,
      title: findControllerSku.title,
      type: 'app',
      input_parameters: [],
      output_parameters: [],
      app_id: 'A0APP0001',
      date_created: 1_700_000_000,
      date_updated: 1_700_000_000,
      date_deleted: 0,
    },
    inputs,
    function_execution_id: executionId,
    workflow_execution_id: `Wx${executionId}`,
    event_ts: '1700000000.000500',
    bot_access_token: workflowToken,
  };
}
