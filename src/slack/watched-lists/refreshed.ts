/**
 * What the catalogue refresh job calls once a market's new version is committed: each list
 * watched in that market whose units the refresh changed gets a durable notice job
 * (notice-job.ts), its units written on the list as pending first (whichever notice runs next
 * answers them), added under an id made of the list and the version, so that a refresh run
 * again (resumed after a crash) or several instances add it once; when it is added (now, just
 * after the version was made current) orders it among the list's notices. Lists none of whose
 * units changed get nothing; the first copy of a market changes nothing. A version of a language
 * other than the default is for the lists answered in that language (whose lines are answered again
 * from it); the default language's is for every list. Reads the change record the refresh made and
 * the watch store only: no catalogue call.
 */
import { createHash } from 'node:crypto';
import { type CopyChanges, hasChanges } from '../../catalogue-copy/changes.js';
import type { JobQueue } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import { modelIdsOf } from '../../watched-lists/lines.js';
import { changeList, type WatchStore } from '../../watched-lists/store.js';
import type { AppJobKinds } from '../jobs/kinds.js';

export interface Refreshed {
  market: string;
  /** The language of the version; the default language when unset. */
  locale?: string;
  /** The version the refresh made current. */
  version: string;
  changes: CopyChanges;
}

/** The notice job's id for a list and a version (BullMQ's ids: not a number, no `:`). */
const noticeJobId = (listId: string, version: string): string =>
  `watch-${createHash('sha256').update(`${listId}\n${version}`).digest('hex').slice(0, 40)}`;

export function onRefreshed(deps: {
  store: WatchStore;
  jobs: Pick<JobQueue<AppJobKinds>, 'add'>;
  logger: Logger;
  /** CATALOGUE_LOCALE: the language every served market is copied in. */
  defaultLocale?: string;
}): (refreshed: Refreshed) => Promise<void> {
  return async ({ market, locale, version, changes }) => {
    if (changes.first || !hasChanges(changes)) return;
    let told = 0;
    const touched = [...new Set(changes.changes.map((change) => change.modelId))];
    const forLists = locale === undefined || locale === deps.defaultLocale ? undefined : locale;
    for (const list of await deps.store.watching(market, touched, Date.now())) {
      if (forLists !== undefined && list.locale !== forLists) continue;
      const ids = modelIdsOf(list.lines);
      const mine = changes.changes.filter((change) => ids.has(change.modelId));
      if (mine.length === 0) continue;
      const units = mine.map((change) => change.modelId);
      // Not written (the store failing, or busy past changeList's tries): the notice's own units stay its input.
      await changeList(deps.store, list.id, (kept) =>
        kept.seen?.version === version
          ? undefined
          : { ...kept, pending: [...new Set([...(kept.pending ?? []), ...units])] },
      ).catch((error: unknown) =>
        deps.logger.warn(
          { err: error, listId: list.id },
          'Could not mark the units of a watched list to answer again',
        ),
      );
      await deps.jobs.add(
        'watchNotice',
        { payload: { listId: list.id, version }, input: { changes: mine } },
        { id: noticeJobId(list.id, version) },
      );
      told++;
    }
    deps.logger.info({ market, version, lists: told }, 'Watched lists checked against a refresh');
  };
}
