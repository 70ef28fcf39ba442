/**
 * The scope and controller type a list is looked up in, by the same rules as a single question
 * (src/lookup/ask.ts). Rejects when the market's types cannot be read, so the job tries again and
 * every line gets the type it asks for.
 */

import type { Ask } from '../../lookup/ask-types.js';
import { listTypeIn } from '../../project-lists/list-type.js';
import { askerOf } from '../replies/lookups.js';
import type { UserScope } from '../user/user-scope.js';

export async function listScope(
  deps: { lookups: { ask: Pick<Ask, 'market'> } },
  user: UserScope,
  list: { otherText: string; type?: string | undefined },
): Promise<{ scoped: UserScope; type: string | undefined }> {
  const { types, scope, defaultType } = await deps.lookups.ask.market(askerOf(user));
  const scoped: UserScope =
    scope.locale === user.locale ? user : { ...user, locale: scope.locale, localeFrom: 'default' };
  return { scoped, type: list.type ?? listTypeIn(list.otherText, types) ?? defaultType };
}
