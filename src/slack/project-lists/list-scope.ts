/**
 * The scope a list is looked up in and its controller type, as for a single question (the rules
 * are src/lookup/ask.ts's): the configured locale when the catalogue refuses the user's, and the
 * type chosen in the modal, else named in the text around the list, else the user's default type
 * when the market has it. Rejects when the market's types cannot be read (list-job.ts tries a
 * passing failure again, so that every line of a list gets the type it asks for).
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
