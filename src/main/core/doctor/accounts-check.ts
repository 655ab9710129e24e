import { accountTitle } from '../../../shared/account-title';
import { loginLine } from '../../../shared/login-line';
import type { AccountRecord } from '../settings/settings-store';
import { boundBaseUrlOrNull } from '../accounts/bound-base-url';
import { tokenProblem } from '../api/credential';
import { PRODUCT_USER_AGENT } from '../api/user-agent';
import type { ProjectCache } from '../projects/project-cache';
import { decodeSecret, type SecretStore } from '../vault';
import type { UseRecord } from '../accounts/last-used';
import { m } from '../i18n';
import { fail, ok, warn, type CheckResult } from './check';
import { asOfWords, type FindingTimes } from './finding-times';
import { idleVerdict } from './idle-verdict';
import { spokenReason } from '../state/snapshot';

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
    return [warn('accounts', m.doctor_accounts_none(), m.doctor_accounts_none_fix())];
  }
  return accounts.map((a) => accountVerdict(a, now, times));
}

function accountVerdict(a: AccountProbe, now: number, times: FindingTimes): CheckResult {
  const subject = accountTitle(a.label, a.email);
  const login = `\`${loginLine(a)}\``;
  if (!a.bound) {
    return fail(
      'accounts',
      m.doctor_account_unbound({ baseUrl: a.baseUrl }),
      m.doctor_account_unbound_fix({ login }),
      subject,
    );
  }
  if (a.token === 'unchecked') {
    return warn('accounts', m.doctor_account_unchecked(), m.doctor_account_unchecked_fix(), subject);
  }
  if (a.token === 'unreadable') {
    return fail('accounts', m.doctor_account_unreadable(), m.doctor_sign_in_again({ login }), subject);
  }
  if (a.unsendable) return fail('accounts', a.unsendable, m.doctor_sign_in_again({ login }), subject);
  if (a.token === 'missing') {
    const why = a.signedOutReason
      ? m.doctor_account_signed_out_why({ reason: a.signedOutReason })
      : m.doctor_account_signed_out();
    const found = a.active ? `${why} ${m.doctor_account_active_signed_out()}` : why;
    return (a.active ? fail : warn)('accounts', found, m.doctor_sign_in_again({ login }), subject);
  }
  const idle = idleVerdict(a.lastUsed ?? null, now, subject, login, times);
  if (idle) return idle;
  const refresh = a.lastRefresh
    ? m.doctor_account_last_refresh({
        ...asOfWords(a.lastRefresh, now, times),
        ago: ago(now - Date.parse(a.lastRefresh)),
      })
    : m.doctor_account_never_refreshed();
  if (a.userAgent !== PRODUCT_USER_AGENT) {
    return warn(
      'accounts',
      m.doctor_account_foreign_agent({ userAgent: String(a.userAgent), refresh }),
      m.doctor_account_foreign_agent_fix({ userAgent: PRODUCT_USER_AGENT, login }),
      subject,
    );
  }
  return ok('accounts', m.doctor_account_signed_in({ userAgent: PRODUCT_USER_AGENT, refresh }), subject);
}

function ago(ms: number): string {
  if (Number.isNaN(ms)) return m.doctor_ago_unknown();
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return m.doctor_ago_now();
  if (minutes < 120) return m.doctor_ago_minutes({ minutes });
  const hours = Math.round(minutes / 60);
  return hours < 48 ? m.doctor_ago_hours({ hours }) : m.doctor_ago_days({ days: Math.round(hours / 24) });
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
        // Re-worded in the language spoken now when it is Timetray's own reason.
        signedOutReason: spokenReason(record.signedOutReason),
        token,
        userAgent,
        unsendable,
        lastRefresh: cached?.fetchedAt || null,
        lastUsed: deps.uses?.get(record.key)?.used ?? null,
      };
    }),
  );
}
