import { getContext } from 'svelte';
import type { TimetrayBridge } from '../../../../shared/ipc';
import { AppState } from './app-state.svelte';
import { DetailsState } from './details-state.svelte';
import { ListState } from './list-state.svelte';
import { ProjectActions } from './project-actions';
import { SettingsState } from './settings-state.svelte';

/**
 * The window's one model: made once in `main.ts` with the bridge (`window.timetray`), it
 * holds every piece of the window's state, and each piece gets the others it needs from
 * here, not by importing a module-level instance. Components reach it with `useApp()`
 * (Svelte context, given to `mount`), as the svelte.dev REPL shares its state class.
 */
export class AppModel {
  /** The snapshot from main and the actions on it; the only holder of the bridge. */
  readonly app: AppState;
  readonly settings: SettingsState;
  readonly list: ListState;
  readonly details: DetailsState;
  readonly projects: ProjectActions;

  constructor(bridge: TimetrayBridge | null | undefined) {
    this.app = new AppState(bridge);
    this.settings = new SettingsState(this.app);
    this.list = new ListState(this.app, this.settings);
    this.details = new DetailsState(this.app);
    this.projects = new ProjectActions(this.app);
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
