/**
 * What keeping state costs, measured from outside over loopback with signed requests:
 * - the team scenario (50 users, 50 distinct warm questions, 500 slash commands at
 *   concurrency 10) and the first-contact scenario (the same question, a new member of the
 *   workspace each time: their locale learned ahead from Slack's member list, settings read, a
 *   new user's first recent lookup), each beside a bare Bolt app that only acks, in the same
 *   run: ack p50/p99, throughput and the ratios. Both apps are warmed on every scenario first,
 *   then measured in alternating rounds (ratios: the median pair). The app keeps its state in
 *   SQLite (as `npm start` does), then in Redis. The same for people who joined after
 *   the member list was read (users.info on their first answer's path), printed without a target;
 * - the store's write latency (recording one lookup: the user's recent lookups and the lookup
 *   log, written on their own) with 100 and with 100,000 users already stored, for SQLite and Redis.
 * Slack's side (the Web API stand-in and the client sending the commands) runs in a child
 * process (support/slack-side.ts), as Slack's servers would: only the app's own work is measured.
 * Prints figures only. Needs the Redis on 127.0.0.1:6379 for the Redis rows.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listUnits, sampleCatalogue } from '../src/catalogue/sample/data.js';
import { openRedisState } from '../src/state/redis/redis-state.js';
import { openSqliteState } from '../src/state/sqlite/sqlite-state.js';
import type { AppState } from '../src/state/store.js';
import { cleanRedis, testRedisPrefix, testRedisUrl } from '../test/support/redis.js';
import { headline, progress } from './report.js';
import { ms, percentile } from './support/figures.js';
import { benchSigningSecret, silentLogger, startBareApp, startRealApp } from './support/real-app.js';
import { type DriveResult, type SlackSide, startSlackSide } from './support/slack-side.js';

const logger = silentLogger;

interface Target {
  url: string;
  close(): Promise<void>;
}

type StoreKind = 'sqlite' | 'redis';

/** The real app with its state in SQLite under a temporary DATA_DIR, or in Redis under a prefix of its own. */
async function startAppWithStore(side: SlackSide, kind: StoreKind): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cf-bench-'));
  const prefix = testRedisPrefix('bench-app');
  const real = await startRealApp(side, {
    env: {
      DATA_DIR: dataDir,
      ...(kind === 'redis' ? { REDIS_URL: testRedisUrl, REDIS_PREFIX: prefix } : {}),
    },
  });
  return {
    url: real.url,
    async close() {
      await real.close();
      await rm(dataDir, { recursive: true, force: true });
      if (kind === 'redis') await cleanRedis(prefix);
    },
  };
}

/** One slash command per (user, text), `concurrency` at a time, sent from Slack's side. */
const drive = (
  side: SlackSide,
  url: string,
  commands: readonly { userId: string; text: string }[],
  concurrency: number,
): Promise<DriveResult> => side.drive({ url, signingSecret: benchSigningSecret, commands, concurrency });

/**
 * Unmeasured runs of each scenario on each app first, then measured ones, alternating bare and
 * real so that drift hits both alike; each ratio is the median of the rounds' own ratios (a round
 * of the app against the bare round just before it), so that a slow moment of the machine moves
 * one pair, not the figure.
 */
const warmRounds = 3;
const rounds = 9;
const commandsPerRun = 500;

/**
 * First contacts: members of the workspace asking for the first time (Slack's member list,
 * read at start, gave their locale: user/locale-directory.ts), and people who joined after the
 * list was read (users.info on the path of their first answer). Each run takes new ones.
 */
const firstContact = (who: string) => {
  let asked = 0;
  const ids = (count: number) => Array.from({ length: count }, (_, i) => `${who}${i + 1}`);
  return {
    ids,
    run: (questions: string[]) =>
      Array.from({ length: commandsPerRun }, () => ({
        userId: `${who}${++asked}`,
        text: questions[0] ?? '',
      })),
  };
};
const members = firstContact('U0NEW');
const lateJoiners = firstContact('U0LATE');
const teamIds = Array.from({ length: 50 }, (_, i) => `U0TEAM${i}`);

