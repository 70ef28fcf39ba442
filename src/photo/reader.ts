/**
 * The picture reader: bytes in, the text on the picture out, one picture at a time (p-limit).
 * A picture is looked at more than once when a caller asks (`confirm`): the plate's crop first,
 * then the other looks of looks.ts in their fixed order, until `confirm` accepts what one read;
 * no look starts once `looksMs` have passed, and each after the first gets at most `lookMs`.
 * Pictures come from the job queue (src/jobs: one photo job at a time per instance, the others
 * waiting in the store, spread over the instances), so no queue of its own is bounded here. Each
 * is refused above `maxBytes`, and each gets `timeoutMs` from the moment its turn comes
 * (preparation and OCR together): past it the OCR worker is stopped, so a picture that never
 * ends cannot hold up the ones behind it, and the next picture gets a fresh worker. Never
 * rejects: every way a read can end is a `PictureReading`.
 */
import pLimit from 'p-limit';
import { settleWithin } from '../shared/deadline.js';
import { cropPlate } from './crop.js';
import { type LookName, lookNames, lookPng } from './looks.js';
import { PrepareError, readHeader } from './prepare.js';
import { TesseractWorker } from './tesseract.js';

export type PictureReading =
  | {
      kind: 'read';
      /** What the accepted look read; when none was accepted, what the first one read. */
      text: string;
      confidence: number;
      ms: number;
      /** The look whose text this is, and how many were tried. */
      look: LookName;
      looks: number;
      /** `confirm` accepted it (always false when no `confirm` was given). */
      confirmed: boolean;
    }
  | { kind: 'not_image' }
  | { kind: 'too_large' }
  | { kind: 'timeout' }
  | { kind: 'failed' };

export interface ReaderOptions {
  maxBytes: number;
  /** The whole picture's time: preparation, every look, every `confirm`. */
  timeoutMs: number;
  /** No further look starts after this long. */
  looksMs: number;
  /** One look's time (preparation and OCR), after the first (which has the whole `timeoutMs`). */
  lookMs: number;
}

export const defaultReaderOptions: ReaderOptions = {
  maxBytes: 20 * 1024 * 1024,
  timeoutMs: 20_000,
  looksMs: 9_000,
  lookMs: 6_000,
};

/** Says whether what a look read is a model the catalogue holds: the looks stop at the first yes. */
export type ConfirmReading = (text: string) => Promise<boolean>;

export interface PictureReader {
  /** The size limit: larger pictures are refused (`too_large`) unread. */
  readonly maxBytes: number;
  /** Without `confirm`, one look (the crop); with it, looks until one is confirmed. */
  read(bytes: Buffer, confirm?: ConfirmReading): Promise<PictureReading>;
  /** Pictures waiting, not counting the one being read. */
  queued(): number;
  /** Stops the OCR worker; pictures still queued are answered `failed`. */
  close(): Promise<void>;
}

export function createPictureReader(options: Partial<ReaderOptions> = {}): PictureReader {
  const limits = { ...defaultReaderOptions, ...options };
  const worker = new TesseractWorker();
  // One picture at a time; closing rejects those still waiting (answered `failed`).
  const turns = pLimit({ concurrency: 1, rejectOnClear: true });
  let closed = false;

  /**
   * The looks at one picture, until one is confirmed, time runs out or `abandoned()` (then
   * `timeout`, though the picture was answered so already).
   */
  const look = async (
    bytes: Buffer,
    started: number,
    abandoned: () => boolean,
    confirm?: ConfirmReading,
  ): Promise<PictureReading> => {
    const header = await readHeader(bytes);
    const crop = await cropPlate(bytes, header).catch(() => {
      throw new PrepareError('not_image', 'the picture data is damaged');
    });
    let first: Extract<PictureReading, { kind: 'read' }> | undefined;
    for (const [tried, name] of lookNames.entries()) {
      const elapsed = performance.now() - started;
      if (abandoned() || (first && elapsed > limits.looksMs)) break;
      // A look cut off (its time, or the picture's) goes no further: no OCR started for it, nothing
      // confirmed, so it never takes the worker from the next picture.
      let cut = false;
      const goOn = () => {
        if (cut || abandoned()) throw new Error('look cut off');
      };
      const settled = await settleWithin(
        async () => {
          const png = await lookPng(name, crop, bytes);
          goOn();
          const { text, confidence } = await worker.recognise(png);
          goOn();
          return { text, confidence, confirmed: confirm ? await confirm(text) : false };
        },
        // The first look has the picture's whole time, as the only look had before there were more.
        Math.min(first ? limits.lookMs : Number.POSITIVE_INFINITY, limits.timeoutMs - elapsed),
      );
      if (settled.kind !== 'done') {
        cut = true;
        // Abandoned: the worker was stopped already, and may be the next picture's by now.
        if (abandoned()) return { kind: 'timeout' };
        // A look over its time, or failing: its worker is stopped; what was read so far stands.
        await worker.stop();
        if (first) break;
        if (settled.kind === 'timeout') return { kind: 'timeout' };
        throw settled.error;
      }
      const reading = {
        kind: 'read' as const,
        ...settled.value,
        ms: performance.now() - started,
        look: name,
        looks: tried + 1,
      };
      if (reading.confirmed || !confirm) return reading;
      first = first ? { ...first, looks: reading.looks, ms: reading.ms } : reading;
    }
    return first ?? { kind: 'timeout' };
  };

  const readNow = async (bytes: Buffer, confirm?: ConfirmReading): Promise<PictureReading> => {
    const started = performance.now();
    let abandoned = false;
    const settled = await settleWithin(
      () => look(bytes, started, () => abandoned, confirm),
      limits.timeoutMs,
    );
    switch (settled.kind) {
      case 'done':
        return settled.value;
      case 'timeout':
        abandoned = true;
        await worker.stop();
        return { kind: 'timeout' };
      case 'failed':
        if (settled.error instanceof PrepareError) return { kind: settled.error.reason };
        await worker.stop();
        return { kind: 'failed' };
    }
  };

  return {
    maxBytes: limits.maxBytes,
    async read(bytes, confirm) {
      if (closed) return { kind: 'failed' };
      if (bytes.length > limits.maxBytes) return { kind: 'too_large' };
      return turns(() => readNow(bytes, confirm)).catch((): PictureReading => ({ kind: 'failed' }));
    },
    queued: () => turns.pendingCount,
    async close() {
      closed = true;
      turns.clearQueue();
      await worker.stop();
    },
  };
}
