/**
 * Replies: a reply kept for repeats (a team asking about one unit is answered from it for a
 * minute, by any instance sharing the state), with what its lookup came to, and how a reply is
 * recorded: a question that named several units as each unit's lookup in the lookup log and the
 * metrics, and as one entry in the recent lookups.
 */
import { z } from 'zod';
import type { LookupResult } from '../../lookup/result.js';
import type { SlackMessage } from '../blocks/message.js';
import type { UserScope } from '../user/user-scope.js';
import { type LookupFacts, lookupFacts, lookupFactsSchema } from './lookup-summary.js';
import type { RecordLookup } from './record-lookup.js';

/** What a lookup came to; for a question that named several units, each unit's too, with the words that named it. */
const replyFactsSchema = lookupFactsSchema.extend({
  parts: z.array(lookupFactsSchema.extend({ query: z.string() })).optional(),
});
export type ReplyFacts = z.infer<typeof replyFactsSchema>;

/** A reply kept for repeats, with what its lookup came to. */
export const recentReplySchema = z.object({
  message: z.custom<SlackMessage>((value) => typeof value === 'object' && value !== null),
  facts: replyFactsSchema,
});
export type RecentReply = z.infer<typeof recentReplySchema>;

export const replyFacts = (result: LookupResult): ReplyFacts => ({
  ...lookupFacts(result),
  ...(result.kind === 'several' && {
    parts: result.results.map((part) => ({ ...lookupFacts(part), query: part.searched.text })),
  }),
});

/** A repeated question within this window gets the same reply (the catalogue cache's TTLs are hours). */
export const recentReplyTtlMs = 60_000;

/**
 * Everything that shapes a reply: scope, languages, default type, whether it can be shared,
 * and the text. Two requests alike in all of these get the same reply; a different market,
 * locale or language is never a hit.
 */
export const replyKey = (user: UserScope, text: string, options: { shareable: boolean }): string =>
  JSON.stringify([user.market, user.locale, user.language, user.defaultType ?? '', options.shareable, text]);

/** Records a reply (see the header). */
export function recordReply(
  record: RecordLookup,
  user: UserScope,
  facts: ReplyFacts,
  asked: Omit<Parameters<RecordLookup>[1], keyof LookupFacts>,
): void {
  const { parts, ...whole } = facts;
  if (!parts) {
    record(user, { ...whole, ...asked });
    return;
  }
  for (const part of parts) record(user, { ...asked, ...part, only: 'log' });
  record(user, { ...whole, ...asked, only: 'recent' });
}
