/**
 * A loopback stand-in for the Slack Web API and for response_url, recording every call.
 * Web API methods live under `/api/<method>`; response URLs under `/response/<id>`. Like
 * Slack, it checks every message and view it is sent against Block Kit's rules: a Web API call
 * that breaks them is refused (`invalid_blocks`) and each problem is kept in `violations`.
 * Shared files and uploads (`files.uploadV2`) are served by the file desk (slack-files.ts), Slack
 * Lists (`slackLists.*`) by the Lists desk (slack-lists.ts), the token granted manifest.yml's scopes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  type ConnectFileStub,
  createFileDesk,
  type FileToShare,
  type RecordedDownload,
  type RecordedUpload,
  type SharedFileObject,
} from './slack-files.js';
import { slackLimitViolations, slackViewViolations } from './slack-limits.js';
import { createSlackListsDesk, type StandInList } from './slack-lists.js';

export type {
  ConnectFileStub,
  FileToShare,
  RecordedDownload,
  RecordedUpload,
  SharedFileObject,
} from './slack-files.js';

export interface RecordedCall {
  method: string;
  /** Parsed body: form fields (JSON-looking values parsed) or a JSON object. */
  body: Record<string, unknown>;
  authorization: string | undefined;
  at: number;
}

export interface RecordedResponse {
  id: string;
  body: Record<string, unknown>;
  at: number;
}

/** An answer with an HTTP status and headers of its own, e.g. Slack's 429 with `Retry-After`. */
export class HttpAnswer {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: Record<string, unknown>,
  ) {}
}

/** Slack's answer to a rate-limited call: HTTP 429, `Retry-After` in seconds. */
export const rateLimited = (retryAfterS: number): HttpAnswer =>
  new HttpAnswer(429, { 'retry-after': String(retryAfterS) }, { ok: false, error: 'ratelimited' });

type Answered = Record<string, unknown> | HttpAnswer;
/** How the stand-in answers a method; a promise delays it (a slow Slack). */
export type StandardAnswer = (call: RecordedCall) => Answered | Promise<Answered>;
/** A method's answer given in a test; `standard` is the answer it replaces. */
export type MethodAnswer = (call: RecordedCall, standard: StandardAnswer) => Answered | Promise<Answered>;

/**
 * `users.list` over these members, as Slack pages it: `limit` per page (at most 1000),
 * `cursor` where the last page ended, `next_cursor` '' after the last; locales only with `include_locale`.
 */
export function workspaceMembers(
  members: readonly { id: string; locale?: string; deleted?: boolean; is_bot?: boolean }[],
): StandardAnswer {
  return ({ body }) => {
    const start = Number(body.cursor ? String(body.cursor).slice('page:'.length) : 0);
    const limit = Math.min(Number(body.limit ?? 100) || 100, 1000);
    const end = start + limit;
    const page = members
      .slice(start, end)
      .map(({ locale, ...member }) => (body.include_locale === 'true' ? { ...member, locale } : member));
    return {
      ok: true,
      members: page,
      response_metadata: { next_cursor: end < members.length ? `page:${end}` : '' },
    };
  };
}

/**
 * `conversations.members` over these channels' member ids, as Slack pages it: `limit` per page
 * (at most 1000, 100 when unset), `cursor` where the last page ended, `next_cursor` '' after the
 * last; a channel not listed is `channel_not_found` (Slack's answer for one hidden from the app).
 */
export function channelMembers(channels: Readonly<Record<string, readonly string[]>>): StandardAnswer {
  return ({ body }) => {
    const members = channels[String(body.channel)];
    if (!members) return { ok: false, error: 'channel_not_found' };
    const start = Number(body.cursor ? String(body.cursor).slice('page:'.length) : 0);
    const end = start + Math.min(Number(body.limit ?? 100) || 100, 1000);
    return {
      ok: true,
      members: members.slice(start, end),
      response_metadata: { next_cursor: end < members.length ? `page:${end}` : '' },
    };
  };
}

