/**
 * What the acceptance tests of durable jobs (test/slack/durable-*.test.ts) share: a list of
 * distinct units of the sample catalogue as a DM would paste it, which app process runs a job
 * (its log says so), the job counts an app serves on /metrics, the rows of a list's CSV, and
 * what the app sent to a channel.
 */
import { expect } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { AppProcess } from './app-process.js';
import type { SlackStandIn } from './slack-api.js';

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

/** The updates of messages in `channel` whose text holds `text`. */
export const updatesIn = (standIn: SlackStandIn, channel: string, text: string) =>
  standIn
    .callsTo('chat.update')
    .filter((c) => c.body.channel === channel && String(c.body.text).includes(text));
