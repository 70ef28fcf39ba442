/**
 * What Bolt hands every listener on `context`, besides its own fields: the app's services (one
 * small object per feature, built once in create-services.ts) and who asks (loaded on first use, once
 * per request). One global middleware puts them there (middleware/asker.ts); the app is a
 * `App<AppContext>`, so every listener reads them typed, with no cast. Bolt's `Assistant` callbacks
 * and `app.function` listeners are not generic over the context: `withAppContext` types theirs.
 */
import type { Middleware, StringIndexed } from '@slack/bolt';
import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../log/logger.js';
import type { LookupEngine } from '../../lookup/engine.js';
import type { AgentThreads } from '../agent/thread-contexts.js';
import type { CopyRefreshes } from '../catalogue-copy/copy-service.js';
import type { SkuStep } from '../functions/sku-step.js';
import type { MessageAnswers } from '../messages/reply-to-message.js';
import type { PhotosInSlack } from '../photos/photo-message.js';
import type { ListsInSlack } from '../project-lists/lists-in-slack.js';
import type { Lookups } from '../replies/lookups.js';
import type { GapReports } from '../reports/gap-report.js';
import type { SettingsFlow } from '../settings/settings-flow.js';
import type { ScopedUser, UserScope } from '../user/user-scope.js';
import type { ListWatches } from '../watched-lists/list-watches.js';

export interface Services {
  config: Pick<AppConfig, 'market' | 'locale' | 'markets' | 'slack'>;
  logger: Logger;
  engine: LookupEngine;
  /** Questions, picked units and menus as Slack messages, recorded. */
  lookups: Lookups;
  /** Lists of units: pasted, shared as files, or sent from the list modal. */
  lists: ListsInSlack;
  /** Rating-plate photos. */
  photos: PhotosInSlack;
  /** DMs and mentions, answered once. */
  messages: MessageAnswers;
  /** The settings modal and the App Home tab. */
  settings: SettingsFlow;
  /** The catalogue-gap report for admins. */
  reports: GapReports;
  /** Where each agent thread was opened: the channel Share posts to. */
  agentThreads: AgentThreads;
  /** The Workflow Builder step find_controller_sku. */
  skuStep: SkuStep;
  /** The catalogue copy: `/controller refresh`, the last changes on Home. */
  copy: CopyRefreshes;
  /** Watched lists (stopping one, the Home tab's); none when no store keeps them. */
  watch?: ListWatches;
}

export interface AppContext extends StringIndexed {
  services: Services;
  /** Who asks: their settings and Slack locale, read on the first call, the same user after. */
  asker(): Promise<ScopedUser>;
  /**
   * Who asks, when no Web API call is needed for it (their settings and a Slack locale known
   * ahead), else undefined (then `asker()` asks Slack): a listener that must ack first asks this.
   */
  askerAtHand(): Promise<ScopedUser | undefined>;
  /** Who asks, in their own scope (no one-off overrides). */
  user(): Promise<UserScope>;
}

/**
 * The app's context where Bolt types `context` without it (`Assistant`'s callbacks and thread
 * context store, `app.function`'s listeners). Every request has been through the global
 * middleware that fills the context (middleware/asker.ts) before any of these runs.
 */
export const appContextOf = <C extends StringIndexed>(context: C): C & AppContext =>
  context as C & AppContext;

/** A listener written for the app's context, registered where Bolt types `context` without it. */
export function withAppContext<Args>(listener: Middleware<Args, AppContext>): Middleware<Args> {
  return (args) => listener({ ...args, context: appContextOf(args.context) });
}
