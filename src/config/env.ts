import { z } from 'zod';
import { deepFreeze } from '../shared/deep-freeze.js';
import {
  defaultSampleMarket,
  isSampleMarket,
  sampleLanguages,
  sampleMarkets,
  scopeCodePattern,
} from './scope-codes.js';

/** Empty strings (as `.env` files write them) mean "unset". */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(blankAsUnset, schema.default(fallback as never));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const positiveInt = (fallback: number) =>
  withDefault(
    z.coerce.number({ error: 'must be a whole number' }).int().positive('must be above 0'),
    fallback,
  );

/** A market or language code (`ES`, `en`): what the catalogue's scope headers can carry. */
const scopeCode = z
  .string()
  .regex(scopeCodePattern, 'must be a code of letters, digits, "-", "_" or "." (at most 64)');

/** "FR, ES,,PT" → ["FR","ES","PT"] */
const commaList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(scopeCode).min(1, 'must name at least one value'));

/** Variables of the catalogue side: everything the lookup engine and the terminal demo need. */
const catalogueVariables = {
  CATALOGUE_BASE_URL: optional(httpUrl),
  CATALOGUE_API_KEY: optional(z.string().trim()),
  /** The vendor's market code (`ES`); required with a base URL, `ES` with the embedded sample. */
  CATALOGUE_MARKET: optional(scopeCode),
  CATALOGUE_LOCALE: withDefault(scopeCode, 'en'),
  CATALOGUE_MARKETS: optional(commaList),
  /** Total deadline of one catalogue call, retries included: leaves room inside Slack's 3 s. */
  CATALOGUE_TIMEOUT_MS: positiveInt(2000),
  /** Type and brand lists change rarely; model details a little more often. */
  CATALOGUE_CACHE_TTL_LISTS_S: positiveInt(6 * 3600),
  CATALOGUE_CACHE_TTL_MODELS_S: positiveInt(3600),
  CATALOGUE_CACHE_MAX_ENTRIES: positiveInt(20_000),
  /** The catalogue copy (src/catalogue-copy): hours between refreshes (0: no copy), requests per second. */
  CATALOGUE_REFRESH_HOURS: withDefault(
    z.coerce.number({ error: 'must be a number of hours' }).nonnegative('must be 0 or more'),
    6,
  ),
  CATALOGUE_REFRESH_RATE: withDefault(
    z.coerce.number({ error: 'must be a number of requests per second' }).positive('must be above 0'),
    5,
  ),
  DATA_DIR: withDefault(z.string(), './data'),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  NODE_ENV: optional(z.string()),
};

/** Variables only the Slack app needs. */
const slackVariables = {
  SLACK_BOT_TOKEN: z.preprocess(
    blankAsUnset,
    z
      .string({ error: 'required' })
      .trim()
      .regex(/^xoxb-/, 'must be a bot token (xoxb-…)'),
  ),
  SLACK_SIGNING_SECRET: optional(z.string().trim()),
  SLACK_APP_TOKEN: optional(
    z
      .string()
      .trim()
      .regex(/^xapp-/, 'must be an app-level token (xapp-…)'),
  ),
  SLACK_API_URL: withDefault(httpUrl, 'https://slack.com/api/'),
  /** Set: settings, history and event de-duplication live in this Redis, shared by every instance. */
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  REDIS_PREFIX: withDefault(z.string().min(1), 'cf:'),
  LOOKUP_LOG_DAYS: positiveInt(90),
  /** Jobs (lists, photos): a running job's lock on Redis, how often instances look for lost ones, first retry pause. */
  JOB_LOCK_MS: positiveInt(30_000),
  JOB_STALLED_CHECK_MS: positiveInt(15_000),
  JOB_RETRY_BACKOFF_MS: positiveInt(5000),
  /** Slack user ids who see the usage and catalogue-gap reports, besides workspace owners and admins. */
  ADMIN_USER_IDS: optional(
    z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .refine(
        (ids) => ids.every((id) => /^[UW][A-Z0-9]{2,}$/.test(id)),
        'must be Slack user ids (U…), comma-separated',
      ),
  ),
  /** A channel id: what each catalogue refresh changed is posted there. */
  CATALOGUE_DIGEST_CHANNEL: optional(z.string().regex(/^[CG][A-Z0-9]{2,}$/, 'must be a channel id (C…)')),
  /** Days a list the app answered is watched for catalogue changes (src/watched-lists); 0 watches none. */
  LIST_WATCH_DAYS: withDefault(
    z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be whole days')
      .nonnegative('must be 0 or more'),
    90,
  ),
  PORT: withDefault(
    z.coerce
      .number({ error: 'must be a port number (0–65535)' })
      .int()
      .min(0)
      .max(65535, 'must be at most 65535'),
    3000,
  ),
};

