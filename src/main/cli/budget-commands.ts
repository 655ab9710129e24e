import { spawn } from 'node:child_process';
import type { Budget } from '../../shared/budget';
import type { MoneyDisplay } from '../../shared/money';
import { isArchived } from '../../shared/project-groups';
import { isOwnWebAppAddress } from '../../shared/web-app';
import { ApiError } from '../core/api/api-error';
import { CoreError } from '../core/core-error';
import { m } from '../core/i18n';
import { budgetJson, budgetLimitText, budgetProgressText } from './budget-text';
import { activeAccount, type CommandContext } from './context';
import { EXIT, report, UsageError } from './exit-codes';
import { printable } from './printable';
import { notInSavedList } from './project-command';
import { amountOf, changedHalf, mustBeListed, projectIdOf } from './budget-input';
import { perOf, periodBudget } from './period-budget-commands';
import { cliLocale } from './when';

/**
 * `timetray budget ID [--hours H|none] [--value V|none] | --clear`, `pin ID`, `unpin ID` and
 * `open [--print]` (issue #19). Local commands: they change settings.json, never the service.
 */

/** "“Site redesign” (#7)", neutralised (the name is the service's). */
function projectName(ctx: CommandContext, id: number): string {
  const found = ctx.core.snapshot().projects.find((p) => p.id === id);
  return found ? `“${printable(found.name)}” (#${id})` : `#${id}`;
}

export async function budget(ctx: CommandContext): Promise<number> {
  const { hours, value, clear, customer, per } = ctx.args.values;
  if (clear && (hours !== undefined || value !== undefined)) throw new UsageError(m.budget_cli_clear_alone());
  // A customer's budget, or one per week, month or cycle (issue 34): a period budget.
  if (customer !== undefined || (per !== undefined && perOf(per) !== 'lifetime')) return periodBudget(ctx);
  const id = projectIdOf(ctx);
  activeAccount(ctx);
  if (clear) return clearBudget(ctx, id);
  const snap = ctx.core.snapshot();
  const display = {
    locale: cliLocale(),
    currency: snap.preferences.currency,
    hideMoney: snap.preferences.hideMoney,
  };
  // A saved budget proves its id (and outlives a logout, which clears the list).
  if (snap.budgets[id] === undefined) await mustBeListed(ctx, id);
  if (hours === undefined && value === undefined) return showBudget(ctx, id, display);
  const [hoursChange, valueChange] = [amountOf('--hours', hours), amountOf('--value', value)];
  const current = snap.budgets[id];
  const wanted: Budget = {
    hours: changedHalf(hoursChange, current?.hours ?? null),
    value: changedHalf(valueChange, current?.value ?? null),
  };
  // Both halves removed: the budget itself is, as --clear says it.
  if (wanted.hours === null && wanted.value === null) return clearBudget(ctx, id);
  // A budget kept after its project left: only removing it makes sense (the core refuses it
  // for the window, where Refresh is at hand, in words that send the user to refresh).
  if (notInSavedList(snap, id)) throw new ApiError('not_found', m.budget_cli_gone_change({ id }));
  const saved = await ctx.core.setBudget(id, wanted);
  ctx.out(
    { projectId: id, budget: budgetJson(saved, ctx.core.snapshot().totals[id]) },
    `${m.budget_cli_set({ project: projectName(ctx, id), budget: budgetLimitText(saved, display) })}\n`,
  );
  return EXIT.ok;
}

async function clearBudget(ctx: CommandContext, id: number): Promise<number> {
  // Said as it was: "had no budget" rather than a removal that did not happen.
  const had = ctx.core.snapshot().budgets[id] !== undefined;
  await ctx.core.clearBudget(id);
  const project = projectName(ctx, id);
  ctx.out(
    { projectId: id, budget: null },
    `${had ? m.budget_cli_cleared({ project }) : m.budget_cli_had_none({ project })}\n`,
  );
  return EXIT.ok;
}

/** `budget ID` alone: the budget and how much of it is used, as `project ID` shows it, or how to set one. */
async function showBudget(ctx: CommandContext, id: number, display: MoneyDisplay): Promise<number> {
  // From the snapshot, as `--clear` reads it: the core's budgetOf checks the list again,
  // which a logout clears while the budget stays.
  const saved = ctx.core.snapshot().budgets[id] ?? null;
  const project = projectName(ctx, id);
  if (saved === null) {
    ctx.out({ projectId: id, budget: null }, `${m.budget_cli_none({ project, id })}\n`);
    return EXIT.ok;
  }
  const snap = ctx.core.snapshot();
  const totals = snap.totals[id];
  // A budget outlives its project (the service deleted it, or took it from this account):
  // no fetch will show its progress, so the way to remove it is the hint.
  const budget = notInSavedList(snap, id)
    ? m.budget_cli_not_listed({ limit: budgetLimitText(saved, display), id })
    : budgetProgressText(id, saved, totals, display);
  ctx.out({ projectId: id, budget: budgetJson(saved, totals) }, `${m.budget_cli_set({ project, budget })}\n`);
  return EXIT.ok;
}

