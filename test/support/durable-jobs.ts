/**
 * What the acceptance tests of durable jobs (test/slack/durable-*.slow.test.ts) share: the servers a
 * file of them starts once (the app's build, the Slack stand-in, a slow sample catalogue) and the
 * apps a test started, killed after it; a list of distinct units of the sample catalogue as a DM
 * would paste it, which app process runs a job (its log says so), the job counts an app serves on
 * /metrics, the rows of a list's CSV, what the app sent or uploaded to a channel, and that a list
 * was answered there once.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { type AppProcess, buildApp } from './app-process.js';
import { type SampleServer, startSampleServer } from './sample-server.js';
import { type SlackStandIn, startSlackStandIn } from './slack-api.js';

/** What a file of durable tests starts once, and the apps its tests start. */
export interface DurableServers {
  /** The built app's entry point, for startApp. */
  readonly main: string;
  readonly standIn: SlackStandIn;
  readonly sample: SampleServer;
  /** The apps the running test started: killed (SIGKILL) after it. */
  readonly apps: AppProcess[];
}

/**
 * The hooks of a file of durable tests: before them (after `before`, e.g. a check that Redis
 * answers) the app built, the Slack stand-in started, and the sample catalogue, each answer a
 * little slow so that a list is still running when its app is killed; after each test the
 * catalogue's faults cleared and its apps killed; after them all the servers closed.
 */
export function durableServers(before: () => Promise<void> = async () => {}): DurableServers {
  let main: string | undefined;
  let standIn: SlackStandIn | undefined;
  let sample: SampleServer | undefined;
  const apps: AppProcess[] = [];
  beforeAll(async () => {
    await before();
    main = await buildApp();
    standIn = await startSlackStandIn();
    sample = await startSampleServer({ host: '127.0.0.1', port: 0, latencyMs: 10 });
  }, 120_000);
  afterEach(async () => {
    sample?.clearFaults();
    await Promise.all(apps.splice(0).map((app) => app.stop('SIGKILL')));
  });
  afterAll(async () => {
    await sample?.close();
    await standIn?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the durable tests did not start their servers');
    return value;
  };
  return {
    get main() {
      return started(main);
    },
    get standIn() {
      return started(standIn);
    },
    get sample() {
      return started(sample);
    },
    apps,
  };
}

/** `count` distinct units of the GB market, one per line, as "Brand Model". */
export function unitList(count: number): { text: string; designations: string[] } {
  const units = listUnits(sampleCatalogue(), 'GB')
    .filter((unit) => unit.skus.length > 0)
    .slice(0, count);
  if (units.length < count) throw new Error(`the sample catalogue has only ${units.length} units`);
  return {
    text: units.map((unit) => `${unit.brandName} ${unit.designation}`).join('\n'),
    designations: units.map((unit) => unit.designation),
  };
}

const logged = (line: string): Record<string, unknown> => {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** The log entries of `app` with this message (and these fields). */
export const logEntries = (app: AppProcess, msg: string, fields: Record<string, unknown> = {}) =>
  app.lines
    .map(logged)
    .filter((entry) => entry.msg === msg && Object.entries(fields).every(([k, v]) => entry[k] === v));

/** The one of `apps` that started running a job of `kind` (waits up to `timeoutMs`). */
export async function runnerOf(apps: readonly AppProcess[], kind: string, timeoutMs = 60_000) {
  await expect
    .poll(() => apps.some((app) => logEntries(app, 'Running a job', { kind }).length > 0), {
      timeout: timeoutMs,
    })
    .toBe(true);
  const runner = apps.find((app) => logEntries(app, 'Running a job', { kind }).length > 0);
  if (!runner) throw new Error('no runner');
  return { runner, jobId: String(logEntries(runner, 'Running a job', { kind })[0]?.jobId) };
}

/** `cf_jobs` of `kind` in `state` as `app` serves it on /metrics. */
export async function jobCount(app: AppProcess, kind: string, state: string): Promise<number> {
  const text = await (await fetch(`${app.baseUrl}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`cf_jobs{kind="${kind}",state="${state}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** The per-line rows of a list's CSV (the order summary, after the empty row, left out). */
export function csvLineRows(content: Buffer): string[] {
  const rows = content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  const end = rows.indexOf('');
  return rows.slice(1, end === -1 ? rows.length : end);
}

/** The messages the app posted in `channel`. */
export const postsIn = (standIn: SlackStandIn, channel: string) =>
  standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === channel);

/** The files the app uploaded to `channel`. */
export const uploadsIn = (standIn: SlackStandIn, channel: string) =>
  standIn.uploads.filter((upload) => upload.channelId === channel);

/** The updates of messages in `channel` whose text holds `text`. */
export const updatesIn = (standIn: SlackStandIn, channel: string, text: string) =>
  standIn
    .callsTo('chat.update')
    .filter((c) => c.body.channel === channel && String(c.body.text).includes(text));

/**
 * The list asked in `channel` was answered once: its one "Looking up…" post, updated once to its
 * answer (which starts with `headline`), and one CSV uploaded beside it.
 */
export function expectListAnsweredOnce(standIn: SlackStandIn, channel: string, headline: string): void {
  expect(uploadsIn(standIn, channel)).toHaveLength(1);
  expect(updatesIn(standIn, channel, headline)).toHaveLength(1);
  expect(postsIn(standIn, channel)).toHaveLength(1);
}
