/**
 * One demo conversation: each line read as the Slack app reads a question, asked through the one
 * `ask`, and answered with the app's own Block Kit message, so that the demo shows exactly what
 * Slack would. The demo only renders; picking by number, session switches and Slack-only words are
 * described in the README.
 */
import { isCatalogueError } from '../catalogue/errors.js';
import type { CatalogueScope } from '../catalogue/types.js';
import { type Language, languageNames, languageOf, type MessageKey, t } from '../i18n/index.js';
import type { Ask } from '../lookup/ask-types.js';
import type { WarmableLookupEngine } from '../lookup/create-engine.js';
import { settledValue, settleWithin } from '../shared/deadline.js';
import { buildGreetingMessage } from '../slack/blocks/help.js';
import { decodeUnitPick } from '../slack/blocks/ids.js';
import { message, type SlackMessage, sectionBlock } from '../slack/blocks/message.js';
import { buildUnavailableMessage } from '../slack/blocks/notices.js';
import { renderLookupResult } from '../slack/blocks/result.js';
import { escapeMrkdwn } from '../slack/blocks/text.js';
import { askerOf, renderAnswer } from '../slack/replies/lookups.js';
import type { ParsedCommand } from '../slack/requests/command-text.js';
import { readUserRequest } from '../slack/requests/user-request.js';
import {
  configuredUser,
  type ScopedUser,
  type ScopeOverrides,
  type UserScope,
} from '../slack/user/user-scope.js';
import { renderMessage } from './render.js';

/** How long a brand-less query waits for the catalogue-wide index before saying "still learning". */
const warmWaitMs = 20_000;

interface DemoSessionOptions {
  engine: WarmableLookupEngine;
  ask: Ask;
  /** The scope of every question that names no other (until `market:`/`lang:` alone switches it). */
  scope: CatalogueScope;
  /** `--locale` was given: the user chose the language, which a question's own does not change. */
  localeChosen?: boolean;
  /** Markets `market:` may name (as in Slack, CATALOGUE_MARKETS and the default market). */
  markets: readonly string[];
  /** The embedded sample catalogue answers: every answer says so. */
  sample?: boolean;
  /** Print the Block Kit message as JSON instead of text. */
  json?: boolean;
  /** ANSI bold in the text. */
  color?: boolean;
}

/** What the app does only in Slack, and the line that says where. */
const inSlack: Record<Exclude<ParsedCommand['kind'], 'help' | 'greeting' | 'lookup'>, MessageKey> = {
  menus: 'demo.inSlack.menus',
  settings: 'demo.inSlack.settings',
  list: 'demo.inSlack.list',
  report: 'demo.inSlack.report',
  refresh: 'demo.inSlack.refresh',
};

/** The slash command typed as in Slack: `/controller daikin ftxm25r` asks what `daikin ftxm25r` asks. */
const withoutSlashCommand = (text: string): string => text.replace(/^\/controller(?=\s|$)/i, '').trim();

/** A message of one line of mrkdwn. */
const notice = (text: string, language: Language): SlackMessage =>
  message(text, [sectionBlock(text)], language);

/** The app's language for a catalogue locale, English for one it has no messages in. */
const languageFor = (locale: string): Language => languageOf(locale) ?? 'en';

/** A user of the demo in `scope`, who chose the language when `localeChosen`. */
function demoUser(scope: CatalogueScope, localeChosen: boolean): ScopedUser {
  const configured = configuredUser(scope, '');
  return {
    userId: '',
    scope: (overrides = {}) => ({
      ...configured.scope(overrides),
      ...(localeChosen ? { languageChosen: true } : {}),
    }),
  };
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
  const typed = [
    ...(flags.market === undefined ? [] : [`market:${flags.market}`]),
    ...(flags.locale === undefined ? [] : [`lang:${flags.locale}`]),
  ].join(' ');
  const request = readUserRequest({ markets: [...markets] }, demoUser(configured, false), typed);
  if (request.refusal) return { refusal: request.refusal };
  return { scope: { market: request.user.market, locale: request.user.locale } };
}

export class DemoSession {
  /** The button values of the last numbered choices. */
  #picks: string[] = [];
  /** The language of the last reply, which a number picking one of its choices keeps. */
  #language: Language;
  #scope: CatalogueScope;
  #localeChosen: boolean;

