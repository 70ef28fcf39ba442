/** Slash commands: `/controller [text]`. */
import type { App } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';
import { HandledIds } from '../other-ids.js';
import { controllerCommand } from './controller.js';

export const commandName = '/controller';

export function register(app: App<AppContext>): void {
  const ids = new HandledIds();
  app.command(ids.add(commandName), controllerCommand);
  // Another app's command routed here by mistake: acked, nothing done (see ../other-ids.ts).
  app.command(ids.others(), async ({ ack }) => ack());
}
