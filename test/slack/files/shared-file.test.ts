/** Sorting shared files: lists the app reads, pictures, and everything else. */
import { describe, expect, it } from 'vitest';
import { listFormat, sharedFileKind, sharedFiles } from '../../../src/slack/files/shared-file.js';

const file = (name: string, filetype = '', mimetype = '') => ({ name, filetype, mimetype });

describe('sharedFileKind', () => {
  it('reads .csv, .tsv, .txt and .xlsx as lists, whatever Slack calls them', () => {
    expect(listFormat(file('Units.CSV', 'text', 'text/plain'))).toBe('csv');
    expect(listFormat(file('units.tsv'))).toBe('tsv');
    expect(listFormat(file('units.txt', 'text'))).toBe('txt');
    expect(listFormat(file('tender.xlsx', 'xlsx'))).toBe('xlsx');
    expect(listFormat(file('pasted', 'text', 'text/plain'))).toBe('txt');
    expect(sharedFileKind(file('units.csv'))).toBe('list');
  });

  it('tells pictures from other files; a known extension wins over the MIME type', () => {
    expect(sharedFileKind(file('plate.jpg', 'jpg', 'image/jpeg'))).toBe('image');
    expect(sharedFileKind(file('IMG_0001.HEIC', 'heic', 'image/heic'))).toBe('image');
    expect(sharedFileKind(file('plate', '', 'image/png'))).toBe('image');
    expect(sharedFileKind(file('tender.pdf', 'pdf', 'application/pdf'))).toBe('other');
    expect(sharedFileKind(file('units.xls', 'xls', 'application/vnd.ms-excel'))).toBe('other');
    expect(sharedFileKind(file('archive.zip', 'zip', 'text/plain'))).toBe('other');
  });
});

describe('sharedFiles', () => {
  it('keeps the entries that read as files, tombstones dropped', () => {
    const files = sharedFiles({
      files: [
        { id: 'F1', name: 'a.csv', url_private_download: 'https://files.slack.com/a.csv', size: 3 },
        { id: 'F2', mode: 'tombstone' },
        { name: 'no id' },
        'junk',
      ],
    });
    expect(files.map((f) => f.id)).toEqual(['F1']);
    expect(sharedFiles({})).toEqual([]);
  });
});
