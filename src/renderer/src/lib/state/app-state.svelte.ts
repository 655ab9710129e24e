import type { PeriodRequest, ProjectCycleDays, WindowReport } from '../../../../shared/reports';
import type {
  ImportTokenRequest,
  RemoveOutcome,
  SnapshotPush,
  TimetrayBridge,
  WindowIntent,
} from '../../../../shared/ipc';
import type { Result } from '../../../../shared/result';
import type { ProjectDetails, ProjectRow, SignInInput, WindowSnapshot } from '../../../../shared/types';
import { afterPaint } from '../after-paint';
import { i18n, m } from '../i18n.svelte';
import { callMain } from './call-main';
import { Failures } from './failures.svelte';

/**
 * The same list again (a push and the `getState` answer may both carry it): keeping the
 * array keeps the list's index, which costs far more to rebuild than this comparison.
 */
function sameRows(next: readonly ProjectRow[], current: readonly ProjectRow[]): boolean {
  if (next.length !== current.length) return false;
  for (let i = 0; i < next.length; i++) {
    const a = next[i]!;
    const b = current[i]!;
    if (
      a.id !== b.id ||
      a.name !== b.name ||
      a.customerId !== b.customerId ||
      a.customerName !== b.customerName ||
      a.archived !== b.archived
    )
      return false;
  }
  return true;
}

/**
 * The renderer's state: the latest snapshot from main (the truth) plus what only the
 * window cares about (the clock for "N min ago", a failure main did not record). Made
 * once, with the bridge, by the window's model (`app-model`); the list's own state is in
 * `list-state`. The bridge is reached only through here (`call`).
 */
export class AppState {
  /** Replaced whole on every push: `raw` skips deep proxies over thousands of projects. */
  snapshot = $state.raw<WindowSnapshot | null>(null);
  /** Its own field: replaced only when main sends a new list, so only then re-indexed. */
  projects = $state.raw<ProjectRow[]>([]);
  /** False while `projects` is only the first screen `getState` brought: counts are not known yet. */
  listComplete = $state(true);
  /** The whole list that followed a first screen, waiting for that screen to be painted. */
  #pendingList: ProjectRow[] | null = null;
  now = $state(Date.now());
  busy = $state<'refresh' | 'sign-out' | 'account' | null>(null);
  /**
   * Shown after a sign-out or removal the service could not be told about: a flag, so the
   * words follow the language (the sign-in form's reason may be this notice too).
   */
  unrevoked = $state(false);
  readonly notice = $derived(this.unrevoked ? m.unrevoked_notice() : null);

  readonly signedIn = $derived(this.snapshot?.session.status === 'signed_in');
  /** How a failed call reaches the banner, or stays out of it (`Failures.report`). */
  readonly failures = new Failures(() => this.snapshot?.error ?? null);
  readonly totals = $derived(this.snapshot?.totals ?? {});

  readonly #bridge: TimetrayBridge | null;

  /** `bridge`: `window.timetray`, missing when the page was opened outside Timetray. */
  constructor(bridge: TimetrayBridge | null | undefined) {
    this.#bridge = bridge ?? null;
  }

  /** False when the page has no way to main (opened outside Timetray). */
  get connected(): boolean {
    return this.#bridge !== null;
  }

  /**
   * Listens to main and asks for the state; the tray's requests (open a project, search,
   * add an account) go to `follow`. Returns the unsubscribe function.
   */
  async connect(follow: (intent: WindowIntent) => void): Promise<() => void> {
    const bridge = this.#bridge;
    if (!bridge) throw new Error('no bridge to main');
    let pushed = false;
    let pushedList = false;
    const stop = bridge.onState((push) => {
      pushed = true;
      if (push.projects) pushedList = true;
      this.#receive(push);
    });
    const stopIntents = bridge.onIntent(follow);
    const first = await bridge.getState();
    // A push that overtook this answer is newer; but a push may leave the list out (main
    // sent it earlier, before this page listened), and then only this answer has it.
    if (!pushed) this.#receive(first);
    else if (!pushedList) this.#keepList(first.projects, first.firstScreenOnly === true);
    // Main holds the rest of the list back until that first screen is on the screen (which
    // also waits for the window's words: the list is not rendered before them).
    const firstScreen = first.firstScreenId;
    if (firstScreen !== undefined)
      void i18n.ready.then(() =>
        afterPaint(() => void bridge.firstScreenPainted(firstScreen).catch(() => undefined)),
      );
    return () => {
      stop();
      stopIntents();
    };
  }

