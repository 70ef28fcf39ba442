/**
 * The catalogue refresh job's hook: each watched list whose units the committed version changed
 * gets its units written as pending, then one notice job whose id is the list and the version, so a
 * resumed refresh or several instances add it once. Reads the change record and the watch store
 * only: no catalogue call. The rules: docs/project-lists.md#watched-lists-and-slack-lists.
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
