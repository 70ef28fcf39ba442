/**
 * Bolt's error handler (`app.error`, extended): a listener that failed is logged, and the user is
 * told in their language when the request came with a response URL (not when that very URL failed).
 */
import { type CodedError, ErrorCode } from '@slack/bolt';
import type { Language } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import { buildErrorMessage } from '../blocks/notices.js';
import { postEphemeral } from '../replies/response-url.js';
import type { AppContext } from '../services/context.js';

export const listenerFailed =
  (defaultLanguage: Language, logger: Logger) =>
  async ({ error, body, context }: { error: CodedError; body: unknown; context: Partial<AppContext> }) => {
    logger.error({ err: error }, 'A Slack listener failed');
    const url =
      typeof body === 'object' && body !== null && 'response_url' in body ? body.response_url : undefined;
    if (typeof url !== 'string' || error.code === ErrorCode.RespondError) return;
    const language = context.user ? (await context.user()).language : defaultLanguage;
    await postEphemeral(url, buildErrorMessage(language), logger, 'the failure notice');
  };
