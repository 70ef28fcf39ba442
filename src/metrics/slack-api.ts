/**
 * Counts failed Slack Web API requests by method (cf_slack_api_errors_total), each attempt, as
 * slack/runtime/slack-fetch.ts sends them. An attempt fails when it cannot be sent, or is answered
 * with a status other than 200 or no `ok: true` (an upload: other than 2xx).
 */
import { slackApiErrors } from './registry.js';

/** The Web API method a request is for (`chat.postMessage`), or `upload` for a file sent to an upload URL. */
export function slackMethodOf(url: string | URL, apiUrl: string): string {
  const text = String(url);
  return text.startsWith(apiUrl) ? text.slice(apiUrl.length).split(/[?#]/)[0] || 'unknown' : 'upload';
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
    (method === 'upload' ? answer.status < 200 || answer.status > 299 : !done(answer.status, answer.body));
  if (failed) slackApiErrors.inc({ method });
}
