/**
 * The real Slack app on a loopback ephemeral port: real engine, real catalogue client over
 * the sample catalogue server, a loopback Slack Web API stand-in, and signed requests. Every
 * message and view the app sends (acks included) is checked against Block Kit's rules;
 * `close()` fails when Slack would have refused any of them.
 */
import { Writable } from 'node:stream';
import { openCatalogue } from '../../src/catalogue/index.js';
import { connectionSecret, type Environment, loadAppConfig } from '../../src/config/env.js';
import { openJobQueue } from '../../src/jobs/open.js';
import { createLogger } from '../../src/log/logger.js';
import { createLookupEngine, type WarmableLookupEngine } from '../../src/lookup/create-engine.js';
import type { ReaderOptions } from '../../src/photo/reader.js';
import { createSlackApp, type SlackApp } from '../../src/slack/app.js';
import { appJobKinds } from '../../src/slack/jobs/kinds.js';
import { localJobStoreOf, openWatchStore } from '../../src/state/feature-stores.js';
import { openMemoryState } from '../../src/state/memory.js';
import { openSqliteState } from '../../src/state/sqlite/sqlite-state.js';
import type { AppState } from '../../src/state/store.js';
import type { WatchStore } from '../../src/watched-lists/store.js';
import { type SampleServer, type SampleServerOptions, startSampleServer } from './sample-server.js';
import { botToken, type MethodAnswer, type SlackStandIn, startSlackStandIn } from './slack-api.js';
import { slackLimitViolations, slackViewViolations } from './slack-limits.js';
import {
  eventEnvelope,
  payloadForm,
  postSigned,
  type SignedPostOptions,
  type SlackReply,
  slashCommandForm,
} from './slack-signer.js';

export const signingSecret = 'test-signing-secret-0123456789';
export { botToken } from './slack-api.js';

export interface SlackHarnessOptions {
  env?: Environment;
  sample?: SampleServerOptions;
  /** Keeps the state, and the jobs, in SQLite there (as `npm start` does); in memory when unset. */
  dataDir?: string;
  /** Keeps the state in this store (e.g. one made slow on purpose); overrides `dataDir`. */
  state?: AppState;
  /** Limits of the app's picture reader (e.g. a tiny time limit). */
  pictures?: Partial<ReaderOptions>;
  /**
   * Members of the workspace whose Slack locale the member list gives at start (besides the
   * default user U0SALES01, en-US): their first command is answered in its ack.
   */
  members?: readonly { id: string; locale: string }[];
  /** Runs before the app starts, e.g. to answer apps.connections.open or make the catalogue fail. */
  prepare?: (standIn: SlackStandIn, sample: SampleServer) => void;
  /** Watches the lists it answers (and makes their Slack Lists), in `dataDir`'s SQLite, as `npm start` does. */
  watch?: boolean;
}

export interface SlackHarness {
  app: SlackApp;
  standIn: SlackStandIn;
  sample: SampleServer;
  engine: WarmableLookupEngine;
  /** The app's state store. */
  state: AppState;
  /** The watched lists' store, with `watch`. */
  watchStore: WatchStore | undefined;
  /** Every log line the app wrote (secrets scrubbed, as in production). */
  logLines: string[];
  eventsUrl: string;
  baseUrl: string;
  /** `/controller <text>`; the reply is the HTTP response (the ack), `responseId` names its response_url. */
  command(
    text: string,
    options?: SignedPostOptions & { userId?: string },
  ): Promise<{ reply: SlackReply; responseId: string }>;
  /**
   * `/controller <text>` and its answer: the ack's, or the response_url post's when the ack only
   * says it is looking (`:mag:`).
   */
  commandAnswer(
    text: string,
    options?: SignedPostOptions & { userId?: string },
  ): Promise<{ reply: SlackReply; answer: Record<string, unknown> }>;
  /** An interactivity payload or options load (form field `payload`). */
  interact(payload: Record<string, unknown>, options?: SignedPostOptions): Promise<SlackReply>;
  event(event: Record<string, unknown>, eventId: string, options?: SignedPostOptions): Promise<SlackReply>;
  /** A whole Events API envelope as given (e.g. one whose `authorizations` name a user). */
  envelope(envelope: Record<string, unknown>, options?: SignedPostOptions): Promise<SlackReply>;
  newResponseId(): string;
  close(): Promise<void>;
}

/**
 * A users.info answer giving each user the Slack locale of the start of their id (e.g.
 * `{ U0ES: 'es-ES' }`: users whose id starts with U0ES write Slack in Spanish), en-US otherwise.
 */
export const localesByIdStart =
  (locales: Readonly<Record<string, string>>): MethodAnswer =>
  (call) => {
    const id = String(call.body.user);
    const start = Object.keys(locales).find((each) => id.startsWith(each));
    return {
      ok: true,
      user: { id: call.body.user, locale: start ? locales[start] : 'en-US', is_bot: false },
    };
  };

/** A message that only says the app is looking (":mag: Looking that up…"). */
const looking = (message: Record<string, unknown> | undefined) =>
  String(message?.text ?? '').startsWith(':mag:');

/**
 * The answer to a `/controller` whose ack was `ack`: the ack's message, or, when it was empty (a
 * first contact, answered once Slack gave their locale) or only said it was looking, the first post
 * to response URL `responseId` that is not a looking one.
 */
