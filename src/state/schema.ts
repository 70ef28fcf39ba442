/**
 * What the app remembers, as zod schemas (every value read back from a store is parsed with
 * these): per-user settings, a user's recent lookups, the lookup log's entries, and the old
 * `state.json` document that is imported once into SQLite.
 */
import { z } from 'zod';

export const userSettingsSchema = z.object({
  market: z.string().min(1).optional(),
  /** The language of catalogue content (`es`); unset means "follow my Slack language". */
  locale: z.string().min(1).optional(),
  /** Controller type code used when a query names none. */
  defaultType: z.string().min(1).optional(),
});

export const recentLookupSchema = z.object({
  query: z.string(),
  /** One-line outcome, e.g. "Daikin FTXM25R → DK-WIFI-01" or "not found". */
  result: z.string(),
  /** ISO 8601 time of the lookup. */
  at: z.string(),
  /** The market it was answered in. */
  market: z.string().optional(),
});

/** Where a lookup was asked (`workflow`: the Workflow Builder step). */
export const lookupSurfaces = [
  'slash',
  'menu',
  'shortcut',
  'dm',
  'mention',
  'list',
  'photo',
  'workflow',
] as const;

/** The question as typed is kept to this many characters in the lookup log. */
const maxLoggedQueryLength = 500;

/** One lookup, as operators and reports read it back (`LookupLog.since`). */
export const lookupLogEntrySchema = z.object({
  /** Epoch milliseconds. */
  at: z.number().int().nonnegative(),
  userId: z.string(),
  market: z.string(),
  locale: z.string(),
  surface: z.enum(lookupSurfaces),
  query: z.string().transform((query) => query.slice(0, maxLoggedQueryLength)),
  /** The LookupResult kind ('answer', 'choices', 'not_found', …). */
  outcome: z.string(),
  /** The answered unit's brand, else the brand recognised in the question. */
  brand: z.string().optional(),
  /** The answered unit's designation, else the model text searched. */
  model: z.string().optional(),
  durationMs: z.number().nonnegative(),
});

/** The file the app kept before SQLite (`DATA_DIR/state.json`); users are checked one by one. */
export const legacyStateDocumentSchema = z.object({
  version: z.literal(1),
  users: z.record(z.string(), z.unknown()),
});

export const legacyUserStateSchema = z.object({
  settings: userSettingsSchema.default({}),
  recent: z.array(recentLookupSchema).default([]),
});

export type UserSettings = z.infer<typeof userSettingsSchema>;
export type RecentLookup = z.infer<typeof recentLookupSchema>;
export type LookupSurface = (typeof lookupSurfaces)[number];
export type LookupLogEntry = z.output<typeof lookupLogEntrySchema>;

/** How many recent lookups are kept per user (App Home shows them all). */
export const RECENT_LOOKUPS_PER_USER = 10;
