/**
 * A Slack List that fails at item 137 of 300 over the real app (SQLite, lists watched), signed
 * events and the Slack stand-in: no List is left that nobody can see. It is deleted and the answer
 * says so, or, when it cannot be deleted, kept renamed, shared with its owner, linked and said
 * incomplete (136 of 300 lines), its 136 items kept for the watch's updates.
 */
import { describeListFailingAt, useSlackListRig } from '../support/slack-list-rig.js';

const rig = useSlackListRig('cf-slack-lists-failure-');

describeListFailingAt(rig, 'a Slack List that fails at item 137 of 300', {
  at: 137,
  total: 300,
  owners: ['U0SLIST02', 'U0SLIST03'],
});
