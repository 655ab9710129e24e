/**
 * Per-test set-up of the shell suite: a temp config folder, a sandbox with its CA, the real
 * keychain; afterwards the app has quit, platform and env are restored, the test's keychain
 * entries are gone, and no platform-limited Electron call was made where it does not exist.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { KeytarSecretStore } from '../../src/main/core/vault';
import { startSandbox, type Sandbox } from '../sandbox';
import { requireKeyring } from '../support/keyring';
import { makeTempConfig, type TempConfig } from '../support/temp-config';
import { launch, type LaunchOptions, type ShellApp } from './load-app';

export interface ShellFixture {
  sb: Sandbox;
  config: TempConfig;
  keychain: KeytarSecretStore;
  /** Launches the built app on the double with this test's config folder and sandbox CA. */
  start(options: Omit<LaunchOptions, 'configDir'> & { configDir?: string }): Promise<ShellApp>;
  /** Signs in the sandbox's demo user through the panel's IPC, as the sign-in form does. */
  signIn(app: ShellApp): Promise<{ key: string }>;
}

/**
 * A process owning org.kde.StatusNotifierWatcher on the private session bus: a desktop with
 * a tray host (KDE, GNOME with AppIndicator). Tests that need none stop it.
 */
export function useTrayHost(): { stop(): void } {
  let owner: ChildProcess | null = null;
  beforeAll(async () => {
    const script =
      'import dbus, time\nbus = dbus.SessionBus()\n' +
      "bus.request_name('org.kde.StatusNotifierWatcher')\nprint('owned', flush=True)\ntime.sleep(600)";
    owner = spawn('/usr/bin/python3', ['-c', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      owner!.stdout!.once('data', () => resolve());
      owner!.once('exit', (code) => reject(new Error(`tray host stand-in exited with ${code}`)));
    });
  });
  afterAll(() => void owner?.kill());
  return { stop: () => void owner?.kill() };
}

export function useShellFixture(): ShellFixture {
  const apps: ShellApp[] = [];
  const fx = {} as ShellFixture;
  beforeAll(async () => {
    fx.keychain = await requireKeyring();
  });
  beforeEach(async () => {
    fx.config = await makeTempConfig('timetray-shell-config-');
    fx.sb = await startSandbox({ projects: 12 });
  });
  fx.start = async (options) => {
    const app = await launch({ caFile: fx.sb.caFile, configDir: fx.config.dir, ...options });
    apps.push(app);
    return app;
  };
  fx.signIn = async (app) => {
    const result = (await app.invoke('session:sign-in', {
      baseUrl: fx.sb.baseUrl,
      email: fx.sb.demo.email,
      password: fx.sb.demo.password,
      accountId: fx.sb.demo.accountId,
    })) as { ok: boolean; value: { key: string } };
    expect(result.ok, JSON.stringify(result)).toBe(true);
    return result.value;
  };
  afterEach(async () => {
    const keys = new Set<string>();
    for (const app of apps.splice(0)) {
      const state = (await app.invoke('state:get').catch(() => null)) as {
        accounts: { key: string }[];
      } | null;
      for (const account of state?.accounts ?? []) keys.add(account.key);
      const unsupported = [...app.double.context.unsupported];
      await app.dispose();
      expect(unsupported, 'Electron calls this platform does not have').toEqual([]);
    }
    for (const key of keys) await fx.keychain.delete(key);
    await fx.sb.close();
    await fx.config.cleanup();
  });
  return fx;
}
