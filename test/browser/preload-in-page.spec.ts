import { expect, test } from './harness';

/**
 * The browser harness runs the app's own built preload (bridge-shim.ts), not a copy: what it
 * does before the page's code runs is tested here as the window lives it.
 */

// A tray item can create the window: its intent then reaches the preload before the page's
// script has loaded, and the preload's IntentMailbox keeps it until the page listens.
test('a tray click that arrives while the window is still loading opens what it asked for', async ({
  app,
}) => {
  const { page } = app;
  await app.signInDirectly();
  // The app's script is held until the intent is in: the page cannot be listening yet.
  let release = (): void => undefined;
  const intentSent = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await intentSent;
    await route.continue();
  });
  app.whileStateInFlight.run = async () => {
    app.whileStateInFlight.run = null;
    await app.sendIntent({ kind: 'add-account' });
    release();
  };
  await app.open();
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
});
