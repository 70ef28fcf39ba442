/**
 * `units_for_controller` {sku, market?}: the units a SKU fits in the caller's market by brand and
 * series, as `/controller <SKU>` answers (lookup/sku-question.ts, from the catalogue copy): the
 * first 50 and the count; no CSV comes with the answer, so beyond 50 it names `/controller <SKU>`,
 * which gives the CSV. A SKU sold elsewhere names those markets; anything else is no controller
 * reference here, never a unit search that could invent one.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { type Language, t } from '../../../i18n/index.js';
import type { SkuResult } from '../../../lookup/sku-question.js';
import type { Deadline } from '../../../shared/deadline.js';
import { buildSkuMessage, sortedUnits } from '../../blocks/sku.js';
import { askerOf } from '../../replies/lookups.js';
import type { ScopedUser } from '../../user/user-scope.js';
import { marketField, recordCall, recordUnavailable, type ToolDeps } from './tool-deps.js';
import { toolRefusal, toolResult } from './tool-result.js';

/** Units listed at most; the count says how many there are. */
const maxUnits = 50;

const unitsForControllerInput = z.object({
  sku: z.string().min(1).max(60).describe('The controller SKU, e.g. "CFPROMIT001R000".'),
  market: marketField,
});

const unitsForControllerOutput = z.object({
  status: z.enum(['fits', 'sold_elsewhere', 'not_a_reference']),
  sku: z.string(),
  market: z.string(),
  count: z.number().int().nonnegative().describe('How many units the SKU fits in the market.'),
  units: z
    .array(
      z.object({
        brand: z.string(),
        series: z.string(),
        unit: z.string(),
        controller_type: z.string(),
      }),
    )
    .describe(`The units, by brand and series; the first ${maxUnits} at most.`),
  markets: z.array(z.string()).describe('Where the SKU is sold, when not in this market.'),
  summary: z.string(),
});
type Output = z.infer<typeof unitsForControllerOutput>;

export const unitsForControllerTool = {
  title: 'Units a controller SKU fits',
  description:
    "Lists the indoor units a controller SKU fits in the asking salesperson's market, by brand and series " +
    `(the first ${maxUnits} and the count). Use it for "what does CFPROMIT001R000 work with?".`,
  inputSchema: unitsForControllerInput,
  outputSchema: unitsForControllerOutput,
} as const;

type Input = z.infer<typeof unitsForControllerInput>;

/** A message's words without mrkdwn's bold marks. */
const plain = (text: string): string => text.replaceAll('*', '');

/** What the SKU question came to, as structured content. */
function outputOf(result: SkuResult, language: Language): Output {
  const base = { market: result.scope.market, count: 0, units: [], markets: [] };
  switch (result.kind) {
    case 'sku_units': {
      const units = sortedUnits(result.units);
      const intro = t(language, 'sku.fits', { sku: result.sku, market: base.market, count: units.length });
      const more =
        units.length > maxUnits
          ? ` ${t(language, 'mcp.skuFirst', { shown: maxUnits, count: units.length, sku: result.sku })}`
          : '';
      return {
        ...base,
        status: 'fits',
        sku: result.sku,
        count: units.length,
        units: units.slice(0, maxUnits).map((unit) => ({
          brand: unit.brand,
          series: unit.series,
          unit: unit.unit,
          controller_type: unit.typeName,
        })),
        summary: plain(`${intro}${more}`),
      };
    }
    case 'sku_elsewhere': {
      const markets = result.markets.join(', ');
      const summary = plain(t(language, 'sku.elsewhere', { sku: result.sku, market: base.market, markets }));
      return { ...base, status: 'sold_elsewhere', sku: result.sku, markets: [...result.markets], summary };
    }
    case 'not_a_reference':
      return {
        ...base,
        status: 'not_a_reference',
        sku: result.text,
        summary: plain(t(language, 'sku.notReference', { text: result.text })),
      };
  }
}

/** The plain text: the summary, then one line per brand and series. */
function textOf(output: Output): string {
  const groups = new Map<string, string[]>();
  for (const unit of output.units) {
    const key = [unit.brand, unit.series].filter(Boolean).join(' ');
    groups.set(key, [...(groups.get(key) ?? []), `${unit.unit} (${unit.controller_type})`]);
  }
  return [output.summary, ...[...groups].map(([key, units]) => `- ${key}: ${units.join(', ')}`)].join('\n');
}

export async function unitsForController(
  deps: ToolDeps,
  asker: ScopedUser,
  input: Input,
  deadline: Deadline,
): Promise<CallToolResult> {
  const startedAt = performance.now();
  const user = asker.scope();
  const { language } = user;
  const text = input.sku.trim();
  const looked = await deadline.settle(deps.lookups.ask.ask({ text }, askerOf(user)));
  if (looked.kind !== 'done') {
    recordUnavailable(deps, user, { tool: 'units_for_controller', looked, query: text, startedAt });
    return toolRefusal(t(language, 'workflow.summary.unavailable'));
  }
  const asked = looked.value;
  // Not read as a SKU question: no controller reference here.
  const result: SkuResult =
    asked.kind === 'sku'
      ? asked.result
      : { kind: 'not_a_reference', scope: { market: user.market, locale: user.locale }, text };
  recordCall(deps, user, { outcome: result.kind, query: text, market: result.scope.market, startedAt });
  const output = outputOf(result, language);
  return toolResult(
    output,
    textOf(output),
    buildSkuMessage(result, {
      language,
      withoutCsv: { shown: maxUnits },
      sample: deps.sample,
    }),
  );
}
