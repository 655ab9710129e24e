import { UNTRUSTED_CODES as UNTRUSTED } from '../net/network-errors';
import { connectionCauseOf, isNotFound, networkCauseText } from '../net/network-words';
import { m } from '../i18n';
import { fail, ok, warn, type CheckResult } from './check';
import type { ServiceProbe } from './service-probe';

/** The fix for a TLS-inspecting proxy in the way (also said by the About box's checks). */
export const inspectingProxyFix = (): string => m.doctor_service_inspecting_fix();

export function serviceVerdict(p: ServiceProbe): CheckResult {
  const subject = p.origin;
  const proxy = p.via ? p.via.replace(/^[a-z]+:\/\//, '') : null;
  const t = p.tls;
  if (!t.ok) {
    switch (t.stage) {
      case 'ca-file':
        return fail(
          'service',
          m.doctor_service_not_tried({ detail: t.detail }),
          m.doctor_service_ca_file_fix(),
          subject,
        );
      case 'proxy':
        // The tunnel said why in the shared network words (tunnel.ts); the doctor adds where.
        return fail(
          'service',
          `${proxy ? m.doctor_service_unreachable_via({ origin: p.origin, proxy }) : m.doctor_service_unreachable({ origin: p.origin })} ${t.detail}.`,
          proxyFix(t.code),
          subject,
        );
      case 'connect':
        return fail(
          'service',
          `${networkCauseText(connectionCauseOf(t.code || t.detail, p.origin))}.`,
          connectFix(t.code),
          subject,
        );
      case 'tls':
        return tlsFailure(p, t, subject);
    }
  }
  const names = { issuer: t.issuer, root: t.root };
  const cert =
    t.trust === 'ca-file'
      ? m.doctor_service_cert_ca_file(names)
      : t.trust === 'extra'
        ? m.doctor_service_cert_extra(names)
        : m.doctor_service_cert(names);
  if (p.http === null || !p.http.ok) {
    const why = p.http?.ok === false ? p.http.detail : m.doctor_service_no_answer();
    const found = proxy
      ? m.doctor_service_request_failed_via({ origin: p.origin, proxy, cert, why })
      : m.doctor_service_request_failed({ origin: p.origin, cert, why });
    return warn('service', found, m.doctor_service_request_failed_fix(), subject);
  }
  const answer = { origin: p.origin, ms: p.http.ms, status: p.http.status, cert };
  return ok(
    'service',
    proxy ? m.doctor_service_ok_via({ ...answer, proxy }) : m.doctor_service_ok(answer),
    subject,
  );
}

function tlsFailure(
  p: ServiceProbe,
  t: Extract<ServiceProbe['tls'], { ok: false }>,
  subject: string,
): CheckResult {
  // After a cause in the shared network words: who issued the certificate, when known.
  const issued = t.issuer ? ` ${m.doctor_service_issued_by({ issuer: t.issuer })}` : '';
  if (UNTRUSTED.has(t.code) && t.publicIssuer === false) {
    const found = t.issuer
      ? m.doctor_service_inspected({ origin: p.origin, issuer: t.issuer, code: t.code })
      : m.doctor_service_inspected_unknown({ origin: p.origin, code: t.code });
    return fail('service', found, inspectingProxyFix(), subject);
  }
  if (t.code === 'ETIMEDOUT') {
    return fail(
      'service',
      m.doctor_service_tls_timeout({ origin: p.origin }),
      m.doctor_service_tls_timeout_fix(),
      subject,
    );
  }
  if (t.code === 'CERT_HAS_EXPIRED' || t.code === 'CERT_NOT_YET_VALID') {
    return fail(
      'service',
      `${networkCauseText({ cause: 'expired', code: t.code })}.${issued}`,
      m.doctor_service_expired_fix(),
      subject,
    );
  }
  if (t.code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    return fail(
      'service',
      `${networkCauseText({ cause: 'wrong-name', origin: p.origin })}.${issued}`,
      m.doctor_service_wrong_name_fix(),
      subject,
    );
  }
  return fail(
    'service',
    `${networkCauseText({ cause: 'no-tls', origin: p.origin, code: t.code || t.detail })}.${issued}`,
    m.doctor_service_no_tls_fix(),
    subject,
  );
}

function connectFix(code: string): string {
  return isNotFound(code) ? m.doctor_service_connect_fix() : m.doctor_service_connect_proxy_fix();
}

function proxyFix(code: string): string {
  return code.startsWith('HTTP_') ? m.doctor_service_proxy_rules_fix() : m.doctor_service_proxy_fix();
}
