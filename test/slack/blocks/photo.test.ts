/** Photo messages: what was read heads the answer, escaped like typed text; plain notices. */
import { describe, expect, it } from 'vitest';
import { message, sectionBlock } from '../../../src/slack/blocks/message.js';
import {
  buildPhotoNotice,
  buildPhotoReadingMessage,
  withPhotoEcho,
} from '../../../src/slack/blocks/photo.js';

describe('photo messages', () => {
  it('heads the answer with what was read, the brand after the model line', () => {
    const answer = message('Daikin FTXM25R: CFWIFDAI001R000', [sectionBlock('*CFWIFDAI001R000*')], 'en');
    const reply = withPhotoEcho(answer, { model: 'MODEL FTXM25R2V1B', brand: 'Daikin' }, 'en');
    expect(reply.text).toBe(
      'Read from the photo: MODEL FTXM25R2V1B, Daikin\nDaikin FTXM25R: CFWIFDAI001R000',
    );
    expect(reply.blocks).toHaveLength(2);
    expect(JSON.stringify(reply.blocks[0])).toContain('Read from the photo: MODEL FTXM25R2V1B, Daikin');
  });

  it('escapes what OCR read: a picture cannot ping the channel or carry a link', () => {
    const reply = withPhotoEcho(
      message('x', [], 'en'),
      { model: 'MODEL <!channel> <http://x.test|FTXM25R>' },
      'en',
    );
    expect(reply.text).not.toContain('<!channel>');
    expect(reply.text).not.toContain('<http');
  });

  it('says "Reading the photo…" first, and plain notices in the user\'s language', () => {
    expect(buildPhotoReadingMessage('fr').text).toContain('Lecture de la photo…');
    expect(buildPhotoNotice('es', 'photo.noModel').text).toContain('No pude leer ningún modelo');
    expect(buildPhotoNotice('en', 'photo.tooLarge', { size: '20 MB' }).text).toContain('20 MB at most');
  });
});
