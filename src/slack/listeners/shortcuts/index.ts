/** Shortcuts: the message shortcut `find_controller`. */
import type { App, MessageShortcut } from '@slack/bolt';
import { callbackIds } from '../../blocks/ids.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { findController } from './find-controller.js';

export function register(app: App, deps: ListenerDeps): void {
  app.shortcut<MessageShortcut>(
    { type: 'message_action', callback_id: callbackIds.findController },
    findController(deps),
  );
}