export interface SlackStandIn {
  /** The SLACK_API_URL to configure, ending with `/`. */
  readonly apiUrl: string;
  /** A fresh response_url for one request. */
  responseUrl(id: string): string;
  readonly calls: RecordedCall[];
  readonly responses: RecordedResponse[];
  /** Every Block Kit problem in what the app sent (Web API calls, response_url posts, and what the harness adds). */
  readonly violations: string[];
  callsTo(method: string): RecordedCall[];
  responsesTo(id: string): RecordedResponse[];
  /** Replaces the answer of a method (the one replaced is given to `answer` as `standard`). */
  answer(method: string, answer: MethodAnswer): void;
  /** Resolves with the first recorded item matching, waiting up to `timeoutMs`. */
  waitForCall(
    method: string,
    timeoutMs?: number,
    match?: (call: RecordedCall) => boolean,
  ): Promise<RecordedCall>;
  waitForResponse(id: string, timeoutMs?: number, count?: number): Promise<RecordedResponse>;
  /** A file as if a user shared it: put its object in an event's `files`; served to the bot token only. */
  shareFile(file: FileToShare): SharedFileObject;
  /** A file as if a partner shared it through Slack Connect: the stub an event carries, whole through files.info. */
  shareConnectFile(file: FileToShare): ConnectFileStub;
  /** The Slack Lists the app made, with their items. */
  readonly slackLists: StandInList[];
  /** Every Lists method (or `method` alone) answers `{ ok: false, error }` from now on (undefined: Lists again). */
  refuseLists(error: string | undefined, method?: string): void;
  /** The `n`-th item of any Slack List (from 1) fails with `error` (default internal_error); undefined: none. */
  failListItemAt(n: number | undefined, error?: string): void;
  /** files.delete of a Slack List answers `{ ok: false, error }` (undefined: it deletes). */
  refuseListDelete(error: string | undefined): void;
  /** The bot token's scopes from now on (at start: manifest.yml's); a Lists method needing another answers missing_scope. */
  grantScopes(scopes: readonly string[]): void;
  /** Files the app posted with `files.uploadV2` (completed uploads), bytes included. */
  readonly uploads: RecordedUpload[];
  /** Every request for a shared file's bytes. */
  readonly downloads: RecordedDownload[];
  /** Resolves with the `count`-th completed upload matching, waiting up to `timeoutMs`. */
  waitForUpload(
    timeoutMs?: number,
    match?: (upload: RecordedUpload) => boolean,
    count?: number,
  ): Promise<RecordedUpload>;
  close(): Promise<void>;
}

/** The bot token the stand-in serves shared files to, unless told another. */
export const botToken = 'xoxb-test-bot-token-0123456789';

export const botUserId = 'UBOT0001';

/** The repository's manifest.yml: two folders up from here, or three when compiled into dist-bench/. */
const manifestFile = [
  new URL('../../manifest.yml', import.meta.url),
  new URL('../../../manifest.yml', import.meta.url),
].find((url) => existsSync(url));
/** The bot scopes manifest.yml declares: what the app installed by it is granted. */
const manifestScopes = z
  .object({ oauth_config: z.object({ scopes: z.object({ bot: z.array(z.string()) }) }) })
  .parse(parse(readFileSync(manifestFile ?? 'manifest.yml', 'utf8'))).oauth_config.scopes.bot;
export const botId = 'BBOT0001';
export const teamId = 'T0TEAM01';
/** The workspace's address, as auth.test gives it. */
export const workspaceUrl = 'https://test-workspace.slack.com/';

/** What Slack would refuse in a message or view the app sends. */
function outgoingViolations(method: string, body: Record<string, unknown>): string[] {
  if (method.startsWith('views.')) return slackViewViolations(body.view);
  if (method.startsWith('chat.')) return slackLimitViolations(body);
  return [];
}

