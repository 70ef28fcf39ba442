/**
 * What a catalogue refresh changed in a market, as Slack shows it (the digest in
 * CATALOGUE_DIGEST_CHANNEL, the admin's "done" message, the Home tab): the counts first, then each
 * change (brand, unit, controller type, before → after), the first `shownChanges` of them; the
 * CSV (`digestCsv`) carries them all. Catalogue text is escaped. Pure.
 */
import type { types } from '@slack/bolt';
import { stringify } from 'csv-stringify/sync';
import type { CopyChange, CopyChanges } from '../../catalogue-copy/changes.js';
import { type Language, labelled, t } from '../../i18n/index.js';
import { excelCsv } from '../../project-lists/csv.js';
import { slackLimits } from './limits.js';
import { message, type SlackMessage, sectionBlock } from './message.js';
import { escapeMrkdwn, joinLinesWithin } from './text.js';

/** Changes listed in the message; beyond, the CSV has them all. */
export const shownChanges = 20;

const listed = (values: readonly string[]) => (values.length === 0 ? '—' : values.join(', '));

const whatChanged = (language: Language, change: CopyChange): string => {
  if (change.kind === 'added') return t(language, 'copy.change.added');
  if (change.kind === 'removed') return t(language, 'copy.change.removed');
  if (change.kind === 'warnings') return t(language, 'copy.change.warnings');
  return change.typeName ?? change.type ?? '';
};

/** One change on one line: *Brand Unit* · what: before → after. */
export function changeLine(language: Language, change: CopyChange): string {
  const unit = `*${escapeMrkdwn(`${change.brand} ${change.unit}`)}*`;
  const what = escapeMrkdwn(whatChanged(language, change));
  const values = `${escapeMrkdwn(listed(change.before))} → ${escapeMrkdwn(listed(change.after))}`;
  return `• ${unit} · ${labelled(language, what, values)}`;
}

export const countsLine = (language: Language, changes: CopyChanges): string =>
  t(language, 'copy.digest.counts', changes.counts);

/** The digest of one market's refresh. */
export function digestMessage(language: Language, market: string, changes: CopyChanges): SlackMessage {
  const title = t(language, 'copy.digest.title', { market: escapeMrkdwn(market) });
  const lines = changes.changes.slice(0, shownChanges).map((change) => changeLine(language, change));
  const more = changes.changes.length - lines.length;
  const blocks: types.KnownBlock[] = [
    sectionBlock(`*${title}*\n${countsLine(language, changes)}`),
    sectionBlock(
      joinLinesWithin(lines, slackLimits.sectionText, (count) => t(language, 'status.more', { count })),
    ),
  ];
  if (more > 0) blocks.push(sectionBlock(t(language, 'copy.digest.more', { count: more })));
  return message(`${title}: ${countsLine(language, changes)}`, blocks, language);
}

/** The admins' Home tab: the last digest of the default market, or that nothing changed yet. */
export function digestHomeBlocks(
  language: Language,
  last: { market: string; changes: CopyChanges } | undefined,
): types.KnownBlock[] {
  const heading = sectionBlock(t(language, 'copy.home.digest'));
  if (!last) return [{ type: 'divider' }, heading, sectionBlock(t(language, 'copy.home.noDigest'))];
  return [{ type: 'divider' }, heading, ...digestMessage(language, last.market, last.changes).blocks];
}

/** Every change, one row each: brand, unit, change, controller type, before, after. */
export function digestCsv(language: Language, changes: CopyChanges): Buffer {
  const header = (['brand', 'unit', 'change', 'type', 'before', 'after'] as const).map((key) =>
    t(language, `copy.csv.${key}`),
  );
  const rows = changes.changes.map((change) => [
    change.brand,
    change.unit,
    whatChanged(language, change),
    change.typeName ?? '',
    change.before.join(' | '),
    change.after.join(' | '),
  ]);
  return Buffer.from(stringify([header, ...rows], excelCsv(language)), 'utf8');
}
