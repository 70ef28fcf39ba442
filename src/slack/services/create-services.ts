/**
 * The app's services, built once (app.ts) and handed to every listener on `context`
 * (context.ts): one small object per feature, each given only what it needs.
 */

import pLimit from 'p-limit';
import type { CatalogueCopy } from '../../catalogue-copy/open.js';
import type { AppConfig } from '../../config/env.js';
import type { JobQueue } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import { createAsk } from '../../lookup/ask.js';
import { answerSchema } from '../../lookup/ask-types.js';
import type { LookupEngine } from '../../lookup/engine.js';
import type { LocaleRefusals } from '../../lookup/locale-refusals.js';
import type { PictureReader } from '../../photo/reader.js';
import type { AppState } from '../../state/store.js';
import { createViewedChannels, viewedSchema, viewersKept } from '../agent/viewing.js';
import { createCopyRefreshes } from '../catalogue-copy/copy-service.js';
import type { DownloadFile } from '../files/download.js';
import { createSkuStep } from '../functions/sku-step.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import { createMessageAnswers } from '../messages/reply-to-message.js';
import { createPhotosInSlack } from '../photos/photo-message.js';
import { createProjectLists } from '../project-lists/list-service.js';
import { createLookups } from '../replies/lookups.js';
import type { RecordLookup } from '../replies/record-lookup.js';
import { createSkuUnitsCsv } from '../replies/sku-reply.js';
import { createGapReports } from '../reports/gap-report.js';
import type { TeamClient } from '../runtime/slack-clients.js';
import { createSettingsFlow } from '../settings/settings-flow.js';
import type { IsAdmin } from '../user/admins.js';
import type { LoadUser } from '../user/user-scope.js';
import type { ListWatches } from '../watched-lists/list-watches.js';
import type { Services } from './context.js';

/** Lookups of lists in flight at once, all lists together: single questions never queue behind them. */
const listLookupsInFlight = 2;
/** Replies kept for repeats, at most. */
const recentRepliesKept = 1000;

export interface ServiceParts {
  config: Services['config'] & Pick<AppConfig, 'locale'>;
  logger: Logger;
  engine: LookupEngine;
  state: AppState;
  refusals: LocaleRefusals;
  record: RecordLookup;
  /** Loads a user afresh; never rejects. */
  loadUser: LoadUser;
  isAdmin: IsAdmin;
  downloadFile: DownloadFile;
  pictures: PictureReader;
  /** Where lists and photos are written before they are promised, and run from. */
  jobs: Pick<JobQueue<AppJobKinds>, 'add' | 'release' | 'get'>;
  /** A team's Web API client, for jobs (they run outside any request). */
  teamClient: TeamClient;
  /** The embedded sample catalogue answers (CATALOGUE_BASE_URL unset): every answer says so. */
  sample: boolean;
  /** The catalogue copy, when one is kept. */
  copy?: CatalogueCopy | undefined;
  /** Watched lists, when a store keeps them. */
  watch?: ListWatches;
}

export function createServices(parts: ServiceParts): Services {
  const { config, logger, engine, state } = parts;
  const ask = createAsk({
    engine,
    fallbackLocale: config.locale,
    refusals: parts.refusals,
    repeats: state.cache('replies', answerSchema, recentRepliesKept),
    onRepeatError: (error) => logger.warn({ err: error }, 'The cache of repeated replies failed'),
    onMarketRefused: (scope) =>
      logger.warn(
        { market: scope.market, locale: scope.locale },
        'The catalogue refused the market: check CATALOGUE_MARKETS',
      ),
  });
  const { sample } = parts;
  const lookups = createLookups({
    engine,
    ask,
    logger,
    record: parts.record,
    sample,
    skuUnitsCsv: createSkuUnitsCsv({ teamClient: parts.teamClient, logger, sample }),
  });
  const listGate = pLimit(listLookupsInFlight);
  const reports = createGapReports({
    isAdmin: parts.isAdmin,
    lookupLog: state.lookupLog,
    feedback: state.feedback,
    logger,
  });
  const projectLists = createProjectLists({
    config,
    logger,
    engine,
    lookups,
    gate: listGate,
    sample,
    recent: state.recent,
    downloadFile: parts.downloadFile,
    jobs: parts.jobs,
    teamClient: parts.teamClient,
    ...(parts.watch ? { watch: parts.watch } : {}),
  });
  const photos = createPhotosInSlack({
    engine,
    ask,
    sample,
    logger,
    pictures: parts.pictures,
    downloadFile: parts.downloadFile,
    record: parts.record,
    jobs: parts.jobs,
    teamClient: parts.teamClient,
  });
  const copy = createCopyRefreshes({ copy: parts.copy, jobs: parts.jobs, isAdmin: parts.isAdmin, logger });
  return {
    config,
    logger,
    engine,
    lookups,
    projectLists,
    photos,
    reports,
    messages: createMessageAnswers({ config, claims: state.events, lookups, projectLists, photos, logger }),
    settings: createSettingsFlow({
      config,
      logger,
      state,
      lookups,
      reports,
      copy,
      loadUser: parts.loadUser,
      ...(parts.watch ? { watch: parts.watch } : {}),
    }),
    ...(parts.watch ? { watch: parts.watch } : {}),
    // Share posts where the user looks now: the channel is read from the store every time.
    viewing: createViewedChannels(state.cache('agent-viewing', viewedSchema, viewersKept, { exact: true })),
    feedback: state.feedback,
    claims: state.events,
    skuStep: createSkuStep({ config, lookups, logger, sample }),
    listGate,
    copy,
  };
}
