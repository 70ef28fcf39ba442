/**
 * Replies: what a reply's lookup came to, and how a reply is recorded: a question that named
 * several units as each unit's lookup in the lookup log and the metrics, and as one entry in the
 * recent lookups.
 */
import type { LookupResult } from '../../lookup/result.js';
import type { UserScope } from '../user/user-scope.js';
import { type LookupFacts, lookupFacts } from './lookup-summary.js';
import type { RecordLookup } from './record-lookup.js';

/** What a lookup came to; for a question that named several units, each unit's too, with the words that named it. */
export type ReplyFacts = LookupFacts & { parts?: (LookupFacts & { query: string })[] };

export const replyFacts = (result: LookupResult): ReplyFacts => ({
  ...lookupFacts(result),
  ...(result.kind === 'several' && {
    parts: result.results.map((part) => ({ ...lookupFacts(part), query: part.searched.text })),
  }),
});

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
