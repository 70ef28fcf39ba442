/**
 * Counts failed Slack Web API calls by method (cf_slack_api_errors_total). @slack/web-api has
 * no hook for a call's outcome and binds each method (`chat.postMessage`, …) to `apiCall` when
 * a client is built, so the count wraps `WebClient.prototype.apiCall`, once, before Bolt
 * builds any client: every client in the process is counted.
 */
import { webApi } from '@slack/bolt';
import { slackApiErrors } from './registry.js';

let counting = false;

export function countSlackApiErrors(): void {
  if (counting) return;
  counting = true;
  const prototype = webApi.WebClient.prototype;
  const apiCall = prototype.apiCall;
  prototype.apiCall = async function counted(this: webApi.WebClient, method, options) {
    try {
      return await apiCall.call(this, method, options);
    } catch (error) {
      slackApiErrors.inc({ method });
      throw error;
    }
  };
}
