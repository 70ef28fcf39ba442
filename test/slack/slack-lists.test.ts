/**
 * Slack Lists over the real app (SQLite in a DATA_DIR, lists watched), signed events and the
 * Slack stand-in, whole or absent (issue 34): a List is shared with its owner before its first
 * item and filled in batches, a 429 waited out; a failure part-way (item 37 of 60, in its second
 * batch; 137 of 300 in slack-lists-failure.slow.test.ts) deletes it and the answer says so, or,
 * when it cannot be deleted, keeps it renamed, linked and said incomplete;
 * each refusal code Slack documents for `slackLists.create` and `slackLists.access.set` is
 * remembered for the workspace for the day, and a List made before `access.set` refused is removed;
 * `access.set`'s codes about one user remove that List only.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { listsRefusals } from '../../src/slack/slack-lists/refusals.js';
import { rateLimited, teamId } from '../support/slack-api.js';
import { describeListFailingAt, useSlackListRig } from '../support/slack-list-rig.js';

const day = 86_400_000;
const rig = useSlackListRig('cf-slack-lists-');
const { sendList, answerSaying } = rig;

/** The index of the first call to `method` about the List `id`. */
const firstCallAbout = (method: string, id: string | undefined) =>
  rig.standIn.calls.findIndex((c) => c.method === method && c.body.list_id === id);

describe('a list answered as a Slack List', () => {
  it('is shared with its owner before its first item, and made whole through a 429 (Retry-After waited out)', async () => {
    let items = 0;
    rig.standIn.answer('slackLists.items.create', (call, standard) =>
      ++items === 30 ? rateLimited(1) : standard(call),
    );
    const sent = await sendList('U0SLIST01', 'D0SLIST01', 60);
    const answer = await answerSaying('D0SLIST01', 'Open it as a Slack List');
    const [list] = sent.madeSince();
    expect(list?.items.size).toBe(60);
    expect(JSON.stringify(answer.body.blocks)).toContain(`lists/${teamId}/${list?.id}`);
    expect(list?.access).toEqual([{ level: 'write', users: ['U0SLIST01'] }]);
    expect(firstCallAbout('slackLists.access.set', list?.id)).toBeLessThan(
      firstCallAbout('slackLists.items.create', list?.id),
    );
    // The rate-limited item was asked again, once: 61 calls for 60 items.
    expect(
      rig.standIn.callsTo('slackLists.items.create').filter((c) => c.body.list_id === list?.id),
    ).toHaveLength(61);
    expect(sent.madeSince()).toHaveLength(1);
  }, 60_000);
});

describeListFailingAt(rig, 'a Slack List that fails at item 37 of 60 (in its second batch)', {
  at: 37,
  total: 60,
  owners: ['U0SLIST04', 'U0SLIST05'],
});

/** Sends a list while `method` refuses with `code`; resolves once the workspace's refusal is remembered. */
async function refusedBy(method: string, code: string, user: string) {
  const store = rig.harness.watchStore;
  if (!store) throw new Error('the app watches no list');
  rig.standIn.refuseLists(code, method);
  const sent = await sendList(user, `D${user.slice(1)}`, 6);
  await expect.poll(() => store.listsRefused(teamId, Date.now()), { timeout: 10_000 }).toBe(true);
  expect(await store.listsRefused(teamId, Date.now() + day + 60_000)).toBe(false);
  return sent;
}

describe('Slack refusing Lists', () => {
  afterAll(() => rig.standIn.refuseLists(undefined));
  let users = 0;
  const nextUser = () => `U0REFUS${String(++users).padStart(2, '0')}`;
  const forget = () => rig.harness.watchStore?.refuseLists(teamId, 0);

  it.each(listsRefusals['slackLists.create'])(
    'by slackLists.create: %s, remembered for the day',
    async (code) => {
      const sent = await refusedBy('slackLists.create', code, nextUser());
      expect(sent.madeSince()).toEqual([]);
      await forget();
    },
  );

  it.each(listsRefusals['slackLists.access.set'])(
    'by slackLists.access.set: %s, remembered for the day, and the List made removed',
    async (code) => {
      const sent = await refusedBy('slackLists.access.set', code, nextUser());
      await expect.poll(() => sent.madeSince()[0]?.deleted, { timeout: 10_000 }).toBe(true);
      expect(sent.madeSince()[0]?.items.size).toBe(0);
      await forget();
    },
  );

  // Slack's reference: "Lists is disabled on user's team", "User does not have permission": the
  // user shared with (a guest, another team's), not the workspace.
  it.each(['lists_disabled_user_team', 'restricted_action'])(
    'by slackLists.access.set: %s, about one user: that List removed, the workspace not remembered',
    async (code) => {
      rig.standIn.refuseLists(code, 'slackLists.access.set');
      const user = nextUser();
      const sent = await sendList(user, `D${user.slice(1)}`, 6);
      await answerSaying(`D${user.slice(1)}`, 'The Slack List could not be finished and was removed');
      expect(sent.madeSince()).toHaveLength(1);
      expect(sent.madeSince()[0]?.deleted).toBe(true);
      expect(await rig.harness.watchStore?.listsRefused(teamId, Date.now())).toBe(false);
      rig.standIn.refuseLists(undefined);
    },
  );

  it('is not asked again the same day: the next list makes no List', async () => {
    await refusedBy('slackLists.create', 'permission_denied', nextUser());
    rig.standIn.refuseLists(undefined);
    const creates = rig.standIn.callsTo('slackLists.create').length;
    const user = nextUser();
    await sendList(user, `D${user.slice(1)}`, 6);
    await rig.standIn.waitForUpload(20_000, (u) => u.channelId === `D${user.slice(1)}`);
    // The List would be made after the CSV: the job's end shows none was.
    await expect.poll(() => rig.harness.watchStore?.ofOwner(user, Date.now()).then((l) => l.length)).toBe(1);
    expect(rig.standIn.callsTo('slackLists.create')).toHaveLength(creates);
    await forget();
  });
});
