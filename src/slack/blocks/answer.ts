/** A found controller: header, one section per controller type with its SKU, warnings, specs. */
import type { types } from '@slack/bolt';
import { type Language, t } from '../../i18n/index.js';
import type { LookupResult, SkuRow, UnitSpecs } from '../../lookup/result.js';
import { htmlToText } from '../../matching/normalise.js';
import { actionIds, encodeUnitPick, maxAskedLength } from './ids.js';
import { slackLimits } from './limits.js';
import {
  contextBlock,
  echo,
  message,
  type RenderOptions,
  type SlackMessage,
  sectionBlock,
} from './message.js';
import { codeSpan, escapeMrkdwn, joinLinesWithin, mrkdwn, plainText, truncate } from './text.js';

export type AnswerResult = Extract<LookupResult, { kind: 'answer' }>;

/** Rows beyond this are summarised as "and N more" (a market has a handful of types). */
export const maxSkuRows = 20;

const warningLine = (warning: string): string => `:warning: ${escapeMrkdwn(htmlToText(warning))}`;

const moreLine = (language: Language) => (count: number) => t(language, 'status.more', { count });

function rowText(row: SkuRow, language: Language): string {
  const lines = [`*${escapeMrkdwn(row.typeName)}*  ${codeSpan(escapeMrkdwn(row.sku))}`];
  if (row.protocolName)
    lines.push(`_${t(language, 'answer.protocol', { name: escapeMrkdwn(row.protocolName) })}_`);
  lines.push(...row.warnings.map(warningLine));
  return joinLinesWithin(lines, slackLimits.sectionText, moreLine(language));
}

/** Intl formatters are costly to build: one per language, reused. */
const numberFormats = new Map<Language, (value: number) => string>();
function numberFormat(language: Language): (value: number) => string {
  let format = numberFormats.get(language);
  if (!format) {
    const formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    format = (value) => formatter.format(value);
    numberFormats.set(language, format);
  }
  return format;
}

function range(min: number, max: number, format: (n: number) => string): string {
  return min === max || min === 0 ? format(max) : `${format(min)}–${format(max)}`;
}

function specFields(result: AnswerResult, language: Language): types.MrkdwnElement[] {
  const n = numberFormat(language);
  const specs: UnitSpecs = result.specs;
  const field = (label: string, value: string) => mrkdwn(`*${label}*\n${value}`, slackLimits.fieldText);
  const fields = [
    field(t(language, 'answer.cooling'), `${n(specs.coolingKw)} kW · ${n(specs.coolingBtu)} BTU/h`),
    field(t(language, 'answer.heating'), `${n(specs.heatingKw)} kW · ${n(specs.heatingBtu)} BTU/h`),
    field(
      t(language, 'answer.airflow'),
      `${range(specs.airflowM3hMin, specs.airflowM3hMax, n)} m³/h · ${range(specs.airflowCfmMin, specs.airflowCfmMax, n)} cfm`,
    ),
  ];
  const unitKind = [result.unitType, result.technology].filter((part): part is string => Boolean(part));
  if (unitKind.length > 0) {
    fields.push(field(t(language, 'answer.unitType'), escapeMrkdwn(htmlToText(unitKind.join(' · ')))));
  }
  const additional = specs.additionalInfo ? htmlToText(specs.additionalInfo) : '';
  if (additional) {
    const label = `*${t(language, 'answer.additionalInfo')}*\n`;
    fields.push(
      mrkdwn(
        label + escapeMrkdwn(truncate(additional, slackLimits.fieldText - label.length - 50)),
        slackLimits.fieldText,
      ),
    );
  }
  return fields.slice(0, slackLimits.sectionFields);
}

function fallbackText(result: AnswerResult): string {
  const unit = `${result.unit.brandName} ${result.unit.designation}`;
  const skus = result.rows.map((row) => `${row.typeName} ${row.sku}`).join(', ');
  return escapeMrkdwn(skus ? `${unit}: ${skus}` : unit);
}

export function buildAnswerMessage(result: AnswerResult, options: RenderOptions): SlackMessage {
  const { language } = options;
  const blocks: types.KnownBlock[] = [
    {
      type: 'header',
      text: plainText(`${result.unit.brandName} ${result.unit.designation}`, slackLimits.headerText),
    },
  ];

  if (result.askedFor !== undefined) {
    const unit = escapeMrkdwn(`${result.unit.brandName} ${result.unit.designation}`);
    blocks.push(
      sectionBlock(
        `:warning: ${t(language, 'answer.differentUnit', { asked: echo(result.askedFor), unit })}`,
      ),
    );
  } else if (result.matchedBy === 'fuzzy') {
    blocks.push(
      sectionBlock(`:mag: ${t(language, 'answer.closestMatch', { text: echo(result.searched.text) })}`),
    );
  }
  blocks.push(sectionBlock(`*${t(language, 'answer.controllers')}*`));
  if (result.rows.length === 0) blocks.push(sectionBlock(t(language, 'answer.noRows')));
  const shownRows = result.rows.slice(0, maxSkuRows);
  for (const row of shownRows) blocks.push(sectionBlock(rowText(row, language)));
  if (result.rows.length > shownRows.length) {
    blocks.push({
      type: 'context',
      elements: [
        mrkdwn(
          t(language, 'status.more', { count: result.rows.length - shownRows.length }),
          slackLimits.sectionText,
        ),
      ],
    });
  }

  if (result.warnings.length > 0) {
    const lines = [`*${t(language, 'answer.warnings')}*`, ...result.warnings.map(warningLine)];
    blocks.push(sectionBlock(joinLinesWithin(lines, slackLimits.sectionText, moreLine(language))));
  }

  blocks.push({ type: 'section', fields: specFields(result, language) });
  blocks.push(contextBlock(options, result.scope, { searched: result.searched.text, stale: result.stale }));

  if (options.shareable) {
    const type = options.onlyType ?? result.searched.type;
    blocks.push({
      type: 'actions',
      elements: [
        {
          type: 'button',
          action_id: actionIds.share,
          text: plainText(t(language, 'answer.share'), slackLimits.buttonText),
          value: encodeUnitPick({
            scope: result.scope,
            unit: result.unit,
            ...(type === undefined ? {} : { type }),
            ...(result.askedFor === undefined ? {} : { asked: truncate(result.askedFor, maxAskedLength) }),
          }),
        },
      ],
    });
  }
  return message(fallbackText(result), blocks, language);
}
