import { connect } from 'node:net';
import { proxyDecision, proxyVariable } from '../net/proxy-route';
import { routeFromPac } from '../net/system-proxy';
import { networkCauseText, proxyCauseOf } from '../net/network-words';
import { m } from '../i18n';
import { fail, ok, warn, type CheckResult } from './check';

export interface ProxyProbe {
  /** The proxy variable in effect (`shown` has no credentials); null: none set. */
  configured: { variable: string; shown: string | null } | null;
  /** Each service address and the NO_PROXY entry that sends it direct, if any. */
  origins: { origin: string; excludedBy: string | null }[];
  /** A TCP connection to the proxy; null when there is none to try. */
  reach: { ok: true; ms: number } | { ok: false; code: string } | null;
  /**
   * Only in the app, and only when no proxy variable is set: what the OS (system settings or
   * PAC, via Electron's `session.resolveProxy`) assigns each service address, e.g. "DIRECT"
   * or "PROXY host:port". `reach` is then about the first proxy named here.
   */
  system?: { origin: string; rule: string }[];
}

export function proxyVerdict(p: ProxyProbe): CheckResult {
  if (p.configured === null && p.system !== undefined) {
    return systemProxyVerdict(
      p.system,
      p.reach,
      p.origins.map((o) => o.origin),
    );
  }
  if (p.configured === null) {
    return ok('proxy', `${m.doctor_proxy_none()} ${m.doctor_proxy_os_hidden()}`);
  }
  const { variable, shown } = p.configured;
  if (shown === null) {
    return fail('proxy', m.doctor_proxy_not_url({ variable }), m.doctor_proxy_not_url_fix({ variable }));
  }
  const host = shown.replace(/^[a-z]+:\/\//, '');
  const direct = p.origins.filter((o) => o.excludedBy !== null);
  const exclusions = direct
    .map((o) => ` ${m.doctor_proxy_excluded({ origin: o.origin, entry: String(o.excludedBy) })}`)
    .join('');
  if (p.reach !== null && !p.reach.ok) {
    return fail(
      'proxy',
      `${m.doctor_proxy_names({ variable, shown })} ${unreachable(host, p.reach.code)}.${exclusions}`,
      m.doctor_proxy_dead_fix({ variable }),
    );
  }
  const reached = p.reach?.ok ? ` ${m.doctor_proxy_accepted({ ms: p.reach.ms })}` : '';
  return ok(
    'proxy',
    `${m.doctor_proxy_through({ host, variable })}${reached}${exclusions} ${m.doctor_proxy_os_hidden()}`,
  );
}

/** Why the proxy cannot be reached, in the words the HTTPS client uses too (network-words.ts). */
const unreachable = (host: string, code: string): string => networkCauseText(proxyCauseOf(code, host));

/**
 * What the app does with a PAC-style answer ("SOCKS5 s:1; PROXY a:1; DIRECT"): the same
 * `routeFromPac` the client routes by, so Health never names a proxy the requests skip.
 * `unsupported`: only entries Timetray cannot use (SOCKS), so it connects directly.
 */
export function firstProxyChoice(
  rule: string,
): { kind: 'direct' } | { kind: 'proxy'; host: string } | { kind: 'unsupported'; text: string } {
  const route = routeFromPac(rule);
  if (route.kind === 'proxy') return { kind: 'proxy', host: route.hostPort };
  return route.unsupported === null ? { kind: 'direct' } : { kind: 'unsupported', text: route.unsupported };
}

/** In the app without a proxy variable: what the OS settings assign, and whether that proxy answers. */
function systemProxyVerdict(
  system: { origin: string; rule: string }[],
  reach: ProxyProbe['reach'],
  origins: string[],
): CheckResult {
  const choices = system.map((s) => ({ origin: s.origin, choice: firstProxyChoice(s.rule) }));
  const odd = choices.find((c) => c.choice.kind === 'unsupported');
  if (odd && odd.choice.kind === 'unsupported') {
    return warn(
      'proxy',
      m.doctor_proxy_system_unsupported({ origin: odd.origin, rule: odd.choice.text }),
      m.doctor_proxy_system_fix(),
    );
  }
  const via = choices.find((c) => c.choice.kind === 'proxy');
  if (!via || via.choice.kind !== 'proxy') {
    if (system.length > 0) return ok('proxy', m.doctor_proxy_system_direct());
    // No answer is not "no address": the accounts' addresses are named when there are some.
    return ok(
      'proxy',
      origins.length === 0
        ? m.doctor_proxy_system_no_address()
        : m.doctor_proxy_system_unanswered({ origins: origins.join(', ') }),
    );
  }
  const host = via.choice.host;
  if (reach !== null && !reach.ok) {
    return fail(
      'proxy',
      `${m.doctor_proxy_system_sends({ origin: via.origin, host })} ${unreachable(host, reach.code)}.`,
      m.doctor_proxy_system_fix(),
    );
  }
  const reached = reach?.ok ? ` ${m.doctor_proxy_accepted({ ms: reach.ms })}` : '';
  return ok('proxy', `${m.doctor_proxy_system_through({ origin: via.origin, host })}${reached}`);
}

/** Reads the environment and opens (then closes) one TCP connection to the proxy. */
export async function probeProxy(
  deps: {
    env: NodeJS.ProcessEnv;
    origins: string[];
    timeoutMs?: number;
    /** In the app: the OS proxy rule per service address (see `ProxyProbe.system`). */
    system?: { origin: string; rule: string }[];
  },
  signal: AbortSignal,
): Promise<ProxyProbe> {
  // The client's own decision (net/proxy-route.ts): the doctor reports the path requests take.
  const set = proxyVariable(deps.env);
  const origins = deps.origins.map((origin) => {
    const decision = proxyDecision(origin, deps.env);
    return { origin, excludedBy: decision.kind === 'excluded' ? decision.excludedBy : null };
  });
  if (set === null && deps.system !== undefined) {
    const proxy = deps.system.map((s) => firstProxyChoice(s.rule)).find((c) => c.kind === 'proxy');
    const target = proxy?.kind === 'proxy' ? hostAndPort(proxy.host) : null;
    const reach = target ? await tcpReach(target.host, target.port, deps.timeoutMs ?? 3000, signal) : null;
    return { configured: null, origins, reach, system: deps.system };
  }
  if (set === null) return { configured: null, origins, reach: null };
  // The proxy itself, whatever NO_PROXY says about the service addresses.
  const choice = proxyDecision('https://proxy-check.invalid', { [set.name]: set.value });
  if (choice.kind !== 'proxy')
    return { configured: { variable: set.name, shown: null }, origins, reach: null };
  const { host, port } = choice.proxy;
  const reach = await tcpReach(host, port, deps.timeoutMs ?? 3000, signal);
  return { configured: { variable: set.name, shown: choice.proxy.shown }, origins, reach };
}

/** One TCP connection, closed at once: can the host be reached at all? */
export function tcpReach(
  host: string,
  port: number,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<ProxyProbe['reach']> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host, port, signal, timeout: timeoutMs });
    socket.once('connect', () => {
      socket.destroy();
      resolve({ ok: true, ms: Date.now() - started });
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve({ ok: false, code: 'ETIMEDOUT' });
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ ok: false, code: error.code ?? 'error' }),
    );
  });
}

/** "host:port" or "[::1]:port" of a PAC answer; port 80 when none is named (as PAC means it). */
function hostAndPort(text: string): { host: string; port: number } | null {
  const match = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(text);
  if (!match) return null;
  return { host: match[1]!, port: match[2] ? Number(match[2]) : 80 };
}
