/** A store that cannot be opened (unwritable DATA_DIR, damaged database, unreachable Redis); the message is for the operator. */
export class StateStoreError extends Error {
  override name = 'StateStoreError';
}
