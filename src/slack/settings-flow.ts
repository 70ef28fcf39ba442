/**
 * The settings modal's life (open, refill on a market change, check and save) and the App
 * Home tab, which shows the settings and is published again whenever they change.
 */
import type { webApi } from '@slack/bolt';
import { languageNames, languageOf, languages, t } from '../i18n/index.js';
import type { TypeOption } from '../lookup/engine.js';
import type { UserSettings } from '../settings/schema.js';
import { buildHomeView } from './blocks/home.js';
import { settingsBlockIds, settingsTypeBlockId } from './blocks/ids.js';
import { message, type SlackMessage, sectionBlock } from './blocks/message.js';
import {
  buildSettingsModal,
  decodeSettingsMetadata,
  readSettingsSubmission,
  type SettingsMetadata,
} from './blocks/settings.js';
import { escapeMrkdwn } from './blocks/text.js';
import type { ListenerDeps } from './deps.js';
import { typesFor } from './replies.js';
import { settleWithin } from './settle.js';
import type { UserScope } from './user-scope.js';

type WebClient = webApi.WebClient;
type ViewStateValues = Parameters<typeof readSettingsSubmission>[0];

/** Opening a modal must happen within 3 s of the click or command: the types get this long. */
const openTypesWaitMs = 1500;
/** A submission is answered within Slack's 3 s, checking the default type included. */
const submitTypesWaitMs = 2000;

/** The market's types, or undefined when the catalogue cannot list them in time. */
async function typesWithin(
  deps: ListenerDeps,
  user: UserScope,
  ms: number,
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
  return (await settleWithin(listing, ms))?.value;
}

/** Opens the settings modal on the user's current settings (the market as resolved for them). */
export async function openSettingsModal(
  deps: ListenerDeps,
  client: WebClient,
  triggerId: string,
  user: UserScope,
  metadata: SettingsMetadata,
): Promise<void> {
  const [settings, types] = await Promise.all([
    deps.store.getSettings(user.userId),
    typesWithin(deps, user, openTypesWaitMs),
  ]);
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
  userId: string,
  market: string,
): Promise<void> {
  if (!deps.config.markets.includes(market)) return;
  const inModal = readSettingsSubmission(view.state?.values ?? {});
  const [user, settings] = await Promise.all([
    deps.userScope(userId, { market }),
    deps.store.getSettings(userId),
  ]);
  const types = await typesWithin(deps, user, submitTypesWaitMs);
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

export type CheckedSettings =
  | { errors: Record<string, string> }
  | { settings: UserSettings; defaultTypeName?: string };

/**
 * A submission checked: the market must be one of CATALOGUE_MARKETS and the default type one
 * the chosen market offers (else an error under that select, as Slack shows it).
 */
export async function checkSettingsSubmission(
  deps: ListenerDeps,
  userId: string,
  values: ViewStateValues,
): Promise<CheckedSettings> {
  const chosen = readSettingsSubmission(values);
  const user = await deps.userScope(userId);
  const { market } = chosen;
  if (market === undefined || !deps.config.markets.includes(market)) {
    return { errors: { [settingsBlockIds.market]: t(user.language, 'settings.unknownMarket') } };
  }
  const locale = languages.find((language) => language === chosen.locale);
  const settings: UserSettings = { market, ...(locale ? { locale } : {}) };
  if (chosen.defaultType === undefined) return { settings };
  const inMarket = await deps.userScope(userId, { market, ...(locale ? { locale } : {}) });
  const types = await typesWithin(deps, inMarket, submitTypesWaitMs);
  const typeBlock = chosen.typeBlockId ?? settingsTypeBlockId(market);
  if (!types) return { errors: { [typeBlock]: t(user.language, 'settings.typesUnchecked', { market }) } };
  const type = types.find((candidate) => candidate.reference === chosen.defaultType);
  if (!type) return { errors: { [typeBlock]: t(user.language, 'settings.typeNotInMarket', { market }) } };
  return { settings: { ...settings, defaultType: type.reference }, defaultTypeName: type.name };
}

function savedMessage(user: UserScope, checked: { settings: UserSettings; defaultTypeName?: string }) {
  const { language } = user;
  const chosen = languageOf(checked.settings.locale);
  const text = t(language, 'settings.saved', {
    market: escapeMrkdwn(checked.settings.market ?? user.market),
    language: chosen ? languageNames[chosen] : t(language, 'settings.languageAuto'),
    type: escapeMrkdwn(checked.defaultTypeName ?? t(language, 'settings.defaultTypeNone')),
  });
  return message(`:white_check_mark: ${text}`, [sectionBlock(`:white_check_mark: ${text}`)], language);
}

async function postToResponseUrl(deps: ListenerDeps, url: string, reply: SlackMessage): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ response_type: 'ephemeral', replace_original: false, ...reply }),
    });
    if (!response.ok)
      deps.logger.warn({ status: response.status }, 'Slack refused the settings confirmation');
  } catch (error) {
    deps.logger.warn({ err: error }, 'Could not confirm the saved settings');
  }
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
  const user = await deps.userScope(userId);
  if (metadata.responseUrl) {
    const reply = saved
      ? savedMessage(user, checked)
      : message(
          t(user.language, 'settings.saveFailed'),
          [sectionBlock(t(user.language, 'settings.saveFailed'))],
          user.language,
        );
    await postToResponseUrl(deps, metadata.responseUrl, reply);
  }
  if (saved) await publishHome(deps, client, user);
}

/** Publishes the user's App Home tab: settings, recent lookups, how-to. Failures are logged only. */
export async function publishHome(deps: ListenerDeps, client: WebClient, user: UserScope): Promise<void> {
  try {
    const [settings, recent] = await Promise.all([
      deps.store.getSettings(user.userId),
      deps.store.recentLookups(user.userId),
    ]);
    let defaultTypeName = settings.defaultType;
    if (settings.defaultType !== undefined) {
      const types = await typesWithin(deps, user, openTypesWaitMs);
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
      }),
    });
  } catch (error) {
    deps.logger.warn({ err: error, userId: user.userId }, 'Could not publish the App Home tab');
  }
}