const scenarios = {
  team: (questions: string[]) =>
    Array.from({ length: commandsPerRun }, (_, i) => ({
      userId: teamIds[i % 50] ?? '',
      text: questions[(i * 7) % 50] ?? '',
    })),
  firstContact: members.run,
  firstContactLateJoiner: lateJoiners.run,
};

/** Every member id the runs of both stores use (each run of a first-contact scenario takes 500 new ones). */
const workspace = ['U0WARM', ...teamIds, ...members.ids(2 * (warmRounds + rounds) * 2 * commandsPerRun)];

/**
 * The guard: a team of 50 users asking distinct warm questions gets its acks within this many
 * times the bare app's p50, at least this share of its throughput (a thousand times above the
 * peak of a 10,000-seat sales organisation). First contact and late joiners are printed beside it.
 */
const targets: Partial<Record<keyof typeof scenarios, { ack: number; throughput: number }>> = {
  team: { ack: 2.5, throughput: 0.4 },
};

const median = (values: readonly number[]): number => percentile(values, 50);

async function appScenarios(side: SlackSide, kind: StoreKind): Promise<void> {
  const units = listUnits(sampleCatalogue(), 'GB').filter((unit) => unit.skus.length > 0);
  const questions = units.slice(0, 50).map((unit) => `${unit.brandName} ${unit.designation}`);
  const real = await startAppWithStore(side, kind);
  const bare = await startBareApp(side);
  try {
    // Warm: every question asked once by someone outside the scenarios, then each scenario run
    // unmeasured on both apps, so that neither is measured while its code is still being
    // compiled (the bare app's figures otherwise improve from one scenario to the next).
    await drive(
      side,
      real.url,
      questions.map((text) => ({ userId: 'U0WARM', text })),
      10,
    );
    for (let round = 0; round < warmRounds; round++) {
      for (const build of Object.values(scenarios)) {
        await drive(side, bare.url, build(questions), 10);
        await drive(side, real.url, build(questions), 10);
      }
    }
    for (const name of ['team', 'firstContact', 'firstContactLateJoiner'] as const) {
      const build = scenarios[name];
      const bareRuns: DriveResult[] = [];
      const realRuns: DriveResult[] = [];
      for (let round = 0; round < rounds; round++) {
        bareRuns.push(await drive(side, bare.url, build(questions), 10));
        realRuns.push(await drive(side, real.url, build(questions), 10));
      }
      // Acks pooled over the rounds; throughput the median round's; ratios the median pair's.
      const p = (runs: DriveResult[], q: number) =>
        percentile(
          runs.flatMap((run) => run.acks),
          q,
        );
      const perSecond = (runs: DriveResult[]) => median(runs.map((run) => run.perSecond));
      const pairs = (of: (run: DriveResult) => number) =>
        median(realRuns.map((run, i) => of(run) / of(bareRuns[i] as DriveResult)));
      const ackRatio = pairs((run) => percentile(run.acks, 50));
      const throughputRatio = pairs((run) => run.perSecond);
      console.log(
        `${name} (${kind}): ack p50 ${ms(p(realRuns, 50))} p99 ${ms(p(realRuns, 99))}, ${perSecond(realRuns).toFixed(0)}/s` +
          ` | bare Bolt p50 ${ms(p(bareRuns, 50))} p99 ${ms(p(bareRuns, 99))}, ${perSecond(bareRuns).toFixed(0)}/s` +
          ` | ratio ack p50 ${ackRatio.toFixed(2)}× (pooled ${(p(realRuns, 50) / p(bareRuns, 50)).toFixed(2)}×),` +
          ` p99 ${(p(realRuns, 99) / p(bareRuns, 99)).toFixed(2)}× (pooled), throughput ${throughputRatio.toFixed(2)}×` +
          ` (${rounds} rounds of 500; ratios the median of paired rounds unless pooled)`,
      );
      const target = targets[name];
      if (!target) continue;
      headline({
        kind: 'state vs bare Bolt',
        label: `${name} (${kind}), ack p50 and throughput`,
        value: `${ackRatio.toFixed(2)}×, ${throughputRatio.toFixed(2)}×`,
        target: `≤ ${target.ack}×, ≥ ${target.throughput}×`,
        met: ackRatio <= target.ack && throughputRatio >= target.throughput,
      });
    }
  } finally {
    await bare.close();
    await real.close();
  }
}

