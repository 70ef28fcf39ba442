/**
 * A watched list's notice job (one per list and catalogue version): once every instance reads the
 * new version, the changed and pending lines are answered again and written by compare-and-set with
 * the version, so a late or repeated notice changes and tells nothing. Then one message, the CSV
 * and the Slack List's items, each once per job (docs/project-lists.md).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { webApi } from '@slack/bolt';
import { z } from 'zod';
import { statusMs } from '../../catalogue-copy/open.js';
import { t } from '../../i18n/index.js';
import { JobUnavailable } from '../../jobs/errors.js';
import type { JobHandler, RunningJob } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import type { Ask } from '../../lookup/ask-types.js';
import { listCsv } from '../../project-lists/csv.js';
import { answerAgain } from '../../watched-lists/answer-again.js';
import { type LineChange, lineChangeSchema } from '../../watched-lists/line-changes.js';
import { changeList, type WatchStore } from '../../watched-lists/store.js';
import { watchChangeMessage } from '../blocks/watch.js';
import { uploadListCsv } from '../files/csv-upload.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import { postIn } from '../replies/place.js';
import type { SlackLists } from '../slack-lists/slack-lists.js';

type NoticeKind = AppJobKinds['watchNotice'];

export interface NoticeJobDeps {
  store: WatchStore;
  slackLists: SlackLists;
  client: webApi.WebClient;
  /** The one way to ask (src/lookup/ask.ts): a line answered again as a list's line is. */
  ask: Pick<Ask, 'line'>;
  logger: Logger;
  /** How long after its version was made current a notice waits for every instance to read it. */
  settleMs?: number;
}

/** Past a status read when the version was made current, with a margin for a read then in flight. */
const everyInstanceReadsMs = statusMs + 1000;

/**
 * The list's lines answered again and written with the version seen: the lines that changed
 * (none when the list is gone, saw this version or a later one, or no answer changed).
 */
async function answeredAgain(deps: NoticeJobDeps, job: RunningJob<NoticeKind>): Promise<LineChange[]> {
  const { listId, version } = job.payload;
  // The job was added when the version was made current: that orders notices.
  const at = job.createdAt;
  const mine = job.input.changes.map((change) => change.modelId);
  let changed: LineChange[] = [];
  const written = await changeList(deps.store, listId, async (list) => {
    if (list.seen && (list.seen.version === version || list.seen.at >= at)) return undefined;
    // Its own units, and those of refreshes whose notices have not run yet.
    const modelIds = new Set([...mine, ...(list.pending ?? [])]);
    const again = await answerAgain(deps.ask, list, list.lines, modelIds);
    if (again.unsettled > 0)
      throw new JobUnavailable(`the catalogue left ${again.unsettled} lines of a watched list unsettled`);
    changed = again.changed;
    const { pending: _answered, ...rest } = list;
    return { ...rest, lines: again.lines, seen: { version, at, changed } };
  });
  return written ? changed : [];
}

async function run(deps: NoticeJobDeps, job: RunningJob<NoticeKind>): Promise<void> {
  const wait = job.createdAt + (deps.settleMs ?? everyInstanceReadsMs) - Date.now();
  if (wait > 0) await sleep(wait, undefined, { signal: job.signal });
  const { listId, version } = job.payload;
  const changed = await job.once('answered', z.array(lineChangeSchema), () => answeredAgain(deps, job), {
    // Written, then the run died before it was recorded: what it wrote says what it changed.
    recover: async () => {
      const seen = (await deps.store.get(listId, Date.now()))?.seen;
      return seen?.version === version ? seen.changed : undefined;
    },
  });
  if (changed.length === 0) return;
  // The list as kept now (a later notice's lines are the truth too); stopped meanwhile: not told.
  const list = await deps.store.get(listId, Date.now());
  if (!list) return;
  const { language, place } = list;
  const listUrl = list.slackList ? await deps.slackLists.url(list.slackList) : undefined;
  const footer = { listId: list.id, endsAt: list.endsAt, ...(listUrl ? { listUrl } : {}) };
  await job.once('message', z.string(), async () => {
    const posted = await postIn(deps.client, place, watchChangeMessage(language, changed, footer));
    return posted.ts ?? '';
  });
  const numbers = new Set(changed.map((change) => change.number));
  await uploadListCsv({ client: deps.client, logger: deps.logger }, job.once, list, place, {
    jobId: job.id,
    createdAt: job.createdAt,
    csv: listCsv(list.lines, language, numbers),
    sourceName: undefined,
    title: t(language, 'watch.fileTitle'),
    partial: false,
  });
  const { slackList } = list;
  if (slackList) {
    await job.once('slack-list', z.literal(true), async () => {
      const items = list.lines.filter((line) => numbers.has(line.line.number));
      await deps.slackLists.update(slackList, items, language);
      return true;
    });
  }
}

export function noticeJobHandler(deps: NoticeJobDeps): JobHandler<NoticeKind> {
  return {
    run: (job) => run(deps, job),
    async failed(job) {
      deps.logger.warn({ jobId: job.id, error: job.error }, 'A watched list could not be told of a change');
    },
  };
}
