/**
 * The settings modal's life (open, refill on a market change, check and save) and the App
 * Home tab, which shows the settings and is published again whenever they change.
 */
import type { webApi } from '@slack/bolt';
import { type Language, languages, t } from '../../i18n/index.js';
import type { TypeOption } from '../../lookup/engine.js';
import { Deadline, settledValue } from '../../shared/deadline.js';
import type { UserSettings } from '../../state/schema.js';
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
import { typesFor } from '../replies/lookup-replies.js';
import { postEphemeral } from '../replies/response-url.js';
import { adminHomeBlocks } from '../reports/gap-report.js';
import { slackResponseUrl } from '../requests/round-trip.js';
import type { ListenerDeps } from '../runtime/deps.js';
import type { ScopedUser, UserScope } from './user-scope.js';

type WebClient = webApi.WebClient;
type ViewStateValues = Parameters<typeof readSettingsSubmission>[0];

/** A modal or the App Home tab waits this long at most for the market's types. */
const typesWaitMs = 1500;
/** The modal refilled after a market change (no trigger to lose) waits a little longer. */
const refillTypesWaitMs = 2000;

/** The market's types, or undefined when the catalogue cannot list them before the deadline. */
async function typesWithin(
  deps: ListenerDeps,
  user: UserScope,
  deadline: Deadline,
): Promise<TypeOption[] | undefined> {
  const listing = typesFor(deps, user).then(
    (listed) => listed.types,
    (error: unknown) => {
      deps.logger.warn(
        { err: error, market: user.market },
        'Could not list the controller types for the settings',
      );
      return undefined;
    },
  );
  return settledValue(await deadline.settle(listing));
}

/**
 * Opens the settings modal on the user's current settings (the market as resolved for them)
 * before `deadline`, the request's: its trigger_id expires 3 s after the click or command.
 */
export async function openSettingsModal(
  deps: ListenerDeps,
  client: WebClient,
  triggerId: string,
  user: UserScope,
  metadata: SettingsMetadata,
  deadline: Deadline,
): Promise<void> {
  const [read, types] = await Promise.all([
    deadline.settle(deps.state.settings.get(user.userId)),
    typesWithin(deps, user, deadline.within(typesWaitMs)),
  ]);
  if (read.kind === 'failed') throw read.error;
  if (read.kind === 'timeout')
    deps.logger.warn({ userId: user.userId }, 'Reading the settings was too slow; the modal shows none');
  const settings = settledValue(read) ?? {};
  await client.views.open({
    trigger_id: triggerId,
    view: buildSettingsModal({
      language: user.language,
      markets: deps.config.markets,
      market: user.market,
      locale: settings.locale,
      defaultType: settings.defaultType,
      types,
      metadata,
    }),
  });
}

/** The user chose another market in the open modal: the type select now lists that market's types. */
export async function refillSettingsModal(
  deps: ListenerDeps,
  client: WebClient,
  view: { id: string; hash?: string; private_metadata?: string; state?: { values: ViewStateValues } },
  asker: ScopedUser,
  market: string,
): Promise<void> {
  if (!deps.config.markets.includes(market)) return;
  const inModal = readSettingsSubmission(view.state?.values ?? {});
  const user = asker.scope({ market });
  const settings = await deps.state.settings.get(asker.userId);
  const types = await typesWithin(deps, user, new Deadline(refillTypesWaitMs));
  await client.views.update({
    view_id: view.id,
    ...(view.hash ? { hash: view.hash } : {}),
    view: buildSettingsModal({
      language: user.language,
      markets: deps.config.markets,
      market,
      locale: inModal.locale,
      defaultType: inModal.defaultType ?? settings.defaultType,
      types,
      metadata: decodeSettingsMetadata(view.private_metadata),
    }),
  });
}

type CheckedSettings =
  | { errors: Record<string, string> }
  | { settings: UserSettings; defaultTypeName?: string; language: Language };

/**
 * A submission checked before `deadline`: the market must be one of CATALOGUE_MARKETS and
 * the default type one the chosen market offers (else an error under that select, as Slack
 * shows it; a market whose types cannot be listed in time is an error too, since the
 * default type cannot be checked). `language` is the user's, for what the modal says next.
 */
export async function checkSettingsSubmission(
  deps: ListenerDeps,
  asker: ScopedUser,
  values: ViewStateValues,
  deadline: Deadline,
): Promise<CheckedSettings> {
  const chosen = readSettingsSubmission(values);
  const { market } = chosen;
  const locale = languages.find((code) => code === chosen.locale);
  // The user as they are, and as they will be in the chosen market.
  const { language } = asker.scope();
  const inMarket = asker.scope({ ...(market ? { market } : {}), ...(locale ? { locale } : {}) });
  if (market === undefined || !deps.config.markets.includes(market)) {
    return { errors: { [settingsBlockIds.market]: t(language, 'settings.unknownMarket') } };
  }
  const settings: UserSettings = { market, ...(locale ? { locale } : {}) };
  if (chosen.defaultType === undefined) return { settings, language };
  const types = await typesWithin(deps, inMarket, deadline);
  const typeBlock = chosen.typeBlockId ?? settingsTypeBlockId(market);
  if (!types) return { errors: { [typeBlock]: t(language, 'settings.typesUnchecked', { market }) } };
  const type = types.find((candidate) => candidate.reference === chosen.defaultType);
  if (!type) return { errors: { [typeBlock]: t(language, 'settings.typeNotInMarket', { market }) } };
  return { settings: { ...settings, defaultType: type.reference }, defaultTypeName: type.name, language };
}

/**
 * After the modal closed: tells the user (in their new language) where they opened it from,
 * and publishes the App Home tab again.
 */
export async function confirmSettings(
  deps: ListenerDeps,
  client: WebClient,
  userId: string,
  checked: { settings: UserSettings; defaultTypeName?: string },
  metadata: SettingsMetadata,
  saved: boolean,
): Promise<void> {
  // Loaded afresh: the settings just saved may change the language.
  const user = (await deps.loadUser(userId)).scope();
  const responseUrl =
    metadata.responseUrl === undefined
      ? undefined
      : slackResponseUrl(metadata.responseUrl, deps.config.slack.apiUrl);
  if (metadata.responseUrl !== undefined && responseUrl === undefined)
    deps.logger.warn(
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
    await postEphemeral(responseUrl, reply, deps.logger, 'the settings confirmation');
  }
  if (saved) await publishHome(deps, client, user);
}

/** Publishes the user's App Home tab: settings, recent lookups, how-to (and the gap report for admins). Failures are logged only. */
export async function publishHome(deps: ListenerDeps, client: WebClient, user: UserScope): Promise<void> {
  try {
    const [settings, recent, adminBlocks] = await Promise.all([
      deps.state.settings.get(user.userId),
      deps.state.recent.list(user.userId),
      adminHomeBlocks(deps, user),
    ]);
    let defaultTypeName = settings.defaultType;
    if (settings.defaultType !== undefined) {
      const types = await typesWithin(deps, user, new Deadline(typesWaitMs));
      defaultTypeName =
        types?.find((type) => type.reference === settings.defaultType)?.name ?? defaultTypeName;
    }
    await client.views.publish({
      user_id: user.userId,
      view: buildHomeView({
        language: user.language,
        market: user.market,
        markets: deps.config.markets,
        ...(settings.locale ? { chosenLocale: settings.locale } : {}),
        ...(defaultTypeName ? { defaultTypeName } : {}),
        recent,
        adminBlocks,
      }),
    });
  } catch (error) {
    deps.logger.warn({ err: error, userId: user.userId }, 'Could not publish the App Home tab');
  }
}
