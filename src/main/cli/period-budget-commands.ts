/**
 * `timetray budget ID --per week|month|cycle …`, `timetray budget --customer ID …` and
 * `timetray budgets` (issue 34): budgets that start again each period, for a project or a
 * whole customer, kept in settings.json like the lifetime ones; measured on the saved days
 * of the account's reports (`budgets` fetches them first, unless `--cached`).
 */
import { budgetProgress } from '../../shared/budget';
import {
  statusOf,
  targetName,
  type BudgetPer,
  type BudgetTarget,
  type PeriodBudget,
} from '../../shared/period-budget';
import { m } from '../core/i18n';
import { customerIdRule } from '../core/input-rules';
import { amountOf, changedHalf, mustBeListed, projectIdOf } from './budget-input';
import { budgetJson, budgetProgressText } from './budget-text';
import { checkedId } from './checked';
import { activeAccount, type CommandContext } from './context';
import { EXIT, exitCodeFor, UsageError } from './exit-codes';
import { USAGE_TEXT } from './help';
import { printable } from './printable';
import { periodBudgetJson, periodBudgetLines, perLimitText, targetWords } from './period-budget-text';
import { printSavedCopy, savedCopyNotice, staleReason } from './saved-copy';
import { cliLocale } from './when';

/** `--per` as typed, in either language. */
const PER_WORDS: Readonly<Record<string, BudgetPer>> = {
  lifetime: 'lifetime',
  total: 'lifetime',
  week: 'week',
  semana: 'week',
  month: 'month',
  mes: 'month',
  mês: 'month',
  cycle: 'cycle',
  ciclo: 'cycle',
};

export function perOf(typed: string): BudgetPer {
  const per = PER_WORDS[typed.trim().toLowerCase()];
  if (per === undefined)
    throw new UsageError(
      `${m.budget_cli_bad_per({ per: printable(typed) })} ${USAGE_TEXT.seeHelp('budget')}`,
    );
  return per;
}

function targetOfArgs(ctx: CommandContext): BudgetTarget {
  const { customer } = ctx.args.values;
  if (customer === undefined) return { kind: 'project', id: projectIdOf(ctx) };
  if (ctx.args.positionals.length > 0) throw new UsageError(m.budget_cli_project_or_customer());
  return { kind: 'customer', id: checkedId(customerIdRule, customer) };
}

const displayOf = (ctx: CommandContext) => {
  const { currency, hideMoney } = ctx.core.snapshot().preferences;
  return { locale: cliLocale(), currency, hideMoney };
};

/** The period budget of a project or customer: shown, set, changed or removed. */
export async function periodBudget(ctx: CommandContext): Promise<number> {
  const target = targetOfArgs(ctx);
  const { hours, value, clear } = ctx.args.values;
  const per = ctx.args.values.per === undefined ? undefined : perOf(ctx.args.values.per);
  // A customer's whole life is not in the reports Timetray keeps (three years at most).
  if (per === 'lifetime') throw new UsageError(m.budget_cli_customer_lifetime());
  activeAccount(ctx);
  const measured = async () => statusOf((await ctx.core.periodBudgets({ cached: true })).budgets, target);
  const saved = await measured();
  const json = (status: Awaited<ReturnType<typeof measured>>) => ({
    target: target.kind,
    id: target.id,
    budget: status ? periodBudgetJson(status) : null,
  });
  const named = () => targetWords({ target, name: targetName(target, ctx.core.snapshot().projects) });
  if (clear) {
    await ctx.core.clearPeriodBudget(target);
    const words = saved
      ? m.budget_cli_period_cleared({ target: named() })
      : m.budget_cli_period_had_none({ target: named() });
    ctx.out(json(undefined), `${words}\n`);
    return EXIT.ok;
  }
  // A saved budget proves its target (and outlives a logout, which clears the list).
  if (saved === undefined) await mustBeListed(ctx, target.id, target.kind === 'customer');
  if (hours === undefined && value === undefined) {
    if (saved === undefined) {
      const how = target.kind === 'project' ? `${target.id}` : `--customer ${target.id}`;
      ctx.out(json(undefined), `${m.budget_cli_period_none({ target: named(), how })}\n`);
      return EXIT.ok;
    }
    ctx.out(json(saved), periodBudgetLines(saved, displayOf(ctx), cliLocale()));
    return EXIT.ok;
  }
  const wantedPer = per ?? saved?.budget.per;
  if (wantedPer === undefined) throw new UsageError(m.budget_cli_per_needed());
  const wanted: PeriodBudget = {
    hours: changedHalf(amountOf('--hours', hours), saved?.budget.hours ?? null),
    value: changedHalf(amountOf('--value', value), saved?.budget.value ?? null),
    per: wantedPer,
  };
  if (wanted.hours === null && wanted.value === null) {
    await ctx.core.clearPeriodBudget(target);
    ctx.out(json(undefined), `${m.budget_cli_period_cleared({ target: named() })}\n`);
    return EXIT.ok;
  }
  await ctx.core.setPeriodBudget(target, wanted);
  const status = await measured();
  ctx.out(json(status), status ? periodBudgetLines(status, displayOf(ctx), cliLocale()) : '');
  return EXIT.ok;
}

/**
 * `timetray budgets [--cached]`: every budget of the active account, lifetime ones with their
 * project's totals, period ones with this period's use and pace and the last period's result.
 * Offline, the saved days with a notice and the failure's exit code.
 */
export async function budgets(ctx: CommandContext): Promise<number> {
  const account = activeAccount(ctx);
  const display = displayOf(ctx);
  const locale = cliLocale();
  const snap = ctx.core.snapshot();
  const lifetime = Object.entries(snap.budgets).map(([idText, budget]) => {
    const id = Number(idText);
    const totals = snap.totals[id];
    return { id, budget, totals, name: snap.projects.find((p) => p.id === id)?.name ?? null };
  });
  const periodic = await ctx.core.periodBudgets({ cached: ctx.args.values.cached === true });
  const failure = periodic.failure === null ? null : staleReason(periodic.failure);
  if (periodic.failure !== null && (failure === null || periodic.asOf === null)) throw periodic.failure;
  const lines: string[] = [];
  for (const { id, budget, totals, name } of lifetime) {
    const head = m.budget_cli_period_head({
      target: targetWords({ target: { kind: 'project', id }, name }),
      budget: perLimitText(budget, 'lifetime', display),
    });
    lines.push(`${head}\n  ${budgetProgressText(id, budget, totals, display)}\n`);
  }
  for (const status of periodic.budgets) lines.push(periodBudgetLines(status, display, locale));
  const human = lines.length > 0 ? lines.join('\n') : `${m.budget_cli_no_budgets()}\n`;
  const notOffered =
    periodic.offered || periodic.budgets.length === 0 ? '' : `${m.cli_report_not_offered()}\n`;
  const document = {
    account: account.key,
    offered: periodic.offered,
    budgets: [
      ...lifetime.map(({ id, budget, totals, name }) => ({
        target: 'project',
        id,
        name,
        per: 'lifetime',
        ...budgetJson(budget, totals),
        level: budgetProgress(budget, totals)?.level ?? null,
      })),
      ...periodic.budgets.map(periodBudgetJson),
    ],
    moneyHidden: display.hideMoney,
  };
  if (failure === null) {
    ctx.out({ ...document, stale: false }, `${human}${notOffered}`);
    return EXIT.ok;
  }
  const notice = savedCopyNotice('report', periodic.asOf!, failure.message, 'timetray budgets --cached');
  printSavedCopy(ctx, failure, notice, document, human);
  return exitCodeFor(failure);
}
