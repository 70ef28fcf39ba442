/**
 * Messages about a list: the progress line while it is looked up, the answer (how many
 * lines were answered, need a choice, were not found or are not sold in the market, and the
 * lines that need attention, each with what it needs), and the plain notices for what the
 * app cannot take (too long, too large, not a list). User text is echoed escaped.
 */
import type { types } from '@slack/bolt';
import type { CatalogueScope } from '../../catalogue/types.js';
import { type Language, labelled, type MessageKey, t } from '../../i18n/index.js';
import type { ListAnswerLine } from '../../project-lists/csv.js';
import { type ListAnswer, needsAttention } from '../../project-lists/list-lookup.js';
import { type ListStatus, listStatuses } from '../../project-lists/outcome.js';
import { slackLimits } from './limits.js';
import { contentFallbackNote, echo, message, type SlackMessage, sectionBlock } from './message.js';
import { escapeMrkdwn, joinLinesWithin, mrkdwn } from './text.js';

/** Lines that need attention named in the message; the file has them all. */
const maxAttentionLines = 15;
const maxCandidatesNamed = 3;

const countKeys: Record<ListStatus, MessageKey> = {
  answered: 'list.counts.answered',
  check: 'list.counts.check',
  choose: 'list.counts.choose',
  not_found: 'list.counts.notFound',
  not_sold: 'list.counts.notSold',
  unavailable: 'list.counts.unavailable',
};

/** "28 answered, 3 need a choice, 1 not found" (zero counts left out, answered always said). */
export function listCounts(counts: Readonly<Record<ListStatus, number>>, language: Language): string {
  return listStatuses
    .filter((status) => status === 'answered' || counts[status] > 0)
    .map((status) => t(language, countKeys[status], { count: counts[status] }))
    .join(', ');
}

/** "List of 32 units: 28 answered, 3 need a choice, 1 not found". */
function listHeadline(answer: Pick<ListAnswer, 'counts' | 'lines'>, language: Language): string {
  const title = t(language, 'list.title', { count: answer.lines.length });
  return labelled(language, title, listCounts(answer.counts, language));
}

function attentionLine({ line, outcome }: ListAnswerLine, language: Language): string {
  const status =
    outcome.status === 'check'
      ? t(language, 'list.status.check', {
          unit: escapeMrkdwn([outcome.brand, outcome.model].filter(Boolean).join(' ')),
        })
      : outcome.status === 'choose'
        ? t(language, 'list.status.choose', {
            units: escapeMrkdwn(outcome.candidates.slice(0, maxCandidatesNamed).join(', ')),
          })
        : outcome.status === 'not_found'
          ? t(language, 'list.status.notFound')
          : outcome.status === 'not_sold'
            ? t(language, 'list.status.notSold')
            : t(language, 'list.status.unavailable');
  return `• ${labelled(language, t(language, 'list.line', { number: line.number }), `${echo(line.query)} → ${status}`)}`;
}

/** `scope`: where the lines were looked up (a note says when its language stands in for the reader's). */
export function buildListAnswerMessage(
  answer: ListAnswer,
  language: Language,
  scope: CatalogueScope,
  /** Blocks after the answer's own (a watched list's footer). */
  after: readonly types.KnownBlock[] = [],
  /** `file: false` where no CSV file comes with the answer (Slackbot's): nothing says there is one. */
  options: { file?: boolean } = {},
): SlackMessage {
  const file = options.file ?? true;
  const headline = listHeadline(answer, language);
  const attention = answer.lines.filter(needsAttention);
  const named = attention.slice(0, maxAttentionLines).map((line) => attentionLine(line, language));
  const hidden = attention.length - named.length;
  const blocks = [sectionBlock(`*${escapeMrkdwn(headline)}*`)];
  if (named.length > 0) {
    const more = hidden > 0 ? [t(language, file ? 'list.more' : 'status.more', { count: hidden })] : [];
    blocks.push(
      sectionBlock(
        joinLinesWithin(
          [t(language, 'list.attention'), ...named, ...more],
          slackLimits.sectionText,
          (count) => t(language, file ? 'list.more' : 'status.more', { count: count + hidden }),
        ),
      ),
    );
  }
  const fallback = contentFallbackNote(language, scope);
  const notes = [
    ...(file ? [t(language, 'list.file')] : []),
    ...(answer.severalTypes ? [t(language, 'list.typeHint')] : []),
    ...(fallback === undefined ? [] : [fallback]),
  ];
  return message(
    escapeMrkdwn(headline),
    [
      ...blocks,
      { type: 'context', elements: notes.map((note) => mrkdwn(note, slackLimits.sectionText)) },
      ...after,
    ],
    language,
  );
}

export function buildListProgressMessage(language: Language, done: number, total: number): SlackMessage {
  const text =
    done === 0
      ? t(language, 'list.working', { count: total })
      : t(language, 'list.progress', { done, total });
  return message(text, [sectionBlock(text)], language);
}

/** A plain notice (too long, too large, not a list…) followed by what the app accepts. */
export function buildListNotice(
  language: Language,
  key: MessageKey,
  params: { count?: number; maxLines: number; maxSize: string },
): SlackMessage {
  const lead = t(language, key, { count: params.count ?? 0, max: params.maxLines });
  const accepts = t(language, 'list.accepts', { max: params.maxLines, size: params.maxSize });
  return message(`${lead} ${accepts}`, [sectionBlock(lead), sectionBlock(accepts)], language);
}
