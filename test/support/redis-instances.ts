/**
 * App processes on one Redis key prefix with the catalogue copy on (market ES, every 6 hours, at
 * 2000 calls a second), the Slack stand-in and the sample catalogue in this process: where the
 * tests of several instances start (the copy shared, watched lists told once, refresh-race.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppProcess, buildApp, startApp } from './app-process.js';
import { processEnv } from './app-requests.js';
import { cleanRedis, requireRedis, testRedisPrefix, testRedisUrl } from './redis.js';
import { type SampleServer, startSampleServer } from './sample-server.js';
import { type SlackStandIn, startSlackStandIn } from './slack-api.js';

export const instancesMarket = 'ES';

/** The market's copy as an instance's /healthz shows it. */
export interface MarketHealth {
  complete: boolean;
  at?: string;
  models?: number;
}

export interface RedisInstances {
  readonly standIn: SlackStandIn;
  readonly sample: SampleServer;
  /** Every instance started, killed or not. */
  readonly apps: AppProcess[];
  /** Starts another instance on the same Redis prefix and DATA_DIR. */
  start(): Promise<AppProcess>;
  health(app: AppProcess): Promise<MarketHealth | undefined>;
  /** Kills every instance, closes the servers, deletes the prefix's keys and the DATA_DIR. */
  close(): Promise<void>;
}

/** Opens the servers and the environment (`env` added to it) under a prefix named after `name`. */
export async function openRedisInstances(
  name: string,
  env: Record<string, string> = {},
): Promise<RedisInstances> {
  await requireRedis();
  const main = await buildApp();
  const prefix = testRedisPrefix(name);
  const standIn = await startSlackStandIn();
  const sample = await startSampleServer();
  const cwd = await mkdtemp(join(tmpdir(), `cf-${name}-`));
  const appEnv = processEnv(standIn, sample, {
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: prefix,
    DATA_DIR: cwd,
    CATALOGUE_MARKET: instancesMarket,
    CATALOGUE_MARKETS: instancesMarket,
    CATALOGUE_REFRESH_HOURS: '6',
    CATALOGUE_REFRESH_RATE: '2000',
    ...env,
  });
  const apps: AppProcess[] = [];
  return {
    standIn,
    sample,
    apps,
    async start() {
      const app = await startApp(main, appEnv, cwd);
      apps.push(app);
      return app;
    },
    async health(app) {
      const body = (await (await fetch(`${app.baseUrl}/healthz`)).json()) as {
        catalogue?: Record<string, MarketHealth>;
      };
      return body.catalogue?.[instancesMarket];
    },
    async close() {
      await Promise.all(apps.map((app) => app.stop('SIGKILL')));
      await sample.close();
      await standIn.close();
      await cleanRedis(prefix);
      await rm(cwd, { recursive: true, force: true });
    },
  };
}
