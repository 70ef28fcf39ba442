/**
 * The photo bench: the labelled plate set and each class of phone picture read look after look
 * and looked up on the sample server (right SKUs per class, wrong SKUs, time to the answer, which
 * look answered), then /controller's ack latency while pictures are read in the real app.
 */
import { sampleCatalogue } from '../src/catalogue/sample/data.js';
import { createLogger } from '../src/log/logger.js';
import { createPictureReader } from '../src/photo/reader.js';
import { defaultScope, startLookupStack } from '../test/support/lookup-stack.js';
import { drawPhoneSet, type PhonePicture, photoClasses } from '../test/support/phone-pictures.js';
import { drawPlateSet, type PlatePicture } from '../test/support/plate-pictures.js';
import { readPlateOn } from '../test/support/plate-reader.js';
import { type SlackStandIn, startSlackStandIn } from '../test/support/slack-api.js';
import { eventEnvelope, postSigned, slashCommandForm } from '../test/support/slack-signer.js';
import { percentile } from './support/figures.js';
import { benchBotToken, benchSigningSecret, startRealApp } from './support/real-app.js';

const signingSecret = benchSigningSecret;
const logger = createLogger({ level: 'silent' });

const summary = (samples: readonly number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms  p99 ${percentile(samples, 99).toFixed(1)} ms  (n=${samples.length})`;

type Outcome = 'right' | 'wrong' | 'choices' | 'not found' | 'no model' | 'unread';

/** A picture with the class it is counted in. */
type ClassedPicture = PlatePicture & { photoClass: string };

async function labelledSets(pictures: readonly ClassedPicture[]): Promise<void> {
  const stack = await startLookupStack({ logger });
  const reader = createPictureReader({ timeoutMs: 60_000 });
  try {
    stack.engine.warm(defaultScope);
    await stack.engine.whenWarm(defaultScope);
    const times: number[] = [];
    const counts = new Map<string, Map<Outcome, number>>();
    const count = (photoClass: string, outcome: Outcome) => {
      const of = counts.get(photoClass) ?? new Map<Outcome, number>();
      counts.set(photoClass, of.set(outcome, (of.get(outcome) ?? 0) + 1));
    };
    const misses: string[] = [];
    // Which look each picture's answer came from (the first look read, when none was confirmed).
    const looks = new Map<string, number>();
    for (const picture of pictures) {
      const started = performance.now();
      const { reading, best: plate } = await readPlateOn(reader, stack.engine, picture.bytes);
      if (reading.kind !== 'read' || !plate) {
        count(picture.photoClass, 'unread');
        misses.push(`${picture.name}: ${reading.kind}`);
        continue;
      }
      looks.set(reading.look, (looks.get(reading.look) ?? 0) + 1);
      // Time to the answer: preparation, OCR and look-up together.
      times.push(performance.now() - started);
      let outcome: Outcome;
      if (plate.kind === 'no_model') outcome = 'no model';
      else if (plate.result.kind === 'answer') {
        const skus = plate.result.rows.map((row) => row.sku).sort();
        outcome = skus.join() === [...picture.skus].sort().join() ? 'right' : 'wrong';
      } else outcome = plate.result.kind === 'choices' ? 'choices' : 'not found';
      count(picture.photoClass, outcome);
      if (outcome !== 'right')
        misses.push(
          `${picture.name} ${picture.brandName} ${picture.printed}: ${outcome}${plate.kind === 'result' ? ` (read ${plate.echo.model})` : ''}`,
        );
    }
    console.log(
      `time to the answer per picture (one at a time): p50 ${percentile(times, 50).toFixed(0)} ms  p95 ${percentile(times, 95).toFixed(0)} ms  (n=${times.length})`,
    );
    let wrong = 0;
    for (const [photoClass, of] of counts) {
      const total = [...of.values()].reduce((a, b) => a + b, 0);
      const right = of.get('right') ?? 0;
      wrong += of.get('wrong') ?? 0;
      console.log(
        `${photoClass.padEnd(24)} ${right}/${total} right (${((100 * right) / total).toFixed(0)} %); ` +
          (['wrong', 'choices', 'not found', 'no model', 'unread'] as const)
            .map((outcome) => `${outcome} ${of.get(outcome) ?? 0}`)
            .join(', '),
      );
    }
    console.log(`wrong SKUs across all: ${wrong}`);
    console.log(`answered by look: ${[...looks].map(([look, n]) => `${look} ${n}`).join(', ')}`);
    for (const miss of misses) console.log(`  missed: ${miss}`);
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

async function acksWhileReading(pictures: readonly PhonePicture[]): Promise<void> {
  // The stand-in serves shared files to the app's own bot token (else every download is refused).
  const standIn = await startSlackStandIn({ botToken: benchBotToken });
  const real = await startRealApp(standIn, { catalogue: sampleCatalogue() });
  const url = real.url;
  try {
    await acks(url, standIn, 20);
    const alone = await acks(url, standIn, 200);
    // Five pictures, one of each of the first classes (the 12-megapixel frame among them).
    const reading = photoClasses
      .slice(0, 5)
      .map((photoClass) => pictures.find((picture) => picture.photoClass === photoClass))
      .filter((picture) => picture !== undefined);
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
    for (const call of answers())
      console.log(`  answer: ${String(call.body.text).slice(0, 100).replace(/\n/g, ' / ')}`);
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
  const catalogue = sampleCatalogue();
  const earlier = await drawPlateSet({ catalogue, market: defaultScope.market, count: 44 });
  const phone = await drawPhoneSet({ catalogue, market: defaultScope.market, perClass: 6 });
  const classed = [...earlier.map((picture) => ({ ...picture, photoClass: 'earlier hard set' })), ...phone];
  if (photoClasses.some((photoClass) => !phone.some((picture) => picture.photoClass === photoClass)))
    throw new Error('a picture class is missing');
  await labelledSets(classed);
  await acksWhileReading(phone);
}
