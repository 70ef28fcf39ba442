/** Which bytes a shared picture is read from: the file itself, or a HEIC photo's largest JPEG rendition. */
import { describe, expect, it } from 'vitest';
import type { SharedFile } from '../../../src/slack/files/shared-file.js';
import { pictureSource } from '../../../src/slack/photos/photo-reply.js';

const file = (fields: Partial<SharedFile>): SharedFile => ({
  id: 'F0PHOTO',
  name: 'plate.jpg',
  mimetype: 'image/jpeg',
  filetype: 'jpg',
  url_private_download: 'https://files.slack.com/files-pri/T0-F0PHOTO/download/plate.jpg',
  ...fields,
});

describe('pictureSource', () => {
  it('reads a JPEG, PNG or WebP picture itself', () => {
    const jpeg = file({});
    expect(pictureSource(jpeg)).toBe(jpeg);
  });

  it('reads a HEIC photo from the largest JPEG rendition Slack made of it', () => {
    const heic = file({
      name: 'IMG_0042.HEIC',
      mimetype: 'image/heic',
      filetype: 'heic',
      size: 3_000_000,
      thumb_480: 'https://files.slack.com/files-tmb/T0-F0PHOTO/img_0042_480.jpg',
      thumb_1024: 'https://files.slack.com/files-tmb/T0-F0PHOTO/img_0042_1024.jpg',
    });
    expect(pictureSource(heic)).toMatchObject({
      url_private_download: 'https://files.slack.com/files-tmb/T0-F0PHOTO/img_0042_1024.jpg',
      size: undefined,
    });
  });

  it('keeps a HEIC photo without renditions as it is (the decoder then says it is not a picture it reads)', () => {
    const heic = file({ name: 'IMG_0042.heic', mimetype: 'image/heic', filetype: 'heic' });
    expect(pictureSource(heic)).toBe(heic);
  });
});
