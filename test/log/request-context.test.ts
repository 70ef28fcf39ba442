/** Every log line written while handling one Slack request carries that request's id. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
  harness.standIn.answer('users.info', () => ({ ok: false, error: 'user_not_found' }));
});
afterAll(async () => {
  await harness.close();
});

const linesAbout = (text: string) =>
  harness.logLines
    .filter((line) => line.includes(text))
    .map((line) => JSON.parse(line) as { requestId?: string });

describe('request ids in the log', () => {
  it('gives each request one id, on every line it writes, and another request another id', async () => {
    // First contacts: acked at once, then users.info (which fails) and the answer.
    await harness.commandAnswer('daikin ftxm25r', { userId: 'U0REQID01' });
    await harness.commandAnswer('daikin ftxm25r', { userId: 'U0REQID02' });
    const warnings = linesAbout("Could not read the user's Slack locale");
    expect(warnings).toHaveLength(2);
    const [first, second] = warnings.map((line) => line.requestId);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
    // Bolt's own lines (its ack) carry it too, not only the app's.
    const ofFirst = harness.logLines
      .filter((line) => line.includes(`"requestId":"${first}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(ofFirst.some((line) => line.component === 'bolt')).toBe(true);
    // Each line carries its own fields only: the warning's error is not on the lines after it.
    const warningAt = ofFirst.findIndex((line) => line.msg === "Could not read the user's Slack locale");
    expect(warningAt).toBeGreaterThanOrEqual(0);
    expect(ofFirst.slice(warningAt + 1).filter((line) => 'err' in line || 'userId' in line)).toEqual([]);
    expect(ofFirst.length).toBeGreaterThan(warningAt + 1);
  });
});
