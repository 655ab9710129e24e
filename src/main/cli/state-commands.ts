import {
  IDLE_WARN_DAYS,
  SERVICE_IDLE_LIMIT_DAYS,
  idleDays,
  idleEnd,
  idleEnded,
} from '../core/accounts/idle-limits';
import { boundBaseUrlOrNull } from '../core/accounts/bound-base-url';
import { m } from '../core/i18n';
import type { StateContext } from './context';
import { EXIT } from './exit-codes';
import { accountName, formatAccounts } from './format';
import { accountJson, keychainProblem, keychainState } from './keychain-state';
import { printable, printableLines } from './printable';
import { countWords, whenWords } from './when';

// `status` and `accounts`: what is saved and signed in, from the state alone (never online).
// Their own module, so that before the first sign-in they answer without the core (see
// cli/before-first-account.ts) and without what the other commands load.

/** Each account's state; while the keychain cannot be asked, it says so (stderr: why and the fix). */
export async function accounts(ctx: StateContext): Promise<number> {
  const list = ctx.core.snapshot().accounts;
  const problem = keychainProblem(ctx);
  const keychain = keychainState(problem);
  if (problem !== null && !ctx.args.values.json)
    ctx.io.stderr(`timetray: ${printableLines(problem.message)}\n`);
  ctx.out({ accounts: list.map((a) => accountJson(a, keychain)) }, formatAccounts(list, keychain));
  return EXIT.ok;
}

/**
 * "Signed in" is what this computer knows; a token unused for weeks may be dead at the service
 * already (it ends sessions unused for 30 days), which only a call would show. Said from the
 * warning threshold on, as `doctor` does; null before it or with no use on record.
 */
function idleWords(lastUsed: string | null, now = Date.now()): string | null {
  const used = lastUsed === null ? NaN : Date.parse(lastUsed);
  if (Number.isNaN(used)) return null;
  const days = idleDays(used, now);
  if (days <= IDLE_WARN_DAYS) return null;
  const { when } = whenWords(lastUsed, now);
  if (idleEnded(used, now)) return m.cli_status_idle_ended({ days, when, limit: SERVICE_IDLE_LIMIT_DAYS });
  return m.cli_status_idle_ending({
    days,
    when,
    ends: whenWords(new Date(idleEnd(used)).toISOString(), now).when,
  });
}

/** Why the CA file cannot be used (as `readCaFile` checks it: a regular file of PEM certificates); null when it can. */
async function caFileProblemOf(file: string): Promise<string | null> {
  const { readCaFile } = await import('../core/net/ca-file'); // only with a CA file to check
  const reading = await readCaFile(file);
  return reading.ok ? null : reading.problem;
}

/**
 * Why the account is signed out, as the core says it ("The service ended this session — sign
 * in again."), with the command that does it before the full stop: one sentence, not three.
 */
const withoutFullStop = (sentence: string): string => sentence.replace(/[.!]\s*$/, '');

/**
 * Local state only. Exits 3 when the active account is not signed in (handy in scripts),
 * 5 when the keychain is locked, 1 when it cannot be asked otherwise (signing in again
 * would help in neither case).
 */
export async function status(ctx: StateContext): Promise<number> {
  const snap = ctx.core.snapshot();
  const account = snap.accounts.find((a) => a.active) ?? null;
  // Accounts, but none active (settings edited by hand): a choice to make (`use`), exit 1, not a sign-in.
  const noneActive = account === null && snap.accounts.length > 0;
  const signedIn = snap.session.status === 'signed_in';
  const reason = snap.session.status === 'signed_out' ? snap.session.reason : null;
  const problem = keychainProblem(ctx);
  const broken = problem?.message ?? null;
  const keychain = keychainState(problem);
  // The extra CA in effect: `--ca-file`, else the saved preference.
  const caFile = ctx.caFile ?? snap.preferences.caFile;
  let state: string = signedIn
    ? (idleWords(account?.lastUsed ?? null) ?? m.cli_status_signed_in())
    : reason
      ? m.cli_status_signed_out_why({ reason: withoutFullStop(printableLines(reason)) })
      : m.cli_status_signed_out();
  // Signed in, but settings.json sends its token elsewhere (edited by hand): the token never
  // leaves for another origin, so the account cannot be used until signed in again.
  const misplaced = signedIn && account !== null && boundBaseUrlOrNull(account) === null;
  if (misplaced) state = m.core_address_mismatch({ account: accountName(account) });
  // The locked message names the lock itself ("The keychain is locked: …"); said once.
  if (keychain === 'locked') state = printableLines(broken ?? '');
  else if (broken !== null) state = m.cli_status_keychain_unavailable({ problem: printableLines(broken) });
  // Made only with an account to show: its plural starts ICU (~13 ms of a local command's CPU).
  const cached = (): string => {
    const count = snap.projects.length;
    return snap.lastRefresh
      ? m.cli_status_cached_refreshed({ ...countWords(count), ...whenWords(snap.lastRefresh) })
      : m.cli_status_cached(countWords(count));
  };
  const human = !account
    ? `${noneActive ? m.cli_no_active_account() : m.cli_no_accounts_yet()}\n`
    : `${m.cli_status_account({ name: accountName(account), accountId: printable(account.accountId), baseUrl: printable(account.baseUrl) })}\n` +
      `${state}\n${cached()}\n`;
  // Only a file the connections could use is "trusted"; the same checks as when it is chosen.
  const caFileProblem = caFile === null ? null : await caFileProblemOf(caFile);
  const ca =
    caFile === null
      ? ''
      : caFileProblem === null
        ? `${m.cli_status_trusting({ file: printable(caFile) })}\n`
        : `${printableLines(m.cli_ca_unusable({ problem: caFileProblem, fix: m.ca_choose_again() }))}\n`;
  ctx.out(
    {
      signedIn: keychain === 'ok' ? signedIn : null,
      account: account && accountJson(account, keychain),
      reason: misplaced ? state : reason,
      cachedProjects: snap.projects.length,
      lastRefresh: snap.lastRefresh,
      caFile,
      caFileProblem,
      keychainError: broken,
      keychain,
    },
    human + ca,
  );
  if (keychain === 'locked') return EXIT.keychainLocked;
  if (broken !== null || noneActive) return EXIT.failure;
  return signedIn && !misplaced ? EXIT.ok : EXIT.signIn;
}
