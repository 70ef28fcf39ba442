/**
 * A question that named several units: one message, each unit's reply as it would be alone, set
 * apart by dividers. Parts drop their menus (block ids would repeat) and Share (it would share one
 * unit); past Slack's block limit the answers go compact, counting rows ("…and 2 more"), never
 * cutting one in the middle.
 */
import type { types } from '@slack/bolt';
import { t } from '../../i18n/index.js';
import type { LookupResult } from '../../lookup/result.js';
import { answerBody } from './answer.js';
import { decodeUnitPick, encodeUnitPick, pickUnitActionPattern } from './ids.js';
import { slackLimits } from './limits.js';
import { contextBlock, message, type RenderOptions, type SlackMessage, sectionBlock } from './message.js';

type SeveralResult = Extract<LookupResult, { kind: 'several' }>;

/** A pick button of a part: its unit is answered beside the message (see `UnitPick.beside`). */
function pickedBeside<Element extends { type: string; action_id?: string; value?: string }>(
  element: Element,
): Element {
  if (element.type !== 'button' || !pickUnitActionPattern.test(element.action_id ?? '')) return element;
  const pick = decodeUnitPick(element.value);
  return pick ? { ...element, value: encodeUnitPick({ ...pick, beside: true }) } : element;
}

/** A part's block with its pick buttons (in an actions block or beside a section) answered beside. */
function besideBlock(block: types.KnownBlock): types.KnownBlock {
  if (block.type === 'actions') return { ...block, elements: block.elements.map(pickedBeside) };
  if (block.type === 'section' && block.accessory)
    return { ...block, accessory: pickedBeside(block.accessory) };
  return block;
}

/** A part's blocks: its own context line (the last block) and menus left out. */
function partBlocks(reply: SlackMessage): types.KnownBlock[] {
  const blocks = reply.blocks.at(-1)?.type === 'context' ? reply.blocks.slice(0, -1) : reply.blocks;
  return blocks.filter((block) => block.block_id === undefined).map(besideBlock);
}

export function buildSeveralMessage(
  result: SeveralResult,
  options: RenderOptions,
  renderPart: (part: LookupResult, options: RenderOptions) => SlackMessage,
): SlackMessage {
  const { language } = options;
  const intro = t(language, 'several.intro', { count: result.results.length });
  const rendered = result.results.map((part) => ({
    part,
    reply: renderPart(part, { ...options, shareable: false, sharedBy: undefined }),
  }));
  const parts = (compact: boolean) =>
    rendered.map(({ part, reply }) =>
      part.kind === 'answer' ? answerBody(part, language, { compact }) : partBlocks(reply),
    );
  const more = result.more > 0 ? [sectionBlock(t(language, 'several.more', { count: result.more }))] : [];
  const stale = result.results.some((part) => part.kind === 'answer' && part.stale);
  const readAts = result.results.flatMap((part) =>
    part.kind === 'answer' && part.readAt !== undefined ? [part.readAt] : [],
  );
  const readAt = readAts.length > 0 ? Math.min(...readAts) : undefined;
  const assemble = (compact: boolean): types.KnownBlock[] => [
    sectionBlock(intro),
    ...parts(compact).flatMap((blocks) => [{ type: 'divider' } as const, ...blocks]),
    ...more,
    contextBlock(options, result.scope, { searched: result.searched.text, stale, readAt }),
  ];
  const full = assemble(false);
  const blocks = full.length <= slackLimits.blocksPerMessage ? full : assemble(true);
  return message([intro, ...rendered.map(({ reply }) => reply.text)].join('\n'), blocks, language);
}
