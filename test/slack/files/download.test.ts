/**
 * Reading shared files from the Slack stand-in: the bytes with the bot token, nothing for
 * another token, size and time limits, no token sent off Slack's hosts, no token in errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadSharedFile, FileDownloadError, isSlackFileUrl } from '../../../src/slack/files/download.js';
import { sharedFiles } from '../../../src/slack/files/shared-file.js';
import { botToken, type SlackStandIn, startSlackStandIn } from '../../support/slack-api.js';

let standIn: SlackStandIn;
beforeAll(async () => {
  standIn = await startSlackStandIn();
});
afterAll(() => standIn.close());

const options = () => ({ botToken, apiUrl: standIn.apiUrl, maxBytes: 1000, timeoutMs: 2000 });

const failure = async (promise: Promise<unknown>): Promise<FileDownloadError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FileDownloadError);
  return error as FileDownloadError;
};

describe('downloadSharedFile', () => {
  it('reads a shared file with the bot token', async () => {
    const [file] = sharedFiles({
      files: [standIn.shareFile({ name: 'units.csv', content: 'daikin;ftxm25r;2' })],
    });
    if (!file) throw new Error('the file object did not read');
    const bytes = await downloadSharedFile(file, options());
    expect(bytes.toString('utf8')).toBe('daikin;ftxm25r;2');
    expect(standIn.downloads.at(-1)).toMatchObject({ fileId: file.id, served: true });
  });

  it('says "not accessible" when Slack answers with its sign-in page (another token)', async () => {
    const [file] = sharedFiles({ files: [standIn.shareFile({ name: 'units.csv', content: 'x' })] });
    if (!file) throw new Error('the file object did not read');
    const error = await failure(downloadSharedFile(file, { ...options(), botToken: 'xoxb-someone-else' }));
    expect(error.reason).toBe('not_accessible');
    expect(standIn.downloads.at(-1)).toMatchObject({ fileId: file.id, served: false });
  });

  it('refuses a file over the size limit, whether its size is declared or not', async () => {
    const big = 'x'.repeat(1500);
    const [declared] = sharedFiles({ files: [standIn.shareFile({ name: 'big.csv', content: big })] });
    const [understated] = sharedFiles({
      files: [standIn.shareFile({ name: 'big.csv', content: big, size: 10 })],
    });
    if (!declared || !understated) throw new Error('the file objects did not read');
    const before = standIn.downloads.length;
    expect((await failure(downloadSharedFile(declared, options()))).reason).toBe('too_large');
    expect(standIn.downloads.length).toBe(before);
    expect((await failure(downloadSharedFile(understated, options()))).reason).toBe('too_large');
  });

  it('gives up after the time limit', async () => {
    const [file] = sharedFiles({
      files: [standIn.shareFile({ name: 'slow.csv', content: 'x', delayMs: 1000 })],
    });
    if (!file) throw new Error('the file object did not read');
    const error = await failure(downloadSharedFile(file, { ...options(), timeoutMs: 100 }));
    expect(error.reason).toBe('timeout');
  });

  it('never sends the token off Slack, and never names it or the URL in an error', async () => {
    const shared = standIn.shareFile({ name: 'units.csv', content: 'x' });
    const elsewhere = { ...shared, url_private_download: 'http://127.0.0.2:9/steal', url_private: undefined };
    const [file] = sharedFiles({ files: [elsewhere] });
    if (!file) throw new Error('the file object did not read');
    const error = await failure(downloadSharedFile(file, options()));
    expect(error.reason).toBe('not_accessible');
    const [wrong] = sharedFiles({ files: [shared] });
    if (!wrong) throw new Error('the file object did not read');
    const refused = await failure(downloadSharedFile(wrong, { ...options(), botToken: 'xoxb-secret-value' }));
    expect(`${refused.message} ${refused.stack}`).not.toContain('xoxb-secret-value');
    expect(refused.message).not.toContain(shared.url_private_download);
  });
});

describe('isSlackFileUrl', () => {
  it('accepts Slack file hosts of the API URL, nothing else', () => {
    const api = 'https://slack.com/api/';
    expect(isSlackFileUrl('https://files.slack.com/files-pri/T1-F1/download/a.csv', api)).toBe(true);
    expect(isSlackFileUrl('https://files.slack-gov.com/files-pri/a.csv', 'https://slack-gov.com/api/')).toBe(
      true,
    );
    expect(isSlackFileUrl('http://files.slack.com/a.csv', api)).toBe(false);
    expect(isSlackFileUrl('https://files.slack.com.evil.example/a.csv', api)).toBe(false);
    expect(isSlackFileUrl('https://evilslack.com/a.csv', api)).toBe(false);
    expect(isSlackFileUrl('https://user:pw@files.slack.com/a.csv', api)).toBe(false);
    expect(isSlackFileUrl('not a url', api)).toBe(false);
  });
});
