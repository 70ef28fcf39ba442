/**
 * Every metric the app exposes on `GET /metrics` (Prometheus text format), defined once here
 * beside prom-client's default process metrics. Code that counts imports the metric it needs.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const lookups = new Counter({
  name: 'cf_lookups_total',
  help: 'Lookups answered, by surface (slash, menu, shortcut, dm, mention, …) and outcome kind',
  labelNames: ['surface', 'outcome'] as const,
  registers: [registry],
});

export const lookupDuration = new Histogram({
  name: 'cf_lookup_duration_seconds',
  help: 'Time from a question to its answer being ready, by surface',
  labelNames: ['surface'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const catalogueCalls = new Counter({
  name: 'cf_catalogue_calls_total',
  help: 'Calls to the catalogue API, by operation and status (an HTTP status, "timeout" or "error")',
  labelNames: ['operation', 'status'] as const,
  registers: [registry],
});

export const catalogueCache = new Counter({
  name: 'cf_catalogue_cache_total',
  help: 'Catalogue cache reads, by result: hit, miss, or stale (served after a failed refresh)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const slackApiErrors = new Counter({
  name: 'cf_slack_api_errors_total',
  help: 'Slack Web API requests that failed, by method (each attempt)',
  labelNames: ['method'] as const,
  registers: [registry],
});

export const storeErrors = new Counter({
  name: 'cf_store_errors_total',
  help: 'Failed operations of the state store (settings, recent lookups, lookup log, events, caches)',
  labelNames: ['operation'] as const,
  registers: [registry],
});

export const eventDuplicates = new Counter({
  name: 'cf_event_duplicates_total',
  help: 'Slack events dropped because they were already answered (retries, several instances)',
  registers: [registry],
});

/** Counts of jobs by kind and state, read from the job queue when scraped (see `countJobsWith`). */
type JobCounts = () => Promise<{ kind: string; state: string; count: number }[]>;
let jobCounts: JobCounts | undefined;

/** The job queue the app runs hands its counts here (src/jobs/open.ts). */
export const countJobsWith = (counts: JobCounts | undefined): void => {
  jobCounts = counts;
};

export const jobs = new Gauge({
  name: 'cf_jobs',
  help: 'Jobs (lists, photos) by kind and state, across every instance: waiting, active, and completed or failed within the last day',
  labelNames: ['kind', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const rows = await jobCounts?.().catch(() => undefined);
    for (const row of rows ?? []) this.set({ kind: row.kind, state: row.state }, row.count);
  },
});

export const jobsFinished = new Counter({
  name: 'cf_jobs_finished_total',
  help: 'Job runs ended in this instance, by kind and outcome (completed, retry, failed, interrupted by a stop)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const jobsHandedOver = new Counter({
  name: 'cf_jobs_handed_over_total',
  help: 'Jobs this instance took up after the instance running them died',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'cf_job_duration_seconds',
  help: 'Time of one run of a job, by kind',
  labelNames: ['kind'] as const,
  buckets: [0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300],
  registers: [registry],
});

/** The catalogue copy (src/catalogue-copy): each refresh of a market, its calls and changes, and the copy's age. */
export const copyRefreshDuration = new Histogram({
  name: 'cf_copy_refresh_duration_seconds',
  help: 'Time of one market refresh of the catalogue copy (one run; a resumed refresh counts each run), by market and outcome',
  labelNames: ['market', 'outcome'] as const,
  buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1200, 3600],
  registers: [registry],
});

export const copyRefreshCalls = new Counter({
  name: 'cf_copy_refresh_calls_total',
  help: 'Catalogue calls made by refreshes of the copy, by market',
  labelNames: ['market'] as const,
  registers: [registry],
});

export const copyChanges = new Counter({
  name: 'cf_copy_changes_total',
  help: 'Changes found by refreshes of the copy, by market and kind (added, removed, sku_*, warnings)',
  labelNames: ['market', 'kind'] as const,
  registers: [registry],
});

type CopyAges = () => { market: string; ageSeconds: number }[];
let copyAges: CopyAges | undefined;
/** The copy's age per market, read when /metrics is scraped (set where the copy is opened). */
export const measureCopyAgeWith = (ages: CopyAges | undefined): void => {
  copyAges = ages;
};

export const copyAge = new Gauge({
  name: 'cf_copy_age_seconds',
  help: 'Age of the whole catalogue copy serving answers, by market (absent until the first copy is whole)',
  labelNames: ['market'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const { market, ageSeconds } of copyAges?.() ?? []) this.set({ market }, ageSeconds);
  },
});
