/**
 * How many keychain calls got no answer in time and are still out (keytar-store.ts). Each
 * holds one of Node's worker threads inside libsecret, and Node joins those threads when the
 * process exits: with one still out, the CLI and the app would never end. They ask
 * `keychainCallUnanswered()` last and then end at once. No imports: the CLI's entry loads
 * this at every start.
 */
let unanswered = 0;

/** Counts one unanswered call until the returned function is called (when it answers). */
export function holdUnanswered(): () => void {
  unanswered += 1;
  let released = false;
  return () => {
    if (!released) unanswered -= 1;
    released = true;
  };
}

export const keychainCallUnanswered = (): boolean => unanswered > 0;

/**
 * Ends this process without waiting for the stuck thread: once stdout and stderr are
 * written out, by SIGKILL (the only exit that skips the join), so the shell sees 137.
 */
export function endPastUnansweredCall(): void {
  let pending = 2;
  const done = (): void => {
    pending -= 1;
    if (pending === 0) process.kill(process.pid, 'SIGKILL');
  };
  process.stdout.write('', done);
  process.stderr.write('', done);
}
