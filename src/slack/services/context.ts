/**
 * What Bolt hands every listener on `context` besides its own: the app's services and who asks, put
 * there by middleware/asker.ts. The app is an `App<AppContext>`, so listeners read them typed with
 * no cast; `withAppContext` types the `app.function` callbacks, which are not generic.
 */
import type { Middleware, StringIndexed } from '@slack/bolt';
import type { LimitFunction } from 'p-limit';
import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../log/logger.js';
import type { LookupEngine } from '../../lookup/engine.js';
import type { AppState } from '../../state/store.js';
import type { ViewedChannels } from '../agent/viewing.js';
import type { CopyRefreshes } from '../catalogue-copy/copy-service.js';
import type { SkuStep } from '../functions/sku-step.js';
import type { MessageAnswers } from '../messages/reply-to-message.js';
import type { PhotosInSlack } from '../photos/photo-message.js';
import type { ProjectLists } from '../project-lists/list-service.js';
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
  projectLists: ProjectLists;
  /** Rating-plate photos. */
  photos: PhotosInSlack;
  /** DMs and mentions, answered once. */
  messages: MessageAnswers;
  /** The settings modal and the App Home tab. */
  settings: SettingsFlow;
  /** The catalogue-gap report for admins. */
  reports: GapReports;
  /** The channel each user is viewing beside the agent pane: where Share posts. */
  viewing: ViewedChannels;
  /** The presses of answers' feedback buttons. */
  feedback: AppState['feedback'];
  /** Slack events and presses handled once, across instances. */
  claims: AppState['events'];
  /** The Workflow Builder step find_controller_sku. */
  skuStep: SkuStep;
  /** The one gate every list's lookups pass (src/project-lists/run.ts): Slack's lists and Slackbot's. */
  listGate: LimitFunction;
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
 * A listener written for the app's context, registered where Bolt types `context` without it
 * (`app.function`'s listeners). Every request has been through the global middleware that fills
 * the context (middleware/asker.ts) before any of these runs.
 */
export function withAppContext<Args>(listener: Middleware<Args, AppContext>): Middleware<Args> {
  return (args) => listener({ ...args, context: args.context as typeof args.context & AppContext });
}
