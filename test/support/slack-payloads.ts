/**
 * Interactivity payloads and events shaped as Slack sends them: view submissions (settings,
 * lookup modal), block actions inside a view, app_home_opened.
 */
import {
  actionIds,
  callbackIds,
  listModalBlockIds,
  modalBlockIds,
  settingsBlockIds,
} from '../../src/slack/blocks/ids.js';

const team = { id: 'T0TEAM01', domain: 'acme' };
const userOf = (id: string) => ({ id, username: 'sam', name: 'sam', team_id: 'T0TEAM01' });

export interface SettingsChoice {
  market: string;
  /** `auto`, `en`, `es` or `fr`. */
  language: string;
  /** A type code, or `-` for none. */
  type: string;
  /** The market whose types the type select listed (its block id). */
  typeBlockMarket?: string;
}

export function settingsValues(choice: SettingsChoice) {
  return {
    [settingsBlockIds.market]: {
      [actionIds.settingsMarket]: { type: 'static_select', selected_option: { value: choice.market } },
    },
    [settingsBlockIds.language]: {
      [settingsBlockIds.languageAction]: {
        type: 'static_select',
        selected_option: { value: choice.language },
      },
    },
    [`${settingsBlockIds.typePrefix}${choice.typeBlockMarket ?? choice.market}`]: {
      [settingsBlockIds.typeAction]: { type: 'static_select', selected_option: { value: choice.type } },
    },
  };
}

/** A modal submitted by `userId`, as Slack posts it: `view` holds what differs per modal. */
function viewSubmission(
  userId: string,
  view: { id: string; callback_id: string; values: unknown; hash: string; private_metadata: string },
) {
  const { values, ...rest } = view;
  return {
    type: 'view_submission',
    team,
    user: userOf(userId),
    api_app_id: 'A0APP0001',
    token: 'unused',
    trigger_id: '1.2.3',
    view: {
      type: 'modal',
      team_id: 'T0TEAM01',
      app_id: 'A0APP0001',
      bot_id: 'B0BOT',
      state: { values },
      blocks: [],
      ...rest,
    },
  };
}

/** The settings modal submitted. */
export function settingsSubmission(userId: string, choice: SettingsChoice, privateMetadata = '{}') {
  return viewSubmission(userId, {
    id: 'V0SETTINGS',
    callback_id: callbackIds.settingsModal,
    values: settingsValues(choice),
    hash: 'h1',
    private_metadata: privateMetadata,
  });
}

/** A block action inside the settings modal (the market select dispatching its choice). */
export function settingsMarketAction(userId: string, market: string, current: SettingsChoice) {
  return {
    type: 'block_actions',
    team,
    user: userOf(userId),
    api_app_id: 'A0APP0001',
    token: 'unused',
    trigger_id: '1.2.4',
    container: { type: 'view', view_id: 'V0SETTINGS' },
    view: {
      id: 'V0SETTINGS',
      type: 'modal',
      callback_id: callbackIds.settingsModal,
      hash: 'h1',
      private_metadata: '{}',
      state: { values: settingsValues(current) },
      blocks: [],
    },
    actions: [
      {
        type: 'static_select',
        action_id: actionIds.settingsMarket,
        block_id: settingsBlockIds.market,
        selected_option: { text: { type: 'plain_text', text: market }, value: market },
        action_ts: '1700000000.2',
      },
    ],
  };
}

/** A button on the App Home tab clicked by `userId`, with the trigger id Slack gives the click. */
export function homeButton(userId: string, button: { actionId: string; text: string; triggerId: string }) {
  return {
    type: 'block_actions',
    team,
    user: userOf(userId),
    api_app_id: 'A0APP0001',
    token: 'unused',
    trigger_id: button.triggerId,
    container: { type: 'view', view_id: 'V0HOME' },
    view: { id: 'V0HOME', type: 'home', hash: 'h2', private_metadata: '', state: { values: {} }, blocks: [] },
    actions: [
      {
        type: 'button',
        action_id: button.actionId,
        block_id: 'b1',
        text: { type: 'plain_text', text: button.text },
        action_ts: '1700000000.3',
      },
    ],
  };
}

/** The "Change settings" button on the App Home tab. */
export const homeSettingsButton = (userId: string) =>
  homeButton(userId, { actionId: actionIds.openSettings, text: 'Change settings', triggerId: '1.2.5' });

export const appHomeOpened = (userId: string, tab: 'home' | 'messages' = 'home') => ({
  type: 'app_home_opened',
  user: userId,
  channel: 'D0HOME001',
  tab,
  event_ts: '1700000000.000900',
});

/** The lookup modal (opened by the message shortcut) submitted with `query` typed in. */
export function lookupModalSubmission(userId: string, query: string, viewId = 'V0MODAL01') {
  return viewSubmission(userId, {
    id: viewId,
    callback_id: callbackIds.lookupModal,
    values: {
      [modalBlockIds.query]: { [modalBlockIds.queryAction]: { type: 'plain_text_input', value: query } },
    },
    hash: 'h',
    private_metadata: '',
  });
}

/** The list modal (`/controller list`) submitted with `text` pasted and, optionally, a type chosen. */
export function listModalSubmission(userId: string, text: string, type?: string) {
  return viewSubmission(userId, {
    id: 'V0LIST001',
    callback_id: callbackIds.listModal,
    values: {
      [listModalBlockIds.lines]: {
        [listModalBlockIds.linesAction]: { type: 'plain_text_input', value: text },
      },
      [listModalBlockIds.type]: {
        [listModalBlockIds.typeAction]: {
          type: 'static_select',
          selected_option: type ? { text: { type: 'plain_text', text: type }, value: type } : null,
        },
      },
    },
    hash: 'h',
    private_metadata: '',
  });
}

/** What Slack sends with anything done on a message the app posted: who, where, which message. */
const onAppMessage = (user: unknown, ephemeral = true) => ({
  user,
  api_app_id: 'A0APP0001',
  token: 'unused',
  container: {
    type: 'message',
    message_ts: '1700000000.000100',
    channel_id: 'C0SALES01',
    is_ephemeral: ephemeral,
  },
  team,
  channel: { id: 'C0SALES01', name: 'sales' },
});

/** A click on a message the app posted (ephemeral unless said), as Slack sends it. */
export function messageClick(fields: {
  user: unknown;
  responseUrl: string;
  actions: Record<string, unknown>[];
  ephemeral?: boolean;
}) {
  return {
    type: 'block_actions',
    ...onAppMessage(fields.user, fields.ephemeral),
    trigger_id: '1.2.3',
    response_url: fields.responseUrl,
    actions: fields.actions,
  };
}

/** A type-ahead options load from a menu in a message the app posted, as Slack sends it. */
export const menuSuggestion = (user: unknown, actionId: string, blockId: string, value: string) => ({
  type: 'block_suggestion',
  ...onAppMessage(user),
  action_id: actionId,
  block_id: blockId,
  value,
});
