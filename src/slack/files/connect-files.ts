/**
 * Slack Connect files arrive as a stub (`file_access: "check_file_info"`): completed with
 * `files.info` before sorting, so a partner's list or photo reads like any other. One Slack will
 * not describe is counted as withheld, for a clear line in the answer: never silence.
 */
import type { webApi } from '@slack/bolt';
import { z } from 'zod';
import type { Logger } from '../../log/logger.js';
import { type SharedFile, sharedFiles } from './shared-file.js';

/** Slack puts at most 10 files on a message; a stub beyond them is not looked up. */
const maxFilesLookedUp = 10;

const stubSchema = z.object({ id: z.string().min(1), file_access: z.literal('check_file_info') });

export interface CompletedFiles {
  /** The event's readable files, stubs completed, in the event's order. */
  files: SharedFile[];
  /** Stubs Slack would not describe. */
  withheld: number;
}

/** A stub's file as `files.info` gives it, or undefined when Slack will not give it. */
async function described(
  client: webApi.WebClient,
  id: string,
  logger: Logger,
): Promise<SharedFile | undefined> {
  try {
    const { file } = await client.files.info({ file: id });
    // Still a stub, or no longer a file with bytes: Slack keeps it from the app.
    if (stubSchema.safeParse(file).success || file?.file_access === 'access_denied') return undefined;
    const [read] = sharedFiles({ files: [file] });
    if (!read) logger.info({ fileId: id }, 'Slack described a Slack Connect file as no file to read');
    return read;
  } catch (error) {
    logger.warn({ err: error, fileId: id }, 'Slack would not describe a file shared through Slack Connect');
    return undefined;
  }
}

/** The event's files, each Slack Connect stub completed with `files.info`. */
export async function completeSharedFiles(
  client: webApi.WebClient,
  event: { files?: unknown },
  logger: Logger,
): Promise<CompletedFiles> {
  const entries: unknown[] = Array.isArray(event.files) ? event.files.slice(0, maxFilesLookedUp) : [];
  const read = await Promise.all(
    entries.map(async (entry) => {
      const stub = stubSchema.safeParse(entry);
      if (!stub.success) return sharedFiles({ files: [entry] });
      const file = await described(client, stub.data.id, logger);
      return file ? [file] : ('withheld' as const);
    }),
  );
  return {
    files: read.flatMap((each) => (each === 'withheld' ? [] : each)),
    withheld: read.filter((each) => each === 'withheld').length,
  };
}
