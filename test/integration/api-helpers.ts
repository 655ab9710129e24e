/** Shared setup for the API client's integration tests (real TLS sandbox, real client). */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inspect, promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  createApiClient,
  isApiError,
  type ApiClient,
  type ApiClientOptions,
  type ApiError,
  type Credential,
} from '../../src/main/core/api';
import { startSandbox, type Sandbox } from '../sandbox';

/** A client trusting the sandbox CA, with short retry delays so tests stay quick. */
export function clientFor(sb: Sandbox, options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({ baseUrl: sb.baseUrl, caFile: sb.caFile, retry: { baseDelayMs: 10 }, ...options });
}

/** What `useSignedInClient` provides; its fields are set once the file's `beforeAll` ran. */
export interface SignedInClient {
  sb: Sandbox;
  client: ApiClient;
  credential: Credential;
  /** The token and the demo password: neither may appear in any error. */
  secrets: string[];
}

/**
 * The setup every API integration file shares: one sandbox with `projects` projects and one
 * client trusting it per file, signed in as the demo user; no faults and an empty request log
 * before each test. `signIn: 'each'` signs in afresh before each test, for files whose tests
 * end or spoil the session.
 */
export function useSignedInClient(options: { projects: number; signIn: 'once' | 'each' }): SignedInClient {
  // Filled in by the hooks below, before any test reads it.
  const state = {} as SignedInClient;
  const signIn = async () => {
    const { sb, client } = state;
    const { credential } = await client.signIn({
      email: sb.demo.email,
      password: sb.demo.password,
      accountId: sb.demo.accountId,
    });
    state.credential = credential;
    state.secrets = [credential.token, sb.demo.password];
  };
  beforeAll(async () => {
    state.sb = await startSandbox({ projects: options.projects });
    state.client = clientFor(state.sb);
    if (options.signIn === 'once') await signIn();
  });
  afterAll(async () => {
    const started: Partial<SignedInClient> = state;
    await started.client?.close();
    await started.sb?.close();
  });
  beforeEach(async () => {
    state.sb.faults.clear();
    if (options.signIn === 'each') await signIn();
    state.sb.clearLog();
  });
  return state;
}

/**
 * Awaits a failure, checks it is an ApiError with `code`, and that none of `secrets` appears
 * anywhere in it (message, stack, cause, JSON, util.inspect).
 */
export async function expectApiError(
  promise: Promise<unknown>,
  code: string,
  secrets: string[] = [],
): Promise<ApiError> {
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

/**
 * Runs `body` (TypeScript, inside an async function, with `createApiClient`,
 * `PRODUCT_USER_AGENT` and `isApiError` in scope) in a fresh `node --import tsx` process;
 * resolves with its stdout.
 */
export async function runInChild(body: string, env: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'timetray-api-'));
  const script = join(dir, 'child.ts');
  const api = resolve(__dirname, '../../src/main/core/api/index.ts');
  await writeFile(
    script,
    `import { createApiClient, isApiError, PRODUCT_USER_AGENT } from ${JSON.stringify(api)};
void (async () => {
${body}
})().catch((error: unknown) => { process.stdout.write('failed: ' + (isApiError(error) ? error.code : String(error))); });
`,
  );
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      cwd: resolve(__dirname, '../..'),
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export { startConnectProxy, type ConnectProxy } from '../support/connect-proxy';
