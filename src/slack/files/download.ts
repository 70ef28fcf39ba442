/**
 * A shared file's bytes from `url_private_download` with the bot token, within a size and a time
 * limit. The token goes only to Slack's own hosts and never follows a redirect; neither it nor the
 * file's URL ever reaches an error or a log line. Slack's HTML sign-in page is "not accessible".
 */
import { request } from 'undici';
import type { SharedFile } from './shared-file.js';

export type DownloadFailure = 'too_large' | 'timeout' | 'not_accessible' | 'failed';

export class FileDownloadError extends Error {
  constructor(
    readonly reason: DownloadFailure,
    detail: string,
  ) {
    super(`Could not read the shared file: ${detail}`);
    this.name = 'FileDownloadError';
  }
}

export interface DownloadOptions {
  botToken: string;
  /** SLACK_API_URL: the token goes to its host and that host's subdomains only. */
  apiUrl: string;
  maxBytes: number;
  timeoutMs: number;
}

/** A shared file's bytes, read with the bot token, at most `maxBytes`; rejects with a FileDownloadError. */
export type DownloadFile = (file: SharedFile, maxBytes: number) => Promise<Buffer>;

/** Lists: a 500-line spreadsheet is tens of kilobytes. */
export const maxListFileBytes = 1024 * 1024;
export const downloadTimeoutMs = 15_000;

/** The part of a host name files may come from: `slack.com` for `slack.com`, `api.slack.com`, `files.slack.com`. */
const slackDomain = (hostname: string): string => hostname.replace(/^(api|files|www)\./, '');

/** True when the URL is on Slack's hosts (see the module comment), by the API URL's own protocol or https. */
export function isSlackFileUrl(url: string, apiUrl: string): boolean {
  let file: URL;
  let api: URL;
  try {
    file = new URL(url);
    api = new URL(apiUrl);
  } catch {
    return false;
  }
  if (file.protocol !== 'https:' && file.protocol !== api.protocol) return false;
  if (file.username !== '' || file.password !== '') return false;
  const domain = slackDomain(api.hostname);
  const sameHost = file.hostname === api.hostname && (file.port === api.port || file.protocol === 'https:');
  return sameHost || file.hostname === domain || file.hostname.endsWith(`.${domain}`);
}

/** Stops reading a body: the abort it causes is expected, not an error to report. */
const discard = (body: NodeJS.ReadableStream & { destroy(): void }): void => {
  body.on('error', () => {});
  body.destroy();
};

/** The file's bytes; rejects with a FileDownloadError. */
export async function downloadSharedFile(file: SharedFile, options: DownloadOptions): Promise<Buffer> {
  const url = file.url_private_download ?? file.url_private;
  if (url === undefined || !isSlackFileUrl(url, options.apiUrl))
    throw new FileDownloadError('not_accessible', 'no download address on Slack');
  if (file.size !== undefined && file.size > options.maxBytes)
    throw new FileDownloadError('too_large', `${file.size} bytes, more than ${options.maxBytes}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await request(url, {
      method: 'GET',
      headers: { authorization: `Bearer ${options.botToken}` },
      signal: controller.signal,
    });
    const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
    if (response.statusCode !== 200 || contentType.startsWith('text/html')) {
      discard(response.body);
      throw new FileDownloadError('not_accessible', `Slack answered ${response.statusCode}`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      discard(response.body);
      throw new FileDownloadError('too_large', `${declared} bytes, more than ${options.maxBytes}`);
    }
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of response.body) {
      // undici's body yields Buffers.
      const bytes: Buffer = chunk;
      length += bytes.length;
      if (length > options.maxBytes) {
        discard(response.body);
        throw new FileDownloadError('too_large', `more than ${options.maxBytes} bytes`);
      }
      chunks.push(bytes);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof FileDownloadError) throw error;
    if (controller.signal.aborted)
      throw new FileDownloadError('timeout', `no complete answer within ${options.timeoutMs} ms`);
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    throw new FileDownloadError('failed', typeof code === 'string' ? code : 'network error');
  } finally {
    clearTimeout(timer);
  }
}
