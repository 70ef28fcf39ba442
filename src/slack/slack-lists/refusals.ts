/**
 * The errors by which Slack's method reference says a workspace or token cannot have Lists: not a
 * passing failure, so remembered for a day. Any other error fails only that List, as do those about
 * one user (`access.set`'s `lists_disabled_user_team`, `restricted_action`). Keep it exactly to
 * what Slack documents (docs/project-lists.md lists the codes).
 */
import { webApi } from '@slack/bolt';

/** What every Lists method documents for a token or workspace that may not use it. */
const tokenOrWorkspace = [
  'access_denied',
  'enterprise_is_restricted',
  'missing_scope',
  'no_permission',
  'not_allowed_token_type',
  'team_access_not_granted',
] as const;

/** Each Lists method the app calls, and the documented errors that mean "no Lists here". */
export const listsRefusals = {
  'slackLists.create': [...tokenOrWorkspace, 'permission_denied', 'over_list_file_maximum'],
  // Not `lists_disabled_user_team` ("Lists is disabled on user's team") nor `restricted_action`
  // ("User does not have permission"): about the user shared with (a guest, another team's).
  'slackLists.access.set': [...tokenOrWorkspace],
  'slackLists.items.create': [...tokenOrWorkspace],
} as const;

export type ListsMethod = keyof typeof listsRefusals;

/** True when `error` is Slack refusing Lists by one of `method`'s documented codes. */
export function refusesLists(method: ListsMethod, error: unknown): boolean {
  if (!(error instanceof webApi.WebAPIPlatformError)) return false;
  return (listsRefusals[method] as readonly string[]).includes(error.data.error);
}
