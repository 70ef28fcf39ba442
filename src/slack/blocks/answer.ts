/**
 * A found controller: the unit with its own warnings, then one line per controller type with the
 * SKU first (the thing to sell) and that type's warnings quoted under it, so none reads as the
 * unit's; then specs. An answer covering variants names them all (`Daikin FTXJ35AW / AS / AB`).
 * In the agent pane or a DM it ends with the feedback buttons (feedback.ts).
 */
import type { types } from '@slack/bolt';
import { type Language, labelled, t } from '../../i18n/index.js';
import { numberFormat, numberRange } from '../../i18n/numbers.js';
import { answeredName, type LookupResult, type SkuRow, type UnitSpecs } from '../../lookup/result.js';
import { feedbackBlock } from './feedback.js';
import { actionIds, encodeUnitPick, unitPickAskedMaxLength } from './ids.js';
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

type AnswerResult = Extract<LookupResult, { kind: 'answer' }>;

/** Rows beyond this are summarised as "and N more" (a market has a handful of types). */
export const maxSkuRows = 20;

/** A warning indented (quoted) under the line it qualifies. */
const warningLine = (warning: string): string => `>:warning: ${escapeMrkdwn(warning)}`;

const moreLine = (language: Language) => (count: number) => t(language, 'status.more', { count });

/** The protocol family of every row when they all share one (said once), else undefined. */
function sharedProtocol(rows: readonly SkuRow[]): string | undefined {
  const [first] = rows;
  if (!first?.protocolName) return undefined;
  return rows.every((row) => row.protocolName === first.protocolName) ? first.protocolName : undefined;
}

/**
 * One controller type: the SKU first, bold in code format (the thing to sell, easy to copy),
 * then the type; its own warnings right under it. The protocol is named here only when the
 * types do not all share one.
 */
function rowText(row: SkuRow, language: Language, showProtocol: boolean): string {
  const protocol =
    showProtocol && row.protocolName
      ? `  ·  _${t(language, 'answer.protocol', { name: escapeMrkdwn(row.protocolName) })}_`
      : '';
  const lines = [`*${codeSpan(escapeMrkdwn(row.sku))}*   ${escapeMrkdwn(row.typeName)}${protocol}`];
  lines.push(...row.warnings.map(warningLine));
  return joinLinesWithin(lines, slackLimits.sectionText, moreLine(language));
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
      `${numberRange(language, specs.airflowM3hMin, specs.airflowM3hMax)} m³/h · ${numberRange(language, specs.airflowCfmMin, specs.airflowCfmMax)} cfm`,
    ),
  ];
  const additional = specs.additionalInfo ?? '';
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

function fallbackText(result: AnswerResult, language: Language): string {
  const unit = answeredName(result);
  const skus = result.rows.map((row) => `${row.sku} (${row.typeName})`).join(', ');
  return escapeMrkdwn(skus ? labelled(language, unit, skus) : unit);
}

/** The opening line: the unit (or its variants) and what kind of unit, its own warnings under it. */
function unitText(result: AnswerResult, language: Language): string {
  const unitKind = [result.unitType, result.technology].filter((part): part is string => Boolean(part));
  const kind = unitKind.length > 0 ? ` (${escapeMrkdwn(unitKind.join(' · '))})` : '';
  const unit = `*${escapeMrkdwn(answeredName(result))}*${kind}`;
  const lines = [t(language, 'answer.controllers', { unit })];
  if (result.variants) lines.push(`_${t(language, 'answer.variants', { count: result.variants.length })}_`);
  lines.push(...result.warnings.map(warningLine));
  return joinLinesWithin(lines, slackLimits.sectionText, moreLine(language));
}

/**
 * What the answer says, without its context line and buttons: the unit, notes, one section per
 * row, the shared protocol and the key specs. `compact` (several answers in one message) puts
 * every row in one section, each still with its warnings under it, and leaves the specs out.
 */
export function answerBody(
  result: AnswerResult,
  language: Language,
  { compact = false }: { compact?: boolean } = {},
): types.KnownBlock[] {
  const blocks: types.KnownBlock[] = [sectionBlock(unitText(result, language))];
  if (result.askedFor !== undefined) {
    const named = escapeMrkdwn(answeredName(result));
    blocks.push(
      sectionBlock(
        `:warning: ${t(language, 'answer.differentUnit', { asked: echo(result.askedFor), unit: named })}`,
      ),
    );
  } else if (result.matchedBy === 'fuzzy') {
    blocks.push(
      sectionBlock(`:mag: ${t(language, 'answer.closestMatch', { text: echo(result.searched.text) })}`),
    );
  }
  if (result.rows.length === 0) blocks.push(sectionBlock(t(language, 'answer.noRows')));
  const shownRows = result.rows.slice(0, maxSkuRows);
  const protocol = sharedProtocol(result.rows);
  const rowTexts = shownRows.map((row) => rowText(row, language, protocol === undefined));
  if (compact && rowTexts.length > 0) {
    blocks.push(sectionBlock(joinLinesWithin(rowTexts, slackLimits.sectionText, moreLine(language))));
  } else for (const text of rowTexts) blocks.push(sectionBlock(text));
  if (protocol !== undefined) {
    blocks.push({
      type: 'context',
      elements: [
        mrkdwn(t(language, 'answer.protocol', { name: escapeMrkdwn(protocol) }), slackLimits.sectionText),
      ],
    });
  }
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
  if (!compact) blocks.push({ type: 'section', fields: specFields(result, language) });
  return blocks;
}

export function buildAnswerMessage(result: AnswerResult, options: RenderOptions): SlackMessage {
  const { language } = options;
  const blocks = answerBody(result, language);
  blocks.push(
    contextBlock(options, result.scope, {
      searched: result.searched.text,
      stale: result.stale,
      readAt: result.readAt,
    }),
  );

  if (options.shareable) {
    const type = options.onlyType ?? result.searched.type;
    const variants = result.variants?.filter((unit) => unit.modelId !== result.unit.modelId);
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
            ...(result.askedFor === undefined
              ? {}
              : { asked: truncate(result.askedFor, unitPickAskedMaxLength) }),
            ...(variants && variants.length > 0 ? { variants: variants.map((unit) => unit.modelId) } : {}),
          }),
        },
      ],
    });
  }
  if (options.feedback) blocks.push(feedbackButtons(result, options.feedback.question, language));
  return message(fallbackText(result, language), blocks, language);
}

/** The feedback buttons of an answer: its unit and the SKUs it shows, with the question asked. */
function feedbackButtons(result: AnswerResult, question: string, language: Language): types.KnownBlock {
  const brand = result.unit.brandName;
  const named = answeredName(result);
  return feedbackBlock(
    {
      market: result.scope.market,
      brand,
      model: named.startsWith(`${brand} `) ? named.slice(brand.length + 1) : named,
      skus: result.rows.slice(0, maxSkuRows).map((row) => row.sku),
      question,
    },
    language,
  );
}
