/**
 * What the watched lists' process tests share: the sample catalogue changed under the app, by
 * units of one market picked by index (their first SKU in the market replaced by one ending `R2`,
 * removed, or given a warning), the units as a list's lines type them, and the change messages the
 * app posted in a channel with the line numbers each names.
 */
import type { SampleCatalogue, SampleModel } from '../../src/catalogue/sample/catalogue.js';
import { listUnits, marketTypes, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { type Language, languages } from '../../src/i18n/index.js';
import { postsIn } from './durable-jobs.js';
import type { SlackStandIn } from './slack-api.js';

interface UnitEdit {
  skus?: number[];
  removed?: number[];
  warned?: number[];
}

export function catalogueEdits(market: string) {
  const base = sampleCatalogue();
  const units = listUnits(base, market).filter((unit) => unit.skus.length > 0);
  /** The catalogue with these units' first SKU in the market replaced, removed, or given a warning. */
  function edited(from: SampleCatalogue, change: UnitEdit): SampleCatalogue {
    const types = marketTypes(from, market);
    const ids = (indexes: number[] = []) => new Set(indexes.map((i) => units[i]?.modelId));
    const [skus, removed, warned] = [ids(change.skus), ids(change.removed), ids(change.warned)];
    const text = Object.fromEntries(
      languages.map((language) => [language, 'Needs firmware 2.1 or later.']),
    ) as Record<Language, string>;
    const models = from.models.flatMap((model): SampleModel[] => {
      if (removed.has(model.id)) return [];
      if (warned.has(model.id))
        return [{ ...model, warnings: [...model.warnings, { shape: 'string', text }] }];
      if (!skus.has(model.id)) return [model];
      const type = model.compatibilities.find((c) => types.includes(c.typeReference))?.typeReference;
      const compatibilities = model.compatibilities.map((c) =>
        c.typeReference === type ? { ...c, sku: `${c.sku}R2` } : c,
      );
      return [{ ...model, compatibilities }];
    });
    return { ...from, models };
  }
  return {
    base,
    edited,
    /** The unit as a list's line types it: "Brand Designation". */
    typed: (index: number) => `${units[index]?.brandName} ${units[index]?.designation}`,
    /** The SKU the edit gives a unit for the type it changes. */
    newSku: (index: number) => `${units[index]?.skus[0]?.sku}R2`,
  };
}

/** The change messages the app posted in `channel`. */
export const changeMessages = (standIn: SlackStandIn, channel: string) =>
  postsIn(standIn, channel).filter((call) => String(call.body.text).startsWith('The catalogue changed'));

/** The line numbers a change message names. */
export const linesNamed = (call: { body: Record<string, unknown> } | undefined): number[] =>
  [...JSON.stringify(call?.body.blocks).matchAll(/Line (\d+):/g)].map((match) => Number(match[1]));
