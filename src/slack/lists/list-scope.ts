/**
 * The scope a list is looked up in and its controller type, as for a single question: the
 * configured locale when the catalogue refuses the user's, and the type chosen in the modal,
 * else named in the text around the list, else the user's default type when the market has it.
 * Rejects when the market's types cannot be read (list-job.ts tries a passing failure again, so
 * that every line of a list gets the type it asks for).
 */
import { listTypeIn } from '../../lists/list-type.js';
import type { Lookups } from '../replies/lookups.js';
import type { UserScope } from '../user/user-scope.js';

export async function listScope(
  deps: { lookups: Pick<Lookups, 'types'> },
  user: UserScope,
  list: { otherText: string; type?: string | undefined },
): Promise<{ scoped: UserScope; type: string | undefined }> {
  const { types, scope } = await deps.lookups.types(user);
  const scoped: UserScope =
    scope.locale === user.locale ? user : { ...user, locale: scope.locale, localeFrom: 'default' };
  const offered = (type: string | undefined) =>
    types.some((option) => option.reference === type) ? type : undefined;
  return { scoped, type: list.type ?? listTypeIn(list.otherText, types) ?? offered(user.defaultType) };
}
