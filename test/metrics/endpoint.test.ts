/**
 * `GET /metrics` on the real app: Prometheus text with the process metrics, and the app's
 * counters moving after a lookup, a failed Slack call and a duplicate event.
 */
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

const scrape = async () => {
  const response = await fetch(`${harness.baseUrl}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

/** The value of one series (0 when absent). */
const value = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('serves the process metrics and moves the lookup, catalogue and Slack counters after a lookup', async () => {
    const before = await scrape();
    expect(before).toContain('process_cpu_user_seconds_total');
    await harness.commandAnswer('daikin ftxm25r', { userId: 'U0METRIC1' });
    const after = await scrape();
    const delta = (series: string) => value(after, series) - value(before, series);
    expect(delta('cf_lookups_total{surface="slash",outcome="answer"}')).toBe(1);
    expect(delta('cf_lookup_duration_seconds_count{surface="slash"}')).toBe(1);
    expect(delta('cf_catalogue_calls_total{operation="getModel",status="200"}')).toBeGreaterThan(0);
    expect(delta('cf_catalogue_cache_total{result="miss"}')).toBeGreaterThan(0);
    expect(delta('cf_slack_api_errors_total{method="users.info"}')).toBe(1);
  });

  it('counts an event dropped as a duplicate', async () => {
    const before = await scrape();
    const event = {
      type: 'message',
      channel: 'D0METRIC1',
      channel_type: 'im',
      user: 'U0METRIC2',
      text: 'daikin ftxm25r',
      ts: '1700000400.000100',
      event_ts: '1700000400.000100',
    };
    await harness.event(event, 'Ev0METRIC1');
    await harness.standIn.waitForCall('chat.postMessage', 5000, (call) => call.body.channel === 'D0METRIC1');
    await harness.event(event, 'Ev0METRIC1', { retryNum: 1 });
    const after = await scrape();
    expect(value(after, 'cf_event_duplicates_total') - value(before, 'cf_event_duplicates_total')).toBe(1);
    expect(value(after, 'cf_lookups_total{surface="dm",outcome="answer"}')).toBeGreaterThan(0);
  });
});
