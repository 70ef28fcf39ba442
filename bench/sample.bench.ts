/**
 * Sample catalogue: time to generate a 50,000-model catalogue, time to index it in the server,
 * and per-request latency and CPU over loopback for each of the four paths. Prints figures only.
 */
import { Agent, request } from 'undici';
import {
  generateCatalogue,
  listUnits,
  type SampleCatalogue,
  sampleCatalogue,
} from '../src/catalogue/sample/data.js';
import { responsesFor } from '../src/catalogue/sample/responses.js';
import { type SampleServer, startSampleServer } from '../src/catalogue/sample/server.js';
import { percentile } from './support/figures.js';

const headers = (server: SampleServer) => ({
  apikey: server.apiKey,
  'app-market': 'GB',
  'app-locale': 'en',
  'content-type': 'application/json',
});

async function measure(server: SampleServer, agent: Agent, label: string, paths: string[]): Promise<void> {
  const timings: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (const path of paths) {
    const started = performance.now();
    const response = await request(`${server.baseUrl}${path}`, {
      headers: headers(server),
      dispatcher: agent,
    });
    await response.body.arrayBuffer();
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${label}: status ${response.statusCode} for ${path}`);
  }
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `${label.padEnd(48)} n=${String(paths.length).padStart(5)}  p50 ${percentile(timings, 50).toFixed(3)} ms  p99 ${percentile(timings, 99).toFixed(3)} ms  CPU (client+server) ${((cpu.user + cpu.system) / 1000 / paths.length).toFixed(3)} ms/request`,
  );
}

async function walk(name: string, catalogue = sampleCatalogue()): Promise<void> {
  const indexStarted = performance.now();
  const server = await startSampleServer({ catalogue });
  console.log(`${name}: server indexed in ${(performance.now() - indexStarted).toFixed(0)} ms`);
  const agent = new Agent({ connections: 1 });
  try {
    const units = listUnits(catalogue, 'GB').filter((u) =>
      u.skus.some((s) => s.typeReference === 'CTLR_PRO'),
    );
    const brandIds = [...new Set(units.map((u) => u.brandId))];
    const step = Math.max(1, Math.floor(units.length / 2_000));
    const sample = units.filter((_, i) => i % step === 0);
    const typesPath = '/msproduct.pv1/compatibility-types/CTLR/article-types';
    const brandsPath = '/msproduct.pv1/compatibilities/types/CTLR_PRO/brands';
    const brandPath = (id: number) => `/msproduct.pv1/compatibilities/types/CTLR_PRO/brands/${id}`;
    const modelPath = (brandId: number, modelId: number) =>
      `/msproduct.pv1/compatibility-types/CTLR/article-types/CTLR_PRO/brands/${brandId}/iumodels/${modelId}`;
    await measure(server, agent, `${name}: controller types`, Array(500).fill(typesPath));
    await measure(server, agent, `${name}: brands of a type`, Array(500).fill(brandsPath));
    await measure(server, agent, `${name}: a brand's units, first`, brandIds.map(brandPath));
    await measure(
      server,
      agent,
      `${name}: a brand's units, again`,
      Array.from({ length: 500 }, (_, i) => brandPath(brandIds[i % brandIds.length] ?? 0)),
    );
    await measure(
      server,
      agent,
      `${name}: one unit and its SKUs`,
      sample.map((u) => modelPath(u.brandId, u.modelId)),
    );
  } finally {
    await agent.close();
    await server.close();
  }
}

/** The server's own work per answer (rendering, no HTTP), on an already indexed catalogue. */
function renderCost(name: string, catalogue: SampleCatalogue): void {
  const responses = responsesFor(catalogue);
  const units = listUnits(catalogue, 'GB').filter((u) => u.skus.some((s) => s.typeReference === 'CTLR_PRO'));
  const brandIds = [...new Set(units.map((u) => u.brandId))];
  const time = (label: string, count: number, work: (i: number) => unknown) => {
    const started = performance.now();
    for (let i = 0; i < count; i++) work(i);
    console.log(
      `${`${name}, building ${label}`.padEnd(48)} ${((performance.now() - started) / count).toFixed(4)} ms/answer`,
    );
  };
  time("a brand's units", 400, (i) =>
    responses.brandModelsJson('GB', 'CTLR_PRO', brandIds[i % brandIds.length] ?? 0),
  );
  time('one unit and its SKUs', 5_000, (i) => {
    const unit = units[(i * 7919) % units.length];
    return unit && responses.modelJson('GB', 'en', 'CTLR_PRO', unit.brandId, unit.modelId);
  });
}

export async function run(): Promise<void> {
  const started = performance.now();
  const big = generateCatalogue({ models: 50_000 });
  console.log(`generateCatalogue(50,000 models): ${(performance.now() - started).toFixed(0)} ms`);
  console.log(`heap used after generation: ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`);
  await walk('sample catalogue');
  await walk('50,000 units', big);
  renderCost('sample catalogue', sampleCatalogue());
  renderCost('50,000 units', big);
  console.log(`heap used after serving: ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`);
}
