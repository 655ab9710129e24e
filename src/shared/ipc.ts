import type { Result } from './result';
import type { AccountSummary, AppSnapshot, Project, SignInInput } from './types';

/** Adopting a token made elsewhere ("advanced" in the sign-in form). */
export interface ImportTokenRequest {
  baseUrl: string;
  accountId: string;
  email: string;
  token: string;
  /** Exactly the User-Agent the token was created with: the service destroys it otherwise. */
  userAgent: string;
}

/**
 * The one IPC contract. Channel names read `domain:verb`; the preload, the main-side
 * handlers, their argument schemas (`ipc/validation.ts`) and the browser-test harness all
 * derive their types from this map, so a signature changes in exactly one place.
 */
export interface IpcContract {
  'state:get': () => AppSnapshot;
  'projects:list': () => Result<Project[]>;
  'customers:rename': (customerId: number, name: string) => Result<{ customerId: number; name: string }>;
  /** Also while signed in: adds (or re-signs) an account and makes it the active one. */
  'session:sign-in': (input: SignInInput) => Result<AccountSummary>;
  /** `revoked` is false when the token was deleted locally but the service could not be told. */
  'session:sign-out': () => Result<{ revoked: boolean }>;
  /** Checks the token by listing the projects, then stores it; the account becomes active. */
  'session:import-token': (input: ImportTokenRequest) => Result<AccountSummary>;
  /** Makes the account with this key the active one (its cached projects show at once). */
  'accounts:use': (key: string) => Result<{ key: string }>;
  /** Signs the account out (revoking its token) and forgets it; `revoked` as for sign-out. */
  'accounts:remove': (key: string) => Result<{ revoked: boolean }>;
  /** Hides the panel (Escape), as a click elsewhere does. */
  'window:hide': () => void;
}

export type IpcChannel = keyof IpcContract;

/** Main → renderer pushes (a {@link SnapshotPush}). */
export const STATE_CHANGED = 'state:changed';

/**
 * A pushed snapshot. `projects` is left out when the list is the one pushed last (it is
 * large, and most snapshots only change flags): the renderer keeps its last list then.
 */
export type SnapshotPush = Omit<AppSnapshot, 'projects'> & { projects?: Project[] };
/** Main → renderer: what a tray item asked the window to show. */
export const WINDOW_INTENT = 'window:intent';

/** "Add account…" opens the sign-in form; a project item opens the list filtered to it. */
export type WindowIntent = { kind: 'add-account' } | { kind: 'filter'; text: string };

/** Said wherever a sign-out could not reach the service (`revoked: false`). */
export const UNREVOKED_NOTICE =
  'Signed out on this computer. The service could not be reached to end the session there; it ends by itself after 30 days unused.';

/** What `window.timetray` offers the renderer: every call async, never the token. */
export interface TimetrayBridge {
  getState(): Promise<AppSnapshot>;
  listProjects(): Promise<Result<Project[]>>;
  renameCustomer(customerId: number, name: string): Promise<Result<{ customerId: number; name: string }>>;
  signIn(input: SignInInput): Promise<Result<AccountSummary>>;
  signOut(): Promise<Result<{ revoked: boolean }>>;
  importToken(input: ImportTokenRequest): Promise<Result<AccountSummary>>;
  useAccount(key: string): Promise<Result<{ key: string }>>;
  removeAccount(key: string): Promise<Result<{ revoked: boolean }>>;
  hideWindow(): Promise<void>;
  /**
   * Calls `listener` with every new snapshot (without `projects` when the list did not
   * change); returns the unsubscribe function.
   */
  onState(listener: (push: SnapshotPush) => void): () => void;
  /**
   * Calls `listener` with each intent from the tray, starting with one that arrived before
   * the page subscribed (the window may be created by that very click).
   */
  onIntent(listener: (intent: WindowIntent) => void): () => void;
}
