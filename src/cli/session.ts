/**
 * One demo conversation: each line is answered as the Slack app answers it. `market:` and
 * `lang:` in the text are read by the app's own parser, the reply is the app's own Block Kit
 * message (printed as text, or as JSON for Slack's Block Kit Builder), and a number after a
 * numbered list of choices picks that choice, as the button would (a number out of range says
 * the range and keeps the choices); `help` gives the app's help. What only Slack does (menus,
 * settings, lists, reports: `/controller` alone, or its words in any of the app's languages)
 * gets one line saying where to do it in Slack; a leading `/controller` is read as in Slack.
 */
import type { CatalogueScope } from '../catalogue/types.js';
import { type Language, languageOf, type MessageKey, t } from '../i18n/index.js';
import type { WarmableLookupEngine } from '../lookup/create-engine.js';
import type { LookupResult } from '../lookup/result.js';
import { localeOfTyped, parseQueryOverrides } from '../matching/query-overrides.js';
import { settledValue, settleWithin } from '../shared/deadline.js';
import { buildHelpMessage } from '../slack/blocks/help.js';
import { decodeUnitPick } from '../slack/blocks/ids.js';
import type { SlackMessage } from '../slack/blocks/message.js';
import { buildUnknownLanguageMessage, buildUnknownMarketMessage } from '../slack/blocks/notices.js';
import { renderLookupResult } from '../slack/blocks/result.js';
import { buildSkuMessage } from '../slack/blocks/sku.js';
import { escapeMrkdwn } from '../slack/blocks/text.js';
import { type ParsedCommand, parseCommandText } from '../slack/requests/command-text.js';
import { renderMessage } from './render.js';

/** How long a brand-less query waits for the catalogue-wide index before saying "still learning". */
const warmWaitMs = 20_000;

interface DemoSessionOptions {
  engine: WarmableLookupEngine;
  /** The scope of every question that names no other. */
  scope: CatalogueScope;
  /** Markets `market:` may name (as in Slack, CATALOGUE_MARKETS and the default market). */
  markets: readonly string[];
  /** CATALOGUE_LOCALE: the content language that stands in for one the catalogue refuses. */
  fallbackLocale: string;
  /** Print the Block Kit message as JSON instead of text. */
  json?: boolean;
  /** ANSI bold in the text. */
  color?: boolean;
}

/** What the app does only in Slack, and the line that says where. */
const inSlack: Partial<Record<ParsedCommand['kind'], MessageKey>> = {
  menus: 'demo.inSlack.menus',
  settings: 'demo.inSlack.settings',
  list: 'demo.inSlack.list',
  report: 'demo.inSlack.report',
  refresh: 'demo.inSlack.refresh',
};

/** The slash command typed as in Slack: `/controller daikin ftxm25r` asks what `daikin ftxm25r` asks. */
const withoutSlashCommand = (text: string): string => text.replace(/^\/controller(?=\s|$)/i, '').trim();

/** A message of one line of mrkdwn. */
const notice = (text: string): SlackMessage => ({
  text,
  blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }],
});

/** The app's language for a catalogue locale, English for one it has no messages in. */
const languageFor = (locale: string): Language => languageOf(locale) ?? 'en';

/** The app's reply to overrides it cannot honour (as in Slack), undefined when there is none. */
function overrideRefusal(
  overrides: { unknownMarket?: string; locale?: string },
  language: Language,
  markets: readonly string[],
): SlackMessage | undefined {
  if (overrides.unknownMarket !== undefined)
    return buildUnknownMarketMessage(language, overrides.unknownMarket, markets);
  if (overrides.locale !== undefined && languageOf(overrides.locale) === undefined)
    return buildUnknownLanguageMessage(language, overrides.locale);
  return undefined;
}

/**
 * The scope of `--market`/`--locale`, read exactly as `market:`/`lang:` typed in a question
 * (any case, `es-ES` → `es`): a market outside `markets`, or none of the app's languages, gets
 * the app's own refusal instead.
 */
