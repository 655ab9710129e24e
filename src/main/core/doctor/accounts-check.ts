import type { AccountRecord } from '../accounts/settings-store';
import { boundBaseUrlOrNull } from '../accounts/bound-base-url';
import { tokenProblem } from '../api/credential';
import { PRODUCT_USER_AGENT } from '../api/user-agent';
import type { ProjectCache } from '../projects/project-cache';
import { decodeSecret, type SecretStore } from '../vault';
import type { UseRecord } from '../accounts/last-used';
import { fail, ok, warn, type CheckResult } from './check';
import { asOfText, type FindingTimes } from './finding-times';
import { idleVerdict } from './idle-verdict';

/** What is known locally about one account; never the token itself. */
export interface AccountProbe {
  label: string;
  baseUrl: string;
  accountId: string;
  email: string;
  active: boolean;
  /** The base URL in settings.json names the origin its keychain entry was made for. */
  bound: boolean;
  signedOutReason: string | null;
  /** 'unchecked': the keychain is unusable (its own check says why). */
  token: 'present' | 'missing' | 'unreadable' | 'unchecked';
  /** Why the stored token cannot be sent as a header (see `tokenProblem`); null when it can. */
  unsendable?: string | null;
  /** The User-Agent stored with the token. */
  userAgent: string | null;
  /** ISO time of the last successful refresh (the cache's fetchedAt); null: none on this computer. */
  lastRefresh: string | null;
  /** ms of the last successful use of its token by any Timetray process (last-used.json); null/absent: unknown. */
  lastUsed?: number | null;
}

/** `times`: how the texts say when (local in a locale, the runtime's by default; or ISO 8601). */
export function accountsVerdict(
  accounts: readonly AccountProbe[],
  now: number = Date.now(),
  times: FindingTimes = {},
): CheckResult[] {
  if (accounts.length === 0) {
    return [
      warn(
        'accounts',
        'No accounts yet.',
        'Sign in: `timetray login --base-url URL --email EMAIL --account ID`.',
      ),
    ];
  }
  return accounts.map((a) => accountVerdict(a, now, times));
}

function accountVerdict(a: AccountProbe, now: number, times: FindingTimes): CheckResult {
  const subject = a.label === a.email ? a.email : `${a.label} <${a.email}>`;
  const login = `\`timetray login --base-url ${a.baseUrl} --email ${a.email} --account ${a.accountId}\``;
  if (!a.bound) {
    return fail(
      'accounts',
      `Its address in settings.json (${a.baseUrl}) does not match its keychain entry, so its token is not used.`,
      `Sign in again with the right address: ${login}.`,
      subject,
    );
  }
  if (a.token === 'unchecked') {
    return warn(
      'accounts',
      'Whether it is signed in could not be checked: the keychain is unusable.',
      'Fix the keychain check first.',
      subject,
    );
  }
  if (a.token === 'unreadable') {
    return fail(
      'accounts',
      'Its keychain entry is not one Timetray wrote (it cannot be read as a token).',
      `Sign in again: ${login}.`,
      subject,
    );
  }
  if (a.unsendable) return fail('accounts', a.unsendable, `Sign in again: ${login}.`, subject);
  if (a.token === 'missing') {
    const why = a.signedOutReason
      ? `Signed out: ${a.signedOutReason}`
      : 'Signed out (no token in the keychain).';
    const found = `${why}${a.active ? ' It is the active account, so the app shows no fresh projects.' : ''}`;
    return (a.active ? fail : warn)('accounts', found, `Sign in again: ${login}.`, subject);
  }
  const idle = idleVerdict(a.lastUsed ?? null, now, subject, login, times);
  if (idle) return idle;
  const refresh = a.lastRefresh
    ? `last successful refresh ${asOfText(a.lastRefresh, now, times)} (${ago(now - Date.parse(a.lastRefresh))})`
    : 'no successful refresh on this computer yet';
  if (a.userAgent !== PRODUCT_USER_AGENT) {
    return warn(
      'accounts',
      `Signed in with a token made by another program (User-Agent "${a.userAgent}"); Timetray sends it with that User-Agent, as the service requires; ${refresh}.`,
      `Nothing breaks; to use a token of Timetray's own (User-Agent ${PRODUCT_USER_AGENT}), sign in again: ${login}.`,
      subject,
    );
  }
  return ok(
    'accounts',
    `Signed in (token in the keychain, made with Timetray's User-Agent ${PRODUCT_USER_AGENT}); ${refresh}.`,
    subject,
  );
}

function ago(ms: number): string {
  if (Number.isNaN(ms)) return 'unknown time';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 120) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} days ago`;
}

/** Reads each account's keychain entry (read only) and cache time; `keychainUsable` false skips the keychain. */
export async function probeAccounts(deps: {
  accounts: readonly AccountRecord[];
  activeKey: string | null;
  secrets: SecretStore;
  cache: ProjectCache;
  keychainUsable: boolean;
  /** Each account's record in last-used.json (future times already dropped). */
  uses?: ReadonlyMap<string, UseRecord>;
}): Promise<AccountProbe[]> {
  return Promise.all(
    deps.accounts.map(async (record): Promise<AccountProbe> => {
      let token: AccountProbe['token'] = 'unchecked';
      let userAgent: string | null = null;
      let unsendable: string | null = null;
      if (deps.keychainUsable) {
        try {
          const raw = await deps.secrets.get(record.key);
          const secret = decodeSecret(raw);
          token = raw === null ? 'missing' : secret === null ? 'unreadable' : 'present';
          userAgent = secret?.userAgent ?? null;
          unsendable = secret ? tokenProblem(secret.token) : null;
        } catch {
          token = 'unchecked';
        }
      }
      const cached = await deps.cache.get(record.key);
      return {
        label: record.label,
        baseUrl: record.baseUrl,
        accountId: record.accountId,
        email: record.email,
        active: record.key === deps.activeKey,
        bound: boundBaseUrlOrNull(record) !== null,
        signedOutReason: record.signedOutReason,
        token,
        userAgent,
        unsendable,
        lastRefresh: cached?.fetchedAt || null,
        lastUsed: deps.uses?.get(record.key)?.used ?? null,
      };
    }),
  );
}
