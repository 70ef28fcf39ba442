/**
 * Files users share with the app, sorted by what it can do with them: a list, a picture (a rating
 * plate), or anything else. The name's extension goes first, then Slack's file and MIME type, so a
 * `.csv` Slack calls "text" is still a list.
 */
import { z } from 'zod';
import { type ListExtension, listExtensions } from '../../project-lists/read-file.js';

export const sharedFileSchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  title: z.string().optional(),
  mimetype: z.string().default(''),
  filetype: z.string().default(''),
  size: z.number().nonnegative().optional(),
  url_private_download: z.string().optional(),
  url_private: z.string().optional(),
  /** JPEG renditions Slack makes of a picture (HEIC included), by their long side in pixels. */
  thumb_1024: z.string().optional(),
  thumb_960: z.string().optional(),
  thumb_800: z.string().optional(),
  thumb_720: z.string().optional(),
  thumb_480: z.string().optional(),
  thumb_360: z.string().optional(),
  /** `tombstone`, `external`, `snippet`, `hosted`… only hosted files have bytes to read. */
  mode: z.string().optional(),
});
export type SharedFile = z.infer<typeof sharedFileSchema>;

export type SharedFileKind = 'list' | 'image' | 'other';

export { type ListExtension, listExtensions };

const listFiletypes: Record<string, ListExtension> = {
  csv: 'csv',
  tsv: 'tsv',
  text: 'txt',
  txt: 'txt',
  xlsx: 'xlsx',
};
const listMimetypes: Record<string, ListExtension> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'text/plain': 'txt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
const imageExtensions = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'tif', 'tiff', 'heic', 'heif']);

const extensionOf = (name: string): string => /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase() ?? '';

/** The list format a file is in, or undefined when it is not one the app reads. */
export function listFormat(
  file: Pick<SharedFile, 'name' | 'filetype' | 'mimetype'>,
): ListExtension | undefined {
  const extension = extensionOf(file.name);
  const known = listExtensions.find((listed) => listed === extension);
  if (known) return known;
  if (extension !== '' && extension !== 'text') return undefined;
  const mimetype = file.mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  return listFiletypes[file.filetype.toLowerCase()] ?? listMimetypes[mimetype];
}

export function sharedFileKind(file: Pick<SharedFile, 'name' | 'filetype' | 'mimetype'>): SharedFileKind {
  if (listFormat(file) !== undefined) return 'list';
  const extension = extensionOf(file.name);
  if (imageExtensions.has(extension) || imageExtensions.has(file.filetype.toLowerCase())) return 'image';
  if (extension === '' && file.mimetype.toLowerCase().startsWith('image/')) return 'image';
  return 'other';
}

/** The readable files of an event (`event.files`); entries that do not read as a file are dropped. */
export function sharedFiles(event: { files?: unknown }): SharedFile[] {
  if (!Array.isArray(event.files)) return [];
  return event.files.flatMap((entry) => {
    const parsed = sharedFileSchema.safeParse(entry);
    return parsed.success && parsed.data.mode !== 'tombstone' ? [parsed.data] : [];
  });
}
