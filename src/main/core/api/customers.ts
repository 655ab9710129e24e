import { checkCredential, pathId, type Credential } from './credential';
import { makeApiError } from './redact';
import { send, type TransportConfig } from './transport';

/**
 * POST /customers/<id> with `name`. The answer's shape is undocumented, so any answer is
 * accepted: the name the server echoes when it does (at `name`, `data.name`,
 * `customer.name` or `data.customer.name`), else the name sent; `answeredAt` is when the
 * service answered (two renames of one customer: the later answer is what it kept).
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
  return { customerId, name: echoedName(answer.body) ?? sent, answeredAt: answer.answeredAt };
}

function echoedName(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null; // The rename succeeded (2xx); an unreadable echo does not undo it.
  }
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
