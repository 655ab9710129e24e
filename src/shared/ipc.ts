import type { Result } from './result';
import type { AccountSummary, AppSnapshot, Project, SignInInput } from './types';

/**
 * The one IPC contract. Channel names read `domain:verb`; the preload, the main-side
 * handlers and the browser-test harness all derive their types from this map, so a
 * signature changes in exactly one place.
 */
export interface InvokeContract {
  'state:get': () => AppSnapshot;
  'projects:list': () => Result<Project[]>;
  'customers:rename': (customerId: number, name: string) => Result<{ customerId: number; name: string }>;
  'session:sign-in': (input: SignInInput) => Result<AccountSummary>;
  /** `revoked` is false when the token was deleted locally but the service could not be told. */
  'session:sign-out': () => Result<{ revoked: boolean }>;
  /** Hides the panel (Escape), as a click elsewhere does. */
  'window:hide': () => void;
}

export type InvokeChannel = keyof InvokeContract;

/** Main → renderer pushes. */
export const STATE_CHANGED = 'state:changed';

/** What `window.timetray` offers the renderer: every call async, never the token. */
export interface TimetrayBridge {
  getState(): Promise<AppSnapshot>;
  listProjects(): Promise<Result<Project[]>>;
  renameCustomer(customerId: number, name: string): Promise<Result<{ customerId: number; name: string }>>;
  signIn(input: SignInInput): Promise<Result<AccountSummary>>;
  signOut(): Promise<Result<{ revoked: boolean }>>;
  hideWindow(): Promise<void>;
  /** Calls `listener` with every new snapshot; returns the unsubscribe function. */
  onState(listener: (snapshot: AppSnapshot) => void): () => void;
}
