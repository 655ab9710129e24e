import type { AppError } from '../../../../shared/result';
import type { ProjectDetails } from '../../../../shared/types';
import type { AppState } from './app-state.svelte';

export type DetailsStatus = 'loading' | 'cached' | 'fresh' | 'gone' | 'failed';

/**
 * The open project's details: shown at once from main's cache ("as of 10:42"), then
 * replaced by a fresh `GET /projects/<id>`. Answers for a project no longer open are dropped.
 */
export class DetailsState {
  readonly #app: AppState;
  id = $state<number | null>(null);
  details = $state.raw<ProjectDetails | null>(null);
  status = $state<DetailsStatus>('loading');
  /** Why the refresh (or the copy) failed; the cached details stay on screen. */
  error = $state<AppError | null>(null);
  copied = $state(false);
  #copiedTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(app: AppState) {
    this.#app = app;
  }

  async load(id: number): Promise<void> {
    this.id = id;
    this.details = null;
    this.status = 'loading';
    this.error = null;
    this.copied = false;
    const cached = await this.#app.cachedProject(id);
    if (this.id !== id) return;
    if (cached.ok && cached.value) {
      this.details = cached.value;
      this.status = 'cached';
    }
    const fresh = await this.#app.fetchProject(id);
    if (this.id !== id) return;
    if (fresh.ok) {
      this.details = fresh.value;
      this.status = 'fresh';
      return;
    }
    this.#app.failures.report(fresh, 'beside'); // the details say it; the banner need not
    this.status = fresh.error.code === 'not_found' ? 'gone' : 'failed';
    this.error = fresh.error;
  }

  close(): void {
    this.id = null;
  }

  /** Main puts the Markdown summary on the clipboard; "Copied" shows for a moment. */
  async copy(): Promise<void> {
    if (this.id === null) return;
    const result = await this.#app.copySummary(this.id);
    if (!result.ok) {
      this.error = result.error;
      return;
    }
    this.copied = true;
    clearTimeout(this.#copiedTimer);
    this.#copiedTimer = setTimeout(() => (this.copied = false), 2_500);
  }
}
