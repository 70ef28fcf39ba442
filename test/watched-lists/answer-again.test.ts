/**
 * A watched list's lines answered again (src/watched-lists/answer-again.ts) over the real lookup
 * stack: the sample catalogue as the list was answered, then changed (a SKU replaced, a unit
 * removed, a warning added): only the lines holding the units named are asked again, each told
 * before → after, the type a line was answered for kept; asked again on the same catalogue, none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsk } from '../../src/lookup/ask.js';
import type { Asker } from '../../src/lookup/ask-types.js';
import { LocaleRefusals } from '../../src/lookup/locale-refusals.js';
import { lineOutcome } from '../../src/project-lists/outcome.js';
import { answerAgain } from '../../src/watched-lists/answer-again.js';
import { lineUnitOf, type WatchedLine } from '../../src/watched-lists/lines.js';
import { catalogueEdits } from '../support/list-watch.js';
import { type LookupStack, startLookupStack } from '../support/lookup-stack.js';

const market = 'ES';
const scope = { market, locale: 'en', language: 'en' as const };
const { base, edited, typed, newSku } = catalogueEdits(market);
let before: LookupStack;
let after: LookupStack;

beforeAll(async () => {
  before = await startLookupStack({ catalogue: base });
  after = await startLookupStack({ catalogue: edited(base, { skus: [1, 4], removed: [2], warned: [3] }) });
});
afterAll(async () => {
  await before?.close();
  await after?.close();
});

const askOver = (stack: LookupStack) =>
  createAsk({
    engine: stack.engine,
    fallbackLocale: 'en',
    refusals: new LocaleRefusals({ ttlMs: 60_000, maxSize: 10 }),
  });

/** Line `number` typed as unit `index`, answered as a list job answers it. */
async function answered(number: number, index: number, defaultType?: string): Promise<WatchedLine> {
  const text = typed(index);
  const who: Asker = { market, locale: 'en', defaultType };
  const { result, onlyType } = await askOver(before).line(text, who);
  const unit = lineUnitOf(result, onlyType);
  return {
    line: { number, typed: text, query: text, quantity: 1, quantityGiven: false },
    outcome: lineOutcome(result, 'en'),
    ...(unit ? { unit } : {}),
  };
}

describe('a watched list answered again after a refresh', () => {
  it('asks again only the lines holding the units changed, and tells each before → after', async () => {
    const first = await answered(1, 1);
    const typeOf = first.unit?.skuTypes[0];
    expect(typeOf).toBeDefined();
    // Line 1 was answered for one type, the one its SKU changes in.
    const lines = [
      await answered(1, 1, typeOf),
      await answered(2, 2),
      await answered(3, 3),
      await answered(4, 4),
    ];
    expect(lines.map((line) => line.outcome.status)).toEqual([
      'answered',
      'answered',
      'answered',
      'answered',
    ]);
    // Unit 4 changed too, but the refresh named only the units of lines 1 to 3.
    const named = new Set(lines.slice(0, 3).flatMap((line) => line.unit?.modelIds ?? []));
    const again = await answerAgain(askOver(after), scope, lines, named);

    expect(again.unsettled).toBe(0);
    expect(again.changed.map((change) => change.number)).toEqual([1, 2, 3]);
    const [sku, gone, warned] = again.changed;
    expect(sku?.notes).toEqual([
      {
        kind: 'sku',
        typeName: lines[0]?.outcome.skus[0]?.typeName,
        before: [lines[0]?.outcome.skus[0]?.sku],
        after: [newSku(1)],
      },
    ]);
    // The unit removed: its line is now a choice between the units left, no SKU named.
    expect(gone?.notes).toEqual([{ kind: 'status', before: 'answered', after: 'choose' }]);
    expect(gone?.after.skus).toEqual([]);
    expect(warned?.notes).toEqual([
      { kind: 'warning', added: ['Needs firmware 2.1 or later.'], removed: [] },
    ]);
    // The type line 1 was answered for stays its own; the unit of a line gone stays, to follow it.
    expect(again.lines[0]?.unit?.type).toBe(typeOf);
    expect(again.lines[0]?.outcome.skus.map((s) => s.sku)).toEqual([newSku(1)]);
    expect(again.lines[1]?.unit).toEqual(lines[1]?.unit);
    // Line 4, not named, is as it was.
    expect(again.lines[3]).toEqual(lines[3]);

    // Asked again on the same catalogue: nothing more to tell, the lines as they are.
    const twice = await answerAgain(askOver(after), scope, again.lines, named);
    expect(twice.changed).toEqual([]);
    expect(twice.lines).toEqual(again.lines);
  });

  it('tells nothing for units no line holds', async () => {
    // Unit 4's SKU changed: asked again, its line would tell it.
    const lines = [await answered(1, 4)];
    const again = await answerAgain(askOver(after), scope, lines, new Set([-1]));
    expect(again).toEqual({ lines, changed: [], unsettled: 0 });
  });
});
