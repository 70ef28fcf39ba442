/** `app_home_opened`: the Home tab is published afresh (settings, recent lookups, how-to). */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';
import { publishHome } from '../../user/settings-flow.js';

export const appHomeOpened =
  (deps: ListenerDeps) =>
  async ({ event, context, client }: SlackEventMiddlewareArgs<'app_home_opened'> & AllMiddlewareArgs) => {
    if (event.tab !== 'home') return;
    await publishHome(deps, client, await requestScope(context));
  };