  constructor(private readonly options: DemoSessionOptions) {
    this.#scope = options.scope;
    this.#localeChosen = options.localeChosen === true;
    this.#language = languageFor(options.scope.locale);
  }

  /** The reply to one line, as the demo prints it. */
  async answer(line: string): Promise<string> {
    const { message: reply, keepPicks } = await this.#reply(line.trim());
    const shown = renderMessage(reply, { color: this.options.color, language: this.#language });
    // A number out of range leaves the choices it was meant for, to pick again.
    if (!keepPicks) this.#picks = shown.picks;
    if (this.options.json) return JSON.stringify(reply, null, 2);
    return shown.picks.length > 0 ? `${shown.text}\n${t(this.#language, 'demo.pick')}` : shown.text;
  }

  async #reply(text: string): Promise<{ message: SlackMessage; keepPicks?: boolean }> {
    if (/^\d+$/.test(text) && this.#picks.length > 0) {
      const pick = decodeUnitPick(this.#picks[Number(text) - 1]);
      if (!pick) {
        const range = t(this.#language, 'demo.pickRange', { count: this.#picks.length });
        return { message: notice(range, this.#language), keepPicks: true };
      }
      const result = await this.options.engine.lookupUnit(pick);
      return {
        message: renderLookupResult(result, {
          language: this.#language,
          shareable: false,
          ...this.#sample(),
          ...(pick.type === undefined ? {} : { onlyType: pick.type }),
        }),
      };
    }
    return { message: await this.#question(text) };
  }

  #sample = () => (this.options.sample ? { sample: true } : {});

  /** A question typed as in Slack: overrides, then help, a greeting, what only Slack does, or `ask`. */
  async #question(text: string): Promise<SlackMessage> {
    const { markets } = this.options;
    const request = readUserRequest(
      { markets: [...markets] },
      demoUser(this.#scope, this.#localeChosen),
      withoutSlashCommand(text),
    );
    const { user, command } = request;
    this.#language = user.language;
    if (request.refusal) return request.refusal;
    if (command.kind === 'menus' && request.overrides) return this.#switchTo(user, request.overrides);
    if (command.kind === 'help') {
      const example = markets.find((market) => market !== user.market) ?? user.market;
      return notice(
        t(user.language, 'demo.help', {
          market: escapeMrkdwn(example),
          markets: markets.map(escapeMrkdwn).join(', '),
        }),
        user.language,
      );
    }
    if (command.kind === 'greeting') return buildGreetingMessage(user.language);
    if (command.kind !== 'lookup') {
      const example = markets.find((market) => market !== user.market) ?? user.market;
      return notice(
        t(user.language, inSlack[command.kind], { market: escapeMrkdwn(example) }),
        user.language,
      );
    }
    return this.#ask(user, command.text);
  }

  /** `market:`/`lang:` alone: the session's scope from now on, said in one line. */
  #switchTo(user: UserScope, overrides: ScopeOverrides): SlackMessage {
    this.#scope = { market: user.market, locale: user.locale };
    if (overrides.locale !== undefined) this.#localeChosen = true;
    this.options.engine.warm(this.#scope);
    const language = languageOf(user.locale);
    return notice(
      t(user.language, 'demo.switched', {
        market: escapeMrkdwn(user.market),
        language: language ? languageNames[language] : escapeMrkdwn(user.locale),
      }),
      user.language,
    );
  }

  /** The question through `ask`; a brand-less one waits a while for the catalogue-wide index. */
  async #ask(user: UserScope, text: string): Promise<SlackMessage> {
    const { ask, engine } = this.options;
    const asking = () => ask.ask({ text }, askerOf(user), { followLanguage: true });
    try {
      let asked = await asking();
      if (asked.kind === 'lookup' && asked.result.kind === 'still_learning') {
        const warmed = await settleWithin(engine.whenWarm(asked.result.scope), warmWaitMs);
        if (settledValue(warmed)) asked = await asking();
      }
      this.#language = asked.language ?? user.language;
      return renderAnswer(asked, { language: this.#language, shareable: false, ...this.#sample() }).message;
    } catch (error) {
      if (!isCatalogueError(error)) throw error;
      const scope = { market: user.market, locale: user.locale };
      return buildUnavailableMessage(
        { kind: 'catalogue_unavailable', scope, searched: { text }, reason: error.kind },
        { language: user.language, shareable: false },
      );
    }
  }
}
