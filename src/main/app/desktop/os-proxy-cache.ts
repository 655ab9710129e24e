/** The OS's proxy for a URL in PAC-result form (Electron: `session.defaultSession.resolveProxy`). */
export type ResolveProxy = (url: string) => Promise<string>;

export interface SystemProxyCache {
  /** What the core asks per request (see core/net/system-proxy.ts). Never rejects: "DIRECT" then. */
  lookup(origin: string): Promise<string>;
  /** Forgets every answer (after sleep, or when the network may have changed). */
  forget(): void;
}

/**
 * Caches the OS's answer per origin for `ttlMs`, so a request costs no round trip to
 * Chromium's network service; a failed lookup counts as "DIRECT" and is not cached.
 * Chromium itself follows network changes (a new PAC, another Wi-Fi): the short lifetime and
 * `forget()` on resume pick them up.
 */
export function systemProxyCache(
  resolveProxy: ResolveProxy,
  options: { ttlMs?: number; now?: () => number; log?: (line: string) => void } = {},
): SystemProxyCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const answers = new Map<string, { at: number; answer: Promise<string> }>();
  return {
    lookup(origin) {
      const cached = answers.get(origin);
      if (cached && now() - cached.at < ttlMs) return cached.answer;
      const answer: Promise<string> = resolveProxy(`${origin}/`).catch((error: unknown) => {
        if (answers.get(origin)?.answer === answer) answers.delete(origin);
        options.log?.(
          `[main] resolveProxy failed, going direct: ${error instanceof Error ? error.name : typeof error}`,
        );
        return 'DIRECT';
      });
      answers.set(origin, { at: now(), answer });
      return answer;
    },
    forget() {
      answers.clear();
    },
  };
}
