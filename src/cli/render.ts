/**
 * A lookup result as readable terminal text: the SKU first and prominent, every row, every
 * warning, the key specs. Pure; colour (bold SKUs) only when asked for.
 */
import { choiceDifferences, type UnitDifference } from '../lookup/choice-differences.js';
import type { ChoiceUnit, LookupResult, SkuRow, UnitRef, UnitSpecs } from '../lookup/result.js';

export interface RenderOptions {
  /** ANSI bold for SKUs (a terminal that supports it). */
  color?: boolean;
}

/** Control characters (ESC and friends) and bidi overrides removed, so no text can drive the terminal. */
export const printable = (text: string): string =>
  text.replace(/[\n\t]+/g, ' ').replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '');

const quoted = (text: string) => `"${printable(text)}"`;
const unitName = (unit: Pick<UnitRef, 'brandName' | 'designation'>) =>
  `${printable(unit.brandName)} ${printable(unit.designation)}`;

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const range = (min: number, max: number) =>
  min === max || min === 0 ? number(max) : `${number(min)}–${number(max)}`;

export function specsLine(specs: UnitSpecs): string {
  return [
    `cooling ${number(specs.coolingKw)} kW (${specs.coolingBtu} BTU/h)`,
    `heating ${number(specs.heatingKw)} kW (${specs.heatingBtu} BTU/h)`,
    `airflow ${range(specs.airflowM3hMin, specs.airflowM3hMax)} m³/h (${range(specs.airflowCfmMin, specs.airflowCfmMax)} cfm)`,
  ].join(' · ');
}

function rowLines(row: SkuRow, width: number, options: RenderOptions): string[] {
  const sku = printable(row.sku).padEnd(width);
  const shownSku = options.color ? `\u001b[1m${sku}\u001b[22m` : sku;
  const protocol = row.protocolName ? ` · ${printable(row.protocolName)}` : '';
  return [
    `  SKU ${shownSku}  ${printable(row.typeName)}${protocol}`,
    ...row.warnings.map((warning) => `      ! ${printable(warning)}`),
  ];
}

const suggestionLine = (units: readonly UnitRef[]) =>
  units.length > 0
    ? [`Other units with a similar code (each a different unit): ${units.map(unitName).join(', ')}.`]
    : [];

const joined = (names: readonly string[], type: Intl.ListFormatType) =>
  new Intl.ListFormat('en', { type }).format(names.map(printable));

/** Choices shown as buttons in Slack: at most 5, or 10 for a series. */
const maxShownChoices = (result: Extract<LookupResult, { kind: 'choices' }>) => (result.series ? 10 : 5);

const differenceText = (difference: UnitDifference | undefined): string => {
  if (!difference) return '';
  const protocols = difference.protocols?.length ? [printable(difference.protocols.join(', '))] : [];
  const rows = (difference.rows ?? []).map((row) => `${printable(row.typeName)} ${printable(row.sku)}`);
  const none = difference.rows?.length === 0 ? ['no controller in this market'] : [];
  return ` (${[...protocols, ...rows, ...none].join(' · ')})`;
};

function choiceLines(result: Extract<LookupResult, { kind: 'choices' }>, what: string): string[] {
  const units: ChoiceUnit[] = result.candidates.slice(0, maxShownChoices(result));
  const differences = choiceDifferences(units);
  const { series } = result;
  const intro = series
    ? `${series.total} ${printable(searchedBrand(result))} ${series.total === 1 ? 'unit starts' : 'units start'} with ${quoted(series.prefix)}. Which one?`
    : `${units.length === 1 ? 'One unit matches' : `${result.candidates.length} units match`} ${what}. Which one?`;
  const hidden = (series?.total ?? result.candidates.length) - units.length;
  return [
    intro,
    ...units.map(
      (unit, i) =>
        `  ${i + 1}. ${unitName(unit)}${differences.kind === 'differ' ? differenceText(differences.units[i]) : ''}`,
    ),
    ...(differences.kind === 'same_controllers' ? ['These units take the same controllers.'] : []),
    ...(hidden > 0 ? [`…and ${hidden} more: type more of the code.`] : []),
    'Type the full model to choose.',
  ];
}

const searchedBrand = (result: LookupResult) => result.searched.brand ?? '';

