/** Slash commands: `/controller [text]`. */
import type { App } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';
import type { HandledIds } from '../handled-ids.js';
import { controllerCommand } from './controller.js';

export const commandName = '/controller';

export function register(app: App<AppContext>, ids: HandledIds): void {
  app.command(ids.add('command', commandName), controllerCommand);
}
