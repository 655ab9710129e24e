import type { AppError, Result } from '../../../../shared/result';

/**
 * Where a failed call to main is told (a call that could not even be made is a failure too:
 * see `callMain`):
 * - `banner`: the floating banner says it until main's next snapshot (which supersedes it);
 *   main's own error in the snapshot comes first. The same call going through takes it away.
 * - `beside`: the view where the user acted says it (beside a field, in the details), so the
 *   banner leaves that same error out (it would say it twice, and outlive the view).
 * Forms that show a refusal themselves (sign-in, the token, the budget) just read the Result.
 */
export type FailurePlace = 'banner' | 'beside';

const keyOf = (error: AppError): string => `${error.code}\u0000${error.message}`;

/** The window's one way of turning a failed call into what the banner shows (see `FailurePlace`). */
export class Failures {
  readonly #snapshotError: () => AppError | null;
  /** A failure of the window's own calls; cleared by the next snapshot. */
  #own = $state<AppError | null>(null);
  /** The error the view in front shows itself (`keyOf`). */
  #shownBeside = $state<string | null>(null);

  /** What the banner shows: main's current truth first, then the window's own failure. */
  readonly banner: AppError | null = $derived.by(() => {
    const error = this.#snapshotError() ?? this.#own;
    return error && keyOf(error) !== this.#shownBeside ? error : null;
  });

  /** `snapshotError`: the error main's latest snapshot carries. */
  constructor(snapshotError: () => AppError | null) {
    this.#snapshotError = snapshotError;
  }

  /** Tells `result`'s failure in `place`; answers the result, for the caller's own words. */
  report<T>(result: Result<T>, place: FailurePlace): Result<T> {
    if (place === 'beside') {
      if (!result.ok) this.#shownBeside = keyOf(result.error);
    } else this.#own = result.ok ? null : result.error;
    return result;
  }

  /** A new snapshot, or a new account: main's truth supersedes the window's earlier failure. */
  clear(): void {
    this.#own = null;
  }
}
