/**
 * The catalogue copy as Slack users meet it outside answers: `/controller refresh` (an admin adds
 * a refresh job now, told what changed when it is done, or joins another admin's under way; anyone
 * else is told it is for admins), and
 * the last changes of the default market for the admins' Home tab.
 */
import type { types } from '@slack/bolt';
import type { CatalogueScope } from '../../catalogue/types.js';
import { type CopyChanges, copyChangesSchema, hasChanges } from '../../catalogue-copy/changes.js';
import type { CatalogueCopy } from '../../catalogue-copy/open.js';
import { type Language, t } from '../../i18n/index.js';
import type { JobQueue } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import { parseJson } from '../../shared/parse-json.js';
import { digestHomeBlocks } from '../blocks/digest.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import type { IsAdmin } from '../user/admins.js';

export interface CopyRefreshes {
  /** The notice for the user: started, for admins only, or no copy kept. */
  requestRefresh(user: { userId: string; language: Language }): Promise<string>;
  /** For an admin's Home tab, while a copy is kept: the last refresh that changed the default market. */
  homeBlocks(user: { userId: string; language: Language }): Promise<types.KnownBlock[]>;
}

/** The dedupe key of an admin's refresh of every served market. */
const adminRefreshKey = 'copy-refresh-admin';

/** Records looked at for the last refresh that changed anything. */
const recordsLooked = 20;

/** The last refresh of the scope that changed anything (not its first copy), if any. */
async function lastChanges(
  copy: CatalogueCopy,
  scope: CatalogueScope,
): Promise<{ market: string; changes: CopyChanges } | undefined> {
  for (const record of await copy.changes(scope, recordsLooked)) {
    const changes = parseJson(copyChangesSchema, record.changes);
    if (changes && !changes.first && hasChanges(changes)) return { market: record.market, changes };
  }
  return undefined;
}

export function createCopyRefreshes(deps: {
  copy: CatalogueCopy | undefined;
  jobs: Pick<JobQueue<AppJobKinds>, 'add' | 'get'>;
  isAdmin: IsAdmin;
  logger: Logger;
}): CopyRefreshes {
  const { copy } = deps;
  return {
    async requestRefresh(user) {
      if (!(await deps.isAdmin(user.userId))) return t(user.language, 'copy.refresh.adminsOnly');
      if (!copy) return t(user.language, 'copy.refresh.off');
      // Pressed again (by any admin, on any instance) while one waits or runs: that one is it.
      const id = await deps.jobs.add(
        'copyRefresh',
        { payload: { reason: 'admin', admin: { userId: user.userId, language: user.language } }, input: {} },
        { dedupe: adminRefreshKey },
      );
      deps.logger.info({ userId: user.userId, jobId: id }, 'Catalogue copy refresh asked by an admin');
      // Another admin's refresh joined: they are the one told what changed, and this admin is told so.
      const joined = await deps.jobs.get('copyRefresh', id).catch(() => undefined);
      const asker = joined?.payload.admin?.userId;
      if (asker && asker !== user.userId)
        return t(user.language, 'copy.refresh.joined', { admin: `<@${asker}>` });
      return t(user.language, 'copy.refresh.started');
    },
    async homeBlocks(user) {
      const scope = copy?.scopes[0];
      if (!copy || !scope || !(await deps.isAdmin(user.userId))) return [];
      try {
        return digestHomeBlocks(user.language, await lastChanges(copy, scope));
      } catch (error) {
        deps.logger.warn({ err: error }, 'Could not read the last catalogue changes');
        return [];
      }
    },
  };
}
