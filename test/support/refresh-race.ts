/**
 * Several app instances on one Redis, refreshed at once: the scenario of issue 34 ("one truth with
 * several instances"). App processes on one key prefix with the catalogue copy on, a digest
 * channel and an admin; the sample catalogue changed a round at a time (one more unit with another
 * SKU each round); `/controller refresh` pressed on every instance at once; what reached the
 * digest channel counted. Other features' checks of the same rounds (a watched list's notices)
 * read the same `standIn`.
 */
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { AppProcess } from './app-process.js';
import { slashAnswer, slashCommand } from './app-requests.js';
import { type CatalogueEdit, editCatalogue } from './catalogue-changes.js';
import { instancesMarket, type MarketHealth, openRedisInstances } from './redis-instances.js';
import type { SampleServer } from './sample-server.js';
import type { RecordedCall, SlackStandIn } from './slack-api.js';

export const raceAdmin = 'UADMINRACE';
export const raceDigestChannel = 'CDIGESTRACE';
const market = instancesMarket;

/** The unit a round changed: its new SKU, and the one it had before. */
export interface RaceRound {
  round: number;
  brandName: string;
  designation: string;
  sku: string;
  previousSku: string;
}

export interface RefreshRace {
  readonly standIn: SlackStandIn;
  readonly sample: SampleServer;
  /** The instances started and not killed. */
  readonly live: AppProcess[];
  /** Starts another instance on the same Redis. */
  start(): Promise<AppProcess>;
  /** SIGKILLs an instance (it is no longer `live`). */
  kill(app: AppProcess): Promise<void>;
  /**
   * The catalogue with the first `round` units given another SKU (round 0: as shipped), and the
   * next units changed as `more` says (other warnings, removed…).
   */
  change(round: number, more?: Omit<CatalogueEdit, 'skus'>): RaceRound;
  /** The units rounds 1 to `rounds` change, in order (e.g. a watched list's lines), the catalogue left as is. */
  roundUnits(rounds: number): Pick<RaceRound, 'brandName' | 'designation'>[];
  /** A signed `/controller refresh` from the admin to every live instance at once; their HTTP statuses. */
  pressRefreshEverywhere(tag: string): Promise<number[]>;
  /** Messages posted in the digest channel. */
  digests(): RecordedCall[];
  /** The admin's DMs saying a refresh is done. */
  refreshedDms(): RecordedCall[];
  /** The market's copy as an instance's /healthz shows it. */
  health(app: AppProcess): Promise<MarketHealth | undefined>;
  /** The reply text to a question naming the round's unit, asked by a user of its own. */
  ask(app: AppProcess, round: Pick<RaceRound, 'brandName' | 'designation'>): Promise<string>;
  /** The live instance that last ran the refresh job (its log's latest "Running a job" of it). */
  runningRefresh(since: ReadonlyMap<AppProcess, number>): AppProcess | undefined;
  /** Each live instance's count of refresh runs so far (for `runningRefresh`). */
  refreshRuns(): Map<AppProcess, number>;
  close(): Promise<void>;
}

const refreshRunsOf = (app: AppProcess) =>
  app.lines.filter((line) => line.includes('Running a job') && line.includes('"kind":"copyRefresh"')).length;

export async function openRefreshRace(options: {
  instances: number;
  env?: Record<string, string>;
}): Promise<RefreshRace> {
  const instances = await openRedisInstances('refresh-race', {
    CATALOGUE_DIGEST_CHANNEL: raceDigestChannel,
    ADMIN_USER_IDS: raceAdmin,
    JOB_RETRY_BACKOFF_MS: '100',
    // A killed instance's refresh is taken up by another within a few seconds.
    JOB_LOCK_MS: '3000',
    JOB_STALLED_CHECK_MS: '1000',
    ...options.env,
  });
  const { standIn, sample } = instances;
  const live: AppProcess[] = [];
  const base = sampleCatalogue();
  let asked = 0;
  const start = async () => {
    const app = await instances.start();
    live.push(app);
    return app;
  };
  await Promise.all(Array.from({ length: options.instances }, start));
  return {
    standIn,
    sample,
    live,
    start,
    async kill(app) {
      live.splice(live.indexOf(app), 1);
      await app.stop('SIGKILL');
    },
    change(round, more = {}) {
      const edited = editCatalogue(base, market, { ...more, skus: round });
      sample.replaceCatalogue(edited.catalogue);
      const designation = edited.skus.at(-1) ?? '';
      const before = listUnits(base, market).find((unit) => unit.designation === designation);
      const after = listUnits(edited.catalogue, market).find((unit) => unit.designation === designation);
      const sku = after?.skus.find((entry) => entry.sku.endsWith('R2'))?.sku ?? '';
      return {
        round,
        brandName: after?.brandName ?? '',
        designation,
        sku,
        previousSku: before?.skus.find((entry) => `${entry.sku}R2` === sku)?.sku ?? '',
      };
    },
    roundUnits: (rounds) =>
      editCatalogue(base, market, { skus: rounds }).skus.map((designation) => {
        const unit = listUnits(base, market).find((each) => each.designation === designation);
        return { brandName: unit?.brandName ?? '', designation };
      }),
    pressRefreshEverywhere: async (tag) =>
      (
        await Promise.all(
          live.map((app, i) => slashCommand(app, standIn, raceAdmin, 'refresh', `${tag}-${i}`)),
        )
      ).map((reply) => reply.status),
    digests: () =>
      standIn.callsTo('chat.postMessage').filter((call) => call.body.channel === raceDigestChannel),
    refreshedDms: () =>
      standIn
        .callsTo('chat.postMessage')
        .filter((call) => String(call.body.text).includes('copy is refreshed')),
    health: (app) => instances.health(app),
    async ask(app, unit) {
      asked += 1;
      const user = `URACE${String(asked).padStart(4, '0')}`;
      // A first contact is acked at once and answered through response_url: either way, its answer.
      const reply = await slashAnswer(
        app,
        standIn,
        user,
        `${unit.brandName} ${unit.designation}`,
        `ask${asked}`,
      );
      return reply.text;
    },
    refreshRuns: () => new Map(live.map((app) => [app, refreshRunsOf(app)])),
    runningRefresh: (since) => live.find((app) => refreshRunsOf(app) > (since.get(app) ?? 0)),
    close: () => instances.close(),
  };
}