/** Where the catalogue comes from: the embedded sample (no base URL), or the real API with its key. */
export type CatalogueSource = { kind: 'sample' } | { kind: 'remote'; baseUrl: string; apiKey: string };

/** The catalogue key to keep out of every log line: the real API's (the sample's key is no secret). */
export const catalogueSecret = (source: CatalogueSource): string | undefined =>
  source.kind === 'remote' ? source.apiKey : undefined;

/** The Slack credential of the connection, to keep out of every log line. */
export const connectionSecret = (connection: SlackConnection): string =>
  connection.mode === 'socket' ? connection.appToken : connection.signingSecret;

const apiKeyRequired = 'required when CATALOGUE_BASE_URL is set';
const marketRequired = "required when CATALOGUE_BASE_URL is set: the catalogue's market code, e.g. ES";

type CatalogueEnv = z.output<z.ZodObject<typeof catalogueVariables>>;

/**
 * The default market: as configured, or the sample's own. With the embedded sample, markets and
 * the language must be the sample's, or every lookup would be refused: named at start instead.
 */
function marketOf(env: CatalogueEnv, ctx: z.RefinementCtx): string {
  if (env.CATALOGUE_BASE_URL !== undefined) {
    if (env.CATALOGUE_MARKET !== undefined) return env.CATALOGUE_MARKET;
    ctx.addIssue({ code: 'custom', path: ['CATALOGUE_MARKET'], message: marketRequired });
    return z.NEVER;
  }
  const sampleHas = `the embedded sample catalogue has markets ${sampleMarkets.join(', ')}`;
  if (env.CATALOGUE_MARKET !== undefined && !isSampleMarket(env.CATALOGUE_MARKET))
    ctx.addIssue({ code: 'custom', path: ['CATALOGUE_MARKET'], message: sampleHas });
  if (env.CATALOGUE_MARKETS?.some((market) => !isSampleMarket(market)))
    ctx.addIssue({ code: 'custom', path: ['CATALOGUE_MARKETS'], message: sampleHas });
  if (!(sampleLanguages as readonly string[]).includes(env.CATALOGUE_LOCALE)) {
    const message = `the embedded sample catalogue has languages ${sampleLanguages.join(', ')}`;
    ctx.addIssue({ code: 'custom', path: ['CATALOGUE_LOCALE'], message });
  }
  return env.CATALOGUE_MARKET ?? defaultSampleMarket;
}

const toCatalogueConfig = (env: CatalogueEnv, source: CatalogueSource, market: string) => ({
  catalogue: {
    source,
    timeoutMs: env.CATALOGUE_TIMEOUT_MS,
    cache: {
      listTtlMs: env.CATALOGUE_CACHE_TTL_LISTS_S * 1000,
      modelTtlMs: env.CATALOGUE_CACHE_TTL_MODELS_S * 1000,
      maxEntries: env.CATALOGUE_CACHE_MAX_ENTRIES,
    },
  },
  market,
  locale: env.CATALOGUE_LOCALE,
  /** Unset: the default market alone, or every market of the embedded sample catalogue. */
  markets: [
    ...new Set([market, ...(env.CATALOGUE_MARKETS ?? (source.kind === 'sample' ? sampleMarkets : []))]),
  ],
  /** Unset (CATALOGUE_REFRESH_HOURS=0): no copy, every answer asks the catalogue. */
  copy:
    env.CATALOGUE_REFRESH_HOURS > 0
      ? { refreshMs: env.CATALOGUE_REFRESH_HOURS * 3_600_000, ratePerSecond: env.CATALOGUE_REFRESH_RATE }
      : undefined,
  dataDir: env.DATA_DIR,
  log: { level: env.LOG_LEVEL, pretty: env.NODE_ENV !== 'production' },
});

/** The source the variables name; a base URL without a key is an issue (and no config). */
function sourceOf(env: CatalogueEnv, ctx: z.RefinementCtx): CatalogueSource {
  if (env.CATALOGUE_BASE_URL === undefined) return { kind: 'sample' };
  if (env.CATALOGUE_API_KEY === undefined) {
    ctx.addIssue({ code: 'custom', path: ['CATALOGUE_API_KEY'], message: apiKeyRequired });
    return z.NEVER;
  }
  return { kind: 'remote', baseUrl: env.CATALOGUE_BASE_URL, apiKey: env.CATALOGUE_API_KEY };
}

