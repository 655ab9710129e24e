/** A mistake in how the CLI was called (exit 2). Kept apart so `--help` loads no core. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
