import { CoreError } from '../core-error';
import { m } from '../i18n';

/** What a refresh that outlived its session throws; its result is dropped. */
export const signedOutDuring = (): string => m.core_signed_out_during();
/** What work still running when the core closed throws; its result is dropped. */
export const closedDuring = (): string => m.core_closed_during();

/**
 * A counter per account, bumped when the user signs it out (or removes it). Work that
 * started under an older epoch must not write its result back (cache, snapshot) nor read
 * the 401 caused by our own revoke as "the service ended this session".
 */
export class SessionEpochs {
  private readonly epochs = new Map<string, number>();
  private closed = false;

  /**
   * After this, every `check` throws: a request that outlives `close` must not write its
   * result (cache, settings, keychain). `changed` stays about sign-outs only, so a cache
   * written just before is not taken for a signed-out account's and deleted.
   */
  close(): void {
    this.closed = true;
  }

  current(key: string): number {
    return this.epochs.get(key) ?? 0;
  }

  bump(key: string): void {
    this.epochs.set(key, this.current(key) + 1);
  }

  changed(key: string, epoch: number): boolean {
    return this.current(key) !== epoch;
  }

  /** @throws CoreError `signed_out` when `key` was signed out since `epoch`, or the core closed. */
  check(key: string, epoch: number): void {
    if (this.closed) throw new CoreError('signed_out', closedDuring());
    if (this.changed(key, epoch)) throw new CoreError('signed_out', signedOutDuring());
  }
}
