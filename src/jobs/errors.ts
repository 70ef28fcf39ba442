/**
 * The errors the job queue's users see: a job not taken (tell the user, promise nothing), a service
 * that did not answer (a typed cause, not a message), a job given up at once, and a side effect not
 * started because its start could not be recorded.
 */

/** The job was not written (the store is down or closed): nothing was promised. */
export class JobStoreUnavailable extends Error {
  override name = 'JobStoreUnavailable';
}

/**
 * The start of a side effect could not be recorded (the store failed), so the effect was not run:
 * run blind, a crash after it would do it again unseen. The attempt fails and is tried again.
 */
export class JobRecordUnwritten extends Error {
  override name = 'JobRecordUnwritten';
}

/** Why a job failed, for its handler to tell the user: a service it needs did not answer, or else. */
export type FailureCause = 'unavailable' | 'error';

/** Thrown by a handler when a service the job needs did not answer: this attempt fails, tried again. */
export class JobUnavailable extends Error {
  override name = 'JobUnavailable';
}

/** Thrown by a handler: the job fails for good now, without its remaining attempts. */
export class JobGaveUp extends Error {
  override name = 'JobGaveUp';
  constructor(
    message: string,
    readonly failure: FailureCause = 'error',
  ) {
    super(message);
  }
}

/** The cause of a failure, from what the handler threw. */
export const failureCauseOf = (error: unknown): FailureCause =>
  error instanceof JobUnavailable || (error instanceof JobGaveUp && error.failure === 'unavailable')
    ? 'unavailable'
    : 'error';
