/**
 * Hostile input: fast-check over every IPC handler of `createHandlers` on a real core that
 * is signed in to the sandbox, and over the project normaliser with arbitrary JSON.
 *
 * Every request that leaves the core is counted: the sandbox logs what reaches it, and all
 * other hosts go through a loopback CONNECT proxy that counts and refuses (403), so nothing
 * generated here ever leaves this machine. A call answered `bad_input` must not have added
 * a single request anywhere; no handler may reject or return anything but a Result.
 */
import fc from 'fast-check';
import { normalizeProject, normalizeProjectList } from '../../src/main/core/api/normalize-project';
import { isApiError } from '../../src/main/core/api';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { createHandlers, type IpcHandlers } from '../../src/main/app/ipc/handlers';
import type { IpcChannel } from '../../src/shared/ipc';
import type { Sandbox } from '../sandbox';
import { startConnectProxy } from '../support/connect-proxy';
import { timed, type Row } from './report';

const RUNS = Number(process.env.STRESS_RUNS ?? 3000);

const SCHEMES = [
  'http:',
  'https:',
  'javascript:',
  'file:',
  'data:',
  'ftp:',
  'ws:',
  'wss:',
  'chrome:',
  'about:',
  'blob:',
];
const HOSTS = [
  'app.rabbiit.com',
  'xn--bcher-kva.example',
  'bücher.example',
  '例え.テスト',
  'localhost',
  '[::1]',
  '0x7f.1',
  'a'.repeat(300),
];

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '\r\nX-Evil: 1',
    '|',
    '../../etc/passwd',
    '__proto__',
    'constructor',
  ),
  fc.string({ minLength: 3000, maxLength: 5000 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\n', '\u2028', '|'), maxLength: 40 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 0, -1, 1.5, 2 ** 53, -(2 ** 53), Number.MAX_VALUE),
  fc.double(),
  fc.integer(),
);
const hostileUrl = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...SCHEMES),
      fc.constantFrom('//', '/', '\\\\', ''),
      fc.constantFrom(...HOSTS),
      fc.constantFrom('', '/api/v1', ':8443/api/v1', '/?q=1', '#x'),
    )
    .map(([scheme, slashes, host, rest]) => `${scheme}${slashes}${host}${rest}`),
  fc.constantFrom(...HOSTS).map((host) => `https://user:secret@${host}/api/v1`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  hostileText,
);
const protoObject = fc.constantFrom(
  JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  Object.create(null) as unknown,
  { constructor: { prototype: { polluted: true } } },
  { toString: 'x', valueOf: 1 },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
  }),
  hostileText,
  hostileNumber,
  hostileUrl,
  protoObject,
);
const formOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(Object.fromEntries(Object.entries(fields).map(([k, a]) => [k, fc.oneof(a, hostileValue)])), {
    requiredKeys: [],
  });
const signInForm = formOf({
  baseUrl: hostileUrl,
  email: fc.oneof(fc.emailAddress(), hostileText),
  password: hostileText,
  accountId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,70}$/), hostileText),
});
const tokenForm = formOf({
  baseUrl: hostileUrl,
  email: fc.oneof(fc.emailAddress(), hostileText),
  accountId: hostileText,
  token: hostileText,
  userAgent: hostileText,
});

/** Arguments per channel: mostly wrong, sometimes nearly right (then the network may be hit). */
const argsFor: Record<IpcChannel, fc.Arbitrary<unknown[]>> = {
  'state:get': fc.array(hostileValue, { maxLength: 3 }),
  // No empty tuple: `[]` is the valid call, which would sign out or refresh for real.
  'projects:list': fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
  'session:sign-out': fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
  'window:hide': fc.array(hostileValue, { maxLength: 3 }),
  'window:painted': fc.oneof(fc.tuple(hostileNumber), fc.array(hostileValue, { maxLength: 3 })),
  'customers:rename': fc.oneof(
    fc.tuple(hostileNumber, hostileText),
    fc.tuple(hostileValue, hostileValue),
    fc.array(hostileValue, { maxLength: 4 }),
  ),
  'budgets:set': fc.oneof(
    fc.tuple(hostileNumber, formOf({ hours: hostileValue, value: hostileValue })),
    fc.array(hostileValue, { maxLength: 4 }),
  ),
  'budgets:clear': fc.oneof(fc.tuple(hostileNumber), fc.array(hostileValue, { maxLength: 3 })),
  'budgets:set-period': fc.oneof(
    fc.tuple(hostileValue, hostileValue),
    fc.tuple(
      fc.record({ kind: hostileValue, id: hostileNumber }),
      fc.record({ hours: hostileNumber, value: hostileValue, per: hostileValue }),
    ),
    fc.array(hostileValue, { maxLength: 3 }),
  ),
  'budgets:clear-period': fc.oneof(
    fc.tuple(fc.record({ kind: hostileValue, id: hostileNumber })),
    fc.array(hostileValue, { maxLength: 3 }),
  ),
  'projects:pin': fc.oneof(fc.tuple(hostileNumber, hostileValue), fc.array(hostileValue, { maxLength: 3 })),
  // No empty tuple: `[]` is the valid call, which would open a browser.
  'webapp:open': fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
  'session:sign-in': fc.oneof(fc.tuple(signInForm), fc.array(hostileValue, { maxLength: 3 })),
  'session:import-token': fc.oneof(fc.tuple(tokenForm), fc.array(hostileValue, { maxLength: 3 })),
  'accounts:use': fc.oneof(fc.tuple(hostileText), fc.array(hostileValue, { maxLength: 3 })),
  'accounts:remove': fc.oneof(fc.tuple(hostileText), fc.array(hostileValue, { maxLength: 3 })),
  'projects:cached': fc.oneof(fc.tuple(hostileNumber), fc.array(hostileValue, { maxLength: 3 })),
  'projects:get': fc.oneof(fc.tuple(hostileNumber), fc.array(hostileValue, { maxLength: 3 })),
  'projects:want-totals': fc.oneof(
    fc.tuple(fc.array(hostileNumber, { maxLength: 300 })),
    fc.array(hostileValue, { maxLength: 3 }),
  ),
  'projects:copy-summary': fc.oneof(fc.tuple(hostileNumber), fc.array(hostileValue, { maxLength: 3 })),
  'projects:cycle-days': fc.oneof(fc.tuple(hostileNumber), fc.array(hostileValue, { maxLength: 3 })),
  'reports:period': fc.oneof(
    fc.tuple(
      formOf({ period: fc.constantFrom('cycle', 'year', 'x'), grouping: hostileValue, source: hostileValue }),
    ),
    fc.array(hostileValue, { maxLength: 3 }),
  ),
  // No empty tuple for these three: `[]` is the valid call (a dialog, a full health check).
  'settings:info': fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
  'settings:choose-ca-file': fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
  'health:run': fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
  'settings:set': fc.oneof(
    fc.tuple(
      formOf({ key: fc.constantFrom('caFile', 'globalShortcut', 'hideMoney', 'x'), value: hostileValue }),
    ),
    fc.array(hostileValue, { maxLength: 3 }),
  ),
};

