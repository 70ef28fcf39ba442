/**
 * Slackbot's MCP server end to end: the app as `npm start` composes it with a whole copy of ES, the
 * SDK's client signing as Slack does; `find_controller` one call at a time, then 200 calls from 20
 * concurrent clients. Prints latency (p50, p99), catalogue calls (0 expected), CPU a call (the
 * clients' included: they run here) and the load average. Prints figures only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { listUnits, sampleCatalogue } from '../src/catalogue/sample/data.js';
import { connectSlackbot } from '../test/support/mcp-client.js';
import { startWholeCopyApp } from '../test/support/whole-copy-app.js';
import { ms, percentile } from './support/figures.js';
import { benchBotToken, benchSigningSecret } from './support/real-app.js';

const clients = 20;
const calls = 200;

export async function run(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'cf-bench-mcp-'));
  const app = await startWholeCopyApp({
    botToken: benchBotToken,
    signingSecret: benchSigningSecret,
    dataDir: dir,
    logLevel: 'silent',
  });
  const { baseUrl, sample } = app;
  try {
    const units = listUnits(sampleCatalogue(), 'ES')
      .filter((unit) => unit.skus.length > 0)
      .slice(0, calls)
      .map((unit) => `${unit.brandName} ${unit.designation}`);
    const connected = await Promise.all(
      Array.from({ length: clients }, () => connectSlackbot(baseUrl, { secret: benchSigningSecret })),
    );
    sample.resetCounters();
    // One call at a time first: what a call costs with nothing queued beside it.
    const alone: number[] = [];
    const [first] = connected;
    for (const unit of units.slice(0, 50)) {
      const before = performance.now();
      await first?.call('find_controller', { unit }, 'U0BENCHONE');
      alone.push(performance.now() - before);
    }
    console.log(
      `find_controller, one call at a time: p50 ${ms(percentile(alone, 50))}  p99 ${ms(percentile(alone, 99))}`,
    );
    const samples: number[] = [];
    let answered = 0;
    let next = 0;
    const load = loadavg()[0] ?? 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      connected.map(async (client, c) => {
        while (next < units.length) {
          const unit = units[next++] ?? '';
          const before = performance.now();
          const result = await client.call(
            'find_controller',
            { unit },
            `U0BENCH${String(c).padStart(3, '0')}`,
          );
          samples.push(performance.now() - before);
          if ((result.structuredContent as { status?: string } | undefined)?.status === 'answered')
            answered++;
        }
      }),
    );
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuPerCall = (used.user + used.system) / 1000 / calls;
    await Promise.all(connected.map((client) => client.close()));
    console.log(
      `find_controller, ${calls} calls from ${clients} concurrent clients on a whole copy: ` +
        `p50 ${ms(percentile(samples, 50))}  p99 ${ms(percentile(samples, 99))}  max ${ms(Math.max(...samples))}`,
    );
    console.log(
      `  answered ${answered}/${calls}, catalogue calls ${sample.callCount()}, ` +
        `${(calls / (wall / 1000)).toFixed(0)} calls/s, CPU ${ms(cpuPerCall)} a call (app and clients), ` +
        `load average ${load.toFixed(2)} → ${(loadavg()[0] ?? 0).toFixed(2)}`,
    );
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}
