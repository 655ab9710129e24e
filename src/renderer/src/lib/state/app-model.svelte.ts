import { getContext, tick } from 'svelte';
import type { Attachment } from 'svelte/attachments';
import type { ImportTokenRequest, TimetrayBridge, WindowIntent } from '../../../../shared/ipc';
import type { Result } from '../../../../shared/result';
import type { SignInInput } from '../../../../shared/types';
import { i18n } from '../i18n.svelte';
import { AppState } from './app-state.svelte';
import { DetailsState } from './details-state.svelte';
import { ListState } from './list-state.svelte';
import { PeriodsState } from './periods-state.svelte';
import { ProjectActions } from './project-actions';
import { SettingsState } from './settings-state.svelte';

/**
 * What the window shows, one at a time (the top bar, the banner and a saved list under the
 * sign-in form come with it: see `App.svelte`).
 * - `starting`: before main's first state (or why it cannot come);
 * - `keychain-locked`: not signed in, and whether anyone is cannot be known (never "signed out");
 * - `sign-in`, `import-token`: the forms (signing in, again, or adding another account);
 * - `list`, `details`, `periods` (hours by period), `budgets`: signed in; `settings`, `health`: the panel
 *   over everything else.
 */
export type View =
  | 'starting'
  | 'keychain-locked'
  | 'sign-in'
  | 'import-token'
  | 'list'
  | 'details'
  | 'periods'
  | 'budgets'
  | 'settings'
  | 'health';

/**
 * The window's one model: made once in `main.ts` with the bridge (`window.timetray`), it
 * holds every piece of the window's state, and each piece gets the others it needs from
 * here, not by importing a module-level instance. Components reach it with `useApp()`
 * (Svelte context, given to `mount`), as the svelte.dev REPL shares its state class.
 *
 * It also says which view shows (`view`) and holds what the user moved to get there; every
 * change of view goes through a method here.
 */
export class AppModel {
  /** The snapshot from main and the actions on it; the only holder of the bridge. */
  readonly app: AppState;
  readonly settings: SettingsState;
  readonly list: ListState;
  readonly details: DetailsState;
  readonly projects: ProjectActions;
  readonly periods: PeriodsState;

  /** Why the page cannot show the app (no bridge, or main did not answer); words follow the language. */
  startFailure = $state<'bridge' | 'state' | null>(null);
  /** Settings, or its Health check, in place of everything else; null: the usual views. */
  panel = $state<'settings' | 'health' | null>(null);
  /** "Add account…": the sign-in form in place of the project list, while signed in. */
  adding = $state(false);
  /** The sign-in form's advanced alternative: paste a token made elsewhere. */
  pastingToken = $state(false);
  /** "Hours by period" in place of the list (a project opened from it comes back to it). */
  periodsOpen = $state(false);
  /** "Budgets" in place of the list (issue 34; a project opened from it comes back to it). */
  budgetsOpen = $state(false);
  /** The project whose details are shown, or null for the list. */
  openProject = $state<number | null>(null);
  /** Back from the details: the list comes back with its active row focused (or the search field). */
  listFocus = $state<'search' | 'list'>('search');
  /** Bumped by a tray "search" intent or Ctrl/Cmd+F: the search field takes focus. */
  searchRequests = $state(0);
  /** Where Budgets was opened from (its Back goes there). */
  #budgetsFrom: 'periods' | 'list' = 'periods';
  /** The id of the control that opened Settings: it gets focus back on close. */
  #opener: string | null = null;

  /** Signed out by the service with a saved list: the list stays, read-only, beside the form. */
  readonly ended = $derived.by(() => {
    const snapshot = this.app.snapshot;
    return (
      snapshot?.session.status === 'signed_out' &&
      this.app.projects.length > 0 &&
      snapshot.accounts.length > 0
    );
  });

