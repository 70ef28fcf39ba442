/**
 * The Slack app end to end over loopback, with requests signed as Slack signs them:
 * - ack latency of a warm `/controller` lookup at concurrency 10, against a bare Bolt app that
 *   only acks (same run, same load, rounds interleaved), and their ratio;
 * - time to the answer, cold (first lookup after start), warm over distinct questions (the
 *   lookup runs every time), and for a repeated question (answered from the reply cache);
 * - type-ahead (model options load) latency for the largest brand of a generated
 *   50,000-model catalogue, and the brand type-ahead for reference.
 * Prints figures only.
 */
import { generateCatalogue, listUnits, sampleCatalogue } from '../src/catalogue/sample/data.js';
import { actionIds, encodeMenuBlockId } from '../src/slack/blocks/ids.js';
import { type SlackStandIn, startSlackStandIn } from '../test/support/slack-api.js';
import { payloadForm, postSigned, slashCommandForm } from '../test/support/slack-signer.js';
import { headline } from './report.js';
import { ms, percentile } from './support/figures.js';
import { benchSigningSecret, startBareApp, startRealApp } from './support/real-app.js';

const scope = { market: 'GB', locale: 'en' };

const summary = (samples: readonly number[]) =>
  `p50 ${ms(percentile(samples, 50))}  p99 ${ms(percentile(samples, 99))}  (n=${samples.length})`;

/** Sends `total` signed slash commands (cycling through `texts`), `concurrency` at a time; returns each ack's latency. */
async function ackLatencies(
  url: string,
  standIn: SlackStandIn,
  texts: readonly string[],
  total: number,
  concurrency: number,
): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const text = texts[next % texts.length] ?? '';
      next += 1;
      const form = slashCommandForm({ text, responseUrl: standIn.responseUrl(`ack-${next}`) });
      const reply = await postSigned(url, benchSigningSecret, { form }, { skipJson: true });
      if (reply.status !== 200) throw new Error(`HTTP ${reply.status}`);
      samples.push(reply.ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return samples;
}

let answers = 0;
/** Time until the user has the answer: in the ack, or on the response_url when the ack only said "looking". */
async function timeToAnswer(url: string, standIn: SlackStandIn, text: string): Promise<number> {
  const id = `answer-${++answers}`;
  const started = performance.now();
  const reply = await postSigned(url, benchSigningSecret, {
    form: slashCommandForm({ text, responseUrl: standIn.responseUrl(id) }),
  });
  if (!String(reply.json?.text).includes('Looking that up')) return performance.now() - started;
  const followUp = await standIn.waitForResponse(id, 10_000);
  return followUp.at - started;
}

async function ackComparison(standIn: SlackStandIn): Promise<void> {
  const real = await startRealApp(standIn);
  const bare = await startBareApp(standIn);
  const query = 'daikin ftxm25r';
  try {
    const cold = await timeToAnswer(real.url, standIn, query);
    const repeated: number[] = [];
    for (let i = 0; i < 30; i++) repeated.push(await timeToAnswer(real.url, standIn, query));
    // Every unit asked once to warm the catalogue cache, then each asked in other words: no
    // question repeats, so the reply cache never answers and the lookup runs every time.
    const units = listUnits(sampleCatalogue(), scope.market).filter((unit) => unit.skus.length > 0);
    for (const unit of units) await timeToAnswer(real.url, standIn, `${unit.brandName} ${unit.designation}`);
    const distinctWarm: number[] = [];
    for (const unit of units)
      distinctWarm.push(
        await timeToAnswer(
          real.url,
          standIn,
          `${unit.designation.toLowerCase()} ${unit.brandName.toUpperCase()}`,
        ),
      );
    console.log(`time to answer, cold (first lookup after start): ${ms(cold)}`);
    headline({
      kind: 'time to answer',
      label: 'first lookup after start',
      value: ms(cold),
      target: '≤ 3 s (Slack)',
      met: cold <= 3000,
    });
    const warmP99 = percentile(distinctWarm, 99);
    headline({
      kind: 'time to answer',
      label: 'warm, distinct questions, p99',
      value: ms(warmP99),
      target: '≤ 3 s (Slack)',
      met: warmP99 <= 3000,
    });
    console.log(`time to answer, warm, distinct questions: ${summary(distinctWarm)}`);
    console.log(`time to answer, warm, repeated question (reply cache): ${summary(repeated)}`);

    const same = [query];
    await ackLatencies(real.url, standIn, same, 200, 10);
    await ackLatencies(bare.url, standIn, same, 200, 10);
    const realSamples: number[] = [];
    const bareSamples: number[] = [];
    // Short alternating rounds, so that both apps see the same machine load.
    for (let round = 0; round < 20; round++) {
      realSamples.push(...(await ackLatencies(real.url, standIn, same, 100, 10)));
      bareSamples.push(...(await ackLatencies(bare.url, standIn, same, 100, 10)));
    }
    const ratio = (samples: number[], p: number) =>
      (percentile(samples, p) / percentile(bareSamples, p)).toFixed(2);
    console.log(`ack latency, bare Bolt app (ack only), concurrency 10: ${summary(bareSamples)}`);
    console.log(`ack latency, warm slash lookup (same question), concurrency 10: ${summary(realSamples)}`);
    console.log(`  ratio to bare: p50 ${ratio(realSamples, 50)}×  p99 ${ratio(realSamples, 99)}×`);
    headline({
      kind: 'ack vs bare Bolt',
      label: 'warm slash lookup, ack p50, concurrency 10',
      value: `${ratio(realSamples, 50)}× the bare app`,
      target: '≤ 2.5× (guard)',
      met: Number(ratio(realSamples, 50)) <= 2.5,
    });

    // Each unit in a third wording (the catalogue cache is warm): the lookup runs each time, no reply repeats.
    const distinct = units.map((u) => `${u.brandName.toLowerCase()} ${u.designation.toLowerCase()}`);
    const distinctSamples = await ackLatencies(real.url, standIn, distinct, distinct.length, 10);
    console.log(
      `ack latency, warm slash lookup (distinct questions), concurrency 10: ${summary(distinctSamples)}`,
    );
    console.log(`  ratio to bare: p50 ${ratio(distinctSamples, 50)}×  p99 ${ratio(distinctSamples, 99)}×`);
  } finally {
    await bare.close();
    await real.close();
  }
}

