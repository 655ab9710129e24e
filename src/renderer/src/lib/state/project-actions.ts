import type { Budget } from '../../../../shared/budget';
import type { Result } from '../../../../shared/result';
import { appState } from './app-state.svelte';

/**
 * Budgets, pins and the web app (issue #19): each a call to main, whose next snapshot carries
 * the change (`budgets`, `pinned`). A refusal is answered to the caller, which says it where
 * the user acted (beside the editor); a failure to open the web app goes to the banner.
 */

export const setBudget = (projectId: number, budget: Budget): Promise<Result<Budget>> =>
  appState.call((b) => b.setBudget(projectId, budget));

export const clearBudget = (projectId: number): Promise<Result<null>> =>
  appState.call((b) => b.clearBudget(projectId));

/** Pins or unpins; a refusal shows in the banner (the list and the details have no field for it). */
export async function setPinned(projectId: number, pinned: boolean): Promise<boolean> {
  const result = await appState.call((b) => b.setPinned(projectId, pinned));
  if (!result.ok) appState.actionError = result.error;
  return result.ok;
}

export const isPinned = (projectId: number): boolean =>
  appState.snapshot?.pinned.includes(projectId) ?? false;

/** Opens the account's projects page in the system browser (main checks the address). */
export async function openWebApp(): Promise<void> {
  const result = await appState.call((b) => b.openWebApp());
  if (!result.ok) appState.actionError = result.error;
}
