/**
 * A Slack List that fails at item 137 of 300 over the real app (SQLite, lists watched), signed
 * events and the Slack stand-in: no List is left that nobody can see. It is deleted and the answer
 * says so, or, when it cannot be deleted, kept renamed, shared with its owner, linked and said
 * incomplete (136 of 300 lines), its 136 items kept for the watch's updates.
 */
import { describe, expect, it } from 'vitest';
import { teamId } from '../support/slack-api.js';
import { useSlackListRig } from '../support/slack-list-rig.js';

const rig = useSlackListRig('cf-slack-lists-failure-');
const { sendList, answerSaying } = rig;

describe('a Slack List that fails at item 137 of 300', () => {
  it('is deleted, and the answer says so', async () => {
    rig.standIn.failListItemAt(137);
    const sent = await sendList('U0SLIST02', 'D0SLIST02', 300);
    await answerSaying('D0SLIST02', 'The Slack List could not be finished and was removed');
    const [list] = sent.madeSince();
    expect(list?.deleted).toBe(true);
    expect(list?.items.size).toBe(136);
    expect(sent.madeSince()).toHaveLength(1);
    rig.standIn.failListItemAt(undefined);
  }, 60_000);

  it('is kept, renamed, linked and said incomplete when it cannot be deleted', async () => {
    rig.standIn.failListItemAt(137);
    rig.standIn.refuseListDelete('cant_delete_file');
    const sent = await sendList('U0SLIST03', 'D0SLIST03', 300);
    const answer = await answerSaying('D0SLIST03', 'incomplete: 136 of 300 lines');
    const [list] = sent.madeSince();
    expect(list?.deleted).toBe(false);
    expect(list?.name).toMatch(/ \(incomplete\)$/);
    expect(list?.access).toEqual([{ level: 'write', users: ['U0SLIST03'] }]);
    expect(JSON.stringify(answer.body.blocks)).toContain(`lists/${teamId}/${list?.id}`);
    const [watched] = (await rig.harness.watchStore?.ofOwner('U0SLIST03', Date.now())) ?? [];
    const kept = await rig.harness.watchStore?.get(watched?.id ?? '', Date.now());
    expect(kept?.slackList?.incomplete).toEqual({ done: 136, total: 300 });
    expect(Object.keys(kept?.slackList?.items ?? {})).toHaveLength(136);
    rig.standIn.failListItemAt(undefined);
    rig.standIn.refuseListDelete(undefined);
  }, 60_000);
});