  readonly view: View = $derived.by(() => {
    const snapshot = this.app.snapshot;
    if (this.startFailure !== null || !snapshot) return 'starting';
    if (this.panel !== null) return this.panel;
    const signedIn = snapshot.session.status === 'signed_in';
    if (signedIn && !this.adding)
      return this.openProject !== null
        ? 'details'
        : this.periodsOpen
          ? 'periods'
          : this.budgetsOpen
            ? 'budgets'
            : 'list';
    if (!signedIn && snapshot.error?.code === 'keychain_locked') return 'keychain-locked';
    return this.pastingToken ? 'import-token' : 'sign-in';
  });

  constructor(bridge: TimetrayBridge | null | undefined) {
    this.app = new AppState(bridge);
    this.settings = new SettingsState(this.app);
    this.list = new ListState(this.app, this.settings);
    this.details = new DetailsState(this.app);
    this.projects = new ProjectActions(this.app);
    this.periods = new PeriodsState(this.app);
  }

  /** Connects to main; returns what stops listening. A failure shows in place of the app. */
  start(): () => void {
    if (!this.app.connected) {
      this.startFailure = 'bridge';
      return () => undefined;
    }
    let stop: (() => void) | undefined;
    this.app
      .connect((intent) => this.#follow(intent))
      .then(
        (unsubscribe) => {
          stop = unsubscribe;
          this.#prepareList();
        },
        () => (this.startFailure = 'state'),
      );
    return () => stop?.();
  }

  /**
   * Main's answer is usually in before the window's words (their chunk is still loading), and
   * nothing renders until they are: the list's index and view, which need no words, are
   * built meanwhile, so the render that follows the words only renders (a derived read here
   * keeps its value for the render, as long as the list does not change before it).
   */
  #prepareList(): void {
    if (!i18n.catalog && this.app.projects.length > 0) void this.list.view;
  }

