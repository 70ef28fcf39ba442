/**
 * The picture reader's OCR at work, on a plate drawn by the generator and the real Tesseract
 * worker: one picture read at a time, looks taken again until one is confirmed within their time,
 * a picture over its time limit abandoned and the next read by a fresh worker (reader.test.ts
 * keeps one read and the refusals in npm test).
 */
import { describe, expect, it } from 'vitest';
import { lookNames } from '../../src/photo/looks.js';
import { createPictureReader } from '../../src/photo/reader.js';
import { usePlateReader } from '../support/plate-reader.js';

const rig = usePlateReader();

describe('the picture reader', () => {
  it('reads one picture at a time: a second waits its turn and is read afterwards', async () => {
    const first = rig.reader.read(rig.plate.bytes);
    const second = rig.reader.read(rig.plate.bytes);
    expect(rig.reader.queued()).toBe(1);
    expect((await first).kind).toBe('read');
    expect((await second).kind).toBe('read');
  }, 90_000);
});

describe('looking again', () => {
  it('looks again while the catalogue does not confirm a look, and stops at the first it confirms', async () => {
    const seen: string[] = [];
    const reading = await rig.reader.read(rig.plate.bytes, async (text) => {
      seen.push(text);
      return seen.length === 2;
    });
    expect(seen).toHaveLength(2);
    expect(reading).toMatchObject({
      kind: 'read',
      look: lookNames[1],
      looks: 2,
      confirmed: true,
      text: seen[1],
    });
  }, 60_000);

  it('starts no look past its time, and gives what the first look read when none was confirmed', async () => {
    const hasty = createPictureReader({ looksMs: 0 });
    try {
      const seen: string[] = [];
      const reading = await hasty.read(rig.plate.bytes, async (text) => {
        seen.push(text);
        return false;
      });
      expect(seen).toHaveLength(1);
      expect(reading).toMatchObject({
        kind: 'read',
        look: 'crop',
        looks: 1,
        confirmed: false,
        text: seen[0],
      });
    } finally {
      await hasty.close();
    }
  }, 60_000);
});

describe('a picture over its time limit', () => {
  it('is abandoned with `timeout`, and the next picture is read by a fresh worker', async () => {
    const hasty = createPictureReader({ timeoutMs: 1 });
    try {
      expect(await hasty.read(rig.plate.bytes)).toEqual({ kind: 'timeout' });
    } finally {
      await hasty.close();
    }
    const reading = await rig.reader.read(rig.plate.bytes);
    expect(reading.kind).toBe('read');
  }, 60_000);
});
