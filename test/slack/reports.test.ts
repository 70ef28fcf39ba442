/**
 * Catalogue-gap reports over the real app and the Slack stand-in: admins (ADMIN_USER_IDS, or
 * workspace owners and admins per users.info) see use and gaps on App Home and get the full
 * report as a CSV in their DM (button or `/controller report`); anyone else sees none of it.
 * Reports name no one who asked.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actionIds } from '../../src/slack/blocks/ids.js';
import { rateLimited } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { appHomeOpened, homeButton } from '../support/slack-payloads.js';

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({ env: { ADMIN_USER_IDS: 'U0ADMIN01' } });
  harness.standIn.answer('users.info', (c) =>
    c.body.user === 'U0LIMIT01'
      ? rateLimited(30)
      : {
          ok: true,
          user: {
            id: c.body.user,
            locale: 'en-US',
            is_bot: false,
            is_owner: c.body.user === 'U0OWNER01',
            is_admin: false,
          },
        },
  );
  const questions: [string, string][] = [
    ['U0SALES01', 'daikin zzz999'],
    ['U0SALES02', 'Daikin ZZZ-999'],
    ['U0SALES01', 'daikin ftxm25r'],
    ['U0SALES03', 'mitsu msz ln25'],
  ];
  for (const [index, [user, text]] of questions.entries()) {
    const ts = `1700004000.00000${index}`;
    await harness.event(
      { type: 'message', channel: `D${user.slice(1)}`, channel_type: 'im', user, text, ts, event_ts: ts },
      `EvReport${index}`,
    );
    // Each question gets one reply: wait for this one before asking the next.
    await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      () => harness.standIn.callsTo('chat.postMessage').length > index,
    );
  }
  // Lookups are recorded a moment after their answers (slack/runtime/record-lookup.ts).
  await vi.waitFor(async () => expect(await harness.state.lookupLog.since(0)).toHaveLength(questions.length));
});
afterAll(async () => {
  await harness?.close();
});

const homeOf = async (userId: string) => {
  const before = harness.standIn.callsTo('views.publish').length;
  await harness.event(appHomeOpened(userId), `EvHome${userId}`);
  const publish = await harness.standIn.waitForCall(
    'views.publish',
    5000,
    (c) => c.body.user_id === userId && harness.standIn.callsTo('views.publish').indexOf(c) >= before,
  );
  return JSON.stringify(publish.body.view);
};

const exportClick = (userId: string) =>
  homeButton(userId, { actionId: actionIds.exportGapReport, text: 'Export', triggerId: '1.2.9' });

describe('App Home', () => {
  it('shows an admin the use and the gaps of the last 30 days, naming no one', async () => {
    const home = await homeOf('U0ADMIN01');
    expect(home).toContain('Catalogue gaps and use, last 30 days');
    expect(home).toContain('`ZZZ999` Daikin: 2×');
    expect(home).toContain(actionIds.exportGapReport);
    expect(home).not.toMatch(/U0SALES0\d/);
  });

  it('shows a workspace owner the report too, and a salesperson none of it', async () => {
    expect(await homeOf('U0OWNER01')).toContain(actionIds.exportGapReport);
    const home = await homeOf('U0SALES09');
    expect(home).not.toContain(actionIds.exportGapReport);
    expect(home).not.toContain('Catalogue gaps');
  });
});

describe('App Home while Slack rate-limits users.info', () => {
  it('is published at once, without the report, asking Slack once and never waiting out Retry-After', async () => {
    const home = await homeOf('U0LIMIT01');
    expect(home).not.toContain(actionIds.exportGapReport);
    const asked = harness.standIn.callsTo('users.info').filter((c) => c.body.user === 'U0LIMIT01');
    expect(asked.filter((c) => c.body.include_locale === undefined)).toHaveLength(1);
  });
});

describe('the gap report as a CSV', () => {
  it("goes to the admin's DM from the Home button", async () => {
    await harness.interact(exportClick('U0ADMIN01'));
    const upload = await harness.standIn.waitForUpload(5000, (u) => u.channelId === 'D0ADMIN01');
    const text = upload.content.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text.slice(1), { relax_column_count: true }) as string[][];
    expect(rows).toContainEqual(['Lookups', '4']);
    expect(rows).toContainEqual(['Distinct users', '3']);
    expect(rows).toContainEqual(['ZZZ999', 'Daikin', expect.any(String), 'not found', '2', 'GB']);
    expect(text).not.toMatch(/U0SALES0\d/);
  });

  it('goes to an admin with /controller report; a salesperson is told reports are for admins', async () => {
    const { responseId } = await harness.command('report', { userId: 'U0OWNER01' });
    expect((await harness.standIn.waitForResponse(responseId)).body.text).toContain('direct messages');
    await harness.standIn.waitForUpload(5000, (u) => u.channelId === 'D0OWNER01');
    const refused = await harness.command('report', { userId: 'U0SALES01' });
    expect((await harness.standIn.waitForResponse(refused.responseId)).body.text).toContain('admins');
    // A salesperson's Export click sends nothing: test/slack/listeners/actions/export-gap-report.test.ts.
  });
});
