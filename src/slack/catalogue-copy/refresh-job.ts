/**
 * The refresh job's handler: every served market refreshed in turn (catalogue-copy/refresh.ts),
 * in the default language and in each language users asked in (or only the scopes the job names:
 * a language's first copy), each market's commit done once per job (the job's `once`); its
 * versions start when the job first ran (recorded, so a resumed run keeps it). The digest goes to
 * CATALOGUE_DIGEST_CHANNEL once per version made current that changed the market (not its first
 * copy, nor a version dropped for a newer one), in two once-only steps keyed by the version: the
 * message, then a CSV of every change beyond the 20 shown in its thread, looked for in the channel
 * before it is sent again (an upload failing in passing is tried twice more, as a list's CSV is);
 * a failed upload is logged and never posts the message again. The admin who asked (`/controller
 * refresh`) is told in their DM when it is done: what changed per market, or that it failed (the
 * previous copy still serving).
 */
import type { webApi } from '@slack/bolt';
import pRetry, { AbortError } from 'p-retry';
import { z } from 'zod';
import { type CopyChanges, copyChangesSchema, hasChanges } from '../../catalogue-copy/changes.js';
import type { CatalogueCopy } from '../../catalogue-copy/open.js';
import { versionIdOf } from '../../catalogue-copy/refresh.js';
import { type Language, t } from '../../i18n/index.js';
import { JobRecordUnwritten } from '../../jobs/errors.js';
import type { JobHandler, Once, RunningJob } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import { countsLine, digestCsv, digestMessage, shownChanges } from '../blocks/digest.js';
import { message, sectionBlock } from '../blocks/message.js';
import { escapeMrkdwn } from '../blocks/text.js';
import { findSentFile } from '../files/sent-file.js';
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
  /** Told each market's changes in each language once its version is committed (src/slack/watched-lists). */
  onRefreshed?: (refreshed: {
    market: string;
    locale: string;
    version: string;
    changes: CopyChanges;
  }) => Promise<void>;
}

/** Tried again after 1 s, then 4 s (the client retried quickly already). */
const uploadRetries = { retries: 2, minTimeout: 1000, factor: 4, randomize: false };

/** The digest's CSV of one version: its name ends with the version, looked for before a second upload. */
const digestFileName = (market: string, version: string) =>
  `catalogue-changes-${market}-${version.replace(/[^A-Za-z0-9_-]+/g, '-')}.csv`;

/** The message once, then (when it shows only some changes) the CSV in its thread once. */
async function postDigest(
  deps: RefreshJobDeps,
  once: Once,
  digest: { channel: string; market: string; version: string; changes: CopyChanges; since: number },
) {
  const { channel, market, version, changes } = digest;
  const ts = await once(`digest:${version}`, z.string(), async () => {
    const posted = await postIn(deps.client, { channel }, digestMessage(deps.language, market, changes));
    return posted.ts ?? '';
  });
  if (changes.changes.length <= shownChanges || !ts) return;
  const filename = digestFileName(market, version);
  const uploadedBefore = () =>
    findSentFile(deps.client, { channel }, digest.since, (file) => file.name === filename, deps.logger);
  const upload = () =>
    once(
      `digest-csv:${version}`,
      z.string(),
      async () => {
        const sent = await deps.client.filesUploadV2({
          channel_id: channel,
          thread_ts: ts,
          file: digestCsv(deps.language, changes),
          filename,
          title: t(deps.language, 'copy.digest.fileTitle', { market }),
        });
        return sent.files[0]?.files?.[0]?.id ?? '';
      },
      { recover: uploadedBefore },
    );
  try {
    await pRetry(async () => {
      try {
        await upload();
      } catch (error) {
        // An upload whose start went unrecorded is the job's to try again, later.
        if (error instanceof JobRecordUnwritten) throw new AbortError(error);
        throw error;
      }
    }, uploadRetries);
  } catch (error) {
    if (error instanceof JobRecordUnwritten) throw error;
    // The message stands, without its CSV.
    deps.logger.warn({ err: error, market, version }, "Could not upload the digest's CSV");
  }
}

const summaryLine = (language: Language, market: string, changes: CopyChanges) =>
  hasChanges(changes)
    ? t(language, 'copy.refresh.market', {
        market: escapeMrkdwn(market),
        counts: countsLine(language, changes),
      })
    : t(language, 'copy.refresh.unchanged', { market: escapeMrkdwn(market) });

/** `text` in a DM to the admin who asked; the message's ts. */
async function tellAdmin(
  deps: RefreshJobDeps,
  admin: { userId: string; language: Language },
  text: string,
): Promise<string> {
  const dm = await dmWith(deps.client, admin.userId);
  const posted = await postIn(deps.client, dm, message(text, [sectionBlock(text)], admin.language));
  return posted.ts ?? '';
}

export function copyRefreshHandler(deps: RefreshJobDeps): JobHandler<RefreshSpec> {
  const { copy, digestChannel } = deps;
  return {
    async run(job: RunningJob<RefreshSpec>) {
      if (!copy) return;
      const done = new Set(job.settled.keys());
      // When this job first ran: its versions' start, kept by a resumed run.
      const startedAt = await job.once('started', z.number(), async () => Date.now());
      const results: { market: string; changes: CopyChanges }[] = [];
      for (const scope of job.payload.scopes ?? (await copy.refreshScopes())) {
        const changes = await copy.refresh(
          {
            jobId: job.id,
            startedAt,
            done,
            checkpoint: (key) => job.settle(key, { done: true }),
            once: (step, effect, recover) => job.once(step, copyChangesSchema, effect, { recover }),
            signal: job.signal,
          },
          scope,
        );
        if (!changes || changes.superseded) continue;
        const version = versionIdOf(job.id, scope);
        // Every language's version tells the lists answered in it (the default's: every list).
        await deps.onRefreshed?.({ market: scope.market, locale: scope.locale, version, changes });
        // The digest and the admin's summary are of the default language only.
        if (scope.locale !== copy.defaultLocale) continue;
        results.push({ market: scope.market, changes });
        if (digestChannel && !changes.first && hasChanges(changes)) {
          await postDigest(deps, job.once, {
            channel: digestChannel,
            market: scope.market,
            version,
            changes,
            since: startedAt,
          });
        }
      }
      const admin = job.payload.admin;
      if (!admin) return;
      await job.once('told', z.string(), async () => {
        const lines = results.map(({ market, changes }) => summaryLine(admin.language, market, changes));
        return tellAdmin(deps, admin, [t(admin.language, 'copy.refresh.done'), ...lines].join('\n'));
      });
    },
    async failed(job) {
      const admin = job.payload.admin;
      deps.logger.warn({ jobId: job.id, error: job.error }, 'A catalogue copy refresh failed for good');
      if (!admin) return;
      await tellAdmin(deps, admin, t(admin.language, 'copy.refresh.failed'));
    },
  };
}