  /** The tray asked for something: Settings steps aside, and the view it named shows. */
  #follow(intent: WindowIntent): void {
    this.panel = null;
    if (intent.kind === 'add-account') {
      this.adding = true;
      return;
    }
    this.adding = false;
    this.pastingToken = false; // a project or the search asked for: not the token form
    if (intent.kind === 'project') {
      this.openProject = intent.id;
    } else {
      this.openProject = null;
      this.periodsOpen = false;
      this.budgetsOpen = false;
      this.searchRequests++;
    }
  }

  /** On success the new account is the active one and the form closes. */
  async signIn(input: SignInInput): Promise<Result<unknown>> {
    const result = await this.app.signIn(input);
    if (result.ok) {
      this.adding = false;
      // Signed in again from an ended session: the form goes, the list stays (not remounted).
      void this.keepFocus();
    }
    return result;
  }

  /** Adopts a token made elsewhere; on success, as after a sign-in. */
  async importToken(input: ImportTokenRequest): Promise<Result<unknown>> {
    const result = await this.app.importToken(input);
    if (result.ok) this.adding = this.pastingToken = false;
    return result;
  }

  /** A project's details, from the list (or the search's Enter). */
  openDetails(id: number): void {
    this.openProject = id;
  }

  /** From the details back to the list: its active row focused, or the search field. */
  closeDetails(focus: 'list' | 'search' = 'list'): void {
    this.details.close();
    this.listFocus = focus;
    this.openProject = null;
  }

  /** Ctrl/Cmd+F: the list with its search field focused, from wherever the user is. */
  search(): void {
    const away = this.panel !== null || this.openProject !== null || this.periodsOpen || this.budgetsOpen;
    this.panel = null;
    this.periodsOpen = false;
    this.budgetsOpen = false;
    if (away)
      this.closeDetails('search'); // also from a project's details Settings was opened over
    else this.searchRequests++;
  }

  /** "Hours by period", from the top bar's button (the view loads its report as it shows). */
  openPeriods(): void {
    this.panel = null;
    this.openProject = null;
    this.budgetsOpen = false;
    this.periodsOpen = true;
  }

  /** "Budgets", from Hours by period's link or a customer header's chip (`from`: where Back goes). */
  openBudgets(from: 'periods' | 'list'): void {
    this.panel = null;
    this.openProject = null;
    this.periodsOpen = false;
    this.#budgetsFrom = from;
    this.budgetsOpen = true;
  }

  /** Back from "Budgets" to where it was opened: Hours by period (focus on its link) or the list. */
  async closeBudgets(): Promise<void> {
    this.budgetsOpen = false;
    if (this.#budgetsFrom === 'periods') {
      this.periods.fromBudgets = true;
      this.periods.opened = null;
      this.periodsOpen = true;
    } else this.listFocus = 'list';
    await tick();
  }

  /** The top bar's Hours by period toggle, pressed: back to the list from either view. */
  async closePeriodsAndBudgets(): Promise<void> {
    this.budgetsOpen = false;
    await this.closePeriods();
  }

  /** A project's details from "Budgets": Back comes back to the view. */
  openDetailsFromBudgets(id: number): void {
    this.openProject = id;
  }

  /** Back from "Hours by period" to the list, focus on the button that opened it. */
  async closePeriods(): Promise<void> {
    this.periodsOpen = false;
    this.periods.opened = null;
    await tick();
    document.getElementById('periods-button')?.focus();
  }

  /** A project's details from "Hours by period": Back comes back to the view, to its row. */
  openDetailsFromPeriods(id: number): void {
    this.periods.opened = id;
    this.openProject = id;
  }

  /** Opens Settings from the control with this id (focus returns to it). */
  openSettings(openerId: string): void {
    this.#opener = openerId;
    this.panel = 'settings';
    void this.settings.loadInfo();
  }

  /** Back to where Settings was opened from, with focus on the control that opened it. */
  async closeSettings(): Promise<void> {
    this.panel = null;
    await tick();
    const opener = this.#opener === null ? null : document.getElementById(this.#opener);
    // Never to <body>: the opener may be gone (signed out meanwhile); then the first control.
    (opener ?? document.querySelector<HTMLElement>('main input, main button'))?.focus();
  }

  /**
   * After the control that had focus went away with what it did (Retry's banner cleared, the
   * form to sign in again closed): focus goes where opening the window puts it, the search
   * field (else the first control), never to <body>.
   */
  async keepFocus(): Promise<void> {
    await tick();
    const at = document.activeElement;
    if (at && at !== document.body) return;
    if (this.view === 'list') {
      this.searchRequests++;
      return;
    }
    document.querySelector<HTMLElement>('main input, main button')?.focus();
  }

  /**
   * For what takes focus with it when it goes (the banner with its Retry, the locked-keychain
   * panel with its Try again): focus within it is followed, and if it goes while holding focus,
   * focus goes on as `keepFocus` says.
   */
  readonly keepsFocusOnGoing: Attachment<HTMLElement> = (node) => {
    let focused = false;
    const focusIn = () => (focused = true);
    // Focus leaving for nowhere (the element removed, the window left) still counts as inside.
    const focusOut = (event: FocusEvent) => (focused = focused && event.relatedTarget === null);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    return () => {
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
      if (focused) void this.keepFocus();
    };
  };

  /** Opening Health is asking for the checks. */
  openHealth(): void {
    this.panel = 'health';
    void this.settings.runHealth();
  }

  /** From Health back to Settings, focus on the button that opened it. */
  async backToSettings(): Promise<void> {
    this.panel = 'settings';
    await tick();
    document.getElementById('health-button')?.focus();
  }
}

const KEY = Symbol('timetray app model');

/** The context `main.ts` mounts `App` with: the model, for `useApp()`. */
export const appContext = (model: AppModel): Map<symbol, AppModel> =>
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read once by `mount`, never changed
  new Map([[KEY, model]]);

/** The window's model, from any component (during its initialisation, like any context). */
export function useApp(): AppModel {
  const model = getContext<AppModel | undefined>(KEY);
  if (!model) throw new Error('useApp() outside the app: mount App with appContext(model)');
  return model;
}
