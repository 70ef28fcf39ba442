/**
 * The app's kinds of job and what each keeps, as zod schemas because they are read back from the
 * store. The payload is all that is needed to reach the user again and is kept a day after the job
 * ends; the input (lines, a picture's file id) is dropped when it ends.
 */
import { z } from 'zod';
import { copyChangesSchema } from '../../catalogue-copy/changes.js';
import { languages } from '../../i18n/index.js';
import type { JobKindSpec } from '../../jobs/types.js';
import { listLineSchema } from '../../project-lists/lines.js';
import { maxListLines } from '../../project-lists/list-lookup.js';
import { lineOutcomeSchema } from '../../project-lists/outcome.js';
import { lookupSurfaces } from '../../state/schema.js';
import { lineUnitSchema } from '../../watched-lists/lines.js';

/** Who the job answers, in which scope: the user's scope as it was when they sent it. */
export const jobUserSchema = z.object({
  userId: z.string().min(1),
  /** The workspace the user asked from: the job answers with its client (absent in older jobs). */
  teamId: z.string().min(1).optional(),
  market: z.string().min(1),
  locale: z.string().min(1),
  language: z.enum(languages),
  defaultType: z.string().min(1).optional(),
});

/** Where the job answers: the DM or channel, the thread, and the message it says it is working in. */
export const jobPlaceSchema = z.object({
  channel: z.string().min(1),
  threadTs: z.string().min(1).optional(),
  /** The "Looking up…" / "Reading the photo…" message, updated as the job goes and at its end. */
  progressTs: z.string().min(1).optional(),
  /** A private answer (the message shortcut): its response_url (valid 30 min, 5 uses)… */
  responseUrl: z.url().optional(),
  /** …or the modal it opened, when Slack gave no response_url. */
  viewId: z.string().min(1).optional(),
  /**
   * The answer is for the user alone (the message shortcut): with neither a response_url nor a
   * modal to answer in, it goes to their DM with the app, never to `channel`.
   */
  private: z.boolean().optional(),
});

export const listJob = {
  payload: z.object({
    user: jobUserSchema,
    place: jobPlaceSchema,
    surface: z.enum(lookupSurfaces),
    /** A controller type chosen for the whole list (the modal's select). */
    type: z.string().min(1).optional(),
    /** The file the list came in, for the answer file's name. */
    fileName: z.string().optional(),
    /** How many lines, when known before the job runs. */
    lineCount: z.number().int().nonnegative().optional(),
  }),
  /** The list's lines as read (pasted, or from a shared file, read when it was accepted). */
  input: z.object({
    lines: z.array(listLineSchema).max(maxListLines),
    /** Text around the list, where a controller type word applies to the whole list. */
    otherText: z.string(),
  }),
  /**
   * A settled line, keyed by its line number: its outcome, the engine's result kind (lookup log)
   * and the unit it resolved to (the list's watch, src/watched-lists).
   */
  item: z.object({ outcome: lineOutcomeSchema, resultKind: z.string(), unit: lineUnitSchema.optional() }),
  /** Lists run a few at a time per instance; their lookups share one gate (project-lists/run.ts). */
  concurrency: 4,
} satisfies JobKindSpec;

export const photoJob = {
  payload: z.object({
    user: jobUserSchema,
    place: jobPlaceSchema,
    fileName: z.string().optional(),
    /** The answer offers Share (an agent thread's answer, shared in the channel beside it). */
    shareable: z.boolean().optional(),
  }),
  /** The shared picture, downloaded when the job runs. */
  input: z.object({ fileId: z.string().min(1) }),
  item: z.never(),
  /** One picture at a time per instance: OCR is spread over the instances. */
  concurrency: 1,
} satisfies JobKindSpec;

/**
 * A refresh of the catalogue copy (src/catalogue-copy): every served market read again, in each
 * copied language (or only the scopes named: a language's first copy). It settles
 * each (market, type, brand) listing read into its version, so a resumed refresh reads on from there.
 * An admin's `/controller refresh` names who is told what changed.
 */
export const copyRefreshJob = {
  payload: z.object({
    reason: z.enum(['scheduled', 'admin', 'language']),
    /** Only these markets and languages (a language's first copy); every served one when absent. */
    scopes: z.array(z.object({ market: z.string().min(1), locale: z.string().min(1) })).optional(),
    /** The admin who asked, told what changed in their DM. */
    admin: z.object({ userId: z.string().min(1), language: z.enum(languages) }).optional(),
  }),
  input: z.object({}),
  item: z.object({ done: z.literal(true) }),
  /** One refresh at a time, across every instance: refreshes never run side by side. */
  concurrency: 1,
  globalConcurrency: 1,
} satisfies JobKindSpec;

/**
 * A watched list told what a catalogue refresh changed in it (src/slack/watched-lists): added under an id
 * made of the list and the copy's version, so a refresh resumed, or seen by several instances,
 * tells it once; when it was added orders it among the list's notices. Its input is the refresh's
 * changes to the list's units: the lines holding them are answered again. One at a time per
 * instance; notices of one list on several instances write it by compare-and-set.
 */
export const watchNoticeJob = {
  payload: z.object({ listId: z.string().min(1), version: z.string().min(1) }),
  input: z.object({ changes: copyChangesSchema.shape.changes }),
  item: z.never(),
  concurrency: 1,
} satisfies JobKindSpec;

export const appJobKinds = {
  list: listJob,
  photo: photoJob,
  copyRefresh: copyRefreshJob,
  watchNotice: watchNoticeJob,
};
export type AppJobKinds = typeof appJobKinds;
