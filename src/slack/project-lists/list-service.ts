/**
 * Lists of units in Slack (`ProjectLists`, one per app, on `context.services`): a list pasted or
 * shared as a file in a DM or a mention (list-message.ts), and `/controller list`'s modal
 * (list-modal-flow.ts); each taken by list-reply.ts as a durable job, which list-job.ts runs.
 */
import type { webApi } from '@slack/bolt';
import type { JobHandler } from '../../jobs/types.js';
import type { LookupEngine } from '../../lookup/engine.js';
import type { ReadList } from '../../project-lists/lines.js';
import type { Deadline } from '../../shared/deadline.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import type { ScopedUser, UserScope } from '../user/user-scope.js';
import { type ListJobDeps, listJobHandler } from './list-job.js';
import { answerListMessage, type IncomingList, type ListMessageDeps } from './list-message.js';
import { answerListInDm, answerListModal, openListModal } from './list-modal-flow.js';

export interface ProjectLists {
  /** True when the message was a list (or a file) and has been answered. */
  answerMessage(
    client: webApi.WebClient,
    asker: ScopedUser,
    incoming: IncomingList,
    botUserId: string | undefined,
  ): Promise<boolean>;
  /** Opens the list modal before the request's deadline (its trigger is valid for 3 s). */
  openModal(request: {
    client: webApi.WebClient;
    triggerId: string;
    user: UserScope;
    deadline: Deadline;
  }): Promise<void>;
  /** Answers a submitted list in the user's DM with the app. */
  answerModal(
    client: webApi.WebClient,
    user: UserScope,
    values: { text: string; type?: string },
  ): Promise<void>;
  /** Answers a list in the user's DM with the app (a slash command naming more units than a question answers). */
  answerInDm(client: webApi.WebClient, user: UserScope, list: ReadList): Promise<void>;
  /** Runs list jobs (started with the app's job queue). */
  readonly jobHandler: JobHandler<AppJobKinds['list']>;
}

export function createProjectLists(
  deps: ListMessageDeps & ListJobDeps & { engine: Pick<LookupEngine, 'listTypes'> },
): ProjectLists {
  return {
    answerMessage: (client, asker, incoming, botUserId) =>
      answerListMessage(deps, client, asker, incoming, botUserId),
    openModal: (request) => openListModal(deps.engine, request),
    answerModal: (client, user, values) => answerListModal(deps, client, user, values),
    answerInDm: (client, user, list) => answerListInDm(deps, client, user, list),
    jobHandler: listJobHandler(deps),
  };
}
