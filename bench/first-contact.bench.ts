/**
 * What a user's first command costs against a known user's: the real app (SQLite under a fresh
 * DATA_DIR, as `npm start` keeps it) over the Slack stand-in, 500 `/controller` commands at
 * concurrency 10 per run, the same warm question each time, in alternating rounds beside a bare
 * Bolt app that only acks. Each command of a first-contact run comes from someone new: a member
 * whose locale Slack's member list gave at start, or someone who joined after it was read.
 * Prints figures only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type SlackStandIn, startSlackStandIn, workspaceMembers } from '../test/support/slack-api.js';
import { postSigned, slashCommandForm } from '../test/support/slack-signer.js';
import { headline } from './report.js';
import { ms, percentile } from './support/figures.js';
import { benchSigningSecret, startBareApp, startRealApp } from './support/real-app.js';

const perRun = 500;
const concurrency = 10;
const rounds = 5;
const question = 'daikin ftxm25r';

/** One command per user id, `concurrency` at a time; each ack's latency. */
async function acks(url: string, standIn: SlackStandIn, users: readonly string[]): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const userId = users[next] ?? '';
      next += 1;
      const form = slashCommandForm({ text: question, userId, responseUrl: standIn.responseUrl(`fc-${next}`) });
      const reply = await postSigned(url, benchSigningSecret, { form }, { skipJson: true });
      if (reply.status !== 200) throw new Error(`HTTP ${reply.status}`);
      samples.push(reply.ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return samples;
}

/** `count` fresh ids starting with `who`, never given before. */
const newcomers = (who: string) => {
  let given = 0;
  return (count = perRun) => Array.from({ length: count }, () => `${who}${++given}`);
};

export async function run(): Promise<void> {
  const standIn = await startSlackStandIn();
  const members = newcomers('U0MEMBER');
  const lateJoiners = newcomers('U0LATE');
  const workspace = members((rounds + 2) * perRun).map((id) => ({ id, locale: 'es-ES' }));
  const nextMembers = newcomers('U0MEMBER');
  standIn.answer('users.list', (call) => workspaceMembers(workspace)(call));
  const dataDir = await mkdtemp(join(tmpdir(), 'cf-bench-first-'));
  const real = await startRealApp(standIn, { env: { DATA_DIR: dataDir } });
  const bare = await startBareApp(standIn);
  try {
    // The member list read at start (pages of 200), then every scenario run once unmeasured.
    await standIn.waitForCall('users.list', 10_000);
    while (standIn.callsTo('users.list').length < Math.ceil(workspace.length / 200)) await sleep(50);
    await sleep(200);
    const known = () => Array.from({ length: perRun }, () => 'U0KNOWN');
    const scenarios = {
      'known user': known,
      'first contact, member (locale learned ahead)': () => nextMembers(),
      'first contact, joined since (users.info)': () => lateJoiners(),
    };
    const samples = new Map<string, number[]>(Object.keys(scenarios).map((name) => [name, []]));
    const bareSamples: number[] = [];
    for (const build of Object.values(scenarios)) {
      await acks(bare.url, standIn, known());
      await acks(real.url, standIn, build());
    }
    const infoBefore = standIn.callsTo('users.info').length;
    for (let round = 0; round < rounds; round++) {
      for (const [name, build] of Object.entries(scenarios)) {
        bareSamples.push(...(await acks(bare.url, standIn, known())));
        samples.get(name)?.push(...(await acks(real.url, standIn, build())));
      }
    }
    const p = (values: number[], q: number) => ms(percentile(values, q));
    console.log(`bare Bolt app (ack only): ack p50 ${p(bareSamples, 50)} p99 ${p(bareSamples, 99)}`);
    for (const [name, values] of samples)
      console.log(`${name}: ack p50 ${p(values, 50)} p99 ${p(values, 99)} (n=${values.length}, concurrency ${concurrency})`);
    console.log(`users.info calls while measured: ${standIn.callsTo('users.info').length - infoBefore}`);
    const knownP50 = percentile(samples.get('known user') ?? [], 50);
    const firstP50 = percentile(samples.get('first contact, member (locale learned ahead)') ?? [], 50);
    const lateP50 = percentile(samples.get('first contact, joined since (users.info)') ?? [], 50);
    const worst = Math.max(firstP50, lateP50) / knownP50;
    headline({
      kind: 'first contact',
      label: 'first contact vs known user, ack p50',
      value: `${(firstP50 / knownP50).toFixed(2)}× (member), ${(lateP50 / knownP50).toFixed(2)}× (joined since)`,
      target: '≤ 2× a known user',
      met: worst <= 2,
    });
  } finally {
    await bare.close();
    await real.close();
    await standIn.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
