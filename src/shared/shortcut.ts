/**
 * Keyboard hints in the platform's words: the handlers take Ctrl or ⌘ everywhere, but a Mac user
 * reads "⌘C", everyone else "Ctrl+C".
 */
interface PlatformHints {
  platform?: string;
  userAgent?: string;
  userAgentData?: { platform?: string };
}

/** The window's navigator; shared code is type-checked without the DOM library too. */
function windowNavigator(): PlatformHints {
  return (globalThis as { navigator?: PlatformHints }).navigator ?? {};
}

export function isMac(nav: PlatformHints = windowNavigator()): boolean {
  const platform = nav.userAgentData?.platform || nav.platform || nav.userAgent || '';
  return /mac/i.test(platform);
}

/** "⌘C" on macOS, "Ctrl+C" elsewhere. */
export function shortcut(key: string, nav?: PlatformHints): string {
  return isMac(nav) ? `⌘${key}` : `Ctrl+${key}`;
}
