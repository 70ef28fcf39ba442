/**
 * `find_controller` {unit, market?, controller_type?}: asked as `/controller` asks (the one `ask`,
 * the caller's scope, `market:`/`lang:` typed in the unit honoured), answered as the Workflow step's
 * outcome (functions/sku-outputs.ts, project-lists/outcome.ts: the three never disagree). Several
 * plausible units come back as the candidates, never a guess. Recorded as `/controller` records.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { type Language, t } from '../../../i18n/index.js';
import { lineOutcome, listStatuses } from '../../../project-lists/outcome.js';
import type { Deadline } from '../../../shared/deadline.js';
import { message, sectionBlock } from '../../blocks/message.js';
import { escapeMrkdwn } from '../../blocks/text.js';
import { skuOutputs } from '../../functions/sku-outputs.js';
import { askerOf, renderAnswer } from '../../replies/lookups.js';
import { recordReply } from '../../replies/reply-facts.js';
import { toLookupText } from '../../requests/message-text.js';
import { readUserRequest } from '../../requests/user-request.js';
import type { ScopedUser, UserScope } from '../../user/user-scope.js';
import { marketField, recordCall, recordUnavailable, type ToolDeps } from './tool-deps.js';
import { toolRefusal, toolResult } from './tool-result.js';

const findControllerInput = z.object({
  unit: z
    .string()
    .min(1)
    .max(500)
    .describe('The indoor unit: brand and model as written on it or in the quote, e.g. "Daikin FTXM25R".'),
  market: marketField,
  controller_type: z
    .string()
    .max(100)
    .optional()
    .describe('A controller type to keep to (e.g. KNX, Wi-Fi); every type the unit has when left out.'),
});

const findControllerOutput = z.object({
  status: z.enum(listStatuses),
  unit: z.string().describe('Brand and model as the catalogue writes them; empty when none was settled.'),
  skus: z.array(z.object({ sku: z.string(), controller_type: z.string() })),
  candidates: z.array(z.string()).describe('The plausible units when the caller must choose.'),
  warnings: z.array(z.string()),
  summary: z.string(),
  market: z.string(),
  language: z.string(),
});
type Output = z.infer<typeof findControllerOutput>;

export const findControllerTool = {
  title: 'Find the controller SKU for an air-conditioning unit',
  description:
    'Finds the controller SKUs (KNX, Wi-Fi, PRO…) that fit an indoor air-conditioning unit, by its brand and ' +
    'model, in the asking salesperson\'s market and language. Use it for questions like "which controller do ' +
    'I sell for a Daikin FTXM25R?" or "is there a KNX one?" (pass controller_type). When several units could ' +
    'be meant, status is "choose" and candidates lists them: ask which one, never guess.',
  inputSchema: findControllerInput,
  outputSchema: findControllerOutput,
} as const;

type Input = z.infer<typeof findControllerInput>;

/** An outcome with no SKU and no unit (nothing to look up, the catalogue too slow). */
const withoutUnit = (
  user: UserScope,
  status: 'not_found' | 'unavailable',
  summary: string,
  language = user.language,
): Output => ({
  status,
  unit: '',
  skus: [],
  candidates: [],
  warnings: [],
  summary,
  market: user.market,
  language,
});

/** `summary` alone, as text and as a message. */
const summaryOnly = (output: Output, language: Language): CallToolResult => {
  const text = escapeMrkdwn(output.summary);
  return toolResult(output, output.summary, message(text, [sectionBlock(text)], language));
};

/** The plain text of an outcome: its summary, then the candidates one a line. */
const textOf = (output: Output): string =>
  [output.summary, ...output.candidates.map((unit) => `- ${unit}`)].join('\n');

export async function findController(
  deps: ToolDeps,
  asker: ScopedUser,
  input: Input,
  deadline: Deadline,
): Promise<CallToolResult> {
  const startedAt = performance.now();
  const typed = toLookupText([input.controller_type ?? '', input.unit].join(' ').trim());
  const request = readUserRequest(deps.config, asker, typed);
  const { user, command } = request;
  if (request.refusal) return toolRefusal(request.refusal.text);
  if (command.kind !== 'lookup') {
    recordCall(deps, user, { outcome: 'no_unit', query: typed, market: user.market, startedAt });
    const noUnit = t(user.language, 'workflow.summary.noUnit');
    return summaryOnly(withoutUnit(user, 'not_found', noUnit), user.language);
  }
  const looked = await deadline.settle(
    deps.lookups.ask.ask({ text: command.text }, askerOf(user), { repeats: true, followLanguage: true }),
  );
  if (looked.kind !== 'done') {
    recordUnavailable(deps, user, { tool: 'find_controller', looked, query: typed, startedAt });
    return summaryOnly(
      withoutUnit(user, 'unavailable', t(user.language, 'workflow.summary.unavailable')),
      user.language,
    );
  }
  const asked = looked.value;
  const language = asked.language ?? user.language;
  const { message: answer, recorded } = renderAnswer(asked, {
    language,
    shareable: false,
    sample: deps.sample,
  });
  if (asked.kind !== 'lookup' || !recorded) {
    // The market's brands, or a controller's SKU (units_for_controller's question): no unit named.
    recordCall(deps, user, { outcome: asked.kind, query: typed, market: user.market, startedAt });
    const noUnit = t(language, 'workflow.summary.noUnit');
    return toolResult(withoutUnit(user, 'not_found', noUnit, language), noUnit, answer);
  }
  recordReply(deps.lookups.record, user, recorded.facts, {
    query: typed,
    market: recorded.market,
    surface: 'slackbot',
    durationMs: performance.now() - startedAt,
  });
  const { result } = asked;
  const outcome = lineOutcome(result, language);
  const outputs = skuOutputs(result, language);
  const note = deps.sample ? ` ${t(language, 'sample.notice')}` : '';
  const structured: Output = {
    status: outputs.status,
    unit: outputs.unit,
    skus:
      outputs.status === 'answered' || outputs.status === 'check'
        ? outcome.skus.map((row) => ({ sku: row.sku, controller_type: row.typeName }))
        : [],
    candidates: outcome.candidates,
    warnings: outcome.warnings,
    summary: `${outputs.summary}${note}`,
    market: result.scope.market,
    language,
  };
  return toolResult(structured, textOf(structured), answer);
}
