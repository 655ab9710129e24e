import { checkCredential, pathId, type Credential } from './credential';
import { makeApiError } from './redact';
import { send, type TransportConfig } from './transport';
import { parseJsonBody } from './json-body';
import { m } from '../i18n';

/**
 * POST /customers/<id> with `name`. The service answers JSON (its documentation says so),
 * of a shape it does not document: the name it echoes when it does (at `name`, `data.name`,
 * `customer.name` or `data.customer.name`), else the name sent; an empty answer (204) is done.
 * Any other answer that is not JSON (a proxy's or a sign-in page's, a broken one) is a
 * `bad_response`: it is not known to be the service's, so nothing is said done on its word
 * (ProjectService reads the name back).
 * `answeredAt` is when the service answered (two renames of one customer: the later answer is
 * what it kept).
 */
export async function renameCustomer(
  config: TransportConfig,
  credential: Credential,
  customerId: number,
  name: string,
): Promise<{ customerId: number; name: string; answeredAt: number }> {
  checkCredential(credential);
  const path = `/customers/${pathId(customerId, 'customer')}`;
  const sent = typeof name === 'string' ? name.trim() : '';
  if (!sent) throw makeApiError('invalid', 'A customer needs a name.');
  const answer = await send(config, {
    method: 'POST',
    path,
    form: new URLSearchParams({ name: sent }),
    userAgent: credential.userAgent,
    token: credential.token,
  });
  // An empty answer (204, or 200 with no body) is HTTP's own "done"; anything else must be JSON.
  const parsed = answer.body.trim() === '' ? null : parseJsonBody(answer, m.core_what_rename());
  return { customerId, name: echoedName(parsed) ?? sent, answeredAt: answer.answeredAt };
}

function echoedName(parsed: unknown): string | null {
  const candidates = [
    parsed,
    field(parsed, 'data'),
    field(parsed, 'customer'),
    field(field(parsed, 'data'), 'customer'),
  ];
  for (const candidate of candidates) {
    const value = field(candidate, 'name');
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
