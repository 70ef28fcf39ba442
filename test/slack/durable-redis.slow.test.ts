/**
 * Durable jobs through the real app on Redis (BullMQ): two app processes as `npm start` runs
 * them, on one Redis under a key prefix of their own, the Slack stand-in and the sample
 * catalogue in this process; jobs' locks and stalled checks short (JOB_LOCK_MS,
 * JOB_STALLED_CHECK_MS) so a handover takes about a second. Acceptance of issue 23:
 * (b) the instance working on a 240-line list is killed (SIGKILL): the other takes it over and
 *     finishes it, with one CSV of every line and one final message;
 * (c) the same for a rating-plate photo, killed while it is being read: the other instance reads
 *     it and puts one answer in place of "Reading the photo…".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startApp } from '../support/app-process.js';
import { directMessage, processEnv } from '../support/app-requests.js';
import {
  csvLineRows,
  durableServers,
  expectListAnsweredOnce,
  jobCount,
  logEntries,
  postsIn,
  runnerOf,
  unitList,
} from '../support/durable-jobs.js';
import { holds } from '../support/holds.js';
import { drawPlate } from '../support/plate-pictures.js';
import { cleanRedis, requireRedis, testRedisPrefix, testRedisUrl } from '../support/redis.js';
import { signingSecret } from '../support/slack-app.js';
import { eventEnvelope, postSigned } from '../support/slack-signer.js';

const servers = durableServers(requireRedis);
let cwd: string;
const prefixes: string[] = [];
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'cf-durable-redis-'));
});
afterAll(async () => {
  for (const prefix of prefixes) await cleanRedis(prefix);
  await rm(cwd, { recursive: true, force: true });
});

/** Two instances on one Redis prefix of their own. */
async function twoInstances(name: string): Promise<AppProcess[]> {
  const prefix = testRedisPrefix(name);
  prefixes.push(prefix);
  const env = processEnv(servers.standIn, servers.sample, {
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: prefix,
    DATA_DIR: cwd,
    JOB_LOCK_MS: '1000',
    JOB_STALLED_CHECK_MS: '500',
  });
  const started = await Promise.all([startApp(servers.main, env, cwd), startApp(servers.main, env, cwd)]);
  servers.apps.push(...started);
  return started;
}

describe('two instances on Redis, the one running a job killed', () => {
  it('(b) the other finishes the list: one CSV of every line, one final message', async () => {
    const channel = 'D0DURA002';
    const list = unitList(240);
    const instances = await twoInstances('durable-list');
    const [receiver] = instances;
    if (!receiver) throw new Error('no instance');
    await directMessage(receiver, {
      userId: 'U0DURA002',
      channel,
      ts: '1700200000.000100',
      text: list.text,
      eventId: 'EvDura002',
    });
    const progress = await servers.standIn.waitForCall(
      'chat.update',
      60_000,
      (c) => c.body.channel === channel,
    );
    expect(String(progress.body.text)).toMatch(/^Looked up \d+ of 240…$/);
    const { runner, jobId } = await runnerOf(instances, 'list');
    servers.sample.injectFault({ kind: 'hang' });
    await runner.stop('SIGKILL');
    servers.sample.clearFaults();
    const other = instances.find((app) => app !== runner);
    if (!other) throw new Error('no other instance');

    const final = await servers.standIn.waitForCall(
      'chat.update',
      90_000,
      (c) => c.body.channel === channel && String(c.body.text).startsWith('List of 240 units: '),
    );
    expect(final.body.ts).toBe(progress.body.ts);
    const upload = await servers.standIn.waitForUpload(30_000, (u) => u.channelId === channel);
    expect(upload.filename).toBe(`controllers-${jobId}.csv`);
    expect(csvLineRows(upload.content)).toHaveLength(240);
    expect(logEntries(other, 'Taking up a job whose instance died', { jobId })).toHaveLength(1);
    await expect.poll(() => jobCount(other, 'list', 'completed'), { timeout: 10_000 }).toBe(1);
    expectListAnsweredOnce(servers.standIn, channel, 'List of 240 units: ');
  }, 240_000);

  it('(c) the other reads the photo: one answer in place of "Reading the photo…"', async () => {
    const channel = 'D0DURA003';
    const instances = await twoInstances('durable-photo');
    const [receiver] = instances;
    if (!receiver) throw new Error('no instance');
    const plate = await drawPlate({
      brandName: 'Daikin',
      label: 'MODEL',
      printed: 'FTXM25R',
      format: 'jpeg',
      seed: 5,
    });
    const file = servers.standIn.shareFile({ name: 'plate.jpg', content: plate });
    // The first instance to look the picture up gets no answer from Slack before it dies.
    const held = holds();
    let asked = 0;
    servers.standIn.answer('files.info', async (call, standard) => {
      if (++asked === 1) await held.hold('first');
      return standard(call);
    });
    try {
      const ts = '1700200000.000300';
      const event = {
        type: 'message',
        subtype: 'file_share',
        files: [file],
        channel,
        channel_type: 'im',
        user: 'U0DURA003',
        text: '',
        ts,
        event_ts: ts,
      };
      await postSigned(`${receiver.baseUrl}/slack/events`, signingSecret, {
        json: eventEnvelope(event, 'EvDura003'),
      });
      const reading = await servers.standIn.waitForCall(
        'chat.postMessage',
        15_000,
        (c) => c.body.channel === channel,
      );
      expect(reading.body.text).toContain('Reading the photo');
      await servers.standIn.waitForCall('files.info', 30_000);
      const { runner, jobId } = await runnerOf(instances, 'photo');
      await runner.stop('SIGKILL');
      held.releaseAll();
      const other = instances.find((app) => app !== runner);
      if (!other) throw new Error('no other instance');

      const answer = await servers.standIn.waitForCall(
        'chat.update',
        120_000,
        (c) => c.body.channel === channel && String(c.body.text).includes('Read from the photo'),
      );
      expect(answer.body.text).toContain('Read from the photo: MODEL FTXM25R, Daikin');
      expect(logEntries(other, 'Taking up a job whose instance died', { jobId })).toHaveLength(1);
      await expect.poll(() => jobCount(other, 'photo', 'completed'), { timeout: 10_000 }).toBe(1);
      expect(servers.standIn.callsTo('chat.update').filter((c) => c.body.channel === channel)).toHaveLength(
        1,
      );
      expect(postsIn(servers.standIn, channel)).toHaveLength(1);
    } finally {
      held.releaseAll();
      servers.standIn.answer('files.info', (call, standard) => standard(call));
    }
  }, 240_000);
});
