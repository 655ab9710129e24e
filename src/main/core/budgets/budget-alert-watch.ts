import type { AppSnapshot } from '../../../shared/types';
import type { CoreState } from '../state/core-state';
import type { Settings } from '../settings/settings-store';
import {
  decideBudgetAlerts,
  decidePeriodAlerts,
  sameMemory,
  samePeriodMemory,
  type BudgetAlert,
} from './budget-alerts';

/**
 * Decides budget alerts from each snapshot whose totals or budgets changed, once someone
 * listens (the app, which shows them as notifications). The CLI never listens: a refresh it
 * makes leaves the crossing to be notified by the app, not swallowed. What was notified is
 * saved in settings.json (`budgetAlerted`) before the listeners hear it, so a restart does
 * not notify it again.
 */
export class BudgetAlertWatch {
  private readonly listeners = new Set<(alerts: BudgetAlert[]) => void>();
  private stop: (() => void) | null = null;
  private seen: {
    totals: unknown;
    budgets: unknown;
    periods: unknown;
    enabled: boolean;
    key: string;
  } | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly state: CoreState) {}

  listen(listener: (alerts: BudgetAlert[]) => void): () => void {
    this.listeners.add(listener);
    if (this.stop === null) {
      this.stop = this.state.onChange((snapshot) => this.check(snapshot));
      this.check(this.state.snapshot());
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.stop?.();
        this.stop = null;
        this.seen = null;
      }
    };
  }

  /** Resolves once every decision started so far is saved and told (tests wait on it). */
  settle(): Promise<void> {
    return this.running;
  }

  private check(snapshot: AppSnapshot): void {
    if (snapshot.session.status !== 'signed_in') return;
    const key = snapshot.session.account.key;
    const enabled = snapshot.preferences.budgetAlerts;
    const seen = this.seen;
    if (
      seen &&
      seen.key === key &&
      seen.totals === snapshot.totals &&
      seen.budgets === snapshot.budgets &&
      seen.periods === snapshot.periods.budgets &&
      seen.enabled === enabled
    )
      return;
    this.seen = {
      totals: snapshot.totals,
      budgets: snapshot.budgets,
      periods: snapshot.periods.budgets,
      enabled,
      key,
    };
    this.running = this.running.then(() => this.decide(key, snapshot)).catch(() => undefined);
  }

  private async decide(key: string, snapshot: AppSnapshot): Promise<void> {
    const record = this.state.value.settings.accounts.find((a) => a.key === key);
    if (!record) return;
    const names = new Map(snapshot.projects.map((p) => [p.id, p.name]));
    const { alerts, memory } = decideBudgetAlerts({
      accountKey: key,
      budgets: snapshot.budgets as Record<string, never>,
      memory: record.budgetAlerted ?? {},
      totals: snapshot.totals,
      nameOf: (id) => names.get(id) ?? null,
      enabled: snapshot.preferences.budgetAlerts,
    });
    // Period budgets (issue 34): measured only once the periods' days are known.
    const periodic =
      snapshot.periods.status === 'ready'
        ? decidePeriodAlerts({
            accountKey: key,
            statuses: snapshot.periods.budgets,
            memory: record.periodAlerted ?? {},
            enabled: snapshot.preferences.budgetAlerts,
          })
        : { alerts: [], memory: record.periodAlerted ?? {} };
    alerts.push(...periodic.alerts);
    const periodChanged = !samePeriodMemory(record.periodAlerted, periodic.memory);
    if (!sameMemory(record.budgetAlerted, memory) || periodChanged) {
      // What was alerted is not shown: no snapshot goes out for it alone.
      const save = (s: Settings): void => {
        const stored = s.accounts.find((a) => a.key === key);
        if (!stored) return;
        stored.budgetAlerted = { ...memory };
        if (periodChanged) stored.periodAlerted = { ...periodic.memory };
      };
      await this.state
        .change((view) => view.saveSettings(save), { skipIfSame: true })
        // Not saved (the settings file refuses writes, and says so elsewhere): better told
        // twice than never, so the alerts are still shown.
        .catch(() => undefined);
    }
    if (alerts.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(alerts);
      } catch {
        // A faulty listener must not stop the others.
      }
    }
  }
}
