/** Shortcuts: the message shortcut `find_controller`, by callback id. */
import type { App, MessageShortcut } from '@slack/bolt';
import { callbackIds } from '../../blocks/ids.js';
import type { AppContext } from '../../services/context.js';
import { HandledIds } from '../other-ids.js';
import { findController } from './find-controller.js';

export function register(app: App<AppContext>): void {
  const ids = new HandledIds();
  app.shortcut<MessageShortcut>(ids.add(callbackIds.findController), findController);
  // A shortcut of a newer or older version of the app: acked, nothing opened (see ../other-ids.ts).
  app.shortcut(ids.others(), async ({ ack }) => ack());
}