/** Channels that answer nothing (no `Result`): bad arguments are ignored, and logged as such. */
const VOID_CHANNELS: ReadonlySet<IpcChannel> = new Set([
  'state:get',
  'window:hide',
  'projects:want-totals',
  'window:painted',
]);

const isResult = (value: unknown): value is { ok: boolean; error?: { code?: unknown } } =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';

export async function hostileRows(sb: Sandbox, configDir: string): Promise<Row[]> {
  const rows: Row[] = [];
  const proxy = await startConnectProxy({ refuseWith: 403 });
  const saved = { HTTPS_PROXY: process.env.HTTPS_PROXY, NO_PROXY: process.env.NO_PROXY };
  process.env.HTTPS_PROXY = proxy.url;
  process.env.NO_PROXY = '127.0.0.1,localhost';
  const core = await TimetrayCore.open({ configDir, caFile: sb.caFile });
  const unexpected: string[] = [];
  try {
    await core.signIn({ baseUrl: sb.baseUrl, ...sb.demo });
    // The void channels note ignored arguments on purpose; anything else logged is an error
    // the handlers did not expect (a crash turned into a generic answer).
    const log = (line: string) => void (/: ignored/.test(line) || unexpected.push(line));
    const handlers: IpcHandlers = createHandlers(core, { log });
    const requests = () => sb.log.length + sb.other.log.length + sb.plain.log.length + proxy.tunnels.length;
    for (const channel of Object.keys(argsFor) as IpcChannel[]) {
      let invalid = 0;
      let leaked = 0;
      let escaped = 0;
      rows.push(
        await timed('hostile', `${channel}: ${RUNS} runs`, 'bad input never sent', async () => {
          await fc.assert(
            fc.asyncProperty(argsFor[channel], async (args) => {
              const before = requests();
              let result: unknown;
              try {
                result = await handlers[channel](...args);
              } catch {
                escaped += 1;
                return;
              }
              if (VOID_CHANNELS.has(channel)) return; // not Results
              if (!isResult(result)) escaped += 1;
              else if (!result.ok && result.error?.code === 'bad_input') {
                invalid += 1;
                if (requests() !== before) leaked += 1;
              }
            }),
            { numRuns: RUNS, seed: 9 },
          );
          const counted = VOID_CHANNELS.has(channel) ? `${RUNS} calls` : `${invalid} invalid`;
          return {
            observed: `${counted}, ${leaked} sent, ${escaped} thrown`,
            ok: leaked === 0 && escaped === 0,
          };
        }),
      );
    }
    rows.push({
      part: 'hostile',
      check: 'unexpected errors logged by handlers',
      expected: '0',
      observed: String(unexpected.length) + (unexpected[0] ? ` (${unexpected[0].slice(0, 60)})` : ''),
      ms: 0,
      ok: unexpected.length === 0,
    });
  } finally {
    await core.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await proxy.close();
  }
  rows.push(
    await timed('hostile', `normalizeProject: ${RUNS * 3} arbitrary JSON`, 'never throws', async () => {
      let bad = 0;
      fc.assert(
        fc.property(fc.jsonValue(), fc.boolean(), (json, latin1) => {
          const project = normalizeProject(json, latin1);
          if (
            project !== null &&
            !(Number.isSafeInteger(project.id) && project.id > 0 && typeof project.name === 'string')
          )
            bad += 1;
          try {
            normalizeProjectList({ data: [json] }, latin1);
          } catch (error) {
            if (!isApiError(error) || error.code !== 'bad_response') bad += 1;
          }
        }),
        { numRuns: RUNS * 3, seed: 9 },
      );
      return { observed: bad === 0 ? 'never throws' : `${bad} bad results`, ok: bad === 0 };
    }),
  );
  return rows;
}
