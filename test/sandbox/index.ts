/**
 * A local HTTPS copy of the Time Tracking Service API v1 for tests, benchmarks and demos.
 *
 * ```ts
 * const sandbox = await startSandbox({ projects: 50 });
 * // ... point a client at sandbox.baseUrl, trusting sandbox.caPem ...
 * await sandbox.close();
 * ```
 */
import { rm } from 'node:fs/promises';
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { API_PREFIX, createApiHandler } from './api-handler';
import { FaultRegistry } from './faults';
import { startOtherOrigin, startPlainOrigin } from './logging-origin';
import { localDay } from './entries';
import { DEMO_USER, seedState } from './seed';
import { SandboxState } from './state';
import { prepareTls } from './tls';
import type { RequestLogEntry, Sandbox, SandboxOptions } from './types';

export type {
  Fault,
  FaultRule,
  LoggingOrigin,
  RequestLogEntry,
  Sandbox,
  SandboxOptions,
  SandboxUser,
} from './types';
export { SandboxState, TOKEN_IDLE_LIMIT_MS, formatDuration, formatServiceDate, toWireProject } from './state';
export type { StoredCustomer, StoredProject, StoredToken } from './state';
export {
  TEAM,
  localDay,
  toWireEntry,
  type EntrySeed,
  type ReportSwitches,
  type StoredEntry,
} from './entries';

async function closeServer(server: Server | HttpServer): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive and in-flight sockets would hold close() open until they time out.
  server.closeAllConnections();
  await closed;
}

/** Starts the sandbox on 127.0.0.1 (API origin, a second HTTPS origin, a plain-HTTP port). */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const baseNow = options.now ?? Date.now;
  let offset = 0;
  const clock = {
    now: (): number => baseNow() + offset,
    advance: (ms: number): void => {
      offset += ms;
    },
  };

  const state = new SandboxState();
  state.listTotals = options.listTotals ?? false;
  seedState(state, {
    projects: options.projects ?? 24,
    customers: options.customers ?? 6,
    seed: options.seed ?? 1,
    entries: options.entries === false ? false : { today: localDay(clock.now()), ...options.entries },
  });
  const tls = await prepareTls(options.certDir);
  const faults = new FaultRegistry();
  const log: RequestLogEntry[] = [];
  const closing = new AbortController();

  const server = createServer(
    { key: tls.key, cert: tls.cert, minVersion: 'TLSv1.2', keepAlive: true },
    createApiHandler({ state, faults, log, now: clock.now, closing: closing.signal }),
  );
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const other = await startOtherOrigin(tls, clock.now);
  const plain = await startPlainOrigin(clock.now);

  return {
    baseUrl: `${origin}${API_PREFIX}`,
    origin,
    caFile: tls.caFile,
    caPem: tls.caPem,
    demo: { ...DEMO_USER },
    users: state.users.map((u) => ({ ...u })),
    state,
    log,
    clearLog: () => {
      log.length = 0;
    },
    faults: { add: (rule) => faults.add(rule), clear: () => faults.clear() },
    clock,
    issueToken: ({ userAgent, accountId, email }) => {
      const user = state.users.find((u) => u.accountId === (accountId ?? DEMO_USER.accountId));
      return state.issueToken(
        userAgent,
        email ?? user?.email ?? DEMO_USER.email,
        accountId ?? DEMO_USER.accountId,
        clock.now(),
      );
    },
    other: { origin: other.origin, log: other.log },
    plain: { origin: plain.origin, log: plain.log },
    close: async () => {
      closing.abort();
      await Promise.all([closeServer(server), closeServer(other.server), closeServer(plain.server)]);
      if (tls.temporary) await rm(tls.dir, { recursive: true, force: true });
    },
  };
}