/** The catalogue part of the configuration, every issue of its variables reported. */
function catalogueConfigOf(env: CatalogueEnv, ctx: z.RefinementCtx) {
  return toCatalogueConfig(env, sourceOf(env, ctx), marketOf(env, ctx));
}

const catalogueConfigSchema = z.object(catalogueVariables).transform(catalogueConfigOf);

/**
 * How Slack reaches the app: a Socket Mode connection (app token), or signed HTTP requests. In
 * Socket Mode the signing secret, when given, still verifies Slackbot's calls of `POST /mcp`.
 */
type SlackConnection =
  | { mode: 'socket'; appToken: string; signingSecret?: string }
  | { mode: 'http'; signingSecret: string };

const signingSecretRequired = 'required in HTTP mode (when SLACK_APP_TOKEN is not set)';

type SlackEnv = z.output<z.ZodObject<typeof slackVariables>>;

/** The connection the variables name; HTTP mode without a signing secret is an issue (and no config). */
function connectionOf(env: SlackEnv, ctx: z.RefinementCtx): SlackConnection {
  if (env.SLACK_APP_TOKEN !== undefined) {
    const secret = env.SLACK_SIGNING_SECRET;
    return { mode: 'socket', appToken: env.SLACK_APP_TOKEN, ...(secret ? { signingSecret: secret } : {}) };
  }
  if (env.SLACK_SIGNING_SECRET === undefined) {
    ctx.addIssue({ code: 'custom', path: ['SLACK_SIGNING_SECRET'], message: signingSecretRequired });
    return z.NEVER;
  }
  return { mode: 'http', signingSecret: env.SLACK_SIGNING_SECRET };
}

const appConfigSchema = z.object({ ...catalogueVariables, ...slackVariables }).transform((env, ctx) => ({
  ...catalogueConfigOf(env, ctx),
  slack: {
    botToken: env.SLACK_BOT_TOKEN,
    connection: connectionOf(env, ctx),
    apiUrl: env.SLACK_API_URL.endsWith('/') ? env.SLACK_API_URL : `${env.SLACK_API_URL}/`,
    port: env.PORT,
    adminUserIds: env.ADMIN_USER_IDS ?? [],
    digestChannel: env.CATALOGUE_DIGEST_CHANNEL,
    /** How long an answered list is watched (ms); 0: none is. */
    listWatchMs: env.LIST_WATCH_DAYS * 86_400_000,
  },
  state: { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX, lookupLogDays: env.LOOKUP_LOG_DAYS },
  jobs: {
    lockDurationMs: env.JOB_LOCK_MS,
    stalledIntervalMs: env.JOB_STALLED_CHECK_MS,
    backoffMs: env.JOB_RETRY_BACKOFF_MS,
  },
}));

const isSet = (value: string | undefined) => blankAsUnset(value) !== undefined;

/** Rules that tie variables together; checked on the raw environment so they report alongside type errors. */
function crossChecks(env: Environment, slack: boolean): string[] {
  const problems: string[] = [];
  if (isSet(env.CATALOGUE_BASE_URL) && !isSet(env.CATALOGUE_API_KEY)) {
    problems.push(`CATALOGUE_API_KEY: ${apiKeyRequired}`);
  }
  if (isSet(env.CATALOGUE_BASE_URL) && !isSet(env.CATALOGUE_MARKET)) {
    problems.push(`CATALOGUE_MARKET: ${marketRequired}`);
  }
  if (slack && !isSet(env.SLACK_APP_TOKEN) && !isSet(env.SLACK_SIGNING_SECRET)) {
    problems.push(`SLACK_SIGNING_SECRET: ${signingSecretRequired}`);
  }
  return problems;
}

export type CatalogueConfig = z.output<typeof catalogueConfigSchema>;
export type AppConfig = z.output<typeof appConfigSchema>;
export type Environment = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses, then deep-freezes; every problem is reported at once, naming the variable, never its value. */
function parse<S extends z.ZodType>(schema: S, env: Environment, slack: boolean): Readonly<z.output<S>> {
  const result = schema.safeParse(env, { reportInput: false });
  // A rule both the schema and the cross-checks see (once the rest is valid) is named once.
  const problems = [
    ...new Set([
      ...(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
      ...crossChecks(env, slack),
    ]),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return deepFreeze(result.data);
}

export const loadCatalogueConfig = (env: Environment = process.env): CatalogueConfig =>
  parse(catalogueConfigSchema, env, false);

export const loadAppConfig = (env: Environment = process.env): AppConfig => parse(appConfigSchema, env, true);
