/**
 * Settings: the settings modal's life (open, refill on a market change, check, save and
 * confirm) and the App Home tab, which shows the settings and is published again whenever they
 * change (`SettingsFlow`, one per app, on `context.services`).
 */
import type { webApi } from '@slack/bolt';
import type { AppConfig } from '../../config/env.js';
import { type Language, languages, t } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import type { TypeOption } from '../../lookup/engine.js';
import { Deadline, settledValue } from '../../shared/deadline.js';
import type { UserSettings } from '../../state/schema.js';
import type { AppState } from '../../state/store.js';
import { buildHomeView } from '../blocks/home.js';
import { settingsBlockIds, settingsTypeBlockId } from '../blocks/ids.js';
import {
  buildSettingsModal,
  buildSettingsSavedMessage,
  buildSettingsSaveFailedMessage,
  decodeSettingsMetadata,
  readSettingsSubmission,
  type SettingsMetadata,
} from '../blocks/settings.js';
import type { CopyRefreshes } from '../catalogue-copy/copy-service.js';
import type { Lookups } from '../replies/lookups.js';
import { postEphemeral, slackResponseUrl } from '../replies/response-url.js';
import type { GapReports } from '../reports/gap-report.js';
import type { LoadUser, ScopedUser, UserScope } from '../user/user-scope.js';
import type { ListWatches } from '../watched-lists/list-watches.js';

type WebClient = webApi.WebClient;
type ViewStateValues = Parameters<typeof readSettingsSubmission>[0];

/** A modal or the App Home tab waits this long at most for the market's types. */
const typesWaitMs = 1500;
/** The modal refilled after a market change (no trigger to lose) waits a little longer. */
const refillTypesWaitMs = 2000;

export interface SettingsFlowDeps {
  config: Pick<AppConfig, 'markets' | 'slack'>;
  logger: Logger;
  state: Pick<AppState, 'settings' | 'recent'>;
  lookups: Pick<Lookups, 'types'>;
  reports: Pick<GapReports, 'homeBlocks'>;
  /** The last catalogue changes, on an admin's Home tab. */
  copy: Pick<CopyRefreshes, 'homeBlocks'>;
  /** Loads a user afresh (after a save that may change their language); never rejects. */
  loadUser: LoadUser;
  /** The user's watched lists, on the Home tab. */
  watch?: Pick<ListWatches, 'homeBlocks'>;
}

type CheckedSettings =
  | { errors: Record<string, string> }
  | { settings: UserSettings; defaultTypeName?: string; language: Language };

type SavableSettings = Exclude<CheckedSettings, { errors: Record<string, string> }>;

export interface SettingsFlow {
  /**
   * Opens the settings modal on the user's current settings (the market as resolved for them)
   * before `deadline`, the request's: its trigger_id expires 3 s after the click or command.
   */
  openModal(request: {
    client: WebClient;
    triggerId: string;
    user: UserScope;
    metadata: SettingsMetadata;
    deadline: Deadline;
  }): Promise<void>;
  /** The user chose another market in the open modal: the type select now lists that market's types. */
  refillModal(request: {
    client: WebClient;
    view: { id: string; hash?: string; private_metadata?: string; state?: { values: ViewStateValues } };
    asker: ScopedUser;
    market: string;
  }): Promise<void>;
  /**
   * A submission checked before `deadline`: the market must be one of CATALOGUE_MARKETS and
   * the default type one the chosen market offers (else an error under that select, as Slack
   * shows it; a market whose types cannot be listed in time is an error too, since the
   * default type cannot be checked). `language` is the user's, for what the modal says next.
   */
  check(asker: ScopedUser, values: ViewStateValues, deadline: Deadline): Promise<CheckedSettings>;
  /** True once saved; false (logged) when the save failed. */
  save(userId: string, settings: UserSettings): Promise<boolean>;
  /**
   * After the modal closed: tells the user (in their new language) where they opened it from,
   * and publishes the App Home tab again.
   */
  confirm(request: {
    client: WebClient;
    userId: string;
    checked: SavableSettings;
    metadata: SettingsMetadata;
    saved: boolean;
  }): Promise<void>;
  /** Publishes the user's App Home tab: settings, recent lookups, how-to (and the gap report for admins). Failures are logged only. */
  publishHome(client: WebClient, user: UserScope): Promise<void>;
}

