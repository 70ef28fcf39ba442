/**
 * The app's Slack message as terminal text, so the demo prints exactly the app's words, numbers and
 * choices: pick buttons become a numbered list (a number picks one), Slack's menus one line saying
 * they are Slack's. Pure; control characters are removed, so no text can drive the terminal.
 */
import type { types } from '@slack/bolt';
import { type Language, labelled, t } from '../i18n/index.js';
import { actionIds, pickUnitActionPattern } from '../slack/blocks/ids.js';
import type { SlackMessage } from '../slack/blocks/message.js';
import { unescapeSlack } from '../slack/blocks/text.js';

interface TerminalOptions {
  /** ANSI bold for SKUs and titles (a terminal that supports it). */
  color?: boolean;
  /** The message's language, for its `label: value` lines (French: `label : value`); default English. */
  language?: Language;
}

interface TerminalMessage {
  text: string;
  /** The button values of the numbered choices, in order (empty when there are none). */
  picks: string[];
}

/** Control characters (ESC and friends) and bidi overrides removed, so no text can drive the terminal. */
export const printable = (text: string): string =>
  text.replace(/\t+/g, ' ').replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, (c) => (c === '\n' ? c : ''));

const emoji: Record<string, string> = {
  warning: '⚠',
  mag: '🔍',
  hourglass: '⏳',
  globe_with_meridians: '🌐',
};

/** A quoted line's marker (`>` at a line start; one typed or read is escaped as `&gt;`). */
const quoteIndent = '    ';

/** Where bold starts and ends, as private-use characters until control characters are gone. */
const boldOn = '\uE001';
const boldOff = '\uE002';

/** mrkdwn → terminal text; what Slack shows bold or in code (the SKUs) is bold with colour on. */
export function mrkdwnToTerminal(text: string, options: TerminalOptions = {}): string {
  const bold = (inner: string) => `${boldOn}${inner}${boldOff}`;
  const plain = text
    .replace(/^>/gm, quoteIndent)
    .replace(/<!date\^\d+\^[^|>]*\|([^>]*)>/g, '$1')
    .replace(/<@([UW][A-Z0-9]+)>/g, '@$1')
    .replace(/<(https?:[^|>]+)\|([^>]+)>/g, '$2 ($1)')
    .replace(/<(https?:[^|>]+)>/g, '$1')
    .replace(/\*`([^`\n]+)`\*/g, (_m, code: string) => bold(code))
    .replace(/`([^`\n]+)`/g, (_m, code: string) => bold(code))
    .replace(
      /(^|[\s(])\*([^*\n]+)\*(?=$|[\s).,:;!?])/g,
      (_m, before: string, inner: string) => before + bold(inner),
    )
    .replace(/(^|[\s(])_([^_\n]+)_(?=$|[\s).,:;!?])/g, '$1$2')
    .replace(/:([a-z_]+):/g, (whole, name: string) => emoji[name] ?? whole);
  return printable(unescapeSlack(plain))
    .replaceAll(boldOn, options.color ? '\u001b[1m' : '')
    .replaceAll(boldOff, options.color ? '\u001b[22m' : '');
}

type TextObject = types.PlainTextElement | types.MrkdwnElement;

const textOf = (text: TextObject | undefined, options: TerminalOptions): string =>
  text === undefined
    ? ''
    : text.type === 'mrkdwn'
      ? mrkdwnToTerminal(text.text, options)
      : printable(text.text);

/**
 * Lines of the app's replies that offer what only Slack has, and what the demo says instead
 * (saying "in Slack"), by the reply's language.
 */
const slackOnlyLines = (language: Language): ReadonlyMap<string, string> =>
  new Map([
    [t(language, 'notFound.hint'), t(language, 'demo.notFound.hint')],
    [t(language, 'help.ask'), t(language, 'demo.ask')],
  ]);

/** What a message rendered so far: its pick buttons' values, and whether Slack's menus were said. */
interface Rendering {
  picks: string[];
  menusSaid: boolean;
  /** `slackOnlyLines` of the message's language. */
  instead: ReadonlyMap<string, string>;
}

const isSelect = (element: { type: string } | undefined): boolean =>
  element !== undefined && /_select$/.test(element.type);

/** Slack's menus (selects) as one line saying they are Slack's, once per message. */
function menusLine(rendering: Rendering, options: TerminalOptions): string[] {
  if (rendering.menusSaid) return [];
  rendering.menusSaid = true;
  return [`  ${t(options.language ?? 'en', 'demo.menusInSlack')}`];
}

/** One block as lines; pick buttons are numbered from `picks.length + 1` and their values kept. */
function blockLines(block: types.KnownBlock, rendering: Rendering, options: TerminalOptions): string[] {
  const { picks } = rendering;
  switch (block.type) {
    case 'header':
      return [textOf(block.text, { ...options }), ''];
    case 'section': {
      const accessory = block.accessory;
      if (isSelect(accessory)) return menusLine(rendering, options);
      const instead = block.text && rendering.instead.get(block.text.text);
      if (instead) return [mrkdwnToTerminal(instead, options)];
      // A line whose button opens Slack's menus ("… or open the menus"): said to be Slack's.
      if (accessory?.type === 'button' && accessory.action_id === actionIds.openMenus && block.text)
        return [`${textOf(block.text, options)} ${t(options.language ?? 'en', 'demo.menusInSlack')}`];
      if (
        accessory?.type === 'button' &&
        pickUnitActionPattern.test(accessory.action_id ?? '') &&
        block.text
      ) {
        // A choice that says how its unit differs: numbered like the buttons of an actions block.
        picks.push(accessory.value ?? '');
        const [first = '', ...rest] = textOf(block.text, options).split('\n');
        return [`  ${picks.length}. ${first}`, ...rest.map((line) => `     ${line}`)];
      }
      const lines = block.text ? [textOf(block.text, options)] : [];
      for (const field of block.fields ?? []) {
        const [label = '', ...value] = textOf(field, { ...options, color: false }).split('\n');
        lines.push(labelled(options.language ?? 'en', label, value.join(' ')));
      }
      return lines;
    }
    case 'context':
      return [
        `  ${block.elements
          .map((element) => ('text' in element ? textOf(element as TextObject, { color: false }) : ''))
          .filter(Boolean)
          .join(' · ')}`,
      ];
    case 'actions':
      if (block.elements.some(isSelect)) return menusLine(rendering, options);
      return block.elements.flatMap((element) => {
        if (element.type !== 'button' || !pickUnitActionPattern.test(element.action_id ?? '')) return [];
        picks.push(element.value ?? '');
        return [`  ${picks.length}. ${textOf(element.text, options)}`];
      });
    case 'divider':
      return [''];
    default:
      return [];
  }
}

export function renderMessage(message: SlackMessage, options: TerminalOptions = {}): TerminalMessage {
  const rendering: Rendering = {
    picks: [],
    menusSaid: false,
    instead: slackOnlyLines(options.language ?? 'en'),
  };
  const lines = message.blocks.flatMap((block) => blockLines(block, rendering, options));
  return {
    text: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd(),
    picks: rendering.picks,
  };
}