async function typeAhead(standIn: SlackStandIn): Promise<void> {
  const catalogue = generateCatalogue({ models: 50_000 });
  const counts = new Map<string, { brandId: number; type: string; designations: string[] }>();
  for (const unit of listUnits(catalogue, scope.market)) {
    for (const { typeReference } of unit.skus) {
      const key = `${unit.brandId}|${typeReference}`;
      const entry = counts.get(key) ?? { brandId: unit.brandId, type: typeReference, designations: [] };
      entry.designations.push(unit.designation);
      counts.set(key, entry);
    }
  }
  const largest = [...counts.values()].sort((a, b) => b.designations.length - a.designations.length)[0];
  if (!largest) throw new Error('generated catalogue has no units');
  const real = await startRealApp(standIn, { catalogue });
  const user = { id: 'U0BENCH01', username: 'bench', name: 'bench', team_id: 'T0TEAM01' };
  const load = async (actionId: string, blockId: string, value: string) => {
    const reply = await postSigned(real.url, benchSigningSecret, {
      form: payloadForm({
        type: 'block_suggestion',
        user,
        team: { id: 'T0TEAM01', domain: 'bench' },
        api_app_id: 'A0APP0001',
        token: 'unused',
        container: { type: 'message', is_ephemeral: true },
        action_id: actionId,
        block_id: blockId,
        value,
      }),
    });
    if (reply.status !== 200 || !Array.isArray(reply.json?.options))
      throw new Error(`options load: ${reply.status}`);
    return reply.ms;
  };
  try {
    const modelBlock = encodeMenuBlockId('model', { scope, type: largest.type, brandId: largest.brandId });
    const brandBlock = encodeMenuBlockId('brand', { scope, type: largest.type });
    const cold = await load(actionIds.menuModel, modelBlock, '');
    const queries = largest.designations.flatMap((designation, i) => {
      const compact = designation.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
      const typo =
        compact.length > 3 ? `${compact.slice(0, 2)}${compact[3]}${compact[2]}${compact.slice(4)}` : compact;
      return [compact.slice(0, 1 + (i % 6)), typo];
    });
    for (const value of queries.slice(0, 50)) await load(actionIds.menuModel, modelBlock, value);
    const models: number[] = [];
    for (const value of queries.slice(0, 600))
      models.push(await load(actionIds.menuModel, modelBlock, value));
    await load(actionIds.menuBrand, brandBlock, '');
    const brands: number[] = [];
    for (const value of [
      '',
      'd',
      'da',
      'dai',
      'daik',
      'mits',
      'mitsu',
      'pana',
      'lg',
      'samsng',
      'tosh',
      'hita',
    ]) {
      for (let i = 0; i < 20; i++) brands.push(await load(actionIds.menuBrand, brandBlock, value));
    }
    console.log(
      `type-ahead, largest brand of a 50,000-model catalogue (${largest.designations.length} models, ${largest.type}):`,
    );
    console.log(`  model options load, cold (brand not yet fetched): ${ms(cold)}`);
    console.log(`  model options load, warm: ${summary(models)}`);
    console.log(`  brand options load, warm: ${summary(brands)}`);
  } finally {
    await real.close();
  }
}

export async function run(): Promise<void> {
  const standIn = await startSlackStandIn();
  try {
    await ackComparison(standIn);
    await typeAhead(standIn);
  } finally {
    await standIn.close();
  }
}
