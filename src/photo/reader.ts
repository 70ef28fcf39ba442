/**
 * The picture reader: bytes in, the text on the picture out, one picture at a time (p-limit).
 * Pictures come from the job queue (src/jobs: one photo job at a time per instance, the others
 * waiting in the store, spread over the instances), so no queue of its own is bounded here. Each
 * is refused above `maxBytes`, and each gets `timeoutMs` from the moment its turn comes
 * (preparation and OCR together): past it the OCR worker is stopped, so a picture that never
 * ends cannot hold up the ones behind it, and the next picture gets a fresh worker. Never
 * rejects: every way a read can end is a `PictureReading`.
 */
import pLimit from 'p-limit';
import { settleWithin } from '../shared/deadline.js';
import { PrepareError, preparePicture } from './prepare.js';
import { TesseractWorker } from './tesseract.js';

export type PictureReading =
  | { kind: 'read'; text: string; confidence: number; ms: number }
  | { kind: 'not_image' }
  | { kind: 'too_large' }
  | { kind: 'timeout' }
  | { kind: 'failed' };

export interface ReaderOptions {
  maxBytes: number;
  timeoutMs: number;
}

export const defaultReaderOptions: ReaderOptions = {
  maxBytes: 20 * 1024 * 1024,
  timeoutMs: 20_000,
};

export interface PictureReader {
  /** The size limit: larger pictures are refused (`too_large`) unread. */
  readonly maxBytes: number;
  read(bytes: Buffer): Promise<PictureReading>;
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

  const readNow = async (bytes: Buffer): Promise<PictureReading> => {
    const started = performance.now();
    const settled = await settleWithin(async () => {
      const prepared = await preparePicture(bytes);
      return worker.recognise(prepared.png);
    }, limits.timeoutMs);
    switch (settled.kind) {
      case 'done':
        return {
          kind: 'read',
          text: settled.value.text,
          confidence: settled.value.confidence,
          ms: performance.now() - started,
        };
      case 'timeout':
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
    async read(bytes) {
      if (closed) return { kind: 'failed' };
      if (bytes.length > limits.maxBytes) return { kind: 'too_large' };
      return turns(() => readNow(bytes)).catch((): PictureReading => ({ kind: 'failed' }));
    },
    queued: () => turns.pendingCount,
    async close() {
      closed = true;
      turns.clearQueue();
      await worker.stop();
    },
  };
}
