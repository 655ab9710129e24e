/**
 * Runs `work` once, after the page has painted its next frame: from a task queued by the next
 * animation frame, so the frame is committed before `work` runs (deserialising or indexing
 * thousands of rows then no longer holds up the rows the user sees).
 *
 * A hidden page paints no frames (a panel loaded or reloaded while hidden) and nobody sees it:
 * there `work` runs at once, or as soon as the page is hidden while it waits. No timer guesses
 * how long a paint takes: on a slow machine that would run `work` before the paint.
 */
export function afterPaint(work: () => void): void {
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', onHidden);
    work();
  };
  const onHidden = (): void => {
    if (document.visibilityState === 'hidden') run();
  };
  if (document.visibilityState === 'hidden') {
    setTimeout(run, 0);
    return;
  }
  document.addEventListener('visibilitychange', onHidden);
  requestAnimationFrame(() => setTimeout(run, 0));
}