/** Stores `users` users, each with settings and 10 recent lookups. */
async function fill(state: AppState, users: number): Promise<void> {
  const at = new Date().toISOString();
  for (let start = 0; start < users; start += 1000) {
    const batch = [];
    for (let i = start; i < Math.min(users, start + 1000); i++) {
      batch.push(state.settings.save(`U${i}`, { market: 'FR', locale: 'fr' }));
      for (let r = 0; r < 10; r++) batch.push(state.recent.add(`U${i}`, { query: `q${r}`, result: 'r', at }));
    }
    await Promise.all(batch);
  }
}

/**
 * Recording one lookup as the app does (the lookup log entry and the user's recent lookups),
 * timed until both are written (one batch, flushed at once).
 */
async function writeLatencies(state: AppState, users: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const userId = `U${(i * 7919) % users}`;
    const started = performance.now();
    state.lookupLog.record({
      at: Date.now(),
      userId,
      market: 'FR',
      locale: 'fr',
      surface: 'slash',
      query: 'daikin ftxm25r',
      outcome: 'answer',
      brand: 'Daikin',
      model: 'FTXM25R',
      durationMs: 3,
    });
    const added = state.recent.add(userId, {
      query: 'daikin ftxm25r',
      result: 'r',
      at: new Date().toISOString(),
    });
    await state.flush();
    await added;
    samples.push(performance.now() - started);
  }
  return samples;
}

/** "Flat": the p50 with 100,000 users stored at most this many times the p50 with 100 (a cost growing with the users would be ~1,000×). */
const flatWithin = 2;

async function storeWrites(kind: StoreKind): Promise<void> {
  const p50s: number[] = [];
  for (const users of [100, 100_000]) {
    const dataDir = await mkdtemp(join(tmpdir(), 'cf-bench-store-'));
    const prefix = testRedisPrefix('bench-store');
    // Each write on its own (a batch of one, flushed at once: the worst case): the app writes
    // what is recorded within 50 ms together (state/recorded-writes.ts).
    const options = { logger, lookupLogDays: 90 };
    const state =
      kind === 'redis'
        ? await openRedisState(testRedisUrl, prefix, options)
        : openSqliteState(dataDir, options);
    try {
      progress(`state: storing ${users.toLocaleString('en')} users in ${kind}…`);
      await fill(state, users);
      const samples = await writeLatencies(state, users);
      p50s.push(percentile(samples, 50));
      console.log(
        `store write (${kind}), ${users.toLocaleString('en')} users stored: p50 ${ms(percentile(samples, 50))} p99 ${ms(percentile(samples, 99))}`,
      );
    } finally {
      await state.close();
      await rm(dataDir, { recursive: true, force: true });
      if (kind === 'redis') await cleanRedis(prefix);
    }
  }
  const [few = 0, many = 0] = p50s;
  headline({
    kind: 'state vs bare Bolt',
    label: `store write p50 (${kind}), 100 → 100,000 users`,
    value: `${ms(few)} → ${ms(many)}`,
    target: `flat (≤ ${flatWithin}×)`,
    met: many <= few * flatWithin,
  });
}

export async function run(): Promise<void> {
  const side = await startSlackSide({ members: workspace });
  try {
    for (const kind of ['sqlite', 'redis'] as const) await appScenarios(side, kind);
  } finally {
    await side.close();
  }
  for (const kind of ['sqlite', 'redis'] as const) await storeWrites(kind);
}
