/** Shortcuts: the message shortcut `find_controller`, by callback id. */
import type { App, MessageShortcut } from '@slack/bolt';
import { callbackIds } from '../../blocks/ids.js';
import type { AppContext } from '../../services/context.js';
import type { HandledIds } from '../handled-ids.js';
import { findController } from './find-controller.js';

export function register(app: App<AppContext>, ids: HandledIds): void {
  app.shortcut<MessageShortcut>(ids.add('shortcut', callbackIds.findController), findController);
}
