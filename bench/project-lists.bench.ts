/**
 * Lists end to end over loopback (the real app, the sample catalogue, the Slack stand-in):
 * the time a 500-line list takes from the DM to its CSV (cold catalogue cache for its units),
 * and the ack latency and time to answer of other users' `/controller` lookups, alone and
 * while the list runs, so that a list slowing others down shows. Prints figures only.
 */
import { listUnits, sampleCatalogue } from '../src/catalogue/sample/data.js';
import { startSlackHarness } from '../test/support/slack-app.js';
import { percentile } from './support/figures.js';

const summary = (samples: readonly number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms  p99 ${percentile(samples, 99).toFixed(1)} ms  (n=${samples.length})`;

export async function run(): Promise<void> {
  const harness = await startSlackHarness({ env: { LOG_LEVEL: 'warn' } });
  const units = listUnits(sampleCatalogue(), 'GB').filter((unit) => unit.skus.length > 0);
  const others = units.slice(0, 60).map((u) => `${u.brandName} ${u.designation}`);
  const listed = Array.from({ length: 500 }, (_, i) => units[60 + (i % (units.length - 60))]);
  try {
    const acks: number[] = [];
    const answers: number[] = [];
    let asked = 0;
    /** Other users' lookups, one after another per user, until `until` resolves. */
    const otherUsers = async (users: number, until: Promise<unknown>) => {
      let running = true;
      void until.then(() => {
        running = false;
      });
      const user = async (n: number) => {
        while (running) {
          const started = performance.now();
          const text = others[asked++ % others.length] ?? '';
          const { reply, responseId } = await harness.command(text, { userId: `U0OTHER${n}` });
          acks.push(reply.ms);
          if (String(reply.json?.text).includes('Looking that up')) {
            const followUp = await harness.standIn.waitForResponse(responseId, 10_000);
            answers.push(followUp.at - started);
          } else answers.push(reply.ms);
        }
      };
      await Promise.all(Array.from({ length: users }, (_, n) => user(n)));
    };

    for (const text of others) await harness.command(text, { userId: 'U0WARM001' });
    await otherUsers(4, new Promise((resolve) => setTimeout(resolve, 3000)));
    console.log(`other users' /controller, alone: ack ${summary(acks)}`);
    console.log(`  time to answer: ${summary(answers)}`);
    acks.length = 0;
    answers.length = 0;

    const text = [
      'wifi controllers please',
      ...listed.map((u, i) => `${(i % 3) + 1} x ${u?.brandName} ${u?.designation}`),
    ];
    const started = performance.now();
    await harness.event(
      {
        type: 'message',
        channel: 'D0BENCH01',
        channel_type: 'im',
        user: 'U0BENCH01',
        text: text.join('\n'),
        ts: '1.000001',
        event_ts: '1.000001',
      },
      'EvBenchList',
    );
    const done = harness.standIn.waitForUpload(120_000, (u) => u.channelId === 'D0BENCH01');
    await otherUsers(4, done);
    const listMs = (await done.then(() => performance.now())) - started;
    console.log(`500-line list (cold cache for its units), DM to CSV: ${(listMs / 1000).toFixed(2)} s`);
    console.log(`other users' /controller while it runs: ack ${summary(acks)}`);
    console.log(`  time to answer: ${summary(answers)}`);
  } finally {
    await harness.close();
  }
}
