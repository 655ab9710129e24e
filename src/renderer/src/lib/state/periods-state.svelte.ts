import {
  wantsFetch,
  type WindowGrouping,
  type WindowPeriod,
  type WindowReport,
} from '../../../../shared/reports';
import type { AppError } from '../../../../shared/result';
import type { AppState } from './app-state.svelte';

/**
 * The "Hours by period" view's report: main's saved days at once, then, where they may be
 * out of date (see `wantsFetch`), the service's. An answer to a question no longer asked (the
 * user switched period meanwhile) is dropped; a fetch that fails leaves the saved figures up
 * with the reason, which main puts in the report's `error`.
 */
export class PeriodsState {
  readonly #app: AppState;
  period = $state<WindowPeriod>('cycle');
  grouping = $state<WindowGrouping>('project');
  report = $state.raw<WindowReport | null>(null);
  /** Fetching from the service (the saved report, if any, is on screen meanwhile). */
  fetching = $state(false);
  /** Main could not answer at all (not a failed fetch: that is the report's `error`). */
  error = $state<AppError | null>(null);
  /** The project last opened from the view: focus goes back to its row. */
  opened = $state<number | null>(null);
  /** Back from Budgets (opened by the view's link): focus goes back to that link. */
  fromBudgets = false;
  #asked = 0;

  constructor(app: AppState) {
    this.#app = app;
  }

  /** Shows `period` by `grouping`: the saved figures, then fresh ones where wanted. */
  async load(period = this.period, grouping = this.grouping): Promise<void> {
    const asked = ++this.#asked;
    this.period = period;
    this.grouping = grouping;
    // The last report stays up until the next arrives (a few ms from main's saved days): its
    // own period line says what it is, and the view does not jump to empty in between.
    this.error = null;
    this.fetching = false;
    const saved = await this.#app.periodReport({ period, grouping, source: 'saved' });
    if (asked !== this.#asked) return;
    if (!saved.ok) {
      this.error = saved.error;
      return;
    }
    this.report = saved.value;
    if (!wantsFetch(saved.value)) return;
    this.fetching = true;
    const fresh = await this.#app.periodReport({ period, grouping, source: 'service' });
    if (asked !== this.#asked) return;
    this.fetching = false;
    if (fresh.ok) this.report = fresh.value;
    else this.error = fresh.error;
  }
}
