/**
 * The service's behaviour, as API-NOTES.md describes it: GET/POST/DELETE only, form-encoded
 * bodies only, `POST /auth` for a token bound to the User-Agent, every other route behind
 * `Authorization: Bearer`, 30-day idle expiry, `{"message": ...}` on every 4xx.
 */
import { empty, json, message, type Answer } from './answer';
import { routeAuthed } from './resource-routes';
import type { AuthedContext, RequestContext } from './request-context';
import { TOKEN_IDLE_LIMIT_MS } from './state';

const ALLOWED_METHODS = new Set(['GET', 'POST', 'DELETE']);
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Parses a request body into form fields, or says why it is refused. */
export function parseForm(contentType: string | undefined, body: Buffer): URLSearchParams | Answer {
  if (body.length === 0) return new URLSearchParams();
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== FORM_TYPE) {
    return message(
      415,
      `Request bodies must be form-encoded (${FORM_TYPE}); got ${mediaType || 'no content type'}.`,
    );
  }
  return new URLSearchParams(body.toString('utf8'));
}

/** Answers one request whose method and body were already accepted. */
export function route(ctx: RequestContext): Answer {
  if (ctx.path === '/auth') {
    if (ctx.method !== 'POST') return message(405, 'Use POST to sign in.', { allow: 'POST' });
    return signIn(ctx);
  }
  const authed = authenticate(ctx);
  if (!('token' in authed)) return authed;
  if (ctx.path === '/auth/revoke') {
    if (ctx.method !== 'GET') return message(405, 'Use GET to revoke a token.', { allow: 'GET' });
    ctx.state.tokens.delete(authed.token);
    return empty(200);
  }
  return routeAuthed(authed);
}

/** Refuses methods other than GET, POST and DELETE, as the service does. */
export function checkMethod(method: string): Answer | null {
  if (ALLOWED_METHODS.has(method)) return null;
  return message(405, `Method ${method} is not allowed; use GET, POST or DELETE.`, {
    allow: 'GET, POST, DELETE',
  });
}

function signIn(ctx: RequestContext): Answer {
  const email = ctx.form.get('email');
  const password = ctx.form.get('password');
  const accountId = ctx.form.get('account_id');
  const missing = [
    ['email', email],
    ['password', password],
    ['account_id', accountId],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0 || !email || !password || !accountId) {
    return message(422, `Missing required field(s): ${missing.join(', ')}.`);
  }
  const user = ctx.state.users.find(
    (u) =>
      u.email.toLowerCase() === email.trim().toLowerCase() &&
      u.password === password &&
      u.accountId === accountId.trim(),
  );
  if (!user) return message(401, 'Invalid email, password or account.');
  const token = ctx.state.issueToken(ctx.headers['user-agent'] ?? '', user.email, user.accountId, ctx.now);
  const echoed = ctx.state.authEcho === undefined ? user.accountId : ctx.state.authEcho;
  return json(200, { token, account_id: echoed });
}

const authRequired = {
  either: 'Authentication required: send x-api-token: <token> or Authorization: Bearer <token>.',
  bearer: 'Authentication required: send Authorization: Bearer <token>.',
  'x-api-token': 'Authentication required: send x-api-token: <token>.',
} as const;

/** The token of the header(s) the sandbox accepts (`state.authHeader`), or undefined. */
function presentedToken(ctx: RequestContext): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.headers.authorization ?? '')?.[1];
  const apiToken = /^\s*(\S+)\s*$/.exec(ctx.headers['x-api-token'] ?? '')?.[1];
  switch (ctx.state.authHeader) {
    case 'bearer':
      return bearer;
    case 'x-api-token':
      return apiToken;
    default:
      return apiToken ?? bearer;
  }
}

/**
 * The token check. A known token seen with another User-Agent, or idle for more than 30
 * days, is destroyed for good: the real service does exactly this.
 */
function authenticate(ctx: RequestContext): AuthedContext | Answer {
  const token = presentedToken(ctx);
  if (!token) return message(401, authRequired[ctx.state.authHeader]);
  const session = ctx.state.tokens.get(token);
  if (!session) return message(401, 'Invalid or expired token.');
  if (ctx.now - session.lastUsed > TOKEN_IDLE_LIMIT_MS) {
    ctx.state.tokens.delete(token);
    return message(401, 'Invalid or expired token.');
  }
  if ((ctx.headers['user-agent'] ?? '') !== session.userAgent) {
    ctx.state.tokens.delete(token);
    return message(401, 'Invalid or expired token.');
  }
  session.lastUsed = ctx.now;
  return { ...ctx, token, session };
}
