/**
 * The public contract of the sandbox (a local HTTPS copy of the Time Tracking Service API v1).
 * Other test suites, the benchmarks and `npm run demo` code against exactly these shapes.
 */
import type { EntrySeed } from './entries';
import type { SandboxState } from './state';

export interface SandboxOptions {
  /** How many seeded projects the demo account has (default 24). */
  projects?: number;
  /** How many seeded customers the demo account has (default 6). */
  customers?: number;
  /**
   * `GET /projects` items also carry `rate`, `time_total`, `value_total`, `total_members`
   * and `total_active_tasks` (default false: the documented list has none of them). For
   * tests of tolerance; also settable later through `state.listTotals`.
   */
  listTotals?: boolean;
  /** Seed of the deterministic data (default 1). */
  seed?: number;
  /**
   * The time entries behind `GET /reports/detailed` (see entries.ts): by default 120 days up
   * to the clock's local today, three people in the demo account; `false`: none.
   */
  entries?: EntrySeed | false;
  /** Port of the API server; default 0 (ephemeral). The host is always 127.0.0.1. */
  port?: number;
  /** Injectable clock in ms; default `Date.now`. `clock.advance` adds to it. */
  now?: () => number;
  /**
   * Directory where the CA (`ca.pem`) and the server key/certificate are kept and reused
   * across restarts, so a client trusting `caFile` keeps working. Default: a fresh temp
   * directory removed by `close()`.
   */
  certDir?: string;
}

/** One request as it reached a server (rejected ones included). */
export interface RequestLogEntry {
  method: string;
  /** Full path without the query, e.g. `/api/v1/projects`. */
  path: string;
  /** Raw query string without `?` ('' when none). */
  query: string;
  /** Every header, names lower-cased; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** Raw request body as UTF-8. */
  body: string;
  /** Status sent; 0 when the socket was destroyed without an answer. */
  status: number;
  /** `clock.now()` when the answer was decided. */
  at: number;
}

export type Fault =
  /** Delay, then answer normally. */
  | { kind: 'latency'; ms: number }
  | { kind: 'status'; status: number; body?: string; contentType?: string; headers?: Record<string, string> }
  /** Destroy the socket without an answer. */
  | { kind: 'reset' }
  /** Send a Content-Length larger than the body, then end the connection. */
  | { kind: 'truncated' }
  /** Send the headers and half the body, then reset the connection (RST). */
  | { kind: 'reset-mid-body' }
  /** Accept the request and never send a byte of answer (until the client gives up). */
  | { kind: 'hang' }
  /** 200 with a broken JSON body. */
  | { kind: 'malformed-json' }
  /** A proxy's HTML error page, status 502. */
  | { kind: 'html-502' }
  /** Send the normal answer slowly. */
  | { kind: 'drip'; bytesPerTick: number; tickMs: number }
  | { kind: 'redirect'; status?: 301 | 302 | 307 | 308; location: string }
  /** A 200 JSON body of exactly that many bytes. */
  | { kind: 'huge'; bytes: number };

export interface FaultRule {
  /** Match only this method (any when absent). */
  method?: string;
  /** The path after `/api/v1` (e.g. `/projects`): exact string or RegExp. */
  path: string | RegExp;
  fault: Fault;
  /** How many matching requests it applies to; default forever. */
  times?: number;
}

/** A user that can sign in with `POST /auth`. */
export interface SandboxUser {
  email: string;
  password: string;
  accountId: string;
}

/** A listener that only records what reaches it. */
export interface LoggingOrigin {
  origin: string;
  log: RequestLogEntry[];
}

export interface Sandbox {
  /** e.g. `https://127.0.0.1:43121/api/v1` */
  baseUrl: string;
  /** e.g. `https://127.0.0.1:43121` */
  origin: string;
  /** PEM file clients can trust. */
  caFile: string;
  caPem: string;
  /** A seeded user that can sign in. */
  demo: SandboxUser;
  /** `demo` first, then a second user (another account) for multi-account tests. */
  users: SandboxUser[];
  /** Live data: read and modify it in tests. */
  state: SandboxState;
  log: RequestLogEntry[];
  clearLog(): void;
  faults: { add(rule: FaultRule): void; clear(): void };
  clock: { now(): number; advance(ms: number): void };
  /** Mint a token directly (for tests that start from a pasted token). */
  issueToken(input: { userAgent: string; accountId?: string; email?: string }): string;
  /** A second HTTPS origin (same CA) that only logs what reaches it (redirect targets). */
  other: LoggingOrigin;
  /** A plain-HTTP listener on loopback that logs what reaches it. */
  plain: LoggingOrigin;
  close(): Promise<void>;
}
