/**
 * The App Home tab: the user's settings with a button to change them, their recent lookups
 * (each written in the reader's language, whichever it was asked in) and a short how-to. Well within Slack's 100 blocks (about 20).
 */
import type { types } from '@slack/bolt';
import { type Language, languageNameIn, languageNames, languageOf, t } from '../../i18n/index.js';
import type { RecentLookup } from '../../state/schema.js';
import { howToBlocks } from './help.js';
import { actionIds } from './ids.js';
import { slackLimits } from './limits.js';
import { echo, sectionBlock } from './message.js';
import { recentLines } from './recent.js';
import { escapeMrkdwn, mrkdwn, plainText, truncate } from './text.js';

interface HomeViewInput {
  /** Language of the tab's strings. */
  language: Language;
  /** The market lookups use. */
  market: string;
  /** Every market the user may choose, for the how-to. */
  markets: readonly string[];
  /** The chosen catalogue locale; undefined means automatic. */
  chosenLocale?: string;
  /** The default controller type's display name (or code); undefined when none. */
  defaultTypeName?: string;
  /** Newest first. */
  recent: readonly RecentLookup[];
  /** The user's watched lists (watch.ts), after the recent lookups. */
  watchBlocks?: readonly types.KnownBlock[];
  /** Admins only: the usage and catalogue-gap summary (see report.ts), shown last. */
  adminBlocks?: readonly types.KnownBlock[];
}

/** Recent lookups shown (the store keeps 10). */
const maxRecent = 10;

/** Slack renders `<!date^…>` in the reader's time zone; the ISO text is the fallback. */
export function slackDate(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return escapeMrkdwn(truncate(iso, 40));
  const fallback = new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
  return `<!date^${Math.floor(ms / 1000)}^{date_short_pretty} {time}|${fallback}>`;
}

/** One recent lookup, its outcome written in the reader's language (recent.ts). */
function recentBlock(lookup: RecentLookup, language: Language): types.KnownBlock {
  const market = lookup.market
    ? ` · ${t(language, 'context.market', { market: escapeMrkdwn(lookup.market) })}`
    : '';
  const { asked, outcome } = recentLines(lookup, language);
  return {
    type: 'section',
    text: mrkdwn(
      `*${echo(asked)}*\n${escapeMrkdwn(truncate(outcome, 300))}\n${slackDate(lookup.at)}${market}`,
      slackLimits.sectionText,
    ),
  };
}

export function buildHomeView(input: HomeViewInput): types.HomeView {
  const { language } = input;
  const chosen = languageOf(input.chosenLocale);
  const languageLabel =
    input.chosenLocale === undefined
      ? t(language, 'home.languageAuto', { language: languageNameIn(language, language) })
      : chosen
        ? languageNames[chosen]
        : escapeMrkdwn(input.chosenLocale);
  const settings = [
    t(language, 'home.settings'),
    t(language, 'home.market', { market: escapeMrkdwn(input.market) }),
    t(language, 'home.language', { language: languageLabel }),
    t(language, 'home.defaultType', {
      type: escapeMrkdwn(input.defaultTypeName ?? t(language, 'settings.defaultTypeNone')),
    }),
  ].join('\n');
  const recent = input.recent.slice(0, maxRecent);
  const blocks: types.KnownBlock[] = [
    { type: 'header', text: plainText(t(language, 'app.name'), slackLimits.headerText) },
    {
      type: 'section',
      text: mrkdwn(settings, slackLimits.sectionText),
      accessory: {
        type: 'button',
        action_id: actionIds.openSettings,
        text: plainText(t(language, 'settings.open'), slackLimits.buttonText),
      },
    },
    { type: 'divider' },
    sectionBlock(t(language, 'home.recent')),
    ...(recent.length === 0
      ? [sectionBlock(t(language, 'home.noRecent'))]
      : recent.map((lookup) => recentBlock(lookup, language))),
    ...(input.watchBlocks ?? []),
    { type: 'divider' },
    sectionBlock(t(language, 'home.howTo')),
    ...howToBlocks(language, input.markets, input.market),
    ...(input.adminBlocks ?? []),
  ];
  return { type: 'home', blocks };
}
