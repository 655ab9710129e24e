import { tick } from 'svelte';
import type { AppError, Result } from '../../../shared/result';

/**
 * A form's submissions to main (sign-in, a pasted token), one at a time: `pending` while one
 * runs (its button says so and is disabled), `error` what main answered when it failed.
 */
export class FormAttempt {
  pending = $state(false);
  error = $state<AppError | null>(null);

  /** The field main refused as typed (`bad_input` names it), if any. */
  readonly refusedField = $derived(this.error?.code === 'bad_input' ? (this.error.field ?? null) : null);

  /**
   * Runs `submit` unless one is running. `always` runs after it, failed or not (a password
   * or a token never outlives the attempt). On a failure focus goes back into `form`, to the
   * field `focusOn` names for the error (the disabled button had let it fall to <body>).
   */
  async run(
    submit: () => Promise<Result<unknown>>,
    always: () => void,
    form: HTMLFormElement | null,
    focusOn: (error: AppError) => string,
  ): Promise<void> {
    if (this.pending) return;
    this.pending = true;
    this.error = null;
    try {
      const result = await submit();
      if (!result.ok) this.error = result.error;
    } finally {
      always();
      this.pending = false;
    }
    const error = this.error;
    if (error) {
      await tick();
      form?.querySelector<HTMLInputElement>(focusOn(error))?.focus();
    }
  }

  /** Escape goes back a level (the form's cancel) instead of hiding the panel; not mid-attempt. */
  escape(event: KeyboardEvent, cancel: (() => void) | undefined): void {
    if (event.key === 'Escape' && cancel && !this.pending) {
      event.preventDefault();
      cancel();
    }
  }
}
