/**
 * The refresh job's handler: every served market refreshed in turn (catalogue-copy/refresh.ts),
 * in the default language and in each language users asked in (or only the scopes the job names:
 * a language's first copy), each market's commit and digest done once per job (the job's `once`), so a resumed job neither
 * commits twice nor posts twice. The digest goes to CATALOGUE_DIGEST_CHANNEL when the market
 * changed (not for its first copy, nor when nothing changed), with a CSV of every change beyond
 * the 20 shown. The admin who asked (`/controller refresh`) is told in their DM when it is done:
 * what changed per market, or that it failed (the previous copy still serving).
 */
import type { webApi } from '@slack/bolt';
import { z } from 'zod';
import { type CopyChanges, copyChangesSchema, hasChanges } from '../../catalogue-copy/changes.js';
import type { CatalogueCopy } from '../../catalogue-copy/open.js';
import { versionIdOf } from '../../catalogue-copy/refresh.js';
import { type Language, t } from '../../i18n/index.js';
import type { JobHandler, RunningJob } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import { countsLine, digestCsv, digestMessage, shownChanges } from '../blocks/digest.js';
import { message, sectionBlock } from '../blocks/message.js';
import { escapeMrkdwn } from '../blocks/text.js';
import type { copyRefreshJob } from '../jobs/kinds.js';
import { dmWith, postIn } from '../replies/place.js';

type RefreshSpec = typeof copyRefreshJob;

interface RefreshJobDeps {
  copy: CatalogueCopy | undefined;
  client: webApi.WebClient;
  digestChannel: string | undefined;
  /** The language of the digest: the app's default. */
  language: Language;
  logger: Logger;
  /** Told each market's changes once its version is committed (watched lists, src/slack/watched-lists). */
  onRefreshed?: (refreshed: { market: string; version: string; changes: CopyChanges }) => Promise<void>;
}

async function postDigest(deps: RefreshJobDeps, channel: string, market: string, changes: CopyChanges) {
  const posted = await postIn(deps.client, { channel }, digestMessage(deps.language, market, changes));
  if (changes.changes.length > shownChanges && posted.ts) {
    await deps.client.filesUploadV2({
      channel_id: channel,
      thread_ts: posted.ts,
      file: digestCsv(deps.language, changes),
      filename: `catalogue-changes-${market}.csv`,
      title: t(deps.language, 'copy.digest.fileTitle', { market }),
    });
  }
  return posted.ts ?? '';
}

const summaryLine = (language: Language, market: string, changes: CopyChanges) =>
  hasChanges(changes)
    ? t(language, 'copy.refresh.market', {
        market: escapeMrkdwn(market),
        counts: countsLine(language, changes),
      })
    : t(language, 'copy.refresh.unchanged', { market: escapeMrkdwn(market) });

export function copyRefreshHandler(deps: RefreshJobDeps): JobHandler<RefreshSpec> {
  const { copy, digestChannel } = deps;
  return {
    async run(job: RunningJob<RefreshSpec>) {
      if (!copy) return;
      const done = new Set(job.settled.keys());
      const results: { market: string; changes: CopyChanges }[] = [];
      for (const scope of job.payload.scopes ?? (await copy.refreshScopes())) {
        const changes = await copy.refresh(
          {
            jobId: job.id,
            startedAt: job.createdAt,
            done,
            checkpoint: (key) => job.settle(key, { done: true }),
            once: (step, effect, recover) => job.once(step, copyChangesSchema, effect, { recover }),
            signal: job.signal,
          },
          scope,
        );
        // The digest and the admin's summary are of the default language; others are kept quietly.
        if (!changes || scope.locale !== copy.defaultLocale) continue;
        results.push({ market: scope.market, changes });
        await deps.onRefreshed?.({ market: scope.market, version: versionIdOf(job.id, scope), changes });
        if (digestChannel && !changes.first && hasChanges(changes)) {
          await job.once(`digest:${scope.market}:${scope.locale}`, z.string(), () =>
            postDigest(deps, digestChannel, scope.market, changes),
          );
        }
      }
      const admin = job.payload.admin;
      if (!admin) return;
      await job.once('told', z.string(), async () => {
        const lines = results.map(({ market, changes }) => summaryLine(admin.language, market, changes));
        const text = [t(admin.language, 'copy.refresh.done'), ...lines].join('\n');
        const posted = await postIn(
          deps.client,
          await dmWith(deps.client, admin.userId),
          message(text, [sectionBlock(text)], admin.language),
        );
        return posted.ts ?? '';
      });
    },
    async failed(job) {
      const admin = job.payload.admin;
      deps.logger.warn({ jobId: job.id, error: job.error }, 'A catalogue copy refresh failed for good');
      if (!admin) return;
      const text = t(admin.language, 'copy.refresh.failed');
      await postIn(
        deps.client,
        await dmWith(deps.client, admin.userId),
        message(text, [sectionBlock(text)], admin.language),
      );
    },
  };
}
