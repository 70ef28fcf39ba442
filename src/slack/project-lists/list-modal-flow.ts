/**
 * The list modal: `/controller list` opens it within the trigger's 3 s (the market's types offered
 * when the catalogue names them in time), and a submission is answered in the user's DM as a list
 * pasted there. A submission naming no unit is refused in the modal itself.
 */

import type { webApi } from '@slack/bolt';
import { t } from '../../i18n/index.js';
import type { LookupEngine, TypeOption } from '../../lookup/engine.js';
import type { ReadList } from '../../project-lists/lines.js';
import { readPastedList } from '../../project-lists/paste.js';
import type { Deadline } from '../../shared/deadline.js';
import { listModalBlockIds } from '../blocks/ids.js';
import { buildListModal } from '../blocks/list-modal.js';
import { dmWith } from '../replies/place.js';
import type { UserScope } from '../user/user-scope.js';
import { answerListInSlack, type ListReplyDeps } from './list-reply.js';

/** Time left for views.open once the types are in (or given up on). */
const openBudgetMs = 1200;

export async function openListModal(
  engine: Pick<LookupEngine, 'listTypes'>,
  request: { client: webApi.WebClient; triggerId: string; user: UserScope; deadline: Deadline },
): Promise<void> {
  const { client, triggerId, user, deadline } = request;
  const settled = await deadline.settle(
    engine.listTypes({ market: user.market, locale: user.locale }),
    Math.max(0, deadline.remaining() - openBudgetMs),
  );
  const types: TypeOption[] = settled.kind === 'done' ? settled.value : [];
  await client.views.open({ trigger_id: triggerId, view: buildListModal(user.language, types) });
}

type ViewState = Record<
  string,
  Record<string, { value?: string | null; selected_option?: { value?: string } | null }>
>;

/** What the modal holds: the pasted text and the chosen type. */
export function listModalValues(values: ViewState): { text: string; type?: string } {
  const text = values[listModalBlockIds.lines]?.[listModalBlockIds.linesAction]?.value ?? '';
  const type = values[listModalBlockIds.type]?.[listModalBlockIds.typeAction]?.selected_option?.value;
  return { text, ...(type ? { type } : {}) };
}

/** The error to show in the modal, or undefined when the list can be looked up. */
export function listModalError(user: UserScope, text: string): Record<string, string> | undefined {
  return readPastedList(text).lines.length === 0
    ? { [listModalBlockIds.lines]: t(user.language, 'list.modal.noLines') }
    : undefined;
}

/** Answers a list in the user's DM with the app (`conversations.open`). */
export async function answerListInDm(
  deps: ListReplyDeps,
  client: webApi.WebClient,
  user: UserScope,
  list: ReadList & { type?: string },
): Promise<void> {
  await answerListInSlack(
    deps,
    client,
    user,
    { ...list, surface: 'list' },
    await dmWith(client, user.userId),
  );
}

/** Answers a submitted list in the user's DM with the app. */
export function answerListModal(
  deps: ListReplyDeps,
  client: webApi.WebClient,
  user: UserScope,
  values: { text: string; type?: string },
): Promise<void> {
  return answerListInDm(deps, client, user, {
    ...readPastedList(values.text),
    ...(values.type ? { type: values.type } : {}),
  });
}
