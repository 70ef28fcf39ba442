import { describe, expect, it } from 'vitest';
import { withFacts } from '../../src/lookup/choice-facts.js';
import type { UnitFacts, UnitRef } from '../../src/lookup/result.js';

const unit = (n: number): UnitRef => ({
  brandId: 1,
  brandName: 'Acme',
  modelId: n,
  designation: `QX${n}`,
  typeReference: 'T',
});
const facts = (sku: string): UnitFacts => ({
  rows: [{ typeReference: 'T', typeName: 'T', sku, warnings: [] }],
  warnings: [],
  specs: {
    coolingKw: 2.5,
    heatingKw: 3.2,
    coolingBtu: 8530,
    heatingBtu: 10919,
    airflowM3hMin: 300,
    airflowM3hMax: 600,
    airflowCfmMin: 176,
    airflowCfmMax: 353,
  },
  stale: false,
});

describe('withFacts', () => {
  it('reads every unit with at most `concurrency` reads in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const read = async (u: UnitRef) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      return facts(`S${u.modelId}`);
    };
    const units = await withFacts([1, 2, 3, 4, 5].map(unit), read, { concurrency: 2, waitMs: 5000 });
    expect(units.map((u) => u.facts?.rows[0]?.sku)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
    expect(most).toBe(2);
  });

  it('gives plain units when any read fails or does not come in time', async () => {
    const failing = await withFacts(
      [unit(1), unit(2)],
      async (u) => {
        if (u.modelId === 2) throw new Error('down');
        return facts('S1');
      },
      { concurrency: 2, waitMs: 5000 },
    );
    expect(failing.map((u) => u.facts)).toEqual([undefined, undefined]);
    const hanging = await withFacts(
      [unit(1), unit(2)],
      (u) => (u.modelId === 1 ? Promise.resolve(facts('S1')) : new Promise<UnitFacts>(() => {})),
      { concurrency: 2, waitMs: 20 },
    );
    expect(hanging.map((u) => u.modelId)).toEqual([1, 2]);
    expect(hanging.map((u) => u.facts)).toEqual([undefined, undefined]);
  });
});
