/** What the app remembers per Slack user, as one versioned JSON document. */
import { z } from 'zod';

export const userSettingsSchema = z.object({
  market: z.string().min(1).optional(),
  /** The catalogue's app-locale; unset means "follow my Slack language". */
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

export const userStateSchema = z.object({
  settings: userSettingsSchema.default({}),
  recent: z.array(recentLookupSchema).default([]),
});

export const stateDocumentSchema = z.object({
  version: z.literal(1),
  users: z.record(z.string(), userStateSchema),
});

export type UserSettings = z.infer<typeof userSettingsSchema>;
export type RecentLookup = z.infer<typeof recentLookupSchema>;
export type StateDocument = z.infer<typeof stateDocumentSchema>;

/** How many recent lookups are kept per user (App Home shows them all). */
export const RECENT_LOOKUPS_PER_USER = 10;
