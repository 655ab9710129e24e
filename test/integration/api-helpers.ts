/** Shared setup for the API client's integration tests (real TLS sandbox, real client). */
import { inspect } from 'node:util';
import { expect } from 'vitest';
import { createApiClient, isApiError, type ApiClient, type ApiClientOptions, type ApiError } from '../../src/main/core/api';
import type { Sandbox } from '../sandbox';

/** A client trusting the sandbox CA, with short retry delays so tests stay quick. */
export function clientFor(sb: Sandbox, options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({ baseUrl: sb.baseUrl, caFile: sb.caFile, retry: { baseDelayMs: 10 }, ...options });
}

/**
 * Awaits a failure, checks it is an ApiError with `code`, and that none of `secrets` appears
 * anywhere in it (message, stack, cause, JSON, util.inspect).
 */
export async function expectApiError(promise: Promise<unknown>, code: string, secrets: string[] = []): Promise<ApiError> {
  let caught: unknown;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(isApiError(caught), `expected an ApiError, got ${inspect(caught)}`).toBe(true);
  const error = caught as ApiError;
  expect(error.code, error.message).toBe(code);
  expectNoSecrets(error, secrets);
  return error;
}

export function expectNoSecrets(error: Error, secrets: string[]): void {
  const dump = [
    error.message,
    error.stack ?? '',
    JSON.stringify(error),
    JSON.stringify(error.cause ?? null, Object.getOwnPropertyNames(error.cause ?? {})),
    inspect(error, { depth: 20, showHidden: true }),
  ].join('\n');
  for (const secret of secrets) expect(dump.includes(secret), 'secret leaked into an error').toBe(false);
}

/** Requests to the API origin for a path after /api/v1. */
export function hits(sb: Sandbox, method: string, path: string) {
  return sb.log.filter((e) => e.method === method && e.path === `/api/v1${path}`);
}
