/**
 * The `fetch` of every Slack client and of Bolt's `respond` (WebClient's `fetch` option): a request
 * over undici's `request`, its answer read whole into WebClient's `FetchResponse`. Not the global
 * fetch: its WHATWG streams cost 0.4 ms of CPU per call, 2–3× this, and a first contact makes two
 * calls (docs/bench.md). A file's FormData still goes by the global fetch (undici 7's `request` does
 * not take Node's FormData). Redirects are not followed: Slack's endpoints give none.
 */
import { STATUS_CODES } from 'node:http';
import type { webApi } from '@slack/bolt';
import { type Dispatcher, request } from 'undici';
import { countSlackAttempt, slackMethodOf } from '../../metrics/slack-api.js';

type Init = NonNullable<Parameters<webApi.FetchFunction>[1]>;
type FetchResponse = Awaited<ReturnType<webApi.FetchFunction>>;

/** An answer as read: its status, headers and whole body. */
interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  bytes: Uint8Array<ArrayBuffer>;
}

/** One attempt over undici's `request`. */
async function send(url: string, init: Init, body: string | null): Promise<Answer> {
  const answer = await request(url, {
    method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
    headers: init.headers,
    body,
    signal: init.signal,
  });
  const bytes = new Uint8Array(await answer.body.arrayBuffer());
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers))
    for (const one of [value ?? []].flat()) headers.append(name, one);
  return { status: answer.statusCode, statusText: answer.statusText, headers, bytes };
}

/** The same attempt by the global fetch (a file's FormData). */
async function sendByFetch(url: string, init: Init): Promise<Answer> {
  const response = await fetch(url, init);
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The answer as WebClient and Bolt read a response, its body from memory. */
function readResponse(url: string, { status, statusText, headers, bytes }: Answer): FetchResponse {
  const text = async () => new TextDecoder().decode(bytes);
  return {
    ok: status >= 200 && status <= 299,
    status,
    statusText: statusText || (STATUS_CODES[status] ?? ''),
    url,
    headers,
    arrayBuffer: async () => bytes.slice().buffer,
    text,
    json: async () => JSON.parse(await text()),
  };
}

/** `fetch` for clients whose Web API base URL is `apiUrl` (any other URL: an upload or a response URL). */
export function slackFetch(apiUrl: string): webApi.FetchFunction {
  return async (url, init = {}) => {
    const body = init.body ?? null;
    const method = slackMethodOf(url, apiUrl, body instanceof FormData);
    let answer: Answer;
    try {
      answer =
        body === null || typeof body === 'string'
          ? await send(String(url), init, body)
          : await sendByFetch(String(url), init);
    } catch (error) {
      countSlackAttempt(method);
      throw error;
    }
    countSlackAttempt(method, { status: answer.status, body: answer.bytes });
    return readResponse(String(url), answer);
  };
}