async function setPinned(ctx: CommandContext, pinned: boolean): Promise<number> {
  const id = projectIdOf(ctx);
  activeAccount(ctx);
  // Said as it was: "already pinned" rather than a change that did not happen.
  const already = ctx.core.snapshot().pinned.includes(id) === pinned;
  // A pin can always be undone, even with the saved list missing; an id neither pinned nor
  // listed is a typo, said as `pin` says it (not "was not pinned", exit 0). A refresh unpins
  // the projects it no longer lists (budget-service.ts).
  if (pinned || already) await mustBeListed(ctx, id);
  const pinnedIds = await ctx.core.setPinned(id, pinned);
  const project = projectName(ctx, id);
  const human = pinned
    ? (already ? m.pin_cli_already_pinned : m.pin_cli_pinned)({ project })
    : (already ? m.pin_cli_not_pinned : m.pin_cli_unpinned)({ project });
  // A pin that no list shows would look lost: archived projects are hidden by default.
  const snap = ctx.core.snapshot();
  const listed = snap.projects.find((p) => p.id === id);
  const hidden = pinned && listed !== undefined && isArchived(listed) && !snap.preferences.showArchived;
  ctx.out(
    { projectId: id, pinned, pinnedIds },
    `${human}${hidden ? ` ${m.pin_cli_archived_hidden()}` : ''}\n`,
  );
  return EXIT.ok;
}

export const pin = (ctx: CommandContext): Promise<number> => setPinned(ctx, true);
export const unpin = (ctx: CommandContext): Promise<number> => setPinned(ctx, false);

/** The program that hands an address to the system's web browser, per platform (no shell). */
function browserCommand(url: string, platform: NodeJS.Platform): [string, string[]] {
  if (platform === 'darwin') return ['open', [url]];
  // `start` would need a shell, where `&` and `^` mean something: this DLL takes the address as is.
  if (platform === 'win32') return ['rundll32', ['url.dll,FileProtocolHandler', url]];
  return ['xdg-open', [url]];
}

/**
 * How long the opener may take to say it failed. xdg-open, `open` and rundll32 hand the
 * address on and exit at once; a launcher still running after this is taken to be the
 * browser itself (some stay until it closes), so the page is open.
 */
const OPENER_VERDICT_MS = 2000;

/**
 * Hands the address to the system's opener; resolves with why the page could not be opened,
 * or null. Started is not opened: xdg-open on a machine without a desktop starts, finds no
 * browser and exits 3, and that must not read "Opening …".
 */
function openInBrowser(url: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const [command, args] = browserCommand(url, process.platform);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: 'ignore', detached: true });
    child.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ENOENT' ? `${command}: ENOENT` : error.message),
    );
    child.once('spawn', () => {
      const stillRunning = setTimeout(() => {
        child.unref();
        resolve(null);
      }, OPENER_VERDICT_MS);
      child.once('exit', (code, signal) => {
        clearTimeout(stillRunning);
        resolve(code === 0 ? null : `${command}: ${signal ?? `exit ${code}`}`);
      });
    });
  });
}

/**
 * `open [--print]`: the active account's projects page, only `https:` on the account's own
 * host (see `webAppAddress`), never an address from the service's data. `--print` prints it.
 */
export async function open(ctx: CommandContext): Promise<number> {
  const active = activeAccount(ctx);
  const url = await ctx.core.webAppAddress();
  if (!isOwnWebAppAddress(url, active.baseUrl)) throw new CoreError('bad_input', m.budget_web_app_unsafe());
  if (ctx.args.values.print) {
    ctx.out({ url, opened: false }, `${url}\n`);
    return EXIT.ok;
  }
  const problem = await openInBrowser(url, ctx.io.env);
  if (problem !== null) {
    const json = ctx.args.values.json === true;
    if (json) ctx.out({ url, opened: false }, '');
    // No browser on this machine: what only a desktop can do, asked of none (exit 1).
    const failed = new CoreError('unavailable', m.cli_webapp_open_failed({ cause: printable(problem), url }));
    return report(ctx.io, failed, json);
  }
  ctx.out({ url, opened: true }, `${m.cli_webapp_open_opening({ url })}\n`);
  return EXIT.ok;
}
