/**
 * `list_brands` {market?}: the brands and controller types of the caller's market (or the one
 * named), in their language, through the one `ask`; the blocks are `/controller brands`'s answer
 * and a line naming the types.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { t } from '../../../i18n/index.js';
import type { Deadline } from '../../../shared/deadline.js';
import { buildBrandsMessage } from '../../blocks/brands.js';
import { sectionBlock, withinBlockLimit } from '../../blocks/message.js';
import { escapeMrkdwn } from '../../blocks/text.js';
import { askerOf } from '../../replies/lookups.js';
import type { ScopedUser } from '../../user/user-scope.js';
import { marketField, recordCall, recordUnavailable, type ToolDeps } from './tool-deps.js';
import { toolRefusal, toolResult } from './tool-result.js';

const listBrandsInput = z.object({
  market: marketField,
});

const listBrandsOutput = z.object({
  market: z.string(),
  brands: z.array(z.string()),
  controller_types: z.array(z.object({ code: z.string(), name: z.string() })),
  summary: z.string(),
});
type Output = z.infer<typeof listBrandsOutput>;

export const listBrandsTool = {
  title: 'Brands and controller types of a market',
  description:
    "Lists the air-conditioning brands the catalogue has controllers for in the asking salesperson's market, " +
    'and the controller types sold there (KNX, Wi-Fi, PRO…). Use it for "which brands do we cover?".',
  inputSchema: listBrandsInput,
  outputSchema: listBrandsOutput,
} as const;

export async function listBrands(
  deps: ToolDeps,
  asker: ScopedUser,
  deadline: Deadline,
): Promise<CallToolResult> {
  const startedAt = performance.now();
  const user = asker.scope();
  const { language } = user;
  const who = askerOf(user);
  const looked = await deadline.settle(
    Promise.all([deps.lookups.ask.ask({ text: 'brands' }, who), deps.lookups.ask.market(who)]),
  );
  if (looked.kind !== 'done' || looked.value[0].kind !== 'brands') {
    recordUnavailable(deps, user, { tool: 'list_brands', looked, query: 'brands', startedAt });
    return toolRefusal(t(language, 'workflow.summary.unavailable'));
  }
  const [answer, offer] = looked.value;
  recordCall(deps, user, { outcome: 'brands', query: 'brands', market: answer.scope.market, startedAt });
  const types = offer.types.map((type) => type.name || type.reference);
  const brandsLine =
    answer.brands.length === 0
      ? t(language, 'brands.none', { market: answer.scope.market })
      : t(language, 'brands.intro', { market: answer.scope.market, brands: answer.brands.join(', ') });
  const typesLine = t(language, 'mcp.types', { market: answer.scope.market, types: types.join(', ') });
  const output: Output = {
    market: answer.scope.market,
    brands: answer.brands,
    controller_types: offer.types.map((type) => ({ code: type.reference, name: type.name })),
    summary: `${brandsLine} ${typesLine}`,
  };
  const brands = buildBrandsMessage(answer, {
    language,
    shareable: false,
    sample: deps.sample,
  });
  const blocks = withinBlockLimit([...brands.blocks, sectionBlock(escapeMrkdwn(typesLine))], language);
  return toolResult(output, output.summary, { ...brands, blocks });
}
