/**
 * The answer to a SKU question: the units the controller fits in the user's market, by brand and
 * series, the first `shownSkuUnits` shown and the CSV carrying them all (or, where no CSV comes
 * with the answer, the first ones and `/controller <SKU>` named for them all); or where it is sold,
 * or that the text is no controller reference here. Catalogue and user text are escaped. Pure.
 */
import type { types } from '@slack/bolt';
import { stringify } from 'csv-stringify/sync';
import type { CatalogueScope } from '../../catalogue/types.js';
import { type Language, t } from '../../i18n/index.js';
import type { SkuResult, SkuUnit } from '../../lookup/sku-question.js';
import { excelCsv } from '../../project-lists/csv.js';
import { slackLimits } from './limits.js';
import {
  contextBlock,
  echo,
  message,
  type RenderOptions,
  type SlackMessage,
  sectionBlock,
} from './message.js';
import { escapeMrkdwn, joinLinesWithin } from './text.js';

/** Units listed in the message; beyond, the CSV has them all. */
export const shownSkuUnits = 20;

/** Units by brand, then series, in name order. */
export const sortedUnits = (units: readonly SkuUnit[]): SkuUnit[] =>
  [...units].sort(
    (a, b) =>
      a.brand.localeCompare(b.brand) || a.series.localeCompare(b.series) || a.unit.localeCompare(b.unit),
  );

/** One line per brand and series: *Brand* · series X: unit (type), unit (type)… */
function groupLines(language: Language, units: readonly SkuUnit[]): string[] {
  const groups = new Map<string, SkuUnit[]>();
  for (const unit of units) {
    const key = JSON.stringify([unit.brand, unit.series]);
    groups.set(key, [...(groups.get(key) ?? []), unit]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group;
    const series = first?.series
      ? ` · ${t(language, 'sku.series', { series: escapeMrkdwn(first.series) })}`
      : '';
    const names = group
      .map((unit) => `${escapeMrkdwn(unit.unit)} (${escapeMrkdwn(unit.typeName)})`)
      .join(', ');
    return `• *${escapeMrkdwn(first?.brand ?? '')}*${series}: ${names}`;
  });
}

/** How the answer is shown: the reader's language, whether the sample catalogue answers, where the other units are. */
type SkuRender = Pick<RenderOptions, 'language' | 'sample'> & {
  /** No CSV comes with the answer (Slackbot's): the first `shown` units, and `/controller <SKU>` for them all. */
  withoutCsv?: { shown: number };
};

const withContext = (
  options: SkuRender,
  scope: CatalogueScope,
  text: string,
  blocks: types.KnownBlock[],
  readAt?: number,
) =>
  message(
    text,
    [...blocks, contextBlock({ ...options, shareable: false }, scope, { readAt })],
    options.language,
  );

export function buildSkuMessage(result: SkuResult, options: SkuRender): SlackMessage {
  const { language } = options;
  const market = escapeMrkdwn(result.scope.market);
  if (result.kind === 'not_a_reference') {
    const text = t(language, 'sku.notReference', { text: echo(result.text) });
    return withContext(options, result.scope, text, [sectionBlock(text)]);
  }
  const sku = escapeMrkdwn(result.sku);
  if (result.kind === 'sku_elsewhere') {
    const text = t(language, 'sku.elsewhere', {
      sku,
      market,
      markets: result.markets.map(escapeMrkdwn).join(', '),
    });
    return withContext(options, result.scope, text, [sectionBlock(text)]);
  }
  const units = sortedUnits(result.units);
  const intro = t(language, 'sku.fits', { sku, market, count: units.length });
  const shown = units.slice(0, options.withoutCsv?.shown ?? shownSkuUnits);
  const lines = joinLinesWithin(groupLines(language, shown), slackLimits.sectionText, (count) =>
    t(language, 'status.more', { count }),
  );
  const blocks = [sectionBlock(intro), sectionBlock(lines)];
  if (units.length > shown.length) {
    const more = options.withoutCsv
      ? t(language, 'mcp.skuFirst', { shown: shown.length, count: units.length, sku })
      : t(language, 'sku.more', { count: units.length - shown.length });
    blocks.push(sectionBlock(more));
  }
  const text = `${intro} ${shown.map((unit) => unit.unit).join(', ')}`;
  return withContext(options, result.scope, text, blocks, result.readAt);
}

/** Every unit the SKU fits, one row each: brand, unit, controller type, SKU. */
export function skuCsv(units: readonly SkuUnit[], language: Language): Buffer {
  const header = [
    t(language, 'copy.csv.brand'),
    t(language, 'copy.csv.unit'),
    t(language, 'copy.csv.type'),
    t(language, 'list.csv.sku'),
  ];
  const rows = sortedUnits(units).map((unit) => [unit.brand, unit.unit, unit.typeName, unit.sku]);
  return Buffer.from(stringify([header, ...rows], excelCsv(language)), 'utf8');
}
