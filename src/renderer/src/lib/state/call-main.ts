import type { TimetrayBridge } from '../../../../shared/ipc';
import type { Result } from '../../../../shared/result';
import { m } from '../i18n.svelte';

/**
 * One call to main, as every piece of the window's state makes it: no bridge, or a call main
 * refused or crashed, becomes a Result with one message (its details stay in main's log).
 */
export async function callMain<T>(
  bridge: TimetrayBridge | null | undefined,
  run: (bridge: TimetrayBridge) => Promise<Result<T>>,
): Promise<Result<T>> {
  if (!bridge) return callFailed();
  try {
    return await run(bridge);
  } catch {
    return callFailed();
  }
}

const callFailed = (): Result<never> => ({
  ok: false,
  error: { code: 'internal', message: m.call_failed() },
});
