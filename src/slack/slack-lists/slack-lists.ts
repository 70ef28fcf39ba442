/**
 * A watched list as a Slack List through the typed `slackLists.*` methods: made by make-list.ts,
 * its changed items updated in one call on a catalogue change. Lists are a paid-plan feature: a
 * documented refusal (refusals.ts) is silent and keeps the workspace from being asked again for a
 * day.
 */
import type { webApi } from '@slack/bolt';
import type { Language } from '../../i18n/index.js';
import type { Once } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import type { WatchedLine } from '../../watched-lists/lines.js';
import type { SlackListRef, WatchStore } from '../../watched-lists/store.js';
import { fieldsOf } from './columns.js';
import { deleteSlackList, makeSlackList, type SlackListOutcome, type SlackListToMake } from './make-list.js';

export type { SlackListOutcome, SlackListToMake } from './make-list.js';

export interface SlackLists {
  /**
   * The list's Slack List, made once per job through `once` (a run after a crash goes on where
   * the last stopped): made (whole, or kept incomplete), removed (it could not be finished), or
   * none (Slack refuses Lists, or none could be made). Never throws but for a checkpoint unwritten
   * or `signal` aborted (the instance stopping: the job resumes it later).
   */
  create(list: SlackListToMake, once: Once, signal?: AbortSignal): Promise<SlackListOutcome>;
  /** Updates the items of `lines` (the changed ones) in the Slack List; never throws. */
  update(ref: SlackListRef, lines: readonly WatchedLine[], language: Language): Promise<void>;
  /** Deletes the Slack List (one that could not be linked to its watch): true once it is gone. */
  remove(ref: SlackListRef): Promise<boolean>;
  /** The Slack List's address in the workspace, when Slack told the workspace's. */
  url(ref: SlackListRef): Promise<string | undefined>;
}

export function createSlackLists(deps: {
  /** A client of the Lists' own (SlackClients.slackLists): its waits on Slack's rate limit hold no reply. */
  client: webApi.WebClient;
  store: WatchStore;
  logger: Logger;
}): SlackLists {
  const { client, store, logger } = deps;
  let workspace: Promise<{ team: string; botUser: string; url?: string }> | undefined;
  const workspaceOf = () => {
    workspace ??= client.auth.test().then(
      (auth) => ({
        team: auth.team_id ?? '',
        botUser: auth.user_id ?? '',
        ...(auth.url ? { url: auth.url } : {}),
      }),
      (error: unknown) => {
        workspace = undefined;
        throw error;
      },
    );
    return workspace;
  };

  return {
    async create(list, once, signal) {
      let where: { team: string; botUser: string };
      try {
        where = await workspaceOf();
      } catch (error) {
        logger.warn({ err: error }, 'Could not tell the workspace; answered without a Slack List');
        return { kind: 'none' };
      }
      if (await store.listsRefused(where.team, Date.now()).catch(() => false)) return { kind: 'none' };
      return makeSlackList({ client, store, logger, ...where }, list, once, signal);
    },
    async update(ref, lines, language) {
      const cells = lines.flatMap((line) => {
        const row_id = ref.items[String(line.line.number)];
        return row_id ? fieldsOf(line, language, ref.columns).map((cell) => ({ ...cell, row_id })) : [];
      });
      if (cells.length === 0) return;
      try {
        await client.slackLists.items.update({ list_id: ref.id, cells });
      } catch (error) {
        logger.warn({ err: error }, 'Could not update the Slack List of a watched list');
      }
    },
    remove: (ref) =>
      deleteSlackList(client, ref.id, (error) =>
        logger.warn({ err: error, listId: ref.id }, 'Could not delete a Slack List no watch links'),
      ),
    async url(ref) {
      const { team, url } = await workspaceOf().catch(() => ({ team: '', url: undefined }));
      return url ? `${url.endsWith('/') ? url : `${url}/`}lists/${team}/${ref.id}` : undefined;
    },
  };
}
