/**
 * What a user's first command costs against a known user's: the real app (SQLite under a fresh
 * DATA_DIR, as `npm start` keeps it), Slack's side in a child process (support/slack-side.ts),
 * 500 `/controller` commands at
 * concurrency 10 per run, the same warm question each time, in alternating rounds beside a bare
 * Bolt app that only acks. Each command of a first-contact run comes from someone new: a member
 * whose locale Slack's member list gave at start, or someone who joined after it was read (users.info
 * answered at loopback speed, or in 150 ms as Slack answers from afar).
 * Prints figures only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headline } from './report.js';
import { ms, percentile } from './support/figures.js';
import { benchSigningSecret, startBareApp, startRealApp } from './support/real-app.js';
import { type SlackSide, startSlackSide } from './support/slack-side.js';

const perRun = 500;
const concurrency = 10;
const rounds = 5;
const question = 'daikin ftxm25r';
/** users.info's time when Slack answers from afar (a round trip across the internet and Slack's work). */
const slackMs = 150;

/** One command per user id, `concurrency` at a time, sent from Slack's side; each ack's latency. */
const acks = async (side: SlackSide, url: string, users: readonly string[]): Promise<number[]> =>
  (
    await side.drive({
      url,
      signingSecret: benchSigningSecret,
      commands: users.map((userId) => ({ userId, text: question })),
      concurrency,
    })
  ).acks;

/** `count` fresh ids starting with `who`, never given before. */
const newcomers = (who: string) => {
  let given = 0;
  return (count = perRun) => Array.from({ length: count }, () => `${who}${++given}`);
};

export async function run(): Promise<void> {
  const members = newcomers('U0MEMBER');
  const lateJoiners = newcomers('U0LATE');
  const farJoiners = newcomers('U0FAR');
  const workspace = members((rounds + 1) * perRun);
  const nextMembers = newcomers('U0MEMBER');
  // Slack's side (the Web API stand-in, the client sending the commands) in a process of its own.
  const side = await startSlackSide({ members: workspace, farUsers: { prefix: 'U0FAR', ms: slackMs } });
  const dataDir = await mkdtemp(join(tmpdir(), 'cf-bench-first-'));
  const real = await startRealApp(side, { env: { DATA_DIR: dataDir } });
  const bare = await startBareApp(side);
  try {
    await real.app.membersRead();
    const known = () => Array.from({ length: perRun }, () => 'U0KNOWN');
    const scenarios = {
      'known user': known,
      'first contact, member (locale learned ahead)': () => nextMembers(),
      'first contact, joined since (users.info)': () => lateJoiners(),
      [`first contact, joined since (users.info in ${slackMs} ms, as from Slack)`]: () => farJoiners(),
    };
    const samples = new Map<string, number[]>(Object.keys(scenarios).map((name) => [name, []]));
    /** The app's CPU per command (this process: the app; Slack's side is the child's), µs. */
    const cpu = new Map<string, number>(Object.keys(scenarios).map((name) => [name, 0]));
    const bareSamples: number[] = [];
    // Every scenario once unmeasured on both apps, then alternating measured rounds.
    for (const build of Object.values(scenarios)) {
      await acks(side, bare.url, known());
      await acks(side, real.url, build());
    }
    for (let round = 0; round < rounds; round++) {
      for (const [name, build] of Object.entries(scenarios)) {
        bareSamples.push(...(await acks(side, bare.url, known())));
        const before = process.cpuUsage();
        samples.get(name)?.push(...(await acks(side, real.url, build())));
        const used = process.cpuUsage(before);
        cpu.set(name, (cpu.get(name) ?? 0) + (used.user + used.system) / perRun / rounds);
      }
    }
    const p = (values: number[], q: number) => ms(percentile(values, q));
    console.log(`bare Bolt app (ack only): ack p50 ${p(bareSamples, 50)} p99 ${p(bareSamples, 99)}`);
    for (const [name, values] of samples)
      console.log(
        `${name}: ack p50 ${p(values, 50)} p99 ${p(values, 99)} (n=${values.length}, concurrency ${concurrency}), app CPU ${((cpu.get(name) ?? 0) / 1000).toFixed(2)} ms per command`,
      );
    const knownP50 = percentile(samples.get('known user') ?? [], 50);
    const firstP50 = percentile(samples.get('first contact, member (locale learned ahead)') ?? [], 50);
    const lateP50 = percentile(samples.get('first contact, joined since (users.info)') ?? [], 50);
    const farP50 = percentile(
      samples.get(`first contact, joined since (users.info in ${slackMs} ms, as from Slack)`) ?? [],
      50,
    );
    headline({
      kind: 'first contact',
      label: 'first contact vs known user, ack p50',
      value: `${(firstP50 / knownP50).toFixed(2)}× (member), ${(farP50 / knownP50).toFixed(2)}× (joined since, Slack ${slackMs} ms), ${(lateP50 / knownP50).toFixed(2)}× (joined since, loopback)`,
      target: '≤ 2× a known user',
      met: Math.max(firstP50, farP50, lateP50) / knownP50 <= 2,
    });
  } finally {
    await bare.close();
    await real.close();
    await side.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
