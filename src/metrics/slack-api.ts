/**
 * Counts failed Slack Web API requests by method (cf_slack_api_errors_total), each attempt, through
 * `countingFetch`, the `fetch` option of every WebClient built by slack/runtime/slack-clients.ts. A
 * request fails when it cannot be sent, or is answered with a status other than 200 or no `ok:
 * true`.
 */
import type { webApi } from '@slack/bolt';
import { slackApiErrors } from './registry.js';

/** The Web API method a request is for (`chat.postMessage`), or `upload` for a file sent to an upload URL. */
function methodOf(url: string | URL, apiUrl: string): string {
  const text = String(url);
  return text.startsWith(apiUrl) ? text.slice(apiUrl.length).split(/[?#]/)[0] || 'unknown' : 'upload';
}

const refused = async (response: Response): Promise<boolean> => {
  if (response.status !== 200) return true;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return !(typeof body === 'object' && body !== null && 'ok' in body && body.ok === true);
};

/** `fetch` for a WebClient whose base URL is `apiUrl`, counting each failed request. */
export function countingFetch(apiUrl: string, send: typeof fetch = fetch): webApi.FetchFunction {
  return async (url, init) => {
    const method = methodOf(url, apiUrl);
    let response: Response;
    try {
      response = await send(url, init);
    } catch (error) {
      slackApiErrors.inc({ method });
      throw error;
    }
    if (method === 'upload' ? !response.ok : await refused(response)) slackApiErrors.inc({ method });
    return response;
  };
}
