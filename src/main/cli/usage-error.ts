import { m } from '../core/i18n';

/** A mistake in how the CLI was called (exit 2). Kept apart so `--help` loads no core. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The user pressed Ctrl-C at a prompt: exit 130, as a shell reports an interrupted command. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor() {
    super(m.cli_cancelled());
  }
}
