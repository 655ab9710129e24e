import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { NO_PERIODS } from '../../src/shared/reports';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CoreError } from '../../src/main/core/core-error';
import { SettingsStore } from '../../src/main/core/settings/settings-store';
import { noAccount, TimetrayCore } from '../../src/main/core/timetray-core';
import { encodeSecret, MemorySecretStore, type SecretStore } from '../../src/main/core/vault';
import { seedSettings } from '../support/settings-fixture';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * The facade's local behaviour (no network): what it shows at start, switching and
 * removing accounts. Sign-in/out against the service is in test/integration/core-*.
 */
let config: TempConfig;
let secrets: MemorySecretStore;
beforeEach(async () => {
  config = await makeTempConfig();
  secrets = new MemorySecretStore();
});
afterEach(() => config.cleanup());

const seed = (activeKey: string | null, ...keys: string[]) => seedSettings(config.dir, activeKey, ...keys);

describe('TimetrayCore (local)', () => {
  it('with nothing set up: signed out, no accounts, and refresh asks to sign in', async () => {
    const core = await TimetrayCore.open({ configDir: config.dir, secrets });
    expect(core.snapshot()).toEqual({
      session: { status: 'signed_out', reason: null },
      accounts: [],
      projects: [],
      skippedProjects: 0,
      lastRefresh: null,
      refreshing: false,
      error: null,
      totals: {},
      recent: [],
      budgets: {},
      pinned: [],
      // Nothing saved yet: every preference at its default.
      preferences: defaultPreferences(),
      // No system languages given: `auto` speaks English.
      locale: 'en',
      // No hours of any period known: none shown, never zeros.
      periods: NO_PERIODS,
    });
    // One wording everywhere (the CLI prints the same constant).
    await expect(core.refreshProjects()).rejects.toMatchObject({ code: 'signed_out', message: noAccount() });
    await expect(core.signOut()).rejects.toMatchObject({ code: 'signed_out', message: noAccount() });
    await core.close();
  });

  it('shows which accounts have a token, and the active one as the session', async () => {
    await seed('a', 'a', 'b');
    await secrets.set('a', encodeSecret({ token: 't', userAgent: 'Timetray/1', createdAt: '' }));
    const core = await TimetrayCore.open({ configDir: config.dir, secrets });
    const snap = core.snapshot();
    expect(snap.accounts.map((x) => [x.key, x.signedIn, x.active])).toEqual([
      ['a', true, true],
      ['b', false, false],
    ]);
    expect(snap.session).toMatchObject({ status: 'signed_in', account: { key: 'a' } });
    await core.useAccount('b');
    expect(core.snapshot().session).toEqual({ status: 'signed_out', reason: null });
    expect((await new SettingsStore(config.dir).load()).settings.activeKey).toBe('b');
    // Shown in the window too: no CLI command in it.
    const unknown = await core.useAccount('zzz').catch((e: unknown) => e);
    expect(unknown).toMatchObject({ code: 'bad_input', message: expect.stringContaining('"zzz"') });
    expect((unknown as Error).message).not.toMatch(/timetray /);
    // …from the snapshot, like every other failure: the window reads it there.
    expect(core.snapshot().error).toMatchObject({ code: 'bad_input', message: (unknown as Error).message });
    await core.close();
  });

  it('removes a signed-out account without calling the service', async () => {
    await seed('b', 'a', 'b');
    const core = await TimetrayCore.open({ configDir: config.dir, secrets });
    const seen: string[] = [];
    core.onChange((s) => seen.push(s.accounts.map((a) => a.key).join()));
    // No token: nothing was revoked (a script must not read `revoked: true`), nor left alive.
    expect(await core.removeAccount('b')).toEqual({
      revoked: false,
      state: 'not_signed_in',
      forgotten: { budgets: 0, pins: 0 },
    });
    expect(core.snapshot().accounts.map((a) => [a.key, a.active])).toEqual([['a', true]]);
    expect(seen.at(-1)).toBe('a');
    await core.close();
  });

  it('starts with a notice when the settings file is corrupt', async () => {
    await writeFile(join(config.dir, 'settings.json'), 'garbage');
    const core = await TimetrayCore.open({ configDir: config.dir, secrets });
    expect(core.snapshot().error).toMatchObject({
      code: 'settings',
      message: expect.stringMatching(/moved to .*settings\.json\.corrupt-/),
    });
    await core.close();
  });

  it('starts (signed out, with the reason) when the keychain is unusable', async () => {
    await seed('a', 'a');
    const broken: SecretStore = {
      get: () => Promise.reject(new CoreError('keychain', 'No D-Bus session: …')),
      set: () => Promise.reject(new CoreError('keychain', 'No D-Bus session: …')),
      delete: () => Promise.reject(new CoreError('keychain', 'No D-Bus session: …')),
    };
    const core = await TimetrayCore.open({ configDir: config.dir, secrets: broken });
    expect(core.snapshot().session).toEqual({ status: 'signed_out', reason: 'No D-Bus session: …' });
    expect(core.snapshot().error).toEqual({ code: 'keychain', message: 'No D-Bus session: …' });
    await core.close();
  });
});
