/**
 * The errors the job queue's users see: a job the store could not take (say so to the user, do
 * not promise), and the handler's way to give up on a job at once (every attempt would fail the
 * same way, e.g. the catalogue down past the job's deadline).
 */

/** The job was not written (the store is down or closed): nothing was promised. */
export class JobStoreUnavailable extends Error {
  override name = 'JobStoreUnavailable';
}

/** Thrown by a handler: the job fails for good now, without its remaining attempts. */
export class JobGaveUp extends Error {
  override name = 'JobGaveUp';
}
