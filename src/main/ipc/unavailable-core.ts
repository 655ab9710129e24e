import type { AppSnapshot } from '../../shared/types';
import type { CorePort } from './handlers';

/**
 * Stands in for the core when it could not open (typically the keychain: no Secret
 * Service, a locked collection). The window then shows the cause on the sign-in screen
 * instead of the app crashing, and every action answers with the same error.
 */
export function unavailableCore(error: Error & { code?: string }): CorePort {
  const snapshot: AppSnapshot = {
    session: { status: 'signed_out', reason: error.message },
    accounts: [],
    projects: [],
    skippedProjects: 0,
    lastRefresh: null,
    refreshing: false,
    error: { code: error.code ?? 'internal', message: error.message },
  };
  const refuse = (): Promise<never> => Promise.reject(error);
  return {
    snapshot: () => snapshot,
    signIn: refuse,
    signOut: refuse,
    refreshProjects: refuse,
    renameCustomer: refuse,
  };
}
