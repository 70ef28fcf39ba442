/**
 * The scope a list is looked up in and its controller type, as for a single question: the
 * configured locale when the catalogue refuses the user's, and the type chosen in the modal,
 * else named in the text around the list, else the user's default type when the market has it.
 */
import { listTypeIn } from '../../lists/list-type.js';
import type { Logger } from '../../log/logger.js';
import type { TypeOption } from '../../lookup/engine.js';
import type { Lookups } from '../replies/lookups.js';
import type { UserScope } from '../user/user-scope.js';

export async function listScope(
  deps: { lookups: Pick<Lookups, 'types'> },
  user: UserScope,
  list: { otherText: string; type?: string | undefined },
  logger: Logger,
): Promise<{ scoped: UserScope; type: string | undefined }> {
  let types: TypeOption[] = [];
  let scoped = user;
  try {
    const listing = await deps.lookups.types(user);
    types = listing.types;
    if (listing.scope.locale !== user.locale) {
      scoped = { ...user, locale: listing.scope.locale, localeFrom: 'default' };
    }
  } catch (error) {
    logger.warn({ err: error }, 'Could not read the market types for a list');
  }
  const offered = (type: string | undefined) =>
    types.some((option) => option.reference === type) ? type : undefined;
  return { scoped, type: list.type ?? listTypeIn(list.otherText, types) ?? offered(user.defaultType) };
}
