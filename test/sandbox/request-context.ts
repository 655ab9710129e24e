import type { SandboxState, StoredToken } from './state';

/** One parsed request as the routes see it. */
export interface RequestContext {
  method: string;
  /** The path after `/api/v1`, without a trailing slash (e.g. `/projects/12`). */
  path: string;
  headers: Record<string, string>;
  /** The form fields of the body (empty when there is no body). */
  form: URLSearchParams;
  /** The query string's fields. */
  query: URLSearchParams;
  state: SandboxState;
  now: number;
}

/** A request that passed the token check. */
export interface AuthedContext extends RequestContext {
  token: string;
  session: StoredToken;
}
