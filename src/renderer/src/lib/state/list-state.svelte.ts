import { queryWords } from '../../../../shared/search-fold';
import { filterIndex, type ListView, type Query } from '../list/list-view';
import { buildIndex, type ProjectIndex } from '../list/project-index';
import type { ProjectRow } from '../../../../shared/types';
import type { AppState } from './app-state.svelte';
import type { SettingsState } from './settings-state.svelte';

/** Query views kept per list (each holds up to two arrays of row positions). */
const RECENT_VIEWS = 12;

/**
 * The project list's state: the query, the archived switch, the active row and the scroll
 * position (kept while the details are open, so Back returns to the same place).
 */
export class ListState {
  readonly #app: AppState;
  readonly #settings: SettingsState;
  query = $state('');
  /**
   * The user's flip of "Show archived", shown until a snapshot carries that value (main saved
   * it) or the save fails. Snapshots pushed meanwhile (totals, the list) still carry the old
   * value, and the saved one may arrive after main's answer: neither may flip it back.
   */
  #flipped = $state<boolean | null>(null);
  /** The `showArchived` preference (settings.json, also `timetray config set showArchived`). */
  readonly showArchived = $derived(this.#flipped ?? this.#savedShowArchived());

  constructor(app: AppState, settings: SettingsState) {
    this.#app = app;
    this.#settings = settings;
    // Made with the page's model, not in a component: the effect lives as long as the page.
    $effect.root(() => {
      $effect(() => {
        if (this.#flipped !== null && this.#flipped === this.#savedShowArchived()) this.#flipped = null;
      });
    });
  }

  #savedShowArchived(): boolean {
    return this.#app.snapshot?.preferences.showArchived ?? false;
  }

  /** The row the keyboard is on (aria-activedescendant), by project id. */
  activeId = $state<number | null>(null);
  /** Saved when the list unmounts, restored when it comes back. */
  scrollTop = 0;
  /** The customer whose name is being edited (kept here: its header may scroll out and back). */
  renaming = $state<number | null>(null);
  /** The customer just renamed: scrolled into view, highlighted, its header focused. */
  renamedCustomer = $state<number | null>(null);
  #renamedTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * The pinned ids as one string: every push brings a new snapshot, and only a change of
   * the pins (not a new array with the same ids) may rebuild the index.
   */
  readonly #pinnedKey = $derived.by(() => (this.#app.snapshot?.pinned ?? []).join(','));
  /** Built once per list (or change of pins) from main, not per keystroke. */
  readonly index: ProjectIndex<ProjectRow> = $derived.by(() =>
    buildIndex(this.#app.projects, this.#pinnedKey ? this.#pinnedKey.split(',').map(Number) : []),
  );
  readonly words = $derived(queryWords(this.query));
  #last: { index: ProjectIndex; query: Query; view: ListView } | null = null;
  /** Views of recent queries for this index: Backspace returns to one without filtering again. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a plain memo: nothing renders from it
  #views = new Map<string, ListView>();
  #viewsOf: ProjectIndex | null = null;
  readonly view: ListView = $derived.by(() => {
    const query: Query = { words: this.words, showArchived: this.showArchived };
    if (this.#viewsOf !== this.index) {
      this.#views.clear();
      this.#viewsOf = this.index;
    }
    const key = `${query.showArchived}\u0000${query.words.join('\u0001')}`;
    const last = this.#last;
    let view = this.#views.get(key);
    if (!view) {
      view = filterIndex(this.index, query, last?.index === this.index ? last : null);
      if (this.#views.size >= RECENT_VIEWS) this.#views.delete(this.#views.keys().next().value!);
      this.#views.set(key, view);
    }
    this.#last = { index: this.index, query, view };
    return view;
  });

  /** After a rename: the list follows the customer to its new place for a moment. */
  markRenamed(customerId: number): void {
    this.renaming = null;
    this.renamedCustomer = customerId;
    clearTimeout(this.#renamedTimer);
    this.#renamedTimer = setTimeout(() => (this.renamedCustomer = null), 2_000);
  }

  /** Saves the preference; the list follows at once. A refusal is said in the banner. */
  async setShowArchived(show: boolean): Promise<void> {
    this.#flipped = show;
    const result = this.#app.failures.report(
      await this.#settings.set({ key: 'showArchived', value: show }),
      'banner',
    );
    if (!result.ok) this.#flipped = null;
  }
}
