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

/** Waits until the core has emitted nothing for a while (the totals fetched after a sign-in). */
async function coreQuiet(core: { onChange(listener: () => void): () => void }): Promise<void> {
  let last = Date.now();
  const stop = core.onChange(() => void (last = Date.now()));
  try {
    for (let i = 0; i < 100 && Date.now() - last < 500; i++) await new Promise((r) => setTimeout(r, 100));
  } finally {
    stop();
  }
}

test.describe('a list longer than a first screen', () => {
  test.use({ sandboxOptions: { projects: 1_500, customers: 30 } });

  test('main sends the rest of the list once the page says its first rows are painted', async ({ app }) => {
    const { page, sandbox, core } = app;
    await app.signInDirectly();
    await coreQuiet(core); // no change of the core's own may carry the list first
    // When the first row entered the page, and when the next frame's callbacks ran after it.
    await page.addInitScript(() => {
      const { document, MutationObserver, requestAnimationFrame } = globalThis as unknown as PageScope;
      const seen = { inserted: -1, frame: -1 };
      Object.assign(globalThis, { __firstRow: seen });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-project-id]')) return;
        observer.disconnect();
        seen.inserted = performance.now();
        requestAnimationFrame(() => void (seen.frame = performance.now()));
      }).observe(document, { childList: true, subtree: true });
    });
    await app.open();
    const active = sandbox.state.projectsOf(sandbox.demo.accountId).filter((p) => p.active).length;
    await expect(page.locator('[role="option"]').first()).toHaveAttribute('aria-setsize', String(active));

    // One first-screen answer, one painted call naming it, and only then the whole list.
    const events = app.bridgeEvents;
    expect(events.slice(0, 3)).toEqual([
      { kind: 'first-screen', id: expect.any(Number) },
      { kind: 'painted', id: (events[0] as { id: number }).id },
      { kind: 'list-pushed' },
    ]);
    // The page asked after its first rows were in and a frame had been rendered with them.
    const timing = await page.evaluate(() => ({
      row: (globalThis as unknown as { __firstRow: { inserted: number; frame: number } }).__firstRow,
      asked: performance.getEntriesByName('timetray:window:painted:sent')[0]?.startTime ?? -1,
    }));
    expect(timing.row.inserted).toBeGreaterThan(0);
    expect(timing.row.frame).toBeGreaterThan(timing.row.inserted);
    expect(timing.asked).toBeGreaterThanOrEqual(timing.row.frame);
  });

  test('the whole list still arrives when the page never says it painted', async ({ app }) => {
    const { page, sandbox, core } = app;
    await app.signInDirectly();
    await coreQuiet(core); // only main's fallback can send the list now
    app.ignorePainted.on = true; // as if the page's call never reached main
    await app.open();
    const all = sandbox.state.projectsOf(sandbox.demo.accountId);
    const active = all.filter((p) => p.active).length;
    await expect(page.locator('[role="option"]').first()).toHaveAttribute('aria-setsize', String(active), {
      timeout: 20_000,
    });
    await expect(page.locator('.hidden-count')).toHaveText(`(${(all.length - active).toLocaleString('en')})`);
    expect(app.bridgeEvents.map((e) => e.kind)).toEqual(['first-screen', 'painted', 'list-pushed']);
  });
});
