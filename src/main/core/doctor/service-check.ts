import { UNTRUSTED_CODES as UNTRUSTED } from '../api/network-errors';
import { fail, ok, warn, type CheckResult } from './check';
import type { ServiceProbe } from './service-probe';

export const INSPECTING_PROXY_FIX =
  "Ask your IT for the proxy's CA certificate as a PEM file and add it in Settings → Extra CA file (or `timetray config set caFile FILE`).";

export function serviceVerdict(p: ServiceProbe): CheckResult {
  const subject = p.origin;
  const via = p.via ? ` through the proxy at ${p.via.replace(/^[a-z]+:\/\//, '')}` : '';
  const t = p.tls;
  if (!t.ok) {
    switch (t.stage) {
      case 'ca-file':
        return fail(
          'service',
          `Not tried: ${t.detail}`,
          'Fix or remove the CA file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` removes it).',
          subject,
        );
      case 'proxy':
        return fail('service', `${p.origin} cannot be reached: ${t.detail}.`, proxyFix(t.code), subject);
      case 'connect':
        return fail(
          'service',
          `${p.origin} cannot be reached${via}: ${connectWhy(t.code, t.detail)}.`,
          connectFix(t.code),
          subject,
        );
      case 'tls':
        return tlsFailure(p, t, subject);
    }
  }
  const trust =
    t.trust === 'ca-file'
      ? ', trusted through your CA file'
      : t.trust === 'extra'
        ? ', trusted through NODE_EXTRA_CA_CERTS'
        : '';
  const cert = `certificate issued by "${t.issuer}" (root "${t.root}"${trust})`;
  if (p.http === null || !p.http.ok) {
    const why = p.http?.ok === false ? p.http.detail : 'no answer';
    return warn(
      'service',
      `TLS to ${p.origin}${via} works (${cert}), but a request then failed: ${why}.`,
      'Try again; if it persists, check the service address (`timetray accounts`).',
      subject,
    );
  }
  return ok(
    'service',
    `${p.origin} answered over TLS${via} in ${p.http.ms} ms (HTTP ${p.http.status}); ${cert}.`,
    subject,
  );
}

function tlsFailure(
  p: ServiceProbe,
  t: Extract<ServiceProbe['tls'], { ok: false }>,
  subject: string,
): CheckResult {
  const issuer = t.issuer ? ` issued by "${t.issuer}"` : '';
  if (UNTRUSTED.has(t.code) && t.publicIssuer === false) {
    return fail(
      'service',
      `The certificate ${p.origin} presented is${issuer}, which is not a public CA and not trusted here (${t.code}): a TLS-inspecting proxy is in the way.`,
      INSPECTING_PROXY_FIX,
      subject,
    );
  }
  if (t.code === 'ETIMEDOUT') {
    return fail(
      'service',
      `${p.origin} accepted the connection but no secure (TLS) answer came in time.`,
      'Check the service address (`timetray accounts`): it must be the HTTPS address; a firewall may also be holding the connection.',
      subject,
    );
  }
  if (t.code === 'CERT_HAS_EXPIRED' || t.code === 'CERT_NOT_YET_VALID') {
    return fail(
      'service',
      `The certificate of ${p.origin}${issuer} is expired or not yet valid (${t.code}).`,
      "Check this computer's clock and time zone (see the clock check).",
      subject,
    );
  }
  if (t.code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    return fail(
      'service',
      `The certificate${issuer} is for another name than ${p.origin}.`,
      'Check the service address (`timetray accounts`); sign in again with the right one.',
      subject,
    );
  }
  return fail(
    'service',
    `A secure connection to ${p.origin} failed (${t.code || t.detail})${issuer}.`,
    'Check that the address is the HTTPS address of the service, and whether your network inspects TLS.',
    subject,
  );
}

function connectWhy(code: string, detail: string): string {
  if (code === 'ECONNREFUSED') return 'the connection was refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name cannot be found';
  if (code === 'ETIMEDOUT') return `no answer (${detail})`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'the network is unreachable';
  return `${code || detail}`;
}

function connectFix(code: string): string {
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return 'Check your internet connection and the service address (`timetray accounts`).';
  return 'Check your internet connection and the service address (`timetray accounts`); on a network that needs a proxy, set HTTPS_PROXY.';
}

function proxyFix(code: string): string {
  if (code.startsWith('HTTP_'))
    return 'Ask your IT whether the proxy allows the service, or add the service to NO_PROXY if it is reachable directly.';
  return 'Check HTTPS_PROXY (host and port) and that the proxy runs; on a network without a proxy, unset it.';
}
