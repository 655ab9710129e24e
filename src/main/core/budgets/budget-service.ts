import type { Budget } from '../../../shared/budget';
import { sameBudget } from '../../../shared/budget';
import { targetKey, type BudgetTarget, type PeriodBudget } from '../../../shared/period-budget';
import { displayText } from '../../../shared/display-text';
import { webAppAddress } from '../../../shared/web-app';
import type { CoreState } from '../state/core-state';
import type { AccountRecord, Settings } from '../settings/settings-store';
import { CoreError } from '../core-error';
import { m } from '../i18n';

/**
 * Budgets and pins of the active account's projects (issue #19), kept in settings.json beside
 * the account (never a secret) and published in the snapshot. Only projects in the account's
 * list can be budgeted or pinned: an id typed wrong must not be saved silently.
 */
export class BudgetService {
  constructor(private readonly state: CoreState) {}

  /** Saves `budget` (checked: see `budgetRule`); a changed budget forgets its alerts. */
  async set(id: number, budget: unknown): Promise<Budget> {
    // zod only here: every start builds this service, and local CLI commands load no zod.
    const { budgetRule } = await import('./budget-rules');
    const parsed = budgetRule.safeParse(budget);
    if (!parsed.success) {
      throw new CoreError('bad_input', parsed.error.issues[0]?.message ?? m.budget_shape_invalid());
    }
    const saved: Budget = { hours: parsed.data.hours, value: parsed.data.value };
    const account = this.listed(id);
    await this.change(account.key, (record) => {
      const budgets = { ...record.budgets };
      if (!sameBudget(budgets[id], saved)) forgetAlerts(record, id);
      budgets[id] = saved;
      record.budgets = budgets;
    });
    return saved;
  }

  /** Removes the budget of `id` and its alerts; nothing to remove is not an error. */
  async clear(id: number): Promise<null> {
    const account = this.state.activeAccount();
    await this.change(account.key, (record) => {
      if (record.budgets && id in record.budgets) {
        const budgets = { ...record.budgets };
        delete budgets[id];
        record.budgets = budgets;
      }
      forgetAlerts(record, id);
    });
    return null;
  }

  /**
   * Saves the budget per week, month or cycle of a project or a customer of the active
   * account's list (checked: see `periodBudgetRule`); a changed one forgets its alerts.
   */
  async setPeriod(target: BudgetTarget, budget: unknown): Promise<PeriodBudget> {
    const { periodBudgetRule } = await import('./budget-rules');
    const parsed = periodBudgetRule.safeParse(budget);
    if (!parsed.success) {
      throw new CoreError('bad_input', parsed.error.issues[0]?.message ?? m.budget_shape_invalid());
    }
    const saved: PeriodBudget = { hours: parsed.data.hours, value: parsed.data.value, per: parsed.data.per };
    const account = target.kind === 'project' ? this.listed(target.id) : this.listedCustomer(target.id);
    const key = targetKey(target);
    await this.change(account.key, (record) => {
      const before = record.periodBudgets?.[key];
      if (!before || !sameBudget(before, saved) || before.per !== saved.per) forgetPeriodAlert(record, key);
      record.periodBudgets = { ...record.periodBudgets, [key]: saved };
    });
    return saved;
  }

  /** Removes the period budget of `target` and its alert; nothing to remove is not an error. */
  async clearPeriod(target: BudgetTarget): Promise<null> {
    const account = this.state.activeAccount();
    const key = targetKey(target);
    await this.change(account.key, (record) => {
      if (record.periodBudgets && key in record.periodBudgets) {
        const { [key]: _gone, ...rest } = record.periodBudgets;
        record.periodBudgets = rest;
      }
      forgetPeriodAlert(record, key);
    });
    return null;
  }

  /** Pins or unpins `id`; answers the pinned ids as saved. Unpinning one not pinned is fine. */
  async setPinned(id: number, pinned: boolean): Promise<number[]> {
    const account = pinned ? this.listed(id) : this.state.activeAccount();
    let saved: number[] = [];
    await this.change(account.key, (record) => {
      const rest = (record.pinned ?? []).filter((p) => p !== id);
      record.pinned = pinned ? [...rest, id] : rest;
      saved = record.pinned;
    });
    return saved;
  }

  /** The active account's projects page (see `webAppAddress`); refused for a non-https address. */
  webAppAddress(): string {
    const account = this.state.activeAccount();
    const url = webAppAddress(account.baseUrl, account.accountId);
    if (url === null) throw new CoreError('bad_input', m.budget_web_app_unsafe());
    return url;
  }

  /**
   * After a list refresh of `accountKey`: pinned projects the new list lacks are unpinned,
   * with a note naming them (from `before`, the list they were last seen in).
   */
  async unpinGone(
    accountKey: string,
    isGone: (id: number) => boolean,
    before: readonly { id: number; name: string }[],
  ): Promise<void> {
    const record = this.state.value.settings.accounts.find((a) => a.key === accountKey);
    const gone = (record?.pinned ?? []).filter(isGone);
    if (gone.length === 0) return;
    await this.change(accountKey, (stored) => {
      stored.pinned = (stored.pinned ?? []).filter((id) => !isGone(id));
    });
    for (const id of gone) {
      const name = before.find((p) => p.id === id)?.name;
      // The name is the service's: neutralised before it meets a person.
      this.state.warn(name ? m.pin_gone_named({ name: displayText(name), id }) : m.pin_gone({ id }));
    }
  }

  /** The active account, if `id` is in its list (the cached list counts). */
  private listed(id: number): AccountRecord {
    const account = this.state.activeAccount();
    if (!this.state.value.projects.some((p) => p.id === id)) {
      throw new CoreError('bad_input', m.budget_not_in_list({ id }));
    }
    return account;
  }

  /** The active account, if a project of its list is customer `id`'s. */
  private listedCustomer(id: number): AccountRecord {
    const account = this.state.activeAccount();
    if (!this.state.value.projects.some((p) => p.customerId === id)) {
      throw new CoreError('bad_input', m.budget_customer_not_in_list({ id }));
    }
    return account;
  }

  private async change(accountKey: string, edit: (record: AccountRecord) => void): Promise<void> {
    await this.state.change((view) =>
      view.saveSettings((settings: Settings) => {
        const record = settings.accounts.find((a) => a.key === accountKey);
        if (!record) throw new CoreError('bad_input', m.budget_account_gone());
        edit(record);
      }),
    );
  }
}

function forgetAlerts(record: AccountRecord, id: number): void {
  if (!record.budgetAlerted || !(id in record.budgetAlerted)) return;
  const alerted = { ...record.budgetAlerted };
  delete alerted[id];
  record.budgetAlerted = alerted;
}

function forgetPeriodAlert(record: AccountRecord, key: string): void {
  if (!record.periodAlerted || !(key in record.periodAlerted)) return;
  const { [key]: _gone, ...rest } = record.periodAlerted;
  record.periodAlerted = rest;
}
