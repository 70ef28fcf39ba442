/**
 * `check_list` {lines}: up to 100 lines read as a pasted list (project-lists/paste.ts), each looked
 * up through the one `ask` behind the app-wide list gate (run.ts), one outcome per line
 * (outcome.ts) and the order summary (csv.ts), in the caller's scope and the type the text names.
 * A line not settled within the list's budget (from the request's arrival) says `unavailable`; none
 * is tried again. When the market's types cannot be read, every line says `unavailable`.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { labelled, t } from '../../../i18n/index.js';
import type { LookupResult } from '../../../lookup/result.js';
import { lineRanges, orderSummary } from '../../../project-lists/csv.js';
import { answerList } from '../../../project-lists/list-lookup.js';
import { listStatuses } from '../../../project-lists/outcome.js';
import { readPastedList } from '../../../project-lists/paste.js';
import type { Deadline } from '../../../shared/deadline.js';
import { buildListAnswerMessage, listCounts } from '../../blocks/list.js';
import { withSampleNote } from '../../blocks/message.js';
import { listScope } from '../../project-lists/list-scope.js';
import { lookupFacts } from '../../replies/lookup-summary.js';
import { askerOf, catalogueScope } from '../../replies/lookups.js';
import type { ScopedUser } from '../../user/user-scope.js';
import type { ToolDeps } from './tool-deps.js';
import { toolRefusal, toolResult } from './tool-result.js';

const maxToolLines = 100;

const checkListInput = z.object({
  lines: z
    .array(z.string().max(500))
    .min(1)
    .max(maxToolLines)
    .describe(
      'The lines of the project list, one unit a line, e.g. "2x Daikin FTXM25R" or "Mitsubishi MSZ-LN25VG;3".',
    ),
});

const checkListOutput = z.object({
  market: z.string(),
  lines: z.array(
    z.object({
      line: z.number().int().positive().describe('The line number in `lines`, from 1.'),
      typed: z.string(),
      quantity: z.number(),
      status: z.enum(listStatuses),
      unit: z.string(),
      skus: z.array(z.object({ sku: z.string(), controller_type: z.string() })),
      candidates: z.array(z.string()),
      warnings: z.array(z.string()),
    }),
  ),
  counts: z.record(z.enum(listStatuses), z.number().int()),
  order_summary: z.array(
    z.object({ sku: z.string(), controller_type: z.string(), quantity: z.number(), lines: z.string() }),
  ),
  summary: z.string(),
});
type Output = z.infer<typeof checkListOutput>;

export const checkListTool = {
  title: 'Check a project list of units',
  description:
    'Finds the controller SKUs for every line of a project list (up to 100 units, with quantities) in the ' +
    "asking salesperson's market, and totals them per SKU (the order summary). Lines that need a choice, are " +
    'not found or not sold in the market say so.',
  inputSchema: checkListInput,
  outputSchema: checkListOutput,
} as const;

type Input = z.infer<typeof checkListInput>;

/** Unsettled lines are answered `unavailable` at once. */
const noRetries = { retries: 0, minTimeoutMs: 0, factor: 1 };

/** The plain text: the headline, one line per line of the list, then the order summary. */
function textOf(output: Output, orderTitle: string): string {
  const lines = output.lines.map((line) => {
    const skus = line.skus.map((row) => `${row.sku} (${row.controller_type})`).join(', ');
    const what = skus || line.candidates.join(' / ') || line.warnings.join('; ');
    return `${line.line}. ${line.typed} → ${line.status}${what ? `: ${what}` : ''}`;
  });
  const order = output.order_summary.map(
    (row) => `- ${row.quantity} × ${row.sku} (${row.controller_type}), lines ${row.lines}`,
  );
  return [output.summary, ...lines, ...(order.length > 0 ? [`${orderTitle}:`, ...order] : [])].join('\n');
}

export async function checkList(
  deps: ToolDeps,
  asker: ScopedUser,
  input: Input,
  deadline: Deadline,
): Promise<CallToolResult> {
  const startedAt = performance.now();
  const user = asker.scope();
  const { language } = user;
  const list = readPastedList(input.lines.map((line) => line.replace(/[\r\n]+/g, ' ')).join('\n'));
  if (list.lines.length === 0) return toolRefusal(t(language, 'workflow.summary.noUnit'));
  const listed = await deadline.settle(listScope(deps, user, { otherText: list.otherText }));
  if (listed.kind === 'failed')
    deps.logger.error({ err: listed.error }, 'check_list could not read the market’s types');
  // Without the market's types, a type the list names cannot be kept to: every line is
  // `unavailable`, never the SKUs of a type nobody asked for.
  const { scoped, type } = listed.kind === 'done' ? listed.value : { scoped: user, type: undefined };
  const lineUser = { ...scoped, defaultType: type };
  const scope = catalogueScope(lineUser);
  /** A line's result, or the catalogue not answering (the types unread, the budget spent): the line says `unavailable`. */
  const lookup = async (query: string): Promise<LookupResult> => {
    const late: LookupResult = {
      kind: 'catalogue_unavailable',
      scope,
      searched: { text: query },
      reason: listed.kind === 'failed' ? 'unavailable' : 'timeout',
    };
    if (listed.kind !== 'done' || deadline.remaining() === 0) return late;
    const looked = await deadline.settle(deps.lookups.ask.line(query, askerOf(lineUser)));
    if (looked.kind === 'failed') deps.logger.error({ err: looked.error }, 'A check_list lookup failed');
    return looked.kind === 'done' ? looked.value.result : late;
  };
  const answer = await answerList(list.lines, language, { lookup, gate: deps.listGate, retries: noRetries });
  const durationMs = (performance.now() - startedAt) / answer.lines.length;
  for (const { line, result } of answer.lines) {
    if (!result) continue;
    deps.lookups.record(lineUser, {
      ...lookupFacts(result),
      market: result.scope.market,
      query: line.typed,
      surface: 'slackbot',
      durationMs,
      only: 'log',
    });
  }
  const headline = labelled(
    language,
    t(language, 'list.title', { count: answer.lines.length }),
    listCounts(answer.counts, language),
  );
  const output: Output = {
    market: scope.market,
    lines: answer.lines.map(({ line, outcome }) => ({
      line: line.number,
      typed: line.typed,
      quantity: line.quantity,
      status: outcome.status,
      unit: [outcome.brand, outcome.model].filter(Boolean).join(' '),
      skus: outcome.skus.map((row) => ({ sku: row.sku, controller_type: row.typeName })),
      candidates: outcome.candidates,
      warnings: outcome.warnings,
    })),
    counts: answer.counts,
    order_summary: orderSummary(answer.lines).map((row) => ({
      sku: row.sku,
      controller_type: row.typeName,
      quantity: row.quantity,
      lines: lineRanges(row.lines),
    })),
    summary: headline,
  };
  const blocks = withSampleNote(
    buildListAnswerMessage(answer, language, scope, [], { file: false }),
    language,
    deps.sample,
  );
  return toolResult(output, textOf(output, t(language, 'mcp.listOrder')), blocks);
}
