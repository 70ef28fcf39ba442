/**
 * The agent view's and the Workflow Builder step's events, shaped as Slack sends them: a thread
 * started (with the channel the user is viewing), its context changed, a message in the thread,
 * a click on a message the app posted in the thread, and `function_executed` for a step.
 */
import { findControllerSku } from '../../src/slack/functions/sku-step.js';

const team = { id: 'T0TEAM01', domain: 'acme' };

/** An agent thread: the app's DM with the user and the thread's first message. */
export interface AgentThread {
  userId: string;
  channel: string;
  threadTs: string;
}

const assistantThread = (thread: AgentThread, viewing?: string) => ({
  user_id: thread.userId,
  context: viewing ? { channel_id: viewing, team_id: 'T0TEAM01', enterprise_id: null } : {},
  channel_id: thread.channel,
  thread_ts: thread.threadTs,
});

/** The user opened the split pane (beside `viewing`, when given). */
export const threadStarted = (thread: AgentThread, viewing?: string) => ({
  type: 'assistant_thread_started',
  assistant_thread: assistantThread(thread, viewing),
  event_ts: `${thread.threadTs}1`,
});

/** The user moved to `viewing` with the split pane open. */
export const threadContextChanged = (thread: AgentThread, viewing: string) => ({
  type: 'assistant_thread_context_changed',
  assistant_thread: assistantThread(thread, viewing),
  event_ts: `${thread.threadTs}2`,
});

/** The user wrote in the thread (`files` shared with it, when given). */
export function threadMessage(thread: AgentThread, ts: string, text: string, files?: unknown[]) {
  return {
    type: 'message',
    ...(files ? { subtype: 'file_share', files } : {}),
    channel: thread.channel,
    channel_type: 'im',
    user: thread.userId,
    text,
    ts,
    thread_ts: thread.threadTs,
    event_ts: ts,
  };
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
