import { resolveLocale } from '../../../shared/i18n/locale';
import { NO_PERIODS } from '../../../shared/reports';
import type { AppSnapshot } from '../../../shared/types';
import { defaultPreferences } from '../../core/settings/preferences';
import { messagesIn } from '../../core/i18n';
import type { TimetrayCore } from '../../core/timetray-core';

/**
 * `languages`: the system's, for the `auto` language (settings are not read yet). The
 * reason line (what the tray and the window show until the core has read settings and the
 * keychain) is in that language, whatever main speaks at the moment.
 */
export function startingSnapshot(languages: readonly string[] = []): AppSnapshot {
  const locale = resolveLocale('auto', languages);
  return {
    session: { status: 'signed_out', reason: messagesIn(locale).shell_starting() },
    accounts: [],
    projects: [],
    skippedProjects: 0,
    lastRefresh: null,
    refreshing: true,
    error: null,
    totals: {},
    recent: [],
    budgets: {},
    pinned: [],
    preferences: defaultPreferences(),
    locale,
    periods: NO_PERIODS,
  };
}

/** The core's state interface: the stand-in answers it itself until the core is open. */
type StateMethods = 'snapshot' | 'onChange';

/**
 * `T`'s public members, other than the state interface, that the stand-in cannot forward:
 * every forwarded call waits for the core and so returns a promise, which is only right for
 * a method that returns one anyway.
 */
export type UnforwardableMembers<T> = {
  [K in keyof T]: K extends StateMethods
    ? never
    : T[K] extends (...args: never[]) => infer R
      ? R extends PromiseLike<unknown>
        ? never
        : K
      : K;
}[keyof T];

/**
 * Does not compile when TimetrayCore gains a public method that returns no promise (or a
 * public field): tsc names it ("Type 'true' is not assignable to type '"newMethod"'"). Make
 * it async — callers on the starting core wait for the open one — instead of special-casing it here.
 */
const _everyMethodForwards: [UnforwardableMembers<TimetrayCore>] extends [never]
  ? true
  : UnforwardableMembers<TimetrayCore> = true;

/**
 * A stand-in for the core while `TimetrayCore.open()` still runs, so the tray and the panel
 * exist at once: opening reads the keychain once per account, and a keychain prompt (or a
 * Secret Service that never answers) would otherwise mean no icon at all until it resolves.
 *
 * Until the core is open, `snapshot()` is the "starting" snapshot and `onChange` listeners
 * wait; they are then subscribed and told the real snapshot. Every other method (all of
 * them return promises: see `_everyMethodForwards`) waits for the core and then runs on it,
 * so an IPC call made by a page that loaded early is answered, just later. Plain Node, no electron.
 */
export function startingCore(
  opening: Promise<TimetrayCore>,
  languages: readonly string[] = [],
): TimetrayCore {
  let core: TimetrayCore | null = null;
  const starting = startingSnapshot(languages);
  const ready = opening.then((opened) => (core = opened));
  ready.catch(() => undefined); // the caller handles the failure of `opening` itself

  const onChange = (listener: (snapshot: AppSnapshot) => void): (() => void) => {
    if (core) return core.onChange(listener);
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void ready.then(
      (opened) => {
        if (cancelled) return;
        unsubscribe = opened.onChange(listener);
        listener(opened.snapshot());
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  };

  const state: Pick<TimetrayCore, StateMethods> = {
    snapshot: () => core?.snapshot() ?? starting,
    onChange,
  };
  // A Proxy rather than a list of methods: a method added to the core later is forwarded too.
  return new Proxy({} as TimetrayCore, {
    get(_target, name) {
      if (name === 'snapshot' || name === 'onChange') return state[name];
      return (...args: unknown[]): Promise<unknown> => {
        const result = ready.then((opened) => {
          const method = (opened as unknown as Record<PropertyKey, unknown>)[name];
          if (typeof method !== 'function') throw new TypeError(`TimetrayCore has no method ${String(name)}`);
          return (method as (...a: unknown[]) => unknown).apply(opened, args);
        });
        // A caller that does not wait (e.g. `wantTotals`) must not leave an unhandled
        // rejection when opening failed; one that waits still gets the failure.
        result.catch(() => undefined);
        return result;
      };
    },
  });
}
