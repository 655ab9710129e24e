/** The Time Tracking Service API v1 client (plain Node, no electron). */
import type { PasswordSignIn } from './credential';

export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { normalizeBaseUrl } from './base-url';
export type { Credential, PasswordSignIn } from './credential';
export { MAX_TOKEN_CHARS, tokenProblem } from './credential';
/**
 * @deprecated Use `PasswordSignIn`; `SignInInput` in src/shared/types.ts is the window's form
 * (with `baseUrl`), a different shape under the same name.
 */
export type SignInInput = PasswordSignIn;
export type { ProjectWrite } from './project-write';
export { ApiError, isApiError, type ApiErrorCode } from './api-error';
export { PRODUCT_USER_AGENT } from './user-agent';
export { normalizeProject, normalizeProjectList } from './normalize-project';
export { redact } from './redact';
