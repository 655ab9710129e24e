/** The Time Tracking Service API v1 client (plain Node, no electron). */

export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { normalizeBaseUrl } from './base-url';
export type { Credential, PasswordSignIn } from './credential';
export { MAX_TOKEN_CHARS, tokenProblem } from './credential';
export { ApiError, isApiError, type ApiErrorCode } from './api-error';
export { PRODUCT_USER_AGENT } from './user-agent';
export { normalizeProject, normalizeProjectList } from './normalize-project';
export { redact } from './redact';
