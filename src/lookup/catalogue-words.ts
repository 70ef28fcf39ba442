/**
 * The words a lookup read as the catalogue's: the brand and model searched, the unit answered,
 * the brands named alone, those of every unit of a question that named several. A question's
 * own language is read without them (ask.ts), so that a brand or a model never counts as a
 * language's word, whatever the catalogue.
 */
import { questionWords } from '../matching/question-language.js';
import type { LookupResult } from './result.js';

export function catalogueWords(result: LookupResult): Set<string> {
  const texts: string[] = [];
  const visit = (each: LookupResult) => {
    texts.push(each.searched.brand ?? '', each.searched.model ?? '');
    if (each.kind === 'answer') texts.push(each.unit.brandName, each.unit.designation);
    if (each.kind === 'which_model') texts.push(...each.brands.map((brand) => brand.name));
    if (each.kind === 'several') each.results.forEach(visit);
  };
  visit(result);
  return new Set(texts.flatMap(questionWords));
}
