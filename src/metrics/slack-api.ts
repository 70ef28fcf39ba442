/**
 * Counts failed Slack requests by method (cf_slack_api_errors_total), each attempt, as
 * slack/runtime/slack-fetch.ts sends them: a Web API method, `upload` (a file's bytes to an upload
 * URL) or `response_url` (a message to a response URL). An attempt fails when it cannot be sent, or
 * is answered with a status other than 200 or no `ok: true` (an upload or a response URL: other than 2xx).
 */
import { slackApiErrors } from './registry.js';

/** Requests outside the Web API: no `ok` in their answer, a 2xx is a success. */
const outsideApi = new Set(['upload', 'response_url']);

/**
 * What a request is for: the Web API method (`chat.postMessage`); else `upload` when it sends a
 * file (WebClient sends its bytes as a form), `response_url` when it sends a message.
 */
export function slackMethodOf(url: string | URL, apiUrl: string, sendsFile: boolean): string {
  const text = String(url);
  if (text.startsWith(apiUrl)) return text.slice(apiUrl.length).split(/[?#]/)[0] || 'unknown';
  return sendsFile ? 'upload' : 'response_url';
}

/** Slack's answer says the call was done: 200 with `ok: true`. */
function done(status: number, body: Uint8Array): boolean {
  if (status !== 200) return false;
  try {
    const answer: unknown = JSON.parse(new TextDecoder().decode(body));
    return typeof answer === 'object' && answer !== null && 'ok' in answer && answer.ok === true;
  } catch {
    return false;
  }
}

/** Counts an attempt at `method` that failed: no answer, or an answer that is not a success. */
export function countSlackAttempt(method: string, answer?: { status: number; body: Uint8Array }): void {
  const failed =
    !answer ||
    (outsideApi.has(method) ? answer.status < 200 || answer.status > 299 : !done(answer.status, answer.body));
  if (failed) slackApiErrors.inc({ method });
}
