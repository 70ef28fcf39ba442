/**
 * Answering a DM or a mention, the step both events share: once per message across the instances
 * sharing the state, with the same lookup as the slash command, or as a list, photos or a prompt's
 * how-to. Slack Connect files are completed first. Agent-thread answers can be shared, and answers
 * in the app's DM carry the feedback buttons.
 */
import type { webApi } from '@slack/bolt';
import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../log/logger.js';
import { eventDuplicates } from '../../metrics/registry.js';
import type { EventClaims } from '../../state/store.js';
import { promptHowTo } from '../agent/prompts.js';
import { buildGreetingMessage, buildHelpMessage } from '../blocks/help.js';
import type { SlackMessage } from '../blocks/message.js';
import { buildWithheldFileMessage } from '../blocks/notices.js';
import { buildSettingsPrompt } from '../blocks/settings.js';
import { completeSharedFiles } from '../files/connect-files.js';
import type { PhotosInSlack } from '../photos/photo-message.js';
import type { ProjectLists } from '../project-lists/list-service.js';
import { projectListText } from '../project-lists/list-text.js';
import type { Lookups } from '../replies/lookups.js';
import { postIn } from '../replies/place.js';
import { maxMessageText, messageText } from '../requests/message-text.js';
import { readUserRequest } from '../requests/user-request.js';
import type { ScopedUser } from '../user/user-scope.js';

/** Slack keeps a message's text to 40,000 characters; a list is read up to that. */
const maxListText = 40_000;

interface IncomingText {
  surface: 'dm' | 'mention';
  channel: string;
  ts: string;
  /** The message's whole text (`messageText`), Slack markup included. */
  text: string;
  eventId: string;
  /** Where the answer goes; the channel itself when unset. */
  threadTs: string | undefined;
  /** The message's own `text` in full: a pasted list may run past what `text` keeps. */
  rawText: string;
  /** Answers carry Share in channel (an agent thread's). */
  shareable: boolean;
}

/** What the answer reads of a mention or a DM event, as Bolt delivers either. */
type MessageEvent = Parameters<typeof messageText>[0] & { channel: string; ts: string; files?: unknown };

export interface MessageAnswers {
  /** Answers a mention or a DM event, once its listener has dropped what it ignores. */
  answer(
    delivered: {
      event: MessageEvent;
      eventId: string;
      context: { asker(): Promise<ScopedUser>; botUserId?: string };
      client: webApi.WebClient;
    },
    where: {
      surface: IncomingText['surface'];
      threadTs: string | undefined;
      shareable?: boolean;
      /** Called once the message is this instance's to answer (no duplicate), before the answer is built. */
      answering?: () => void;
    },
  ): Promise<void>;
}

export interface MessageAnswersDeps {
  config: Pick<AppConfig, 'markets'>;
  claims: EventClaims;
  lookups: Pick<Lookups, 'textReply' | 'userMenu'>;
  projectLists: Pick<ProjectLists, 'answerMessage'>;
  photos: Pick<PhotosInSlack, 'answerMessage'>;
  logger: Logger;
}

export function createMessageAnswers(deps: MessageAnswersDeps): MessageAnswers {
  /**
   * False for a message already answered, by this instance or another sharing the state: by
   * channel and ts across event kinds, or by event id. The keys are claimed one after the other,
   * in the same order everywhere: two instances claiming them at once could otherwise each win one
   * and both stand down, leaving the message unanswered.
   */
  const firstDelivery = async (incoming: IncomingText): Promise<boolean> => {
    for (const key of [`message:${incoming.channel}:${incoming.ts}`, `event:${incoming.eventId}`]) {
      if ((await deps.claims.claim(key)) === 'first') continue;
      eventDuplicates.inc();
      return false;
    }
    return true;
  };

  /** The reply to a DM or a mention; the app's own mention is not part of the question. */
  const replyTo = async (
    asker: ScopedUser,
    incoming: IncomingText,
    botUserId?: string,
  ): Promise<SlackMessage> => {
    // Line by line: units written one per line are one question about each (`lookupQuestion`).
    const request = readUserRequest(deps.config, asker, projectListText(incoming.text, botUserId));
    const { user, command } = request;
    if (request.refusal) return request.refusal;
    // The list modal needs a trigger_id, which events lack: help says how to send a list here.
    if (
      request.typed === '' ||
      command.kind === 'help' ||
      command.kind === 'list' ||
      command.kind === 'report' ||
      command.kind === 'refresh'
    )
      return buildHelpMessage(user.language, deps.config.markets);
    // No modal can be opened from an event (no trigger_id): a button opens it.
    if (command.kind === 'settings') return buildSettingsPrompt(user.language);
    if (command.kind === 'menus') return deps.lookups.userMenu(user);
    if (command.kind === 'greeting') return buildGreetingMessage(user.language);
    const howTo = promptHowTo(command.text, user.language);
    if (howTo) return howTo;
    return deps.lookups.textReply(user, command.text, {
      shareable: incoming.shareable,
      feedback: incoming.surface === 'dm',
      typed: request.typed,
      surface: incoming.surface,
    });
  };

  /** What a list is read from: the whole message text when `text` was cut at `maxMessageText`. */
  const listText = (incoming: IncomingText): string =>
    incoming.rawText.length >= maxMessageText ? incoming.rawText.slice(0, maxListText) : incoming.text;

  return {
    async answer({ event, eventId, context, client }, { surface, threadTs, shareable = false, answering }) {
      const incoming: IncomingText = {
        surface,
        channel: event.channel,
        ts: event.ts,
        text: messageText(event),
        rawText: event.text ?? '',
        eventId,
        threadTs,
        shareable,
      };
      if (!(await firstDelivery(incoming))) return;
      answering?.();
      const asker = await context.asker();
      const place = { channel: incoming.channel, ...(threadTs ? { threadTs } : {}) };
      const { botUserId } = context;
      // The files shared with it (a list, a picture…), read once the message is this instance's to
      // answer: files.info is asked for no duplicate.
      const { files, withheld } = await completeSharedFiles(client, event, deps.logger);
      if (withheld > 0) {
        await postIn(client, place, buildWithheldFileMessage(asker.scope().language));
        if (files.length === 0 && projectListText(incoming.text, botUserId).trim() === '') return;
      }
      const list = { text: listText(incoming), files, place };
      if (await deps.projectLists.answerMessage(client, asker, list, botUserId)) return;
      if (await deps.photos.answerMessage(client, asker.scope(), files, place, { shareable })) return;
      await postIn(client, place, await replyTo(asker, incoming, botUserId));
    },
  };
}
