/** What every listener gets: the engine, a logger, the app's state, and each user's scope. */
import { z } from 'zod';
import type { AppConfig } from '../../config/env.js';
import type { ListGate } from '../../lists/run.js';
import type { Logger } from '../../log/logger.js';
import type { LookupEngine } from '../../lookup/engine.js';
import type { PictureReader } from '../../photo/reader.js';
import type { LookupSurface } from '../../state/schema.js';
import type { AppState, ExpiringCache } from '../../state/store.js';
import type { SlackMessage } from '../blocks/message.js';
import type { SharedFile } from '../files/shared-file.js';
import type { IsAdmin } from '../user/admins.js';
import type { LocaleRefusals } from '../user/locale-refusals.js';
import type { LoadUser, UserScope } from '../user/user-scope.js';

/** What a lookup came to, for the recent lookups, the lookup log and the metrics. */
const lookupFactsSchema = z.object({
  /** One-line outcome shown in the recent lookups. */
  summary: z.string(),
  /** The LookupResult kind. */
  outcome: z.string(),
  brand: z.string().optional(),
  model: z.string().optional(),
});
export type LookupFacts = z.infer<typeof lookupFactsSchema>;

/** A reply kept for repeats, with what its lookup came to. */
export const recentReplySchema = z.object({
  message: z.custom<SlackMessage>((value) => typeof value === 'object' && value !== null),
  facts: lookupFactsSchema,
});
type RecentReply = z.infer<typeof recentReplySchema>;

/** One lookup as the listeners report it (see `recordLookup`). */
interface LookupRecord extends LookupFacts {
  /** The question as typed (or the unit picked). */
  query: string;
  market: string;
  surface: LookupSurface;
  durationMs: number;
  /** False: into the lookup log and the metrics only (a list's lines join the recent lookups as one entry). */
  recent?: boolean;
}

export interface ListenerDeps {
  engine: LookupEngine;
  logger: Logger;
  config: Pick<AppConfig, 'market' | 'locale' | 'markets' | 'slack'>;
  /** Settings, recent lookups, the lookup log, event claims and caches (see src/state/). */
  state: AppState;
  /**
   * Loads a user afresh (a request's own user is on its context: see user/middleware.ts).
   * Never rejects: when the settings behind it fail, the configured defaults apply.
   */
  loadUser: LoadUser;
  /** (market, locale) pairs the catalogue refused; see `LocaleRefusals`. */
  refusals: LocaleRefusals;
  /**
   * Adds a lookup to the user's recent lookups and to the lookup log, and counts it, in the
   * background; never throws, never waits.
   */
  recordLookup(user: UserScope, lookup: LookupRecord): void;
  /**
   * Replies to the same text in the same scope, kept for a short while: a repeated question
   * is answered without running the lookup again (see `lookupTextReply`).
   */
  recentReplies: ExpiringCache<RecentReply>;
  /** A shared file's bytes, read with the bot token (see files/download.ts); rejects with a FileDownloadError. */
  downloadFile(file: SharedFile, maxBytes: number): Promise<Buffer>;
  /** The one gate every list's lookups pass (see src/lists/run.ts). */
  listGate: ListGate;
  /** True for the users who see the usage and gap reports (see user/admins.ts). */
  isAdmin: IsAdmin;
  /** The app's one picture reader: OCR of rating plates, one picture at a time (src/photo/reader.ts). */
  pictures: PictureReader;
}
