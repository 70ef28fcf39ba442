/**
 * The real app with lists watched (SQLite in a temporary DATA_DIR) for the Slack List tests: a list
 * of sample units pasted into a DM, the Lists made for it, and its answer once it says something.
 */
import { afterAll, beforeAll } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { SlackStandIn } from './slack-api.js';
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