export function createSettingsFlow(deps: SettingsFlowDeps): SettingsFlow {
  const { config, logger, state } = deps;

  /** The market's types, or undefined when the catalogue cannot list them before the deadline. */
  const typesWithin = async (user: UserScope, deadline: Deadline): Promise<TypeOption[] | undefined> => {
    const listing = deps.lookups.types(user).then(
      (listed) => listed.types,
      (error: unknown) => {
        logger.warn(
          { err: error, market: user.market },
          'Could not list the controller types for the settings',
        );
        return undefined;
      },
    );
    return settledValue(await deadline.settle(listing));
  };

  const publishHome: SettingsFlow['publishHome'] = async (client, user) => {
    try {
      const [settings, recent, reportBlocks, watchBlocks] = await Promise.all([
        state.settings.get(user.userId),
        state.recent.list(user.userId),
        deps.reports.homeBlocks(user),
        deps.watch?.homeBlocks(user) ?? [],
      ]);
      // After the report: whether the user is an admin is known by then (one users.info, not two).
      const adminBlocks = [...reportBlocks, ...(await deps.copy.homeBlocks(user))];
      let defaultTypeName = settings.defaultType;
      if (settings.defaultType !== undefined) {
        const types = await typesWithin(user, new Deadline(typesWaitMs));
        defaultTypeName =
          types?.find((type) => type.reference === settings.defaultType)?.name ?? defaultTypeName;
      }
      await client.views.publish({
        user_id: user.userId,
        view: buildHomeView({
          language: user.language,
          market: user.market,
          markets: config.markets,
          ...(settings.locale ? { chosenLocale: settings.locale } : {}),
          ...(defaultTypeName ? { defaultTypeName } : {}),
          recent,
          watchBlocks,
          adminBlocks,
        }),
      });
    } catch (error) {
      logger.warn({ err: error, userId: user.userId }, 'Could not publish the App Home tab');
    }
  };

  return {
    async openModal({ client, triggerId, user, metadata, deadline }) {
      const [read, types] = await Promise.all([
        deadline.settle(state.settings.get(user.userId)),
        typesWithin(user, deadline.within(typesWaitMs)),
      ]);
      if (read.kind === 'failed') throw read.error;
      if (read.kind === 'timeout')
        logger.warn({ userId: user.userId }, 'Reading the settings was too slow; the modal shows none');
      const settings = settledValue(read) ?? {};
      await client.views.open({
        trigger_id: triggerId,
        view: buildSettingsModal({
          language: user.language,
          markets: config.markets,
          market: user.market,
          locale: settings.locale,
          defaultType: settings.defaultType,
          types,
          metadata,
        }),
      });
    },

    async refillModal({ client, view, asker, market }) {
      if (!config.markets.includes(market)) return;
      const inModal = readSettingsSubmission(view.state?.values ?? {});
      const user = asker.scope({ market });
      const settings = await state.settings.get(asker.userId);
      const types = await typesWithin(user, new Deadline(refillTypesWaitMs));
      await client.views.update({
        view_id: view.id,
        ...(view.hash ? { hash: view.hash } : {}),
        view: buildSettingsModal({
          language: user.language,
          markets: config.markets,
          market,
          locale: inModal.locale,
          defaultType: inModal.defaultType ?? settings.defaultType,
          types,
          metadata: decodeSettingsMetadata(view.private_metadata),
        }),
      });
    },

    async check(asker, values, deadline) {
      const chosen = readSettingsSubmission(values);
      const { market } = chosen;
      const locale = languages.find((code) => code === chosen.locale);
      // The user as they are, and as they will be in the chosen market.
      const { language } = asker.scope();
      const inMarket = asker.scope({ ...(market ? { market } : {}), ...(locale ? { locale } : {}) });
      if (market === undefined || !config.markets.includes(market)) {
        return { errors: { [settingsBlockIds.market]: t(language, 'settings.unknownMarket') } };
      }
      const settings: UserSettings = { market, ...(locale ? { locale } : {}) };
      if (chosen.defaultType === undefined) return { settings, language };
      const types = await typesWithin(inMarket, deadline);
      const typeBlock = chosen.typeBlockId ?? settingsTypeBlockId(market);
      if (!types) return { errors: { [typeBlock]: t(language, 'settings.typesUnchecked', { market }) } };
      const type = types.find((candidate) => candidate.reference === chosen.defaultType);
      if (!type) return { errors: { [typeBlock]: t(language, 'settings.typeNotInMarket', { market }) } };
      return { settings: { ...settings, defaultType: type.reference }, defaultTypeName: type.name, language };
    },

    save: (userId, settings) =>
      state.settings.save(userId, settings).then(
        () => true,
        (error: unknown) => {
          logger.error({ err: error, userId }, 'Saving the settings failed');
          return false;
        },
      ),

    async confirm({ client, userId, checked, metadata, saved }) {
      // Loaded afresh: the settings just saved may change the language.
      const user = (await deps.loadUser(userId)).scope();
      const responseUrl =
        metadata.responseUrl === undefined
          ? undefined
          : slackResponseUrl(metadata.responseUrl, config.slack.apiUrl);
      if (metadata.responseUrl !== undefined && responseUrl === undefined)
        logger.warn(
          { userId },
          "The settings modal's response URL is not Slack's; no confirmation sent there",
        );
      if (responseUrl) {
        const reply = saved
          ? buildSettingsSavedMessage(user.language, {
              market: checked.settings.market ?? user.market,
              ...(checked.settings.locale ? { locale: checked.settings.locale } : {}),
              ...(checked.defaultTypeName ? { defaultTypeName: checked.defaultTypeName } : {}),
            })
          : buildSettingsSaveFailedMessage(user.language);
        await postEphemeral(responseUrl, reply, logger, 'the settings confirmation');
      }
      if (saved) await publishHome(client, user);
    },

    publishHome,
  };
}
