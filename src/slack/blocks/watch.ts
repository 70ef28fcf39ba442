/**
 * Block Kit of watched lists: the answer's footer, the change message (changed lines only, before →
 * after), the watch's end and the Home tab's section. A list answered in a channel is never named
 * there (the channel may be private and the app has no scope to tell).
 */
import type { types } from '@slack/bolt';
import { type Language, labelled, t } from '../../i18n/index.js';
import { statusWord } from '../../project-lists/csv.js';
import type { LineChange, LineNote } from '../../watched-lists/line-changes.js';
import type { WatchSummary } from '../../watched-lists/store.js';
import { actionIds } from './ids.js';
import { slackLimits } from './limits.js';
import { echo, message, type SlackMessage, sectionBlock } from './message.js';
import { escapeMrkdwn, joinLinesWithin, mrkdwn, plainText } from './text.js';

/** Changed lines named in a change message; the CSV has them all. */
const maxLinesNamed = 20;
/** Watched lists the Home tab shows. */
const maxHomeLists = 10;

/** A day as Slack writes it in the reader's time zone; the ISO date is the fallback. */
const slackDay = (ms: number): string =>
  `<!date^${Math.floor(ms / 1000)}^{date_long}|${new Date(ms).toISOString().slice(0, 10)}>`;

export interface WatchFooter {
  listId: string;
  endsAt: number;
  /** The Slack List's address, when it has one. */
  listUrl?: string;
  /** A Slack List that could not be finished: removed, or kept with `done` of `total` lines. */
  slackList?: { removed: true } | { incomplete: { done: number; total: number } };
}

/** The Slack List's link (said incomplete when it is), or that it was removed. */
function slackListPart(language: Language, footer: WatchFooter): string | undefined {
  const { slackList, listUrl } = footer;
  if (slackList && 'removed' in slackList) return t(language, 'watch.listRemoved');
  if (!listUrl) return undefined;
  const label = slackList
    ? t(language, 'watch.openIncompleteList', slackList.incomplete)
    : t(language, 'watch.openList');
  return `<${listUrl}|${label}>`;
}

/** Until when the list is watched, its Slack List, and the button that stops it. */
export function watchFooterBlocks(language: Language, footer: WatchFooter): types.KnownBlock[] {
  const parts = [t(language, 'watch.footer', { date: slackDay(footer.endsAt) })];
  const slackList = slackListPart(language, footer);
  if (slackList) parts.push(slackList);
  return [
    { type: 'context', elements: [mrkdwn(parts.join(' · '), slackLimits.sectionText)] },
    {
      type: 'actions',
      elements: [
        {
          type: 'button',
          action_id: actionIds.unwatchList,
          text: plainText(t(language, 'watch.stop'), slackLimits.buttonText),
          value: footer.listId,
        },
      ],
    },
  ];
}

const skus = (values: readonly string[]) => escapeMrkdwn(values.join(', ') || '—');

function noteText(language: Language, note: LineNote): string {
  switch (note.kind) {
    case 'gone':
      return t(language, 'watch.note.gone');
    case 'sku':
      return labelled(language, escapeMrkdwn(note.typeName), `${skus(note.before)} → *${skus(note.after)}*`);
    case 'type_gone':
      return t(language, 'watch.note.typeGone', {
        type: escapeMrkdwn(note.typeName),
        before: skus(note.before),
      });
    case 'type_new':
      return t(language, 'watch.note.typeNew', {
        type: escapeMrkdwn(note.typeName),
        after: `*${skus(note.after)}*`,
      });
    case 'status':
      return `${statusWord(language, note.before)} → *${statusWord(language, note.after)}*`;
    case 'unit':
      return `${escapeMrkdwn(note.before || '—')} → *${escapeMrkdwn(note.after || '—')}*`;
    case 'warning':
      return [
        ...note.added.map((warning) => t(language, 'watch.note.warning', { warning: escapeMrkdwn(warning) })),
        ...note.removed.map((warning) =>
          t(language, 'watch.note.warningGone', { warning: escapeMrkdwn(warning) }),
        ),
      ].join('; ');
  }
}

/** "• Line 3: acme qx25 → Wi-Fi: CTLR-1 → *CTLR-2*" */
const changeLine = (language: Language, change: LineChange): string =>
  `• ${labelled(
    language,
    t(language, 'list.line', { number: change.number }),
    `${echo(change.typed)} → ${change.notes.map((note) => noteText(language, note)).join('; ')}`,
  )}`;

/** What a catalogue change changed in a watched list: the changed lines alone, and the footer. */
export function watchChangeMessage(
  language: Language,
  changed: readonly LineChange[],
  footer: WatchFooter,
): SlackMessage {
  const title = t(language, 'watch.changed', { count: changed.length });
  const named = changed.slice(0, maxLinesNamed).map((change) => changeLine(language, change));
  const hidden = changed.length - named.length;
  const lines = [...named, ...(hidden > 0 ? [t(language, 'watch.more', { count: hidden })] : [])];
  const body = joinLinesWithin(lines, slackLimits.sectionText, (count) =>
    t(language, 'watch.more', { count: count + hidden }),
  );
  return message(
    `${title}\n${named.join('\n')}`,
    [sectionBlock(`*${title}*`), sectionBlock(body), ...watchFooterBlocks(language, footer)],
    language,
  );
}

const unwatchedKeys = {
  stopped: 'watch.stopped',
  not_watched: 'watch.notWatched',
  not_yours: 'watch.notYours',
} as const;

/** The one line answering `unwatch_list`: stopped, not watched any more, or someone else's. */
export function unwatchedMessage(language: Language, outcome: keyof typeof unwatchedKeys): SlackMessage {
  const text = t(language, unwatchedKeys[outcome]);
  return message(text, [sectionBlock(text)], language);
}

/** The Home tab's watched lists: DM lists by name, channel lists unnamed, each with its end. */
export function watchHomeBlocks(language: Language, lists: readonly WatchSummary[]): types.KnownBlock[] {
  const shown = lists.slice(0, maxHomeLists);
  const lineOf = (list: WatchSummary) => {
    const date = slackDay(list.endsAt);
    return list.place.channel.startsWith('D')
      ? t(language, 'watch.home.dm', { name: echo(list.name), date })
      : t(language, 'watch.home.channel', { date });
  };
  return [
    { type: 'divider' },
    sectionBlock(t(language, 'watch.home.title')),
    ...(shown.length === 0
      ? [sectionBlock(t(language, 'watch.home.none'))]
      : shown.map(
          (list): types.KnownBlock => ({
            type: 'section',
            text: mrkdwn(lineOf(list), slackLimits.sectionText),
            accessory: {
              type: 'button',
              action_id: actionIds.unwatchList,
              text: plainText(t(language, 'watch.stop'), slackLimits.buttonText),
              value: list.id,
            },
          }),
        )),
  ];
}
