/**
 * How a Workflow step that went wrong ends: `fail` with an error a workflow's builder can read
 * (what failed, and Slack's own error code when Slack refused a call: never a token, a URL or
 * a stack), logged in full; a `fail` that itself fails is logged, nothing more can be done.
 */
import { webApi } from '@slack/bolt';
import { type Language, t } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';

type Fail = (params: { error: string }) => Promise<unknown>;

/** Slack's error code when Slack refused a call (`invalid_arguments`…), else nothing. */
const slackCode = (error: unknown): string | undefined =>
  error instanceof webApi.WebAPIPlatformError && /^[a-z0-9_]{1,64}$/.test(error.data.error)
    ? error.data.error
    : undefined;

/** The readable error a failed step ends with. */
function stepError(error: unknown, stage: 'lookup' | 'complete', language: Language): string {
  const code = slackCode(error);
  if (stage === 'complete')
    return code
      ? t(language, 'workflow.fail.completeRefused', { code })
      : t(language, 'workflow.fail.completeFailed');
  return t(language, 'workflow.fail.error');
}

/** Ends the step with `fail` and this readable error; never rejects. */
export async function endWithFail(fail: Fail, error: string, logger: Logger): Promise<void> {
  try {
    await fail({ error });
  } catch (failed) {
    logger.error({ err: failed }, 'Could not end a failed workflow step with fail()');
  }
}

/** Ends the step that failed with `error` at `stage` with `fail`; never rejects. */
export async function failStep(
  fail: Fail,
  error: unknown,
  where: { stage: 'lookup' | 'complete'; language: Language; logger: Logger },
): Promise<void> {
  const { stage, language, logger } = where;
  logger.error({ err: error, stage }, 'The workflow step failed; ending it with fail()');
  await endWithFail(fail, stepError(error, stage, language), logger);
}
