import { sampleCatalogue } from '../src/catalogue/sample/data.js';
import { createLogger } from '../src/log/logger.js';
import { lookUpPlate } from '../src/photo/plate-lookup.js';
import { createPictureReader } from '../src/photo/reader.js';
import { defaultScope, startLookupStack } from '../test/support/lookup-stack.js';
import { drawPlateSet, type PlatePicture } from '../test/support/plate-pictures.js';
import { type SlackStandIn, startSlackStandIn } from '../test/support/slack-api.js';
import { eventEnvelope, postSigned, slashCommandForm } from '../test/support/slack-signer.js';
import { percentile } from './support/figures.js';
import { benchSigningSecret, startRealApp } from './support/real-app.js';

const signingSecret = benchSigningSecret;
const logger = createLogger({ level: 'silent' });

const summary = (samples: readonly number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms  p99 ${percentile(samples, 99).toFixed(1)} ms  (n=${samples.length})`;

type Outcome = 'right' | 'wrong' | 'choices' | 'not found' | 'no model' | 'unread';

async function labelledSet(pictures: readonly PlatePicture[]): Promise<void> {
  const stack = await startLookupStack({ logger });
  const reader = createPictureReader({ timeoutMs: 60_000 });
  try {
    stack.engine.warm(defaultScope);
    await stack.engine.whenWarm(defaultScope);
    const times: number[] = [];
    const counts = new Map<Outcome, number>();
    const count = (outcome: Outcome) => counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    for (const picture of pictures) {
      const reading = await reader.read(picture.bytes);
      if (reading.kind !== 'read') {
        count('unread');
        continue;
      }
      times.push(reading.ms);
      const plate = await lookUpPlate(stack.engine, { text: reading.text, scope: defaultScope });
      if (plate.kind === 'no_model') count('no model');
      else if (plate.result.kind === 'answer') {
        const skus = plate.result.rows.map((row) => row.sku).sort();
        count(skus.join() === [...picture.skus].sort().join() ? 'right' : 'wrong');
      } else count(plate.result.kind === 'choices' ? 'choices' : 'not found');
    }
    const right = counts.get('right') ?? 0;
    console.log(`OCR time per picture (prepare + Tesseract, one at a time): ${summary(times)}`);
    console.log(
      `labelled set: ${right}/${pictures.length} answered with the right SKUs (${((100 * right) / pictures.length).toFixed(1)} %), ` +
        (['wrong', 'choices', 'not found', 'no model', 'unread'] as const)
          .map((outcome) => `${outcome} ${counts.get(outcome) ?? 0}`)
          .join(', '),
    );
  } finally {
    await reader.close();
    await stack.close();
  }
}

let commands = 0;

/** `total` slash commands, one at a time, `pauseMs` apart; each ack's latency. */
async function acks(url: string, standIn: SlackStandIn, total: number, pauseMs = 0): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < total; i++) {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const id = `photo-ack-${++commands}`;
    const form = slashCommandForm({
      text: 'daikin ftxm25r',
      responseUrl: standIn.responseUrl(id),
    });
    const reply = await postSigned(url, signingSecret, { form }, { skipJson: true });
    if (reply.status !== 200) throw new Error(`HTTP ${reply.status}`);
    samples.push(reply.ms);
  }
  return samples;
}

async function acksWhileReading(pictures: readonly PlatePicture[]): Promise<void> {
  const standIn = await startSlackStandIn();
  const real = await startRealApp(standIn, { catalogue: sampleCatalogue() });
  const url = real.url;
  try {
    await acks(url, standIn, 20);
    const alone = await acks(url, standIn, 200);
    const reading = pictures.slice(0, 8);
    for (const [i, picture] of reading.entries()) {
      const file = standIn.shareFile({ name: picture.name, content: picture.bytes });
      const ts = `1700009000.${String(i).padStart(6, '0')}`;
      const event = {
        type: 'message',
        subtype: 'file_share',
        files: [file],
        channel: 'D0BENCH01',
        channel_type: 'im',
        user: 'U0BENCH01',
        text: '',
        ts,
        event_ts: ts,
      };
      await postSigned(url, signingSecret, { json: eventEnvelope(event, `EvBench${i}`) }, { skipJson: true });
    }
    const answers = () => standIn.callsTo('chat.update').filter((c) => c.body.channel === 'D0BENCH01');
    // One command every 50 ms until every picture has its answer.
    const during: number[] = [];
    while (answers().length < reading.length) during.push(...(await acks(url, standIn, 1, 50)));
    const read = answers().filter((c) => String(c.body.text).includes('Read from the photo')).length;
    console.log(`/controller ack latency, alone: ${summary(alone)}`);
    console.log(
      `/controller ack latency, while ${reading.length} pictures are read (${read} answered with what was read): ${summary(during)}`,
    );
  } finally {
    await real.close();
    await standIn.close();
  }
}

export async function run(): Promise<void> {
  const pictures = await drawPlateSet({
    catalogue: sampleCatalogue(),
    market: defaultScope.market,
    count: 44,
  });
  await labelledSet(pictures);
  await acksWhileReading(pictures);
}
