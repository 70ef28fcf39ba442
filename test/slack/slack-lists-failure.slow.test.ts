/**
 * A Slack List that fails at item 137 of 300 over the real app (SQLite, lists watched), signed
 * events and the Slack stand-in: no List is left that nobody can see. It is deleted and the answer
 * says so, or, when it cannot be deleted, kept renamed, shared with its owner, linked and said
 * incomplete (136 of 300 lines), its 136 items kept for the watch's updates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { type SlackStandIn, teamId } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs('cf-slack-lists-failure-');
const units = listUnits(sampleCatalogue(), 'GB').filter((unit) => unit.skus.length > 0);
/** `count` lines, each a unit of the sample catalogue. */
const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const unit = units[i % units.length];
    return `${unit?.brandName} ${unit?.designation}`;
  });

let harness: SlackHarness;
let standIn: SlackStandIn;
beforeAll(async () => {
  harness = await startSlackHarness({ dataDir: await tempDir(), watch: true });
  standIn = harness.standIn;
});
afterAll(async () => {
  await harness?.close();
});

let sent = 0;
/** A list pasted into `channel` by `owner`; the Lists made for it are those made after. */
async function sendList(owner: string, channel: string, count: number) {
  const ts = `1700010000.${String(++sent).padStart(6, '0')}`;
  const before = standIn.slackLists.length;
  await harness.event(
    {
      type: 'message',
      channel,
      channel_type: 'im',
      user: owner,
      text: lines(count).join('\n'),
      ts,
      event_ts: ts,
    },
    `EvSlackList${sent}`,
  );
  return { madeSince: () => standIn.slackLists.slice(before) };
}

/** The answer in `channel` once its footer says `what`. */
const answerSaying = (channel: string, what: string, timeoutMs = 60_000) =>
  standIn.waitForCall(
    'chat.update',
    timeoutMs,
    (c) => c.body.channel === channel && JSON.stringify(c.body.blocks).includes(what),
  );

describe('a Slack List that fails at item 137 of 300', () => {
  it('is deleted, and the answer says so', async () => {
    standIn.failListItemAt(137);
    const sent = await sendList('U0SLIST02', 'D0SLIST02', 300);
    await answerSaying('D0SLIST02', 'The Slack List could not be finished and was removed');
    const [list] = sent.madeSince();
    expect(list?.deleted).toBe(true);
    expect(list?.items.size).toBe(136);
    expect(sent.madeSince()).toHaveLength(1);
    standIn.failListItemAt(undefined);
  }, 60_000);

  it('is kept, renamed, linked and said incomplete when it cannot be deleted', async () => {
    standIn.failListItemAt(137);
    standIn.refuseListDelete('cant_delete_file');
    const sent = await sendList('U0SLIST03', 'D0SLIST03', 300);
    const answer = await answerSaying('D0SLIST03', 'incomplete: 136 of 300 lines');
    const [list] = sent.madeSince();
    expect(list?.deleted).toBe(false);
    expect(list?.name).toMatch(/ \(incomplete\)$/);
    expect(list?.access).toEqual([{ level: 'write', users: ['U0SLIST03'] }]);
    expect(JSON.stringify(answer.body.blocks)).toContain(`lists/${teamId}/${list?.id}`);
    const [watched] = (await harness.watchStore?.ofOwner('U0SLIST03', Date.now())) ?? [];
    const kept = await harness.watchStore?.get(watched?.id ?? '', Date.now());
    expect(kept?.slackList?.incomplete).toEqual({ done: 136, total: 300 });
    expect(Object.keys(kept?.slackList?.items ?? {})).toHaveLength(136);
    standIn.failListItemAt(undefined);
    standIn.refuseListDelete(undefined);
  }, 60_000);
});
