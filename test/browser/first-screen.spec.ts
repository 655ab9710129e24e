import { expect, test } from './harness';
import type { PageScope } from './page-scope';

/**
 * The list's first render already holds the items (rows and customer headers) of its first
 * screen, so the frame that paints them renders nothing again: its height is known before
 * any layout (`firstViewportGuess`), and the ResizeObserver that then tells the real height
 * finds nothing to add. A guess one row short cost a second render and layout before the
 * first paint (`npm run bench:window`). Either way no gap may show under the last item.
 *
 * Nor does the first render do work that only slows it: writing the root element's style
 * (the banner's space, when no banner shows) restyled the whole page a second time, and a
 * number or boolean given as an attribute made Svelte walk the element's DOM prototypes.
 */

interface FirstScreen {
  /** Items in the list when its first render entered the page. */
  rendered: number;
  /** Items when the first frame after it had laid the list out (ResizeObserver time). */
  laidOut: number;
  /** The last item's bottom edge and the list viewport's, in that frame. */
  lastBottom: number;
  viewportBottom: number;
  /** Writes to the root element's style until then (each restyles the whole page). */
  rootStyleWrites: number;
  /** DOM prototypes walked for their properties until then (Svelte does it for a non-string attribute value). */
  prototypeWalks: number;
}

const ITEMS = '.scroller [data-project-id], .scroller .group-header';

for (const language of ['en', 'pt-BR'] as const) {
  test.describe(`a list longer than a screen, ${language}`, () => {
    test.use({ sandboxOptions: { projects: 300, customers: 10 }, systemLanguages: [language] });

    test('the first render holds the first screen of rows, with no second render before it is painted', async ({
      app,
    }) => {
      const { page } = app;
      await app.signInDirectly();
      await page.addInitScript((items) => {
        type Box = { getBoundingClientRect(): { bottom: number } };
        const scope = globalThis as unknown as PageScope & {
          ResizeObserver: new (callback: (entries: unknown, observer: { disconnect(): void }) => void) => {
            observe(target: unknown): void;
          };
          __firstScreen?: FirstScreen;
        };
        const { document } = scope;
        let rootStyleWrites = 0;
        let prototypeWalks = 0;
        // The root element does not exist yet when this runs: watched from the document.
        new scope.MutationObserver((records) => {
          for (const record of records as { target: unknown }[])
            if (record.target === document.documentElement) rootStyleWrites++;
        }).observe(document, {
          subtree: true,
          attributes: true,
          attributeFilter: ['style'],
        } as unknown as { childList: boolean; subtree: boolean });
        const describe = Object.getOwnPropertyDescriptors;
        const elementPrototype = (scope as unknown as { Element: { prototype: object } }).Element.prototype;
        Object.getOwnPropertyDescriptors = ((target: object) => {
          if (Object.prototype.isPrototypeOf.call(elementPrototype, target)) prototypeWalks++;
          return describe(target);
        }) as typeof describe;
        const all = (): Box[] => Array.from(document.querySelectorAll(items) as unknown as ArrayLike<Box>);
        new scope.MutationObserver((_, observer) => {
          const scroller = document.querySelector('.scroller') as unknown as Box | null;
          if (!scroller || all().length === 0) return;
          observer.disconnect();
          const rendered = all().length;
          // Created after the list's own observer: called after it in the same frame, once
          // whatever that one changed is rendered.
          new scope.ResizeObserver((__, resizes) => {
            resizes.disconnect();
            const now = all();
            scope.__firstScreen = {
              rendered,
              laidOut: now.length,
              lastBottom: now.at(-1)!.getBoundingClientRect().bottom,
              viewportBottom: scroller.getBoundingClientRect().bottom,
              rootStyleWrites,
              prototypeWalks,
            };
          }).observe(scroller);
        }).observe(document, { childList: true, subtree: true });
      }, ITEMS);
      await app.open();
      await page.waitForFunction(() => (globalThis as { __firstScreen?: FirstScreen }).__firstScreen);
      const first = (await page.evaluate(
        () => (globalThis as { __firstScreen?: FirstScreen }).__firstScreen,
      )) as FirstScreen;
      expect(first.laidOut, 'items added or removed after the first render, before its paint').toBe(
        first.rendered,
      );
      expect(first.lastBottom, 'a gap under the last item of the first screen').toBeGreaterThanOrEqual(
        first.viewportBottom,
      );
      expect(first.rootStyleWrites, 'the root element restyled while the first screen rendered').toBe(0);
      expect(first.prototypeWalks, 'DOM prototypes walked while the first screen rendered').toBe(0);
      // The first screen, not the whole list: the list is virtual.
      expect(first.rendered).toBeLessThan(30);
    });
  });
}