export function scopeOfFlags(
  flags: { market?: string; locale?: string },
  configured: CatalogueScope,
  markets: readonly string[],
): { scope: CatalogueScope } | { refusal: SlackMessage } {
  const overrides = {
    ...parseQueryOverrides(flags.market === undefined ? '' : `market:${flags.market}`, markets),
    ...(flags.locale === undefined ? {} : { locale: localeOfTyped(flags.locale) }),
  };
  const locale = overrides.locale ?? configured.locale;
  const refusal = overrideRefusal(overrides, languageFor(locale), markets);
  if (refusal) return { refusal };
  return { scope: { market: overrides.market ?? configured.market, locale } };
}

export class DemoSession {
  /** The button values of the last numbered choices. */
  #picks: string[] = [];
  /** The language of the last reply, which a number picking one of its choices keeps. */
  #language: Language;

  constructor(private readonly options: DemoSessionOptions) {
    this.#language = languageFor(options.scope.locale);
  }

  /** The reply to one line, as the demo prints it. */
  async answer(line: string): Promise<string> {
    const { message, keepPicks } = await this.#reply(line.trim());
    const shown = renderMessage(message, { color: this.options.color, language: this.#language });
    // A number out of range leaves the choices it was meant for, to pick again.
    if (!keepPicks) this.#picks = shown.picks;
    if (this.options.json) return JSON.stringify(message, null, 2);
    return shown.picks.length > 0 ? `${shown.text}\n${t(this.#language, 'demo.pick')}` : shown.text;
  }

  async #reply(text: string): Promise<{ message: SlackMessage; keepPicks?: boolean }> {
    const { engine } = this.options;
    if (/^\d+$/.test(text) && this.#picks.length > 0) {
      const pick = decodeUnitPick(this.#picks[Number(text) - 1]);
      if (!pick) {
        const range = t(this.#language, 'demo.pickRange', { count: this.#picks.length });
        return { message: notice(range), keepPicks: true };
      }
      const result = await engine.lookupUnit(pick);
      return { message: this.#render(result, this.#language, pick.type) };
    }
    return { message: await this.#question(text) };
  }

  /** A question typed as in Slack: overrides, then help, what only Slack does, or a lookup. */
  async #question(text: string): Promise<SlackMessage> {
    const { engine, scope: base, markets } = this.options;
    const overrides = parseQueryOverrides(withoutSlashCommand(text), markets);
    const scope: CatalogueScope = {
      market: overrides.market ?? base.market,
      locale: overrides.locale ?? base.locale,
    };
    const language = languageFor(scope.locale);
    this.#language = language;
    const refusal = overrideRefusal(overrides, language, markets);
    if (refusal) return refusal;
    const command = parseCommandText(overrides.text).kind;
    if (command === 'help') return buildHelpMessage(language, markets);
    const elsewhere = inSlack[command];
    if (elsewhere) {
      const example = markets.find((market) => market !== scope.market) ?? scope.market;
      return notice(t(language, elsewhere, { market: escapeMrkdwn(example) }));
    }
    const sku = await engine.lookupSku({ text: overrides.text, scope });
    if (sku) return buildSkuMessage(sku, language);
    let result = await this.#lookupText(overrides.text, scope);
    if (result.kind === 'still_learning') {
      const warmed = await settleWithin(engine.whenWarm(result.scope), warmWaitMs);
      if (settledValue(warmed)) result = await this.#lookupText(overrides.text, result.scope);
    }
    return this.#render(result, language, result.searched.type);
  }

  /** As in Slack: a language the catalogue refuses in the market gives way to CATALOGUE_LOCALE. */
  async #lookupText(text: string, scope: CatalogueScope): Promise<LookupResult> {
    const { engine, fallbackLocale } = this.options;
    const result = await engine.lookupQuestion({ text, scope });
    const refused = result.kind === 'catalogue_unavailable' && result.reason === 'scope_refused';
    if (!refused || scope.locale === fallbackLocale) return result;
    return engine.lookupQuestion({ text, scope: { ...scope, locale: fallbackLocale } });
  }

  #render(result: LookupResult, language: Language, onlyType: string | undefined): SlackMessage {
    return renderLookupResult(result, {
      language,
      shareable: false,
      ...(onlyType === undefined ? {} : { onlyType }),
    });
  }
}
