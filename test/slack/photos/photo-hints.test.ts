/** What a photo's answer adds when no model was confirmed: "did you mean" above the choices, how to retake it. */
import { describe, expect, it } from 'vitest';
import type { PlateLookup } from '../../../src/photo/plate-lookup.js';
import { message, sectionBlock } from '../../../src/slack/blocks/message.js';
import { withPhotoHints } from '../../../src/slack/photos/photo-hints.js';

const unit = {
  brandId: 1,
  brandName: 'Daikin',
  modelId: 7,
  designation: 'FXFQ20B',
  typeReference: 'WIRED',
};
const scope = { market: 'GB', locale: 'en' };

const plateWith = (result: unknown, code = 'FXFQ2OB'): Extract<PlateLookup, { kind: 'result' }> =>
  ({
    kind: 'result',
    echo: { model: `MODEL ${code}`, code, brand: 'Daikin' },
    result,
  }) as Extract<PlateLookup, { kind: 'result' }>;

const reply = message(
  'Read from the photo: MODEL FXFQ2OB',
  [sectionBlock('header'), sectionBlock('not found')],
  'en',
);

describe('withPhotoHints', () => {
  it('asks "did you mean" with the code read, above the units it may be, and says how to retake the picture', () => {
    const plate = plateWith({ kind: 'not_found', scope, searched: { text: 'x' }, suggestions: [unit] });
    const hinted = withPhotoHints(reply, plate, 'en');
    const texts = hinted.blocks.map((block) => JSON.stringify(block));
    expect(texts).toHaveLength(4);
    expect(texts[1]).toContain('I read *FXFQ2OB* on the plate');
    expect(texts[1]).toContain('did you mean one of the units below?');
    expect(texts[2]).toContain('not found');
    expect(texts[3]).toContain('retake the photo: closer');
    expect(hinted.text).not.toMatch(/CFW|SKU/);
  });

  it('says only how to retake the picture when nothing near a unit was read', () => {
    const plate = plateWith({ kind: 'not_found', scope, searched: { text: 'x' }, suggestions: [] });
    const hinted = withPhotoHints(reply, plate, 'fr');
    expect(hinted.blocks).toHaveLength(3);
    expect(JSON.stringify(hinted.blocks[2])).toContain('reprenez la photo\u202f: de plus près');
  });

  it('adds nothing to an answer or to choices', () => {
    expect(withPhotoHints(reply, plateWith({ kind: 'choices', scope }), 'en')).toBe(reply);
    expect(withPhotoHints(reply, plateWith({ kind: 'answer', scope }), 'en')).toBe(reply);
  });

  it('escapes the code read: a picture cannot ping the channel', () => {
    const plate = plateWith(
      { kind: 'not_found', scope, searched: { text: 'x' }, suggestions: [unit] },
      '<!channel>',
    );
    expect(JSON.stringify(withPhotoHints(reply, plate, 'en'))).not.toContain('<!channel>');
  });
});
