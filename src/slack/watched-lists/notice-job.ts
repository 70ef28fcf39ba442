/**
 * The notice job of a watched list (one per list and catalogue version, refreshed.ts): the
 * refresh's changes applied to the list's lines (watch/apply.ts); when a line's answer changed,
 * one message where the list was answered naming each changed line, before → after, with the
 * footer; the whole list again as a CSV (changed rows marked, order summary recomputed), uploaded
 * once per job beside it (list-upload.ts); the changed items of its Slack List updated; then the
 * lines kept as they are now. Each step once per job, so a job run again does not tell twice. A
 * list no longer watched, or none of whose lines changed, hears nothing. Notices of one list may
 * run out of order (two refreshes close together, retries): a change applies only to a line that
 * still shows what it changed from (watch/apply.ts), so an older one run last changes and tells
 * nothing, and the lines are written onto the list as read again at the end.
 */
import type { webApi } from '@slack/bolt';
import { z } from 'zod';
import { t } from '../../i18n/index.js';
import type { JobHandler, RunningJob } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import { listCsv } from '../../project-lists/csv.js';
import { applyChanges } from '../../watched-lists/apply.js';
import type { WatchStore } from '../../watched-lists/store.js';
import { watchChangeMessage } from '../blocks/watch.js';
import { uploadListCsv } from '../files/csv-upload.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import { postIn } from '../replies/place.js';
import type { SlackLists } from '../slack-lists/slack-lists.js';

type NoticeKind = AppJobKinds['watchNotice'];

export interface NoticeJobDeps {
  store: WatchStore;
  lists: SlackLists;
  client: webApi.WebClient;
  logger: Logger;
}

async function run(deps: NoticeJobDeps, job: RunningJob<NoticeKind>): Promise<void> {
  const list = await deps.store.get(job.payload.listId, Date.now());
  if (!list) return;
  const { language, place } = list;
  const { lines, changed } = applyChanges(list.lines, job.input.changes, language);
  if (changed.length === 0) return;
  const listUrl = list.slackList ? await deps.lists.url(list.slackList) : undefined;
  const footer = { listId: list.id, endsAt: list.endsAt, ...(listUrl ? { listUrl } : {}) };
  await job.once('message', z.string(), async () => {
    const posted = await postIn(deps.client, place, watchChangeMessage(language, changed, footer));
    return posted.ts ?? '';
  });
  const numbers = new Set(changed.map((change) => change.number));
  await uploadListCsv({ client: deps.client, logger: deps.logger }, job.once, list, place, {
    jobId: job.id,
    createdAt: job.createdAt,
    csv: listCsv(lines, language, numbers),
    sourceName: undefined,
    title: t(language, 'watch.fileTitle'),
    partial: false,
  });
  const { slackList } = list;
  if (slackList) {
    await job.once('slack-list', z.literal(true), async () => {
      const items = lines.filter((line) => numbers.has(line.line.number));
      await deps.lists.update(slackList, items, language);
      return true;
    });
  }
  // Onto the list as it is now: what another notice wrote meanwhile stays (its lines show its changes).
  const current = await deps.store.get(list.id, Date.now());
  if (current)
    await deps.store.replace({
      ...current,
      lines: applyChanges(current.lines, job.input.changes, language).lines,
    });
}

export function noticeJobHandler(deps: NoticeJobDeps): JobHandler<NoticeKind> {
  return {
    run: (job) => run(deps, job),
    async failed(job) {
      deps.logger.warn({ jobId: job.id, error: job.error }, 'A watched list could not be told of a change');
    },
  };
}
