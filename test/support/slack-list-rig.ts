/**
 * The real app with lists watched (SQLite in a temporary DATA_DIR) for the Slack List tests: a list
 * of sample units pasted into a DM, the Lists made for it, and its answer once it says something;
 * and the tests of a List failing part-way, which two files run at two sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { type SlackStandIn, teamId } from './slack-api.js';
import { type SlackHarness, startSlackHarness } from './slack-app.js';
import { tempDirs } from './temp-dirs.js';

const units = listUnits(sampleCatalogue(), 'GB').filter((unit) => unit.skus.length > 0);

/** `count` lines, each a unit of the sample catalogue. */
export const sampleLines = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const unit = units[i % units.length];
    return `${unit?.brandName} ${unit?.designation}`;
  });

/** Starts the app before the file's tests and closes it after; read `harness`/`standIn` in tests. */
export function useSlackListRig(prefix: string) {
  const tempDir = tempDirs(prefix);
  const rig = {} as { harness: SlackHarness; standIn: SlackStandIn };
  let sent = 0;
  beforeAll(async () => {
    rig.harness = await startSlackHarness({ dataDir: await tempDir(), watch: true });
    rig.standIn = rig.harness.standIn;
  });
  afterAll(async () => {
    await rig.harness?.close();
  });
  return Object.assign(rig, {
    /** A list pasted into `channel` by `owner`; the Lists made for it are those made after. */
    async sendList(owner: string, channel: string, count: number) {
      const ts = `1700010000.${String(++sent).padStart(6, '0')}`;
      const before = rig.standIn.slackLists.length;
      await rig.harness.event(
        {
          type: 'message',
          channel,
          channel_type: 'im',
          user: owner,
          text: sampleLines(count).join('\n'),
          ts,
          event_ts: ts,
        },
        `EvSlackList${sent}`,
      );
      return { madeSince: () => rig.standIn.slackLists.slice(before) };
    },
    /** The answer in `channel` once its footer says `what`. */
    answerSaying: (channel: string, what: string, timeoutMs = 60_000) =>
      rig.standIn.waitForCall(
        'chat.update',
        timeoutMs,
        (c) => c.body.channel === channel && JSON.stringify(c.body.blocks).includes(what),
      ),
  });
}

type SlackListRig = ReturnType<typeof useSlackListRig>;

/**
 * A List of `total` lines failing at item `at`, sent by each of `owners` (a test each): deleted and
 * the answer says so; or, when it cannot be deleted, kept renamed, shared with its owner, linked and
 * said incomplete, the items made before kept for the watch's updates.
 */
export function describeListFailingAt(
  rig: SlackListRig,
  title: string,
  { at, total, owners }: { at: number; total: number; owners: [string, string] },
): void {
  const done = at - 1;
  const dmOf = (owner: string) => `D${owner.slice(1)}`;
  describe(title, () => {
    it('is deleted, and the answer says so', async () => {
      const [owner] = owners;
      rig.standIn.failListItemAt(at);
      const sent = await rig.sendList(owner, dmOf(owner), total);
      await rig.answerSaying(dmOf(owner), 'The Slack List could not be finished and was removed');
      const [list] = sent.madeSince();
      expect(list?.deleted).toBe(true);
      expect(list?.items.size).toBe(done);
      expect(sent.madeSince()).toHaveLength(1);
      rig.standIn.failListItemAt(undefined);
    }, 60_000);

    it('is kept, renamed, linked and said incomplete when it cannot be deleted', async () => {
      const [, owner] = owners;
      rig.standIn.failListItemAt(at);
      rig.standIn.refuseListDelete('cant_delete_file');
      const sent = await rig.sendList(owner, dmOf(owner), total);
      const answer = await rig.answerSaying(dmOf(owner), `incomplete: ${done} of ${total} lines`);
      const [list] = sent.madeSince();
      expect(list?.deleted).toBe(false);
      expect(list?.name).toMatch(/ \(incomplete\)$/);
      expect(list?.access).toEqual([{ level: 'write', users: [owner] }]);
      expect(JSON.stringify(answer.body.blocks)).toContain(`lists/${teamId}/${list?.id}`);
      const [watched] = (await rig.harness.watchStore?.ofOwner(owner, Date.now())) ?? [];
      const kept = await rig.harness.watchStore?.get(watched?.id ?? '', Date.now());
      expect(kept?.slackList?.incomplete).toEqual({ done, total });
      expect(Object.keys(kept?.slackList?.items ?? {})).toHaveLength(done);
      rig.standIn.failListItemAt(undefined);
      rig.standIn.refuseListDelete(undefined);
    }, 60_000);
  });
}
