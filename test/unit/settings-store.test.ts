import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfigDir } from '../../src/main/core/settings/config-dir';
import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { emptySettings, SettingsStore, type Settings } from '../../src/main/core/settings/settings-store';
import { makeTempConfig, type TempConfig } from '../support/temp-config';
import { canMountTinyDisk, mountTinyDisk, noTinyDisk } from '../support/tiny-disk';

let config: TempConfig;
let store: SettingsStore;
beforeEach(async () => {
  config = await makeTempConfig();
  store = new SettingsStore(config.dir);
});
afterEach(() => config.cleanup());

const withAccount = (key: string): Settings => ({
  ...emptySettings(),
  accounts: [
    {
      key,
      label: 'Work',
      baseUrl: 'https://x.test/api/v1',
      accountId: 'abc',
      email: 'a@x.test',
      signedOutReason: null,
    },
  ],
  activeKey: key,
});

describe('SettingsStore', () => {
  it('starts empty when there is no file, without a notice', async () => {
    expect(await store.load()).toEqual({ settings: emptySettings(), notice: null });
  });

  it('saves versioned JSON readable by the user only, and reads it back', async () => {
    await store.save(withAccount('k1'));
    expect((await stat(store.file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(store.file, 'utf8'))).toMatchObject({ version: 1, activeKey: 'k1' });
    expect((await new SettingsStore(config.dir).load()).settings).toEqual(withAccount('k1'));
    expect(await readdir(config.dir)).toEqual(['settings.json']); // no temp file left behind
  });

  it('moves a corrupt file aside, keeps its content there and says where', async () => {
    await writeFile(store.file, '{"version":1,"accounts":[');
    const { settings, notice } = await store.load();
    expect(settings).toEqual(emptySettings());
    const aside = (await readdir(config.dir)).filter((f) => f.startsWith('settings.json.corrupt-'));
    expect(aside).toHaveLength(1);
    const asidePath = join(config.dir, aside[0]!);
    expect(notice).toBe(
      `Your settings file ${store.file} is not valid JSON (it ends too early: the file was cut short).` +
        ` It was moved to ${asidePath}, and Timetray started with empty settings. To get your accounts,` +
        ' budgets and pins back, repair that file and rename it back to settings.json (quit the' +
        ' Timetray app first); or add your accounts again and sign in again.',
    );
    expect(await readFile(asidePath, 'utf8')).toBe('{"version":1,"accounts":[');
    // Said again at every start while settings.json is missing: the first notice may have gone unread.
    // With why again: the run that moved it may have been a TAB of the shell's completion.
    const reminder = `A damaged settings file was moved to ${asidePath}: it is not valid JSON (it ends too early: the file was cut short).`;
    expect((await store.load()).notice?.startsWith(reminder)).toBe(true);
    // Anything saved (a sign-in, a setting) ends it: an account-less settings.json is then the
    // user's own, e.g. after removing the last account on purpose.
    await store.save(emptySettings());
    expect((await store.load()).notice).toBeNull();
  });

  it('budgets and pins of another type are left out and said, not taken for a preference problem', async () => {
    const [account] = withAccount('k1').accounts;
    await writeFile(
      store.file,
      JSON.stringify({
        version: 1,
        accounts: [{ ...account, pinned: '1,2', budgets: [5] }],
        activeKey: 'k1',
      }),
    );
    const loaded = await store.load();
    expect(loaded.notice).toBe(
      `In ${store.file}: Work <a@x.test>: "budgets" does not hold budgets by project id, so none of its` +
        ` projects has a budget. Work <a@x.test>: "pinned" is not a list of project ids, so none of its` +
        ` projects is pinned. The next change saves the file that way, after` +
        ` copying it as it is now to settings.json.before-… beside it.`,
    );
    // The accounts are all there: only preferences at their defaults are the Settings view's problems.
    expect([loaded.problems, loaded.valuesOnly, loaded.settings.accounts.length]).toEqual([[], true, 1]);
  });

  it('a settings.json made read-only is read, and never replaced by a save: the refusal names the fix', async () => {
    await store.save(withAccount('k1'));
    const before = await readFile(store.file, 'utf8');
    await chmod(store.file, 0o444);
    expect((await store.load()).settings.accounts).toHaveLength(1);
    const refused = await store.update((s) => void (s.activeKey = null)).catch((e: Error) => e);
    expect((refused as Error).message).toBe(
      `${store.file} is read-only (its permissions forbid writing), so Timetray saves nothing into it.` +
        ` To let it save changes: chmod u+w "${store.file}"`,
    );
    expect([await readFile(store.file, 'utf8'), (await stat(store.file)).mode & 0o777]).toEqual([
      before,
      0o444,
    ]);
    // With values the reading left out, no copy is made (nor said) for a save that is refused.
    await chmod(store.file, 0o600);
    const [account] = withAccount('k1').accounts;
    const edited = JSON.stringify({ version: 1, accounts: [{ ...account, pinned: ['x'] }], activeKey: 'k1' });
    await writeFile(store.file, edited);
    await chmod(store.file, 0o444);
    const copies: string[] = [];
    const heard = new SettingsStore(config.dir, (copy) => copies.push(copy));
    await expect(heard.update((s) => void (s.activeKey = null))).rejects.toThrow(/is read-only/);
    expect([copies, (await readdir(config.dir)).filter((n) => n.includes('.before-'))]).toEqual([[], []]);
    await chmod(store.file, 0o600); // as the message says: saved again
    await store.update((s) => void (s.activeKey = null));
    expect((await store.load()).settings.activeKey).toBeNull();
  });

  it('a change that would drop what the reading left out keeps the file as it was, or is not made', async () => {
    const [account] = withAccount('k1').accounts;
    const edited = JSON.stringify({
      version: 1,
      accounts: [{ ...account, pinned: [3, 'x'] }],
      activeKey: 'k1',
    });
    await writeFile(store.file, edited);
    // The copy's name is the time: one already there (a second change in the same millisecond,
    // a file put there by hand) is never overwritten, and then the change is not saved.
    vi.useFakeTimers({ now: new Date('2026-11-29T01:02:03.456Z'), toFake: ['Date'] });
    try {
      const taken = `${store.file}.before-2026-11-29T01-02-03-456Z`;
      await writeFile(taken, 'someone else’s');
      const refused = await store.update((s) => void (s.activeKey = null)).catch((e: Error) => e);
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toContain(taken);
      expect(await readFile(store.file, 'utf8')).toBe(edited);
      expect(await readFile(taken, 'utf8')).toBe('someone else’s');

      vi.setSystemTime(new Date('2026-11-29T01:02:04.000Z'));
      await store.update((s) => void (s.activeKey = null));
      expect(await readFile(`${store.file}.before-2026-11-29T01-02-04-000Z`, 'utf8')).toBe(edited);
      const saved = JSON.parse(await readFile(store.file, 'utf8')) as Settings;
      expect([saved.activeKey, saved.accounts[0]!.pinned]).toEqual([null, [3]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says where a broken settings file breaks, as an editor counts lines and columns', async () => {
    await writeFile(store.file, '{\n  "version": 1,\n  "accounts": [] "activeKey": null\n}\n');
    expect((await store.load()).notice).toMatch(
      /^Your settings file .* is not valid JSON \(the error is at line 3, column 18\)\./,
    );
  });

  it('moves aside a file of an unknown shape, telling the user to sign in again', async () => {
    await writeFile(store.file, JSON.stringify({ version: 1, accounts: 'many' }));
    const { notice } = await store.load();
    expect(notice).toMatch(/does not have the expected shape/);
    expect(notice).toMatch(/sign in again/);
    expect(notice).not.toMatch(/reused/);
    expect((await readdir(config.dir)).some((f) => f.startsWith('settings.json.corrupt-'))).toBe(true);
  });

  it('writes version 2 only while an account holds a period budget: an older Timetray reads every other file', async () => {
    const version = async () =>
      (JSON.parse(await readFile(store.file, 'utf8')) as { version: number }).version;
    await store.save(withAccount('k1'));
    expect(await version()).toBe(1);
    const retainer = { 'customer:3': { hours: 40, value: null, per: 'cycle' as const } };
    await store.update((s) => void (s.accounts[0]!.periodBudgets = retainer));
    expect(await version()).toBe(2);
    expect((await store.load()).settings.accounts[0]!.periodBudgets).toEqual(retainer);
    await store.update((s) => void (s.accounts[0]!.periodBudgets = {}));
    expect(await version()).toBe(1);
  });

  it("leaves a newer version's file in place and refuses to overwrite it", async () => {
    const newer = JSON.stringify({ version: 3, accounts: [{ key: 'future', shape: 'unknown' }] });
    await writeFile(store.file, newer);
    const { settings, notice } = await store.load();
    expect(settings).toEqual(emptySettings());
    expect(notice).toContain('These settings were written by a newer Timetray; update Timetray to use them.');
    await expect(store.update((s) => void (s.activeKey = 'x'))).rejects.toThrow(/newer Timetray/);
    await expect(store.save(withAccount('k'))).rejects.toThrow(/newer Timetray/);
    expect(await readdir(config.dir)).toEqual(['settings.json']); // not moved aside
    expect(await readFile(store.file, 'utf8')).toBe(newer); // nothing lost
  });

  it('ignores a relative CA file path with a notice, and never saves one', async () => {
    await writeFile(store.file, JSON.stringify({ ...withAccount('k1'), preferences: { caFile: 'ca.pem' } }));
    const { settings, notice } = await store.load();
    expect(settings).toEqual(withAccount('k1')); // the accounts are kept
    expect(notice).toMatch(/CA file setting .* not an absolute path/);
    const prefs = defaultPreferences();
    await expect(
      store.save({ ...withAccount('k1'), preferences: { ...prefs, caFile: 'ca.pem' } }),
    ).rejects.toThrow();
    await store.save({ ...withAccount('k1'), preferences: { ...prefs, caFile: '/etc/ca.pem' } });
    expect((await store.load()).settings.preferences.caFile).toBe('/etc/ca.pem');
  });

  it('names an unreadable settings path and its fix, moves nothing and saves nothing over it', async () => {
    await mkdir(store.file); // a folder where the file should be: EISDIR
    await writeFile(join(store.file, 'kept'), 'x');
    const { settings, notice, unreadable } = await store.load();
    expect(settings).toEqual(emptySettings());
    const sentence = `Could not read ${store.file} (EISDIR): it is a folder where Timetray keeps a file. Move it away (mv "${store.file}" "${store.file}.bak"), then try again.`;
    expect(notice).toBe(sentence);
    expect(unreadable).toBe(sentence);
    expect(await readdir(config.dir)).toEqual(['settings.json']); // nothing moved aside
    await expect(store.update((s) => void (s.activeKey = 'x'))).rejects.toThrow(sentence);
    await expect(store.save(withAccount('k'))).rejects.toThrow(sentence);
    expect(await readdir(store.file)).toEqual(['kept']);
  });

  it("update() re-reads the file, so two processes do not drop each other's accounts", async () => {
    const other = new SettingsStore(config.dir);
    await store.update((s) => void s.accounts.push(withAccount('a').accounts[0]!));
    await other.update((s) => void s.accounts.push({ ...withAccount('b').accounts[0]!, key: 'b' }));
    expect((await store.load()).settings.accounts.map((a) => a.key)).toEqual(['a', 'b']);
  });
});

describe('SettingsStore on a full disk', () => {
  const possible = canMountTinyDisk();

  it.skipIf(!possible)(
    `says the disk is full when a save does not fit, not "check that the folder is writable"${possible ? '' : ` — skipped: ${noTinyDisk}`}`,
    async () => {
      const disk = mountTinyDisk()!;
      try {
        const full = new SettingsStore(disk.dir);
        disk.fill();
        await expect(full.save(withAccount('k'))).rejects.toThrow(
          `Could not save ${full.file} (ENOSPC): the disk is full. Free some space on the disk holding ${disk.dir}, then try again.`,
        );
        expect(await readdir(disk.dir)).toEqual(['.filler']); // no temp file, no lock left
      } finally {
        disk.unmount();
      }
    },
  );
});

describe('defaultConfigDir', () => {
  it("follows each platform's per-user folder, and TIMETRAY_CONFIG_DIR overrides it", () => {
    expect(defaultConfigDir({}, 'linux', '/home/ann')).toBe('/home/ann/.config/Timetray');
    expect(defaultConfigDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ann')).toBe('/cfg/Timetray');
    expect(defaultConfigDir({}, 'darwin', '/Users/ann')).toBe(
      '/Users/ann/Library/Application Support/Timetray',
    );
    expect(
      defaultConfigDir({ APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ann'),
    ).toMatch(/AppData.Roaming.Timetray$/);
    expect(defaultConfigDir({ TIMETRAY_CONFIG_DIR: '/tmp/tt', XDG_CONFIG_HOME: '/cfg' }, 'linux', '/h')).toBe(
      '/tmp/tt',
    );
  });

  it('makes a relative TIMETRAY_CONFIG_DIR absolute (the current folder at start)', () => {
    expect(defaultConfigDir({ TIMETRAY_CONFIG_DIR: 'tt' }, 'linux', '/h')).toBe(join(process.cwd(), 'tt'));
  });
});

describe('SettingsStore.update in one process', () => {
  it('applies overlapping updates one after the other, losing none', async () => {
    const s = new SettingsStore(config.dir);
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((key) =>
        s.update((settings) => void settings.accounts.push({ ...withAccount(key).accounts[0]!, key })),
      ),
    );
    expect((await s.load()).settings.accounts.map((a) => a.key).sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('recent projects in settings.json', () => {
  const raw = (recent: unknown) => ({
    version: 1,
    accounts: [{ ...withAccount('k1').accounts[0], ...(recent === undefined ? {} : { recent }) }],
    activeKey: 'k1',
  });

  it('are kept per account and read back; files written before they existed still load', async () => {
    await writeFile(store.file, JSON.stringify(raw(undefined)));
    const old = await store.load();
    expect(old.notice).toBeNull();
    expect(old.settings.accounts[0]?.recent).toBeUndefined();
    await store.update((s) => void (s.accounts[0]!.recent = [5, 3]));
    expect((await new SettingsStore(config.dir).load()).settings.accounts[0]?.recent).toEqual([5, 3]);
  });

  it('an unreadable list is dropped, not the whole file; a long one keeps its first 5', async () => {
    for (const bad of ['7', [1, 'x'], [-1], [1.5], { 0: 1 }]) {
      await writeFile(store.file, JSON.stringify(raw(bad)));
      const loaded = await store.load();
      expect(loaded.notice).toBeNull();
      expect(loaded.settings.accounts[0]).toMatchObject({ key: 'k1', label: 'Work' });
      expect(loaded.settings.accounts[0]?.recent).toBeUndefined();
    }
    await writeFile(store.file, JSON.stringify(raw([1, 2, 3, 4, 5, 6, 7])));
    expect((await store.load()).settings.accounts[0]?.recent).toEqual([1, 2, 3, 4, 5]);
    expect(await readdir(config.dir)).toEqual(['settings.json']); // nothing moved aside
  });
});
