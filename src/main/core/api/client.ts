/** Assembles the API client: one normalised base URL, one shared dispatcher, bound operations. */
import type { Project } from '../../../shared/types';
import { acquireDispatcher } from '../net/agent';
import { revoke, signIn } from './auth';
import { normalizeBaseUrl } from './base-url';
import { proxyFor } from '../net/proxy-route';
import type { Credential, PasswordSignIn } from './credential';
import { renameCustomer } from './customers';
import type { SystemProxyLookup } from '../net/system-proxy';
import { getProject, listProjects } from './projects';
import { detailedReport, type ReportAnswer } from './reports';
import type { TransportConfig } from './transport';

export interface ApiClientOptions {
  /** The service address; normalised by `normalizeBaseUrl` (https only). */
  baseUrl: string;
  /** An extra CA (PEM) trusted in addition to Node's roots, e.g. a TLS-inspecting proxy's. */
  caFile?: string;
  timeouts?: { connectMs?: number; headersMs?: number; bodyMs?: number; deadlineMs?: number };
  /** GET retries (at most 2 by default) and the base of their exponential backoff. */
  retry?: { maxRetries?: number; baseDelayMs?: number };
  /** Larger answers fail with `bad_response` (default 32 MiB). */
  maxResponseBytes?: number;
  /** The app's OS proxy lookup (see system-proxy.ts), used when no proxy variable is set. */
  systemProxy?: SystemProxyLookup;
  /**
   * Told before the client waits out a service's `Retry-After` (ms; `status` 429 "too many
   * requests" or 503 "busy"), e.g. to say so on a terminal.
   */
  onServiceWait?: (ms: number, status: number) => void;
}

/** The Time Tracking Service API v1. Every method throws `ApiError` and nothing else. */
export interface ApiClient {
  readonly baseUrl: string;
  /** POST /auth with PRODUCT_USER_AGENT (or `userAgent`); the credential carries the UA it used. */
  signIn(input: PasswordSignIn, userAgent?: string): Promise<{ credential: Credential; accountId: string }>;
  /** GET /auth/revoke: the token stops working. */
  revoke(credential: Credential): Promise<void>;
  /**
   * GET /projects; unreadable items are skipped and counted, not fatal. `answeredAt`: when
   * the service answered (`Date.now()` at the headers).
   */
  listProjects(credential: Credential): Promise<{ projects: Project[]; skipped: number; answeredAt: number }>;
  /** GET /projects/<id> (carries the totals). */
  getProject(credential: Credential, id: number): Promise<Project>;
  renameCustomer(
    credential: Credential,
    customerId: number,
    name: string,
  ): Promise<{ customerId: number; name: string; answeredAt: number }>;
  /**
   * GET /reports/detailed for `range` (both days included), its entries summed per day,
   * project and side (`me`: the signed-in e-mail); `offered: false` where the account has no
   * reports (see reports.ts).
   */
  detailedReport(
    credential: Credential,
    range: { from: string; to: string },
    me: string,
  ): Promise<ReportAnswer>;
  /** Releases this client's hold on the shared connection pool. */
  close(): Promise<void>;
}

export const DEFAULT_TIMEOUTS = {
  connectMs: 10_000,
  headersMs: 30_000,
  bodyMs: 30_000,
  deadlineMs: 60_000,
} as const;
export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
/** A Retry-After longer than this is not waited out: the user sees `rate_limited` at once. */
const MAX_RETRY_AFTER_MS = 10_000;

/** @throws ApiError `insecure_url` / `invalid` for a bad base URL, `tls` for an unreadable CA file. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const url = new URL(baseUrl);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...definedOnly(options.timeouts ?? {}) };
  const lease = acquireDispatcher({
    caFile: options.caFile,
    connectMs: timeouts.connectMs,
    ...(options.systemProxy ? { systemProxy: options.systemProxy } : {}),
  });
  const envProxy = proxyFor(url.origin);
  const config: TransportConfig = {
    origin: url.origin,
    basePath: url.pathname,
    dispatcher: lease.dispatcher,
    timeouts,
    retry: {
      maxRetries: options.retry?.maxRetries ?? 2,
      baseDelayMs: options.retry?.baseDelayMs ?? 300,
      maxDelayMs: MAX_RETRY_AFTER_MS,
    },
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    ...(options.onServiceWait ? { onServiceWait: options.onServiceWait } : {}),
    // Read when an error is made: the OS proxy is chosen per request.
    get proxy() {
      return envProxy ?? lease.systemProxyOf(url.origin);
    },
  };
  return {
    baseUrl,
    signIn: (input, userAgent) => signIn(config, input, userAgent),
    revoke: (credential) => revoke(config, credential),
    listProjects: (credential) => listProjects(config, credential),
    getProject: (credential, id) => getProject(config, credential, id),
    renameCustomer: (credential, customerId, name) => renameCustomer(config, credential, customerId, name),
    detailedReport: (credential, range, me) => detailedReport(config, credential, range, me),
    close: () => lease.release(),
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => typeof v === 'number' && v > 0),
  ) as Partial<T>;
}