export function renderResult(result: LookupResult, options: RenderOptions = {}): string {
  const searched = result.searched;
  const what = quoted(searched.text || [searched.brand, searched.model].filter(Boolean).join(' '));
  switch (result.kind) {
    case 'answer': {
      const kind = [result.unitType, result.technology].filter(Boolean).map((s) => printable(s ?? ''));
      const width = Math.max(...result.rows.map((row) => printable(row.sku).length));
      const lines = [`${unitName(result.unit)}${kind.length > 0 ? `  (${kind.join(', ')})` : ''}`];
      if (result.askedFor !== undefined)
        lines.push(
          `You asked for ${quoted(result.askedFor)}; this is ${unitName(result.unit)}, a different unit.`,
        );
      else if (result.matchedBy === 'fuzzy' && searched.model)
        lines.push(`Closest match to ${quoted(searched.model)}.`);
      lines.push(...result.rows.flatMap((row) => rowLines(row, width, options)));
      if (result.warnings.length > 0) {
        lines.push('Warnings:', ...result.warnings.map((warning) => `  ! ${printable(warning)}`));
      }
      lines.push(`Specs: ${specsLine(result.specs)}`);
      if (result.specs.additionalInfo) lines.push(`Note: ${printable(result.specs.additionalInfo)}`);
      if (result.stale) lines.push('(Served from cache: the catalogue is not answering right now.)');
      return lines.join('\n');
    }
    case 'choices':
      return choiceLines(result, what).join('\n');
    case 'not_found':
      switch (result.reason) {
        case 'empty_query':
          return 'Type a brand and a model, e.g. daikin ftxm25r.';
        case 'no_brand':
          return `No brand or model recognised in ${what}. Try "<brand> <model>", e.g. daikin ftxm25r.`;
        case 'no_compatible_type':
          // The type's display name (never its code): "has no Wi-Fi controller".
          return `${quoted(searched.model ?? searched.text)} has no ${
            searched.typeName ? `${printable(searched.typeName)} ` : ''
          }controller in this market.`;
        case 'no_model': {
          const model = searched.model ? quoted(searched.model) : what;
          const brand = searched.brand ? `${printable(searched.brand)} ` : '';
          return [
            `No ${brand}unit ${model} has a controller in market ${printable(result.scope.market)}: it may exist and have none here, or be mistyped.`,
            ...suggestionLine(result.suggestions),
          ].join('\n');
        }
      }
      return `Nothing found for ${what}.`;
    case 'type_not_offered':
      return [
        `Market ${printable(result.scope.market)} does not offer ${printable(result.requestedTypeName)}. It offers:`,
        ...result.offered.map((type) => `  ${printable(type.name)}`),
      ].join('\n');
    case 'which_model':
      return `Which ${joined(
        result.brands.map((brand) => brand.name),
        'disjunction',
      )} model? Type the brand with the model code, or open the menus with /controller in Slack.`;
    case 'other_markets':
      return [
        `${unitName(result.unit)} is sold in ${joined(result.markets, 'conjunction')}, not in ${printable(result.scope.market)}: no controller to sell for it here.`,
        `To ask there: --market ${printable(result.markets[0] ?? '')} (or market:${printable(result.markets[0] ?? '')} in the question).`,
      ].join('\n');
    case 'still_learning':
      return `Still learning the catalogue: add the brand (e.g. daikin ${printable(searched.model ?? 'ftxm25r')}) or try again in a moment.`;
    case 'catalogue_unavailable':
      return unavailableText(result);
  }
}

/** Says what the operator can do about it: wait, check the key, or check market and locale. */
function unavailableText(result: Extract<LookupResult, { kind: 'catalogue_unavailable' }>): string {
  switch (result.reason) {
    case 'unauthorized':
      return 'The catalogue refused the API key (CATALOGUE_API_KEY).';
    case 'bad_request':
    case 'not_found':
      return `The catalogue did not accept market ${quoted(result.scope.market)} with locale ${quoted(result.scope.locale)}: check --market and --locale.`;
    case 'rate_limited':
      return 'The catalogue is busy (rate limited). Try again in a minute.';
    default:
      return `The catalogue is not answering (${result.reason.replace('_', ' ')}). Try again shortly.`;
  }
}
