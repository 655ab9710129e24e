import { m } from '../i18n';

/**
 * Why a connection failed, in words: the one table both the HTTPS client (network-errors.ts)
 * and `timetray doctor` (proxy, service and tunnel checks) say a network fault with, so the
 * same cause reads the same everywhere and is translated once (messages/doctor/, `net_…`).
 * Each is one sentence without its final stop: the client adds " — fix.", the doctor puts
 * its own context before it.
 */
export type NetworkCause =
  | { cause: 'proxy-refused'; proxy: string }
  | { cause: 'proxy-not-found'; proxy: string }
  | { cause: 'proxy-timeout'; proxy: string }
  | { cause: 'proxy-unreachable'; proxy: string; code: string }
  | { cause: 'tunnel-refused'; status: string }
  | { cause: 'connect-timeout'; origin: string }
  | { cause: 'slow-answer'; origin: string }
  | { cause: 'untrusted'; code: string }
  | { cause: 'expired'; code: string }
  | { cause: 'wrong-name'; origin: string }
  | { cause: 'no-tls'; origin: string; code: string }
  | { cause: 'refused'; origin: string }
  | { cause: 'not-found'; origin: string }
  | { cause: 'cut-off'; origin: string }
  | { cause: 'unreachable'; origin: string }
  | { cause: 'unknown'; origin: string; code: string };

/** The sentence for one cause, in the language spoken now. */
export function networkCauseText(c: NetworkCause): string {
  switch (c.cause) {
    case 'proxy-refused':
      return m.net_proxy_refused({ proxy: c.proxy });
    case 'proxy-not-found':
      return m.net_proxy_not_found({ proxy: c.proxy });
    case 'proxy-timeout':
      return m.net_proxy_timeout({ proxy: c.proxy });
    case 'proxy-unreachable':
      return m.net_proxy_unreachable({ proxy: c.proxy, code: c.code });
    case 'tunnel-refused':
      return m.net_tunnel_refused({ status: c.status });
    case 'connect-timeout':
      return m.net_connect_timeout({ origin: c.origin });
    case 'slow-answer':
      return m.net_slow_answer({ origin: c.origin });
    case 'untrusted':
      return m.net_untrusted({ code: c.code });
    case 'expired':
      return m.net_expired({ code: c.code });
    case 'wrong-name':
      return m.net_wrong_name({ origin: c.origin });
    case 'no-tls':
      return m.net_no_tls({ origin: c.origin, code: c.code });
    case 'refused':
      return m.net_refused({ origin: c.origin });
    case 'not-found':
      return m.net_not_found({ origin: c.origin });
    case 'cut-off':
      return m.net_cut_off({ origin: c.origin });
    case 'unreachable':
      return m.net_unreachable({ origin: c.origin });
    case 'unknown':
      return c.code
        ? m.net_unknown_code({ origin: c.origin, code: c.code })
        : m.net_unknown({ origin: c.origin });
  }
}

/** Node's codes for "no such host (yet)". */
export const isNotFound = (code: string): boolean => code === 'ENOTFOUND' || code === 'EAI_AGAIN';

/** What a failed connection to a proxy (TCP or CONNECT, no HTTP answer) means, by its code. */
export function proxyCauseOf(code: string, proxy: string): NetworkCause {
  if (code === 'ECONNREFUSED') return { cause: 'proxy-refused', proxy };
  if (isNotFound(code)) return { cause: 'proxy-not-found', proxy };
  if (code === 'ETIMEDOUT') return { cause: 'proxy-timeout', proxy };
  return { cause: 'proxy-unreachable', proxy, code };
}

/** What a failed connection to the service itself (before TLS) means, by its code. */
export function connectionCauseOf(code: string, origin: string): NetworkCause {
  if (code === 'ECONNREFUSED') return { cause: 'refused', origin };
  if (isNotFound(code)) return { cause: 'not-found', origin };
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return { cause: 'connect-timeout', origin };
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET' || code === 'UND_ERR_CLOSED')
    return { cause: 'cut-off', origin };
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ENETDOWN')
    return { cause: 'unreachable', origin };
  return { cause: 'unknown', origin, code };
}
