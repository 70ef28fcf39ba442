/**
 * A DM or a mention that carries a list (a list file, or pasted text that is a list rather than one
 * question): the file downloaded and read, or a plain answer saying what the app accepts. Returns
 * false for anything else, so pictures and questions go to whoever answers them.
 */
import type { webApi } from '@slack/bolt';
import type { AppConfig } from '../../config/env.js';
import type { MessageKey } from '../../i18n/index.js';
import { questionOrList } from '../../project-lists/question-or-list.js';
import { ListFileError, readListFile } from '../../project-lists/read-file.js';
import { buildListNotice } from '../blocks/list.js';
import { type DownloadFile, FileDownloadError, maxListFileBytes } from '../files/download.js';
import { listFormat, type SharedFile, sharedFileKind } from '../files/shared-file.js';
import { type Place, postIn } from '../replies/place.js';
import { readUserRequest } from '../requests/user-request.js';
import type { ScopedUser, UserScope } from '../user/user-scope.js';
import { answerListInSlack, type ListReplyDeps, listLimits } from './list-reply.js';
import { projectListText } from './list-text.js';

export interface ListMessageDeps extends ListReplyDeps {
  config: Pick<AppConfig, 'markets'>;
  downloadFile: DownloadFile;
}

export interface IncomingList {
  /** The message's text with its line breaks (Slack markup included). */
  text: string;
  files: SharedFile[];
  place: Place;
}

const notice = (user: UserScope, key: MessageKey, count?: number) =>
  buildListNotice(user.language, key, { ...listLimits, ...(count === undefined ? {} : { count }) });

async function answerFile(
  deps: ListMessageDeps,
  client: webApi.WebClient,
  user: UserScope,
  file: SharedFile,
  otherText: string,
  place: Place,
): Promise<void> {
  const format = listFormat(file);
  if (!format) return void (await postIn(client, place, notice(user, 'list.notAList')));
  let read: Awaited<ReturnType<typeof readListFile>>;
  try {
    read = await readListFile(await deps.downloadFile(file, maxListFileBytes), format);
  } catch (error) {
    if (error instanceof FileDownloadError) {
      deps.logger.warn({ reason: error.reason, fileId: file.id }, 'Could not download a shared list');
      const key = error.reason === 'too_large' ? 'list.fileTooLarge' : 'list.fileUnavailable';
      return void (await postIn(client, place, notice(user, key)));
    }
    const reason = error instanceof ListFileError ? error.reason : 'unreadable';
    deps.logger.info({ reason, fileId: file.id }, 'A shared file is not a list');
    const keys = {
      not_text: 'list.notAList',
      too_large: 'list.tooLargeToRead',
      unreadable: 'list.unreadable',
    } as const;
    return void (await postIn(client, place, notice(user, keys[reason])));
  }
  if (read.lines.length === 0) return void (await postIn(client, place, notice(user, 'list.noLines')));
  await answerListInSlack(
    deps,
    client,
    user,
    { lines: read.lines, otherText: `${otherText}\n${read.otherText}`, surface: 'list', fileName: file.name },
    place,
  );
}

/** True when the message was a list (or a file) and has been answered here. */
export async function answerListMessage(
  deps: ListMessageDeps,
  client: webApi.WebClient,
  asker: ScopedUser,
  incoming: IncomingList,
  botUserId: string | undefined,
): Promise<boolean> {
  const text = projectListText(incoming.text, botUserId);
  const request = readUserRequest(deps.config, asker, text.replace(/\s+/g, ' ').trim());
  const listFiles = incoming.files.filter((file) => sharedFileKind(file) === 'list');
  const others = incoming.files.filter((file) => sharedFileKind(file) === 'other');
  if (listFiles.length > 0 || (others.length > 0 && request.typed === '')) {
    if (request.refusal) {
      await postIn(client, incoming.place, request.refusal);
      return true;
    }
    for (const file of listFiles.length > 0 ? listFiles : others)
      await answerFile(deps, client, request.user, file, text, incoming.place);
    return true;
  }
  // Up to five units are one question, answered inline; more, a table or quantities, a list.
  const reading = questionOrList(text);
  if (reading.kind === 'question') return false;
  if (request.refusal) {
    await postIn(client, incoming.place, request.refusal);
    return true;
  }
  await answerListInSlack(deps, client, request.user, { ...reading.list, surface: 'list' }, incoming.place);
  return true;
}
