import { expect, test } from './harness';
import type { PageScope } from './page-scope';

/**
 * Main may push the list while the page is still loading (nobody listens yet) and then
 * push snapshots without it. A list-less push that overtakes the page's `getState` answer
 * must not leave the window with an empty list: the answer's list is kept.
 */
test('a push without the list before the getState answer still shows the projects', async ({ app }) => {
  const { page, sandbox, core } = app;
  await app.signInDirectly();
  app.whileStateInFlight.run = async () => {
    app.whileStateInFlight.run = null;
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out, as main does
    const { projects, ...flags } = core.snapshot();
    await page.evaluate(
      (json) => (globalThis as unknown as PageScope).__timetrayPush(json),
      JSON.stringify(flags),
    );
  };
  await app.open();
  const all = sandbox.state.projectsOf(sandbox.demo.accountId);
  const active = all.filter((p) => p.active); // archived ones are behind the "Archived" switch
  await expect(page.locator('[role="option"]').first()).toHaveAttribute(
    'aria-setsize',
    String(active.length),
  );
  // The archived ones arrived too: the switch counts them.
  const archived = all.length - active.length;
  if (archived > 0)
    await expect(page.locator('.hidden-count')).toHaveText(`(${archived.toLocaleString('en')})`);
});
