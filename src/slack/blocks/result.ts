/** Any lookup result → a Slack message. */
import type { LookupResult } from '../../lookup/result.js';
import { buildAnswerMessage } from './answer.js';
import { buildChoicesMessage, buildNotFoundMessage } from './choices.js';
import type { RenderOptions, SlackMessage } from './message.js';
import { buildStillLearningMessage, buildTypeNotOfferedMessage, buildUnavailableMessage } from './notices.js';
import { buildOtherMarketsMessage, buildWhichModelMessage } from './redirects.js';
import { buildSeveralMessage } from './several.js';

export function renderLookupResult(result: LookupResult, options: RenderOptions): SlackMessage {
  switch (result.kind) {
    case 'answer':
      return buildAnswerMessage(result, options);
    case 'choices':
      return buildChoicesMessage(result, options);
    case 'not_found':
      return buildNotFoundMessage(result, options);
    case 'type_not_offered':
      return buildTypeNotOfferedMessage(result, options);
    case 'which_model':
      return buildWhichModelMessage(result, options);
    case 'other_markets':
      return buildOtherMarketsMessage(result, options);
    case 'still_learning':
      return buildStillLearningMessage(result, options);
    case 'catalogue_unavailable':
      return buildUnavailableMessage(result, options);
    case 'several':
      return buildSeveralMessage(result, options, renderLookupResult);
  }
}
