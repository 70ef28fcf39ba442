/**
 * The rules in src/matching and src/lookup must hold for any catalogue, so they name nothing of
 * the embedded sample's: no brand (the first word of its name: later words such as "Electric"
 * are ordinary words) and no series (the leading letters of a designation), not even in comments
 * or examples. The list is derived from the sample catalogue itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';

/** Words of three letters or more: shorter ones (`LG`, `AS`) are ordinary words and code fragments. */
const minNameLength = 3;

function sampleNames(): Set<string> {
  const catalogue = sampleCatalogue();
  const names = new Set<string>();
  for (const brand of catalogue.brands) {
    const [first = ''] = brand.name.split(/[^A-Za-z]+/);
    if (first.length >= minNameLength) names.add(first.toUpperCase());
  }
  for (const model of catalogue.models) {
    const series = /^[A-Za-z]+/.exec(model.designation)?.[0] ?? '';
    if (series.length >= minNameLength) names.add(series.toUpperCase());
  }
  return names;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('no sample catalogue names in the matching rules', () => {
  const names = sampleNames();

  it('derives a list of names from the sample catalogue', () => {
    expect(names.size).toBeGreaterThan(20);
  });

  it('finds none of them in src/matching or src/lookup', () => {
    const found: string[] = [];
    for (const file of [...sourceFiles('src/matching'), ...sourceFiles('src/lookup')]) {
      const text = readFileSync(file, 'utf8');
      for (const word of new Set(text.split(/[^A-Za-z]+/))) {
        if (names.has(word.toUpperCase())) found.push(`${file}: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });
});
