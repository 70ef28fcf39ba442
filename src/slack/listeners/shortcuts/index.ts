/** Shortcuts: the message shortcut `find_controller`, by callback id (see ../by-id.ts). */
import type { AllMiddlewareArgs, MessageShortcut, SlackShortcutMiddlewareArgs } from '@slack/bolt';
import { callbackIds } from '../../blocks/ids.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { byId } from '../by-id.js';
import { findController } from './find-controller.js';

export function listener(deps: ListenerDeps) {
  return byId<SlackShortcutMiddlewareArgs<MessageShortcut> & AllMiddlewareArgs>(
    { exact: { [callbackIds.findController]: findController(deps) } },
    (args) => args.shortcut.callback_id,
    async ({ ack }) => ack(),
  );
}
