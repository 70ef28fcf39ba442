/**
 * A file this app sent since a job began, found by its name among those files.list gives (newest
 * first, 100 a page, at most 10 pages): a job whose run died after Slack took its file finds it
 * rather than sending a second (a list's CSV, the digest's CSV, a Slack List).
 */
import type { webApi } from '@slack/bolt';
import { z } from 'zod';
import type { Logger } from '../../log/logger.js';

/** Pages read before giving up: the 1,000 newest files since the job began. */
const maxPages = 10;

const listedFileSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  title: z.string().nullish(),
});
export type ListedFile = z.infer<typeof listedFileSchema>;
/** A page as files.list gives it; an entry that does not read as a file is left out, not the page. */
const listedSchema = z.object({
  files: z
    .array(z.unknown())
    .catch([])
    .transform((files) => files.flatMap((file) => listedFileSchema.safeParse(file).data ?? [])),
  paging: z.object({ pages: z.number() }).optional().catch(undefined),
});

/** Where to look: a channel's files, or a user's (the bot's own Lists, in no channel). */
type FilePlace = { channel: string } | { user: string };

/** The id of the newest file in `place` since `since` (epoch ms) that `named` recognises, if any. */
export async function findSentFile(
  client: webApi.WebClient,
  place: FilePlace,
  since: number,
  named: (file: ListedFile) => boolean,
  logger: Logger,
): Promise<string | undefined> {
  // A minute's margin: Slack's clock and ours.
  const from = String(Math.floor(since / 1000) - 60);
  for (let page = 1; page <= maxPages; page++) {
    const listed = listedSchema.parse(await client.files.list({ ...place, ts_from: from, count: 100, page }));
    const found = listed.files.find(named);
    if (found) return found.id;
    if (page >= (listed.paging?.pages ?? 1)) return undefined;
  }
  logger.warn({ pages: maxPages }, 'A file sent earlier was not among the newest files since its job began');
  return undefined;
}
