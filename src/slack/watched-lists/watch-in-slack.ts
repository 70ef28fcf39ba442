/**
 * Watched lists in Slack put together once per app (app.ts) over the watch store: the lists' side,
 * the notice jobs' handler, the refresh job's hook and their shared Slack Lists client. Without a
 * store (state in memory only) nothing is watched and notice jobs do nothing.
 */
import type { webApi } from '@slack/bolt';
import type { JobHandler, JobQueue } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import type { Ask } from '../../lookup/ask-types.js';
import type { WatchStore } from '../../watched-lists/store.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import { createSlackLists } from '../slack-lists/slack-lists.js';
import { createListWatches, type ListWatches } from './list-watches.js';
import { noticeJobHandler } from './notice-job.js';
import { onRefreshed, type Refreshed } from './refreshed.js';

export interface WatchInSlack {
  watches: ListWatches | undefined;
  /** The notice jobs' handler, answering lines again through `ask`. */
  noticeHandler(ask: Pick<Ask, 'line'>): JobHandler<AppJobKinds['watchNotice']>;
  onRefreshed: ((refreshed: Refreshed) => Promise<void>) | undefined;
}

export function createWatchInSlack(deps: {
  store: WatchStore | undefined;
  client: webApi.WebClient;
  /** Slack Lists' own client (SlackClients.slackLists); `client` when unset. */
  listsClient?: webApi.WebClient;
  jobs: Pick<JobQueue<AppJobKinds>, 'add'>;
  logger: Logger;
  watchMs: number;
  /** CATALOGUE_LOCALE (refreshed.ts). */
  defaultLocale: string;
}): WatchInSlack {
  const { store, client } = deps;
  if (!store) {
    return {
      watches: undefined,
      noticeHandler: () => ({ run: async () => {}, failed: async () => {} }),
      onRefreshed: undefined,
    };
  }
  const logger = deps.logger.child({ component: 'watched-lists' });
  const slackLists = createSlackLists({ client: deps.listsClient ?? client, store, logger });
  return {
    watches: createListWatches({ store, slackLists, watchMs: deps.watchMs, logger }),
    noticeHandler: (ask) => noticeJobHandler({ store, slackLists, client, ask, logger }),
    onRefreshed: onRefreshed({ store, jobs: deps.jobs, logger, defaultLocale: deps.defaultLocale }),
  };
}
