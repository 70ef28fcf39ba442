/** Slash commands: `/controller [text]`. */
import type { App } from '@slack/bolt';
import type { ListenerDeps } from '../../runtime/deps.js';
import { controllerCommand } from './controller.js';

export const commandName = '/controller';

export function register(app: App, deps: ListenerDeps): void {
  app.command(commandName, controllerCommand(deps));
}
