import type { Credential, PasswordSignIn } from './credential';
import { checkCredential } from './credential';
import { parseJsonBody } from './json-body';
import { ACCOUNT_ID_PATTERN } from '../../../shared/account-id';
import { makeApiError } from './redact';
import { send, type TransportConfig } from './transport';
import { PRODUCT_USER_AGENT } from './user-agent';
import { m } from '../i18n';

/** POST /auth. The credential carries the User-Agent used, which the token is now bound to. */
export async function signIn(
  config: TransportConfig,
  input: PasswordSignIn,
  userAgent: string = PRODUCT_USER_AGENT,
): Promise<{ credential: Credential; accountId: string }> {
  const email = typeof input?.email === 'string' ? input.email.trim() : '';
  const password = typeof input?.password === 'string' ? input.password : '';
  const accountId = typeof input?.accountId === 'string' ? input.accountId.trim() : '';
  const secrets = password ? [password] : [];
  if (!email || !password || !accountId) {
    throw makeApiError('invalid', m.core_sign_in_fields_missing(), { secrets });
  }
  const answer = await send(config, {
    method: 'POST',
    path: '/auth',
    userAgent,
    form: new URLSearchParams({ email, password, account_id: accountId }),
    kind: 'sign-in',
    secrets,
  });
  const body = parseJsonBody(answer, m.core_what_sign_in(), secrets) as {
    token?: unknown;
    account_id?: unknown;
  } | null;
  const token = body && typeof body === 'object' ? body.token : undefined;
  if (typeof token !== 'string' || token.length === 0) {
    throw makeApiError('bad_response', m.core_sign_in_no_token(), { secrets });
  }
  const credential = { token, userAgent };
  const echoed = body?.account_id;
  const resolved =
    typeof echoed === 'string' && echoed ? echoed : typeof echoed === 'number' ? String(echoed) : accountId;
  // The echo becomes part of the keychain key and of settings.json: it must pass the rule a
  // typed account id passes (no control characters, no `|` that splits the key, bounded).
  if (!ACCOUNT_ID_PATTERN.test(resolved)) {
    // Nothing will hold this token, so it must not stay alive at the service either.
    await revoke(config, credential).catch(() => undefined);
    throw makeApiError('bad_response', m.core_sign_in_bad_account_id(), {
      secrets,
    });
  }
  return { credential, accountId: resolved };
}

/** GET /auth/revoke: the token stops working at the service. */
export async function revoke(config: TransportConfig, credential: Credential): Promise<void> {
  checkCredential(credential);
  await send(config, {
    method: 'GET',
    path: '/auth/revoke',
    userAgent: credential.userAgent,
    token: credential.token,
  });
}
