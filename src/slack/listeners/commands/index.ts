/** Slash commands: `/controller [text]`, by command name (see ../by-id.ts). */
import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import type { ListenerDeps } from '../../runtime/deps.js';
import { byId } from '../by-id.js';
import { controllerCommand } from './controller.js';

export const commandName = '/controller';

export function listener(deps: ListenerDeps) {
  return byId<SlackCommandMiddlewareArgs & AllMiddlewareArgs>(
    { exact: { [commandName]: controllerCommand(deps) } },
    (args) => args.command.command,
    async ({ ack }) => ack(),
  );
}