export async function answerAfterAck(
  standIn: SlackStandIn,
  responseId: string,
  ack: Record<string, unknown> | undefined,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  if (ack?.text !== undefined && !looking(ack)) return ack;
  let count = 1;
  let answer = (await standIn.waitForResponse(responseId, timeoutMs)).body;
  while (looking(answer)) answer = (await standIn.waitForResponse(responseId, timeoutMs, ++count)).body;
  return answer;
}

export async function startSlackHarness(options: SlackHarnessOptions = {}): Promise<SlackHarness> {
  const standIn = await startSlackStandIn();
  const sample = await startSampleServer({ host: '127.0.0.1', port: 0, ...options.sample });
  options.prepare?.(standIn, sample);
  // The default user of a slash command (slashCommandForm's U0SALES01) and `members` are in the
  // workspace's member list read at start, whatever else it says: their first command is answered
  // in its ack. Anyone else is a first contact not learned ahead (acked first, users.info after).
  const members = [{ id: 'U0SALES01', locale: 'en-US' }, ...(options.members ?? [])];
  standIn.answer('users.list', async (call, standard) => {
    const answered = await standard(call);
    if (call.body.cursor || !('members' in answered) || !Array.isArray(answered.members)) return answered;
    return { ...answered, members: [...members, ...answered.members] };
  });
  const config = loadAppConfig({
    SLACK_BOT_TOKEN: botToken,
    SLACK_SIGNING_SECRET: signingSecret,
    SLACK_API_URL: standIn.apiUrl,
    PORT: '0',
    CATALOGUE_BASE_URL: sample.baseUrl,
    CATALOGUE_API_KEY: sample.apiKey,
    CATALOGUE_MARKET: 'GB',
    LOG_LEVEL: 'debug',
    NODE_ENV: 'production',
    ...options.env,
  });
  const logLines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(
    {
      level: config.log.level,
      secrets: [config.slack.botToken, connectionSecret(config.slack.connection), sample.apiKey],
    },
    destination,
  );
  const catalogue = await openCatalogue(config, logger);
  const engine = createLookupEngine({ catalogue: catalogue.catalogue, logger, markets: config.markets });
  const stateOptions = { logger, lookupLogDays: config.state.lookupLogDays };
  const state =
    options.state ??
    (options.dataDir ? openSqliteState(options.dataDir, stateOptions) : openMemoryState(stateOptions));
  // Beside the store, as start-app.ts opens it: SQLite's database, else memory.
  const jobs = await openJobQueue(appJobKinds, config, localJobStoreOf(state), logger, config.jobs);
  const watchStore = options.watch ? await openWatchStore(config, state) : undefined;
  const app = createSlackApp({
    config,
    logger,
    engine,
    host: '127.0.0.1',
    state,
    jobs,
    ...(watchStore ? { watchStore } : {}),
    ...(options.pictures ? { pictures: options.pictures } : {}),
  });
  await app.start();
  await app.membersRead();
  const baseUrl = `http://127.0.0.1:${app.port}`;
  const eventsUrl = `${baseUrl}/slack/events`;
  /** An ack carrying a message or a view is checked like anything else the app sends. */
  const checkedAck = (reply: SlackReply): SlackReply => {
    const body = reply.json;
    if (body?.response_action === 'update' || body?.response_action === 'push') {
      standIn.violations.push(...slackViewViolations(body.view).map((problem) => `ack view: ${problem}`));
    } else if (body && ('blocks' in body || 'text' in body)) {
      standIn.violations.push(...slackLimitViolations(body).map((problem) => `ack: ${problem}`));
    }
    return reply;
  };
  let responses = 0;
  const newResponseId = () => `r${++responses}`;
  const command: SlackHarness['command'] = async (text, commandOptions = {}) => {
    const responseId = newResponseId();
    const form = slashCommandForm({
      text,
      responseUrl: standIn.responseUrl(responseId),
      ...(commandOptions.userId ? { userId: commandOptions.userId } : {}),
    });
    const reply = checkedAck(await postSigned(eventsUrl, signingSecret, { form }, commandOptions));
    return { reply, responseId };
  };

  return {
    app,
    standIn,
    sample,
    engine,
    state,
    watchStore,
    logLines,
    eventsUrl,
    baseUrl,
    newResponseId,
    command,
    async commandAnswer(text, commandOptions) {
      const { reply, responseId } = await command(text, commandOptions);
      const answer = await answerAfterAck(standIn, responseId, reply.json, 4000);
      return { reply, answer };
    },
    interact: async (payload, postOptions) =>
      checkedAck(await postSigned(eventsUrl, signingSecret, { form: payloadForm(payload) }, postOptions)),
    event: (event, eventId, postOptions) =>
      postSigned(eventsUrl, signingSecret, { json: eventEnvelope(event, eventId) }, postOptions),
    envelope: (envelope, postOptions) =>
      postSigned(eventsUrl, signingSecret, { json: envelope }, postOptions),
    async close() {
      await app.stop();
      await watchStore?.close();
      await engine.close();
      await state.close();
      await catalogue.close();
      await sample.close();
      await standIn.close();
      if (standIn.violations.length > 0)
        throw new Error(`Slack would have refused:\n${standIn.violations.join('\n')}`);
    },
  };
}
