/**
 * Loads the BUILT main process (out/main/index.js) in this Node process with
 * `require('electron')` answered by the recording TEST DOUBLE (./double), and
 * `process.platform`, the session type and argv set per launch. Everything below Electron is
 * real: the core, the files in a temp config folder, the keychain (scripts/with-keyring.sh)
 * and the sandbox over HTTPS.
 *
 * The build is copied once into a folder named like an awkward install path
 * ("Timetray 100% [beta]^|"), so every IPC call also proves the sender check accepts the
 * URL Electron's loadFile makes there.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DoubleSession } from './double/context';
import { createElectronDouble, type ElectronDouble } from './double/electron-double';
import type { DoubleMenu } from './double/tray';

const ROOT = resolve(__dirname, '../..');
/** The intervals the refresh preference offers (5, 15, 30, 60 min): what a refresh timer looks like. */
const REFRESH_CHOICES_MS = new Set([5, 15, 30, 60].map((minutes) => minutes * 60_000));

/** A live `setInterval` of the app (cleared ones are dropped). */
export interface AppInterval {
  ms: number;
  callback: () => void;
}

let install: string | null = null;
/** A copy of the build in an install folder whose name loadFile and pathToFileURL write differently. */
export function installFolder(): string {
  if (install) return install;
  if (!existsSync(join(ROOT, 'out/main/index.js'))) {
    throw new Error('The shell suite loads the built app: run `npx electron-vite build` first.');
  }
  const folder = join(mkdtempSync(join(tmpdir(), 'timetray-shell-')), 'Timetray 100% [beta]^|');
  mkdirSync(folder, { recursive: true });
  cpSync(join(ROOT, 'out'), join(folder, 'out'), { recursive: true });
  cpSync(join(ROOT, 'build/tray'), join(folder, 'build/tray'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(folder, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  install = folder;
  return folder;
}

let current: ElectronDouble | null = null;
const moduleInternals = Module as unknown as {
  _load: (request: string, parent: unknown, isMain: boolean) => unknown;
};
const realLoad = moduleInternals._load;
moduleInternals._load = function (request, parent, isMain) {
  if (request === 'electron') {
    if (!current) throw new Error('electron required outside a shell launch');
    return current.electron;
  }
  return realLoad.call(this, request, parent, isMain);
};

export interface LaunchOptions {
  platform: NodeJS.Platform;
  session?: DoubleSession;
  configDir: string;
  /** Extra CA for the sandbox: written into settings.json as preferences.caFile. */
  caFile?: string;
  argv?: string[];
  /** Replaces the app folder (e.g. one without icons). */
  appPath?: string;
  singleInstance?: boolean;
  /** Extra environment for this launch (restored by dispose), e.g. a temp XDG_CONFIG_HOME. */
  env?: Record<string, string>;
  /** The desktop's preferred languages (`app.getPreferredSystemLanguages()`). */
  systemLanguages?: string[];
}

export type ShellApp = Awaited<ReturnType<typeof launch>>;

/** Starts the built app on the double and waits until its start-up has run. */
export async function launch(options: LaunchOptions) {
  const appPath = options.appPath ?? installFolder();
  const session = options.session ?? (options.platform === 'linux' ? 'x11' : 'native');
  if (options.caFile) {
    const settings = { version: 1, accounts: [], activeKey: null, preferences: { caFile: options.caFile } };
    writeFileSync(join(options.configDir, 'settings.json'), JSON.stringify(settings));
  }
  const double = createElectronDouble({
    platform: options.platform,
    session,
    appPath,
    ...(options.singleInstance === undefined ? {} : { singleInstance: options.singleInstance }),
    ...(options.systemLanguages ? { systemLanguages: options.systemLanguages } : {}),
  });

  // Per-launch process state, restored by dispose().
  const saved = {
    platform: process.platform,
    argv: process.argv,
    env: { ...process.env },
    setInterval,
    clearInterval,
  };
  Object.defineProperty(process, 'platform', { value: options.platform, configurable: true });
  process.argv = [process.execPath, appPath, ...(options.argv ?? [])];
  process.env['TIMETRAY_CONFIG_DIR'] = options.configDir;
  delete process.env['ELECTRON_RENDERER_URL'];
  delete process.env['WAYLAND_DISPLAY'];
  if (session === 'wayland') process.env['WAYLAND_DISPLAY'] = 'wayland-0';
  process.env['DISPLAY'] = ':0';
  Object.assign(process.env, options.env ?? {});
  // Every interval the app starts is real (and recorded until cleared), so a test can see which
  // refresh timer runs now and fire it without waiting minutes.
  const intervals = new Map<unknown, AppInterval>();
  globalThis.setInterval = ((callback: () => void, ms?: number) => {
    const handle = saved.setInterval(callback, ms);
    intervals.set(handle, { ms: ms ?? 0, callback });
    return handle;
  }) as typeof setInterval;
  globalThis.clearInterval = ((handle?: Parameters<typeof clearInterval>[0]) => {
    intervals.delete(handle);
    saved.clearInterval(handle);
  }) as typeof clearInterval;

  current = double;
  const nodeRequire = Module.createRequire(join(appPath, 'package.json'));
  for (const key of Object.keys(nodeRequire.cache))
    if (key.startsWith(appPath)) delete nodeRequire.cache[key];
  nodeRequire(join(appPath, 'out/main/index.js'));
  double.emitReady();
  await waitFor(
    () => double.trays.length > 0 || double.errorBoxes.length > 0 || double.electron.app.quitted,
    5000,
  );

  const app = double.electron.app;
  const tray = () => double.trays[0]!;
  const panel = () => [...double.windows].reverse().find((w) => !w.isDestroyed()) ?? null;
  const fromPanel = () => {
    const window = panel();
    if (!window) throw new Error('no panel window');
    return { sender: window.webContents, url: window.webContents.url };
  };

  return {
    double,
    app,
    tray,
    panel,
    fromPanel,
    /** Calls a channel as the panel's page would. */
    invoke: async (channel: string, ...args: unknown[]) => double.invoke(channel, fromPanel(), ...args),
    /** The menu the user sees now: the attached one (Linux) or the one a right click pops up. */
    menu(): DoubleMenu {
      if (options.platform === 'linux') return tray().contextMenu!;
      tray().userClick('right');
      return tray().poppedUp.at(-1)!;
    },
    /**
     * The refresh timers running now (the app's intervals of 5, 15, 30 or 60 minutes; the
     * timers themselves are real): at most one, of the preference's length.
     */
    refreshTimers: (): AppInterval[] => [...intervals.values()].filter((i) => REFRESH_CHOICES_MS.has(i.ms)),
    /** The app's intervals of exactly `ms` running now (e.g. the keep-alive's). */
    intervalsOf: (ms: number): AppInterval[] => [...intervals.values()].filter((i) => i.ms === ms),
    /** Asks to quit as the tray's Quit does, and waits until the app has quit (or 6 s). */
    async quit(): Promise<void> {
      if (!app.quitted) app.quit();
      await waitFor(() => app.quitted, 6000);
    },
    /** Quits if needed and restores platform, argv, env and timers. */
    async dispose(): Promise<void> {
      if (!app.quitted) {
        app.quit();
        await waitFor(() => app.quitted, 6000).catch(() => undefined);
      }
      Object.defineProperty(process, 'platform', { value: saved.platform, configurable: true });
      process.argv = saved.argv;
      for (const key of Object.keys(process.env)) if (!(key in saved.env)) delete process.env[key];
      Object.assign(process.env, saved.env);
      globalThis.setInterval = saved.setInterval;
      globalThis.clearInterval = saved.clearInterval;
      current = null;
    },
  };
}

/** Polls `check` every 10 ms until it holds; fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits out the tray's debounce (150 ms) and a little more. */
export const settle = (ms = 300): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
