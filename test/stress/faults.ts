/**
 * The faults table: each fault of the network, a proxy or a hostile server, through the real
 * client and core against the sandbox. Every core row checks that the last good list
 * survived (snapshot and cache file) and that no request after a redirect carried the token.
 */
import { createApiClient, isApiError, type ApiClientOptions } from '../../src/main/core/api';
import { isCoreError } from '../../src/main/core/core-error';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import type { FaultRule, Sandbox } from '../sandbox';
import { deadPort } from '../support/connect-proxy';
import { startBadTls } from './bad-tls';
import { timed, type Row } from './report';

const codeOf = (error: unknown): string =>
  isApiError(error) || isCoreError(error) ? error.code : `unexpected ${String(error)}`.slice(0, 80);

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

export async function faultRows(sb: Sandbox, configDir: string, tempDir: string): Promise<Row[]> {
  const rows: Row[] = [];
  const core = await TimetrayCore.open({ configDir, caFile: sb.caFile });
  try {
    const { key } = await core.signIn({ baseUrl: sb.baseUrl, ...sb.demo });
    const good = core.snapshot().projects.length;

    const coreRow = (
      check: string,
      expected: string,
      rule: Omit<FaultRule, 'path'> & { path?: FaultRule['path'] },
    ) =>
      timed('faults', check, expected, async () => {
        sb.faults.clear();
        sb.faults.add({ path: '/projects', ...rule });
        sb.other.log.length = 0;
        sb.plain.log.length = 0;
        const observed = await core.refreshProjects().then(
          () => 'ok',
          (error: unknown) => codeOf(error),
        );
        sb.faults.clear();
        const onDisk = await new ProjectCache(configDir).get(key);
        const cacheKept = core.snapshot().projects.length === good && onDisk?.projects.length === good;
        const leaked = [...sb.other.log, ...sb.plain.log].some(
          (e) => e.headers.authorization !== undefined || e.headers['x-api-token'] !== undefined,
        );
        return { observed, cacheKept, authAfterRedirect: leaked };
      });

    rows.push(await coreRow('reset before any answer', 'network', { fault: { kind: 'reset' } }));
    rows.push(await coreRow('reset mid-body', 'bad_response', { fault: { kind: 'reset-mid-body' } }));
    rows.push(
      await coreRow('body cut short (Content-Length)', 'bad_response', { fault: { kind: 'truncated' } }),
    );
    rows.push(await coreRow('500', 'server', { fault: { kind: 'status', status: 500 } }));
    rows.push(await coreRow('502 with an HTML page', 'server', { fault: { kind: 'html-502' } }));
    rows.push(await coreRow('503', 'server', { fault: { kind: 'status', status: 503 } }));
    rows.push(
      await coreRow('429, Retry-After: 1 (then fine)', 'ok', {
        fault: { kind: 'status', status: 429, headers: { 'retry-after': '1' } },
        times: 1,
      }),
    );
    rows.push(
      await coreRow('429, Retry-After: 3600', 'rate_limited', {
        fault: { kind: 'status', status: 429, headers: { 'retry-after': '3600' } },
      }),
    );
    rows.push(await coreRow('malformed JSON', 'bad_response', { fault: { kind: 'malformed-json' } }));
    rows.push(
      await coreRow('wrong shape {"data":{}}', 'bad_response', {
        fault: { kind: 'status', status: 200, body: '{"data":{}}' },
      }),
    );
    rows.push(
      await coreRow('only unreadable items', 'bad_response', {
        fault: { kind: 'status', status: 200, body: '{"data":[{"id":"x"}]}' },
      }),
    );
    rows.push(
      await coreRow('50 MB body', 'bad_response', { fault: { kind: 'huge', bytes: 50 * 1024 * 1024 } }),
    );
    rows.push(
      await coreRow('JSON nested 100k deep', 'bad_response', {
        fault: { kind: 'status', status: 200, body: `{"data":${nested(100_000)}}` },
      }),
    );
    rows.push(
      await coreRow('redirect to http:', 'redirect', {
        fault: { kind: 'redirect', location: `${sb.plain.origin}/api/v1/projects` },
      }),
    );
    rows.push(
      await coreRow('redirect to another origin', 'redirect', {
        fault: { kind: 'redirect', status: 307, location: `${sb.other.origin}/api/v1/projects` },
      }),
    );
    // Last of the core rows: it ends the session (the settings and the cache stay).
    rows.push(await coreRow('401', 'signed_out', { fault: { kind: 'status', status: 401 } }));
  } finally {
    await core.close();
  }

  // Where no sandbox answers properly: the client alone, with short timeouts.
  const clientRow = (check: string, expected: string, options: ApiClientOptions, setup?: () => void) =>
    timed('faults', check, expected, async () => {
      setup?.();
      const client = createApiClient({ retry: { maxRetries: 0 }, ...options });
      try {
        const token = sb.issueToken({ userAgent: 'Timetray/1' });
        const observed = await client.listProjects({ token, userAgent: 'Timetray/1' }).then(
          () => 'ok',
          (error: unknown) => codeOf(error),
        );
        return { observed };
      } finally {
        sb.faults.clear();
        await client.close();
      }
    });
  const short = { headersMs: 800, bodyMs: 800, deadlineMs: 1500 };
  rows.push(
    await clientRow(
      'headers never sent',
      'timeout',
      { baseUrl: sb.baseUrl, caFile: sb.caFile, timeouts: short },
      () => sb.faults.add({ path: '/projects', fault: { kind: 'hang' } }),
    ),
  );
  rows.push(
    await clientRow(
      'a dripping body',
      'timeout',
      { baseUrl: sb.baseUrl, caFile: sb.caFile, timeouts: short },
      () => sb.faults.add({ path: '/projects', fault: { kind: 'drip', bytesPerTick: 8, tickMs: 100 } }),
    ),
  );
  rows.push(
    await clientRow('connection refused', 'network', {
      baseUrl: `https://127.0.0.1:${await deadPort()}/api/v1`,
    }),
  );
  rows.push(
    await clientRow('plain HTTP on the port', 'tls', {
      baseUrl: `${sb.plain.origin.replace('http:', 'https:')}/api/v1`,
    }),
  );
  const bad = await startBadTls(tempDir);
  try {
    rows.push(
      await clientRow('self-signed certificate', 'tls', { baseUrl: bad.selfSigned, caFile: bad.caFile }),
    );
    rows.push(await clientRow('expired certificate', 'tls', { baseUrl: bad.expired, caFile: bad.caFile }));
    rows.push(
      await clientRow('certificate for another host', 'tls', { baseUrl: bad.wrongHost, caFile: bad.caFile }),
    );
  } finally {
    await bad.close();
  }
  return rows;
}
