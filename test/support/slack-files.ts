/**
 * The file side of the Slack Web API stand-in (slack-api.ts): files a test "shares" are served
 * at their `url_private_download` to the bot token alone (anything else, and the bot's token for
 * a file in a channel the app is not in, gets Slack's login page, as real Slack does), and uploads go the way `files.uploadV2` of @slack/web-api makes
 * them: `files.getUploadURLExternal`, a multipart POST of the bytes to the `upload_url`, then
 * `files.completeUploadExternal`, which posts the file to a channel or thread. Completed
 * uploads are kept, bytes included, for tests to read. `files.info` describes a shared file as
 * the event did; `files.list` lists the files uploaded to a channel (`channel`), newest first.
 * A file shared from another organisation (Slack Connect) is put in an event as Slack puts it,
 * a stub (`file_access: "check_file_info"`), and described whole only by `files.info`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A file as Slack describes it in `message` and `app_mention` events (`event.files[]`). */
export interface SharedFileObject {
  id: string;
  name: string;
  title: string;
  mimetype: string;
  filetype: string;
  size: number;
  url_private: string;
  url_private_download: string;
  mode: 'hosted';
}

/** A Slack Connect file as an event carries it: only its id, the rest through `files.info`. */
export interface ConnectFileStub {
  id: string;
  mode: 'file_access';
  file_access: 'check_file_info';
  created: 0;
  timestamp: 0;
  user: '';
}

export interface FileToShare {
  name: string;
  content: Buffer | string;
  /** Default from the name's extension (`text/csv`, `image/png`, …). */
  mimetype?: string;
  /** Slack's file type; default the name's extension. */
  filetype?: string;
  /** What the file object claims (default the real length): a lie tests a size check. */
  size?: number;
  /** Serve the bytes this slowly (ms before the body starts). */
  delayMs?: number;
  /** Shared in a channel the app is not in: even the bot token gets the login page. */
  outsideApp?: boolean;
  /** `files.info` answers `{ ok: false, error }` for this file (Slack will not describe it). */
  infoError?: string;
}

export interface RecordedUpload {
  fileId: string;
  filename: string;
  title: string | undefined;
  content: Buffer;
  channelId: string | undefined;
  threadTs: string | undefined;
  initialComment: string | undefined;
}

export interface RecordedDownload {
  fileId: string;
  authorization: string | undefined;
  /** False when the request did not carry the bot token (it got the login page). */
  served: boolean;
}

const mimetypes: Record<string, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

const extensionOf = (name: string): string => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

type Body = Record<string, unknown>;

