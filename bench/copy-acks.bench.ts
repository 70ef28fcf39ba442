/**
 * Other users' acks while the catalogue copy refreshes a market of the 8× catalogue on SQLite, in
 * the process that acks Slack (issue 34): signed `/controller` commands to a Bolt app in the same
 * process, two at a time, for the whole of a second refresh (the first made the copy it compares
 * with), at a rate the catalogue allows; the ack's p50, p99 and longest, and how many took 1 s or
 * more, over the whole refresh and once its walk is done (the summary, the comparison and the
 * commit, where it reads the whole copy). Prints figures only.
 */
import { generateCatalogue, sampleCatalogue } from '../src/catalogue/sample/data.js';
import { rateGate } from '../src/catalogue-copy/rate-gate.js';
import { refreshMarket } from '../src/catalogue-copy/refresh.js';
import { testRun } from '../test/support/copy-run.js';
import { startSlackStandIn } from '../test/support/slack-api.js';
import { postSigned, slashCommandForm } from '../test/support/slack-signer.js';
import { openCopyRig } from './support/copy-rig.js';
import { ms, percentile } from './support/figures.js';
import { benchSigningSecret, silentLogger, startBareApp } from './support/real-app.js';

/** Catalogue calls per second during the measured refresh (the sample server runs in this process too). */
const ratePerSecond = 400;
const scope = { market: 'ES', locale: 'en' };

export async function run(): Promise<void> {
  const models = sampleCatalogue().models.length * 8;
  const rig = await openCopyRig(generateCatalogue({ models, brands: 80 }), silentLogger);
  const { server, store, client } = rig;
  const standIn = await startSlackStandIn();
  const bare = await startBareApp(standIn);
  try {
    const deps = { store, client, logger: silentLogger };
    await refreshMarket({ ...deps, gate: rateGate(1_000_000) }, testRun('bench-acks-first'), scope);
    // The second refresh makes as many calls: past them, it sums up, compares and commits.
    const walkCalls = server.callCount();
    server.resetCounters();
    let refreshing = true;
    const started = performance.now();
    const refresh = refreshMarket(
      { ...deps, gate: rateGate(ratePerSecond) },
      testRun('bench-acks-second'),
      scope,
    ).finally(() => {
      refreshing = false;
    });
    const acks: number[] = [];
    const afterWalk: number[] = [];
    let sent = 0;
    const user = async () => {
      while (refreshing) {
        sent += 1;
        const form = slashCommandForm({
          text: 'daikin ftxm25r',
          responseUrl: standIn.responseUrl(`a${sent}`),
        });
        const walked = server.callCount() >= walkCalls;
        const reply = await postSigned(bare.url, benchSigningSecret, { form }, { skipJson: true });
        if (reply.status !== 200) throw new Error(`HTTP ${reply.status}`);
        acks.push(reply.ms);
        if (walked) afterWalk.push(reply.ms);
      }
    };
    await Promise.all([refresh, user(), user()]);
    const seconds = (performance.now() - started) / 1000;
    const current = (await store.status(scope.market, scope.locale)).current;
    console.log(
      `acks during a refresh of the 8× catalogue (${current?.models} models in ES, SQLite, ${ratePerSecond} calls/s, ` +
        `${seconds.toFixed(1)} s): p50 ${ms(percentile(acks, 50))}  p99 ${ms(percentile(acks, 99))}  ` +
        `longest ${ms(Math.max(...acks))}, ${acks.filter((ack) => ack >= 1000).length} over 1 s  (n=${acks.length})`,
    );
    console.log(
      afterWalk.length === 0
        ? '  while it sums up, compares and commits: no ack could even be sent (the event loop was held throughout)'
        : `  of which while it sums up, compares and commits: p50 ${ms(percentile(afterWalk, 50))}  ` +
            `p99 ${ms(percentile(afterWalk, 99))}  longest ${ms(Math.max(...afterWalk))}  (n=${afterWalk.length})`,
    );
  } finally {
    await bare.close();
    await standIn.close();
    await rig.close();
  }
}
