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

const count = z.number().int().nonnegative();

/** What one unit's lookup came to, as facts (names and codes as the catalogue wrote them). */
const unitOutcomes = [
  z.object({
    kind: z.literal('answer'),
    /** The unit answered, its variants named. */
    unit: z.string(),
    /** How many controller types it has a SKU for; with one, that SKU and its type's name. */
    rows: count,
    sku: z.string().optional(),
    type: z.string().optional(),
  }),
  z.object({ kind: z.literal('choices'), count }),
  z.object({ kind: z.literal('not_found') }),
  z.object({ kind: z.literal('type_not_offered'), type: z.string() }),
  z.object({ kind: z.literal('which_model'), brands: z.array(z.string()) }),
  z.object({ kind: z.literal('other_markets'), markets: z.array(z.string()) }),
  z.object({ kind: z.literal('still_learning') }),
  z.object({ kind: z.literal('catalogue_unavailable') }),
] as const;
const unitOutcomeSchema = z.discriminatedUnion('kind', unitOutcomes);

/**
 * What a recent lookup came to, kept as facts so that the Home tab writes it in the reader's
 * language of the day: one unit's outcome, each unit's of a question that named several, a
 * list's counts by status, or why a photo was not read.
 */
export const recentOutcomeSchema = z.discriminatedUnion('kind', [
  ...unitOutcomes,
  z.object({ kind: z.literal('several'), parts: z.array(unitOutcomeSchema) }),
  z.object({
    kind: z.literal('list'),
    lines: count,
    counts: z.object({
      answered: count,
      check: count,
      choose: count,
      not_found: count,
      not_sold: count,
      unavailable: count,
    }),
  }),
  /** `no_model`: read, but no model on it; else why it was not read (`not_image`, `timeout`, …). */
  z.object({ kind: z.literal('photo'), reason: z.string() }),
]);

export const recentLookupSchema = z.object({
  query: z.string(),
  /**
   * The outcome on one line in the language of the moment, e.g. "Daikin FTXM25R → DK-WIFI-01":
   * what the Home tab shows for an entry without `outcome` (recorded by an older version), and
   * what an older version shows for a newer entry.
   */
  result: z.string(),
  /** The outcome as facts; one this version cannot read is left out (`result` stands in). */
  outcome: recentOutcomeSchema.optional().catch(undefined),
  /** ISO 8601 time of the lookup. */
  at: z.string(),
  /** The market it was answered in. */
  market: z.string().optional(),
});

/** Where a lookup was asked (`workflow`: the Workflow Builder step; `slackbot`: Slackbot calling the MCP tools). */
export const lookupSurfaces = [
  'slash',
  'menu',
  'shortcut',
  'dm',
  'mention',
  'list',
  'photo',
  'workflow',
  'slackbot',
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

/** The SKUs of an answer kept with a press of its feedback buttons, at most (an answer shows up to 20). */
export const maxFeedbackSkus = 20;

/**
 * A press of the feedback buttons under an answer (👍 `right`, 👎 `wrong`): the question as typed,
 * the unit answered and the SKUs it showed, in which market. Nobody who pressed is kept: `press` is
 * a one-way digest of who pressed which answer, so that their latest press replaces their earlier
 * ones in the counts (reports/feedback-summary.ts); it is never shown.
 */
export const answerFeedbackSchema = z.object({
  /** Epoch milliseconds. */
  at: z.number().int().nonnegative(),
  verdict: z.enum(['right', 'wrong']),
  market: z.string(),
  question: z.string().transform((question) => question.slice(0, maxLoggedQueryLength)),
  /** The unit's brand and its model (or its variants) as the answer named them: `Daikin`, `FTXM25R`. */
  brand: z.string(),
  model: z.string(),
  skus: z.array(z.string()).max(maxFeedbackSkus),
  /** Absent in presses kept before it was: each of those counts on its own. */
  press: z.string().max(64).optional(),
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
export type RecentOutcome = z.infer<typeof recentOutcomeSchema>;
export type UnitOutcome = z.infer<typeof unitOutcomeSchema>;
export type LookupSurface = (typeof lookupSurfaces)[number];
export type LookupLogEntry = z.output<typeof lookupLogEntrySchema>;
export type AnswerFeedback = z.output<typeof answerFeedbackSchema>;

/** How many recent lookups are kept per user (App Home shows them all). */
export const RECENT_LOOKUPS_PER_USER = 10;