export interface FileDesk {
  share(file: FileToShare): SharedFileObject;
  /** Shares a file from another organisation: the stub an event carries. */
  shareConnect(file: FileToShare): ConnectFileStub;
  readonly uploads: RecordedUpload[];
  readonly downloads: RecordedDownload[];
  /** Web API methods this desk answers. */
  methods: Map<string, (body: Body) => Body>;
  /** Handles `/files/…` and `/upload/…`; false for any other path. */
  route(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
}

export function createFileDesk(base: () => string, botToken: string, notify: () => void): FileDesk {
  const shared = new Map<string, FileToShare & { bytes: Buffer }>();
  const pending = new Map<string, { filename: string; content?: Buffer }>();
  const uploads: RecordedUpload[] = [];
  const downloads: RecordedDownload[] = [];
  let sequence = 0;

  const described = new Map<string, SharedFileObject>();
  const share = (file: FileToShare): SharedFileObject => {
    const id = `F${String(++sequence).padStart(8, '0')}`;
    const bytes = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8');
    shared.set(id, { ...file, bytes });
    const object = describe(id, file, bytes);
    described.set(id, object);
    return object;
  };

  function describe(id: string, file: FileToShare, bytes: Buffer): SharedFileObject {
    const extension = extensionOf(file.name);
    const url = `${base()}/files/${id}/${encodeURIComponent(file.name)}`;
    return {
      id,
      name: file.name,
      title: file.name,
      mimetype: file.mimetype ?? mimetypes[extension] ?? 'application/octet-stream',
      filetype: file.filetype ?? (extension || 'binary'),
      size: file.size ?? bytes.length,
      url_private: url,
      url_private_download: `${url}?download=1`,
      mode: 'hosted',
    };
  }

  const serveFile = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const id = path.split('/')[2] ?? '';
    const file = shared.get(id);
    const authorization = req.headers.authorization;
    const served = file !== undefined && !file.outsideApp && authorization === `Bearer ${botToken}`;
    downloads.push({ fileId: id, authorization, served });
    notify();
    if (!file) return void res.writeHead(404).end();
    if (!served) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end('<!DOCTYPE html><html><body>Sign in to Slack</body></html>');
    }
    if (file.delayMs) await new Promise((resolve) => setTimeout(resolve, file.delayMs));
    res.writeHead(200, {
      'content-type': file.mimetype ?? mimetypes[extensionOf(file.name)] ?? 'application/octet-stream',
      'content-length': String(file.bytes.length),
    });
    res.end(file.bytes);
  };

  const receiveUpload = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const id = path.split('/')[2] ?? '';
    const upload = pending.get(id);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (!upload || req.method !== 'POST') return void res.writeHead(404).end();
    const form = await new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    })
      .formData()
      .catch(() => undefined);
    const part = form?.get('body') ?? form?.get('file');
    if (part === null || part === undefined) return void res.writeHead(400).end('no file part');
    upload.content =
      typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(await part.arrayBuffer());
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`OK - ${upload.content.length}`);
  };

  const methods = new Map<string, (body: Body) => Body>([
    [
      'files.info',
      (body) => {
        const id = String(body.file);
        const infoError = shared.get(id)?.infoError;
        if (infoError) return { ok: false, error: infoError };
        const file = described.get(id);
        return file ? { ok: true, file } : { ok: false, error: 'file_not_found' };
      },
    ],
    [
      'files.list',
      (body) => ({
        ok: true,
        files: uploads
          .filter((upload) => body.channel === undefined || upload.channelId === body.channel)
          .map((upload) => ({ id: upload.fileId, name: upload.filename, title: upload.title }))
          .reverse(),
      }),
    ],
    [
      'files.getUploadURLExternal',
      (body) => {
        if (typeof body.filename !== 'string' || body.length === undefined)
          return { ok: false, error: 'invalid_arguments' };
        const fileId = `F${String(++sequence).padStart(8, '0')}`;
        pending.set(fileId, { filename: body.filename });
        return { ok: true, upload_url: `${base()}/upload/${fileId}`, file_id: fileId };
      },
    ],
    [
      'files.completeUploadExternal',
      (body) => {
        const files = Array.isArray(body.files) ? (body.files as { id?: string; title?: string }[]) : [];
        const done = files.map((file) => ({ file, upload: pending.get(file.id ?? '') }));
        if (done.length === 0 || done.some(({ upload }) => upload?.content === undefined))
          return { ok: false, error: 'file_not_found' };
        for (const { file, upload } of done) {
          pending.delete(file.id ?? '');
          uploads.push({
            fileId: file.id ?? '',
            filename: upload?.filename ?? '',
            title: file.title,
            content: upload?.content ?? Buffer.alloc(0),
            channelId: typeof body.channel_id === 'string' ? body.channel_id : undefined,
            threadTs: typeof body.thread_ts === 'string' ? body.thread_ts : undefined,
            initialComment: typeof body.initial_comment === 'string' ? body.initial_comment : undefined,
          });
        }
        notify();
        return { ok: true, files: done.map(({ file }) => ({ id: file.id, title: file.title })) };
      },
    ],
  ]);

  return {
    share,
    shareConnect: (file) => ({
      id: share(file).id,
      mode: 'file_access',
      file_access: 'check_file_info',
      created: 0,
      timestamp: 0,
      user: '',
    }),
    uploads,
    downloads,
    methods,
    async route(req, res, path) {
      if (path.startsWith('/files/')) {
        await serveFile(req, res, path);
        return true;
      }
      if (path.startsWith('/upload/')) {
        await receiveUpload(req, res, path);
        return true;
      }
      return false;
    },
  };
}