const parseValue = (value: string): unknown => {
  if (!/^[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw === '') return {};
  if ((req.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(raw);
  return Object.fromEntries([...new URLSearchParams(raw)].map(([key, value]) => [key, parseValue(value)]));
}

export async function startSlackStandIn(options: { botToken?: string } = {}): Promise<SlackStandIn> {
  const calls: RecordedCall[] = [];
  const responses: RecordedResponse[] = [];
  const violations: string[] = [];
  const waiters = new Set<() => void>();
  let sequence = 0;
  const nextTs = () => `1700000000.${String(++sequence).padStart(6, '0')}`;

  const answers = new Map<string, StandardAnswer>([
    [
      'auth.test',
      () => ({
        ok: true,
        url: workspaceUrl,
        user_id: botUserId,
        bot_id: botId,
        team_id: teamId,
        user: 'controller-finder',
      }),
    ],
    ['chat.postMessage', (c) => ({ ok: true, channel: c.body.channel, ts: nextTs(), message: c.body })],
    ['conversations.open', (c) => ({ ok: true, channel: { id: `D${String(c.body.users).slice(1)}` } })],
    ['chat.update', (c) => ({ ok: true, channel: c.body.channel, ts: c.body.ts, text: c.body.text })],
    ['chat.postEphemeral', () => ({ ok: true, message_ts: nextTs() })],
    ['views.open', (c) => ({ ok: true, view: { ...(c.body.view as object), id: `V${++sequence}` } })],
    ['views.update', (c) => ({ ok: true, view: { ...(c.body.view as object), id: c.body.view_id } })],
    ['views.publish', (c) => ({ ok: true, view: { ...(c.body.view as object), id: `V${++sequence}` } })],
    ['users.info', (c) => ({ ok: true, user: { id: c.body.user, locale: 'en-US', is_bot: false } })],
    // A workspace whose member list says nothing, so users.info is asked (see `workspaceMembers`).
    ['users.list', workspaceMembers([])],
    // No channel the app can see, until a test says who is in which (see `channelMembers`).
    ['conversations.members', channelMembers({})],
    // The agent view's thread (prompts, status, title) and the Workflow Builder step's end.
    ['assistant.threads.setSuggestedPrompts', () => ({ ok: true })],
    ['assistant.threads.setStatus', () => ({ ok: true })],
    ['assistant.threads.setTitle', () => ({ ok: true })],
    ['functions.completeSuccess', () => ({ ok: true })],
    ['functions.completeError', () => ({ ok: true })],
  ]);

  const notify = () => {
    for (const wake of waiters) wake();
  };
  let base = '';
  const files = createFileDesk(() => base, options.botToken ?? botToken, notify);
  for (const [method, answer] of files.methods) answers.set(method, (call) => answer(call.body));
  const slackLists = createSlackListsDesk(botUserId, manifestScopes);
  for (const [method, answer] of slackLists.methods) answers.set(method, (call) => answer(call.body));
  // A List is a file: files.info and files.list describe Lists beside shared and uploaded files.
  const fileInfo = answers.get('files.info');
  const fileList = answers.get('files.list');
  answers.set('files.info', (call) => slackLists.fileInfo(call.body.file) ?? fileInfo?.(call) ?? {});
  // Paged as Slack does: `count` a page (100 unset), `page` from 1, `paging` saying how many.
  answers.set('files.list', async (call) => {
    const listed = (await fileList?.(call)) as Record<string, unknown> | undefined;
    const all = [...slackLists.asFiles(call.body), ...(Array.isArray(listed?.files) ? listed.files : [])];
    const count = Math.max(1, Number(call.body.count ?? 100) || 100);
    const page = Math.max(1, Number(call.body.page ?? 1) || 1);
    return {
      ok: true,
      files: all.slice((page - 1) * count, page * count),
      paging: { count, total: all.length, page, pages: Math.max(1, Math.ceil(all.length / count)) },
    };
  });

  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (await files.route(req, res, path)) return;
    const body = await readBody(req).catch(() => ({}));
    const at = performance.now();
    if (path.startsWith('/api/')) {
      const method = path.slice('/api/'.length);
      const call: RecordedCall = { method, body, authorization: req.headers.authorization, at };
      calls.push(call);
      notify();
      const problems = outgoingViolations(method, body);
      violations.push(...problems.map((problem) => `${method}: ${problem}`));
      const answer = answers.get(method);
      const answered =
        problems.length > 0
          ? { ok: false, error: 'invalid_blocks', response_metadata: { messages: problems } }
          : answer
            ? await answer(call)
            : { ok: false, error: 'unknown_method' };
      if (answered instanceof HttpAnswer) {
        res.writeHead(answered.status, { 'content-type': 'application/json', ...answered.headers });
        res.end(JSON.stringify(answered.body));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answered));
      return;
    }
    if (path.startsWith('/response/')) {
      violations.push(...slackLimitViolations(body).map((problem) => `response_url: ${problem}`));
      responses.push({ id: decodeURIComponent(path.slice('/response/'.length)), body, at });
      notify();
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const waitFor = <T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return {
    apiUrl: `${base}/api/`,
    responseUrl: (id) => `${base}/response/${encodeURIComponent(id)}`,
    calls,
    responses,
    violations,
    callsTo: (method) => calls.filter((c) => c.method === method),
    responsesTo: (id) => responses.filter((r) => r.id === id),
    answer: (method, answer) => {
      const replaced = answers.get(method) ?? (() => ({ ok: false, error: 'unknown_method' }));
      answers.set(method, (call) => answer(call, replaced));
    },
    waitForCall: (method, timeoutMs = 5000, match = () => true) =>
      waitFor(() => calls.find((c) => c.method === method && match(c)), timeoutMs, `a ${method} call`),
    waitForResponse: (id, timeoutMs = 5000, count = 1) =>
      waitFor(
        () => responses.filter((r) => r.id === id)[count - 1],
        timeoutMs,
        `response #${count} to response_url ${id}`,
      ),
    shareFile: (file) => files.share(file),
    shareConnectFile: (file) => files.shareConnect(file),
    slackLists: slackLists.lists,
    refuseLists: (error, method) => slackLists.refuse(error, method),
    failListItemAt: (n, error) => slackLists.failItemAt(n, error),
    refuseListDelete: (error) => slackLists.refuseDelete(error),
    grantScopes: (scopes) => slackLists.grantScopes(scopes),
    uploads: files.uploads,
    downloads: files.downloads,
    waitForUpload: (timeoutMs = 5000, match = () => true, count = 1) =>
      waitFor(() => files.uploads.filter(match)[count - 1], timeoutMs, `completed upload #${count}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
