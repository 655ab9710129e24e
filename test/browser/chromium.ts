/**
 * Debian's Chromium (no browser download is possible here) and the window's size, shared by
 * the browser tests (playwright.config.ts) and the window bench (test/bench/window).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The panel's size (380×560) on a 2× display, as the screenshots show it. */
export const WINDOW_VIEWPORT = { viewport: { width: 380, height: 560 }, deviceScaleFactor: 2 };