  /**
   * Main pushes a snapshot after every change, including those our own actions cause, so
   * no action pulls the state again. A new snapshot supersedes any earlier failure.
   */
  #receive(push: SnapshotPush): void {
    this.snapshot = { ...push, projects: this.projects };
    if (push.projects) this.#keepList(push.projects, push.firstScreenOnly === true);
    this.failures.clear();
  }

  /**
   * A new list (from a push or the `getState` answer). The whole list that follows a first
   * screen waits until that screen has been painted: indexing thousands of rows must not
   * hold up the first rows the user sees.
   */
  #keepList(projects: ProjectRow[], firstScreenOnly: boolean): void {
    if (!firstScreenOnly && !this.listComplete && this.projects.length > 0) {
      this.#pendingList = projects;
      afterPaint(() => {
        if (this.#pendingList === projects) this.#setList(projects, false);
      });
      return;
    }
    this.#setList(projects, firstScreenOnly);
  }

  #setList(projects: ProjectRow[], firstScreenOnly: boolean): void {
    this.#pendingList = null;
    if (!sameRows(projects, this.projects)) this.projects = projects;
    this.listComplete = !firstScreenOnly;
    if (this.snapshot) this.snapshot = { ...this.snapshot, projects: this.projects };
  }

  /** Details from main's cache (no network), at once; null when never fetched. */
  cachedProject(id: number): Promise<Result<ProjectDetails | null>> {
    return this.call((b) => b.getCachedProject(id));
  }

  /** Details from the service (`GET /projects/<id>`); a 404 drops the project from the list. */
  fetchProject(id: number): Promise<Result<ProjectDetails>> {
    return this.call((b) => b.getProject(id));
  }

  /** The project's hours per day this cycle, from main's saved reports (no network). */
  cycleDays(id: number): Promise<Result<ProjectCycleDays>> {
    return this.call((b) => b.getCycleDays(id));
  }

  /** A period's report for the "Hours by period" view (see `reports:period`). */
  periodReport(request: PeriodRequest): Promise<Result<WindowReport>> {
    return this.call((b) => b.getPeriodReport(request));
  }

  /** Main copies the project's Markdown summary to the clipboard. */
  copySummary(id: number): Promise<Result<{ text: string }>> {
    return this.call((b) => b.copySummary(id));
  }

  /** The rows in view: main fetches their missing totals, a few at a time. */
  wantTotals(ids: number[]): void {
    this.#bridge?.wantTotals(ids).catch(() => undefined); // totals are a nicety; the list works without
  }

  async signIn(input: SignInInput): Promise<Result<unknown>> {
    return this.#adopted(await this.call((b) => b.signIn(input)));
  }

  /** Adopts a token made elsewhere; on success it is the active account, like a sign-in. */
  async importToken(input: ImportTokenRequest): Promise<Result<unknown>> {
    return this.#adopted(await this.call((b) => b.importToken(input)));
  }

  /** After a sign-in or an imported token: the new account is active (the model closes the form). */
  #adopted<T>(result: Result<T>): Result<T> {
    if (result.ok) {
      this.unrevoked = false;
      this.failures.clear();
    }
    return result;
  }

  async refresh(): Promise<void> {
    this.busy = 'refresh';
    try {
      this.failures.report(await this.call((b) => b.listProjects()), 'banner');
    } finally {
      this.busy = null;
    }
  }

  async signOut(): Promise<void> {
    this.busy = 'sign-out';
    try {
      const result = await this.call((b) => b.signOut());
      this.failures.report(result, 'banner');
      this.unrevoked = result.ok && result.value.state === 'not_reached';
    } finally {
      this.busy = null;
    }
  }

  /** True when the account is now the active one. */
  async useAccount(key: string): Promise<boolean> {
    this.busy = 'account';
    try {
      const result = await this.call((b) => b.useAccount(key));
      this.failures.report(result, 'banner');
      this.unrevoked = false;
      return result.ok;
    } finally {
      this.busy = null;
    }
  }

  /** Signs the account out at the service and forgets it; says so when it could not be told. */
  async removeAccount(key: string): Promise<Result<RemoveOutcome>> {
    this.busy = 'account';
    try {
      const result = await this.call((b) => b.removeAccount(key));
      this.failures.report(result, 'banner');
      this.unrevoked = result.ok && result.value.state === 'not_reached';
      return result;
    } finally {
      this.busy = null;
    }
  }

  /**
   * The new name arrives with the next snapshot. A refusal is shown beside the name field,
   * so the banner leaves that same error out (it would say it twice, and outlive the editor).
   */
  async renameCustomer(customerId: number, name: string): Promise<Result<unknown>> {
    return this.failures.report(await this.call((b) => b.renameCustomer(customerId, name)), 'beside');
  }

  /** One call to main, for every piece of the window's state (settings, budgets, pins too). */
  call<T>(run: (bridge: TimetrayBridge) => Promise<Result<T>>): Promise<Result<T>> {
    return callMain(this.#bridge, run);
  }

  /** Escape: the panel hides (a page without main has nothing to hide). */
  hideWindow(): void {
    void this.#bridge?.hideWindow();
  }
}
