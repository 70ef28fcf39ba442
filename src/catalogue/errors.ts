/** Typed failures of the catalogue API. Messages never carry the API key or a response body. */
const catalogueErrorKinds = [
  'unauthorized',
  'not_found',
  'bad_request',
  /** The catalogue refused the request's market or locale: a 400 on the type list, whose path carries nothing else. */
  'scope_refused',
  'rate_limited',
  'unavailable',
  'timeout',
  'invalid_response',
] as const;

export type CatalogueErrorKind = (typeof catalogueErrorKinds)[number];

export class CatalogueError extends Error {
  constructor(
    readonly kind: CatalogueErrorKind,
    message: string,
    readonly details: { status?: number; path?: string; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'CatalogueError';
  }
}

export const isCatalogueError = (error: unknown, kind?: CatalogueErrorKind): error is CatalogueError =>
  error instanceof CatalogueError && (kind === undefined || error.kind === kind);
