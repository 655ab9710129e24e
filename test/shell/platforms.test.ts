import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ID } from '../../src/main/app/desktop/app-id';
import { pngSize } from './double/tray';
import { DISPLAYS } from './double/window';
import { installFolder, settle, waitFor } from './load-app';
import { useShellFixture, useTrayHost } from './fixture';

/**
 * Per-platform behaviour of the built main process on the Electron TEST DOUBLE. The
 * fixture fails any test in which the app called something electron.d.ts says that
 * platform (or Wayland) does not have: tray.getBounds / popUpContextMenu on Linux,
 * setPosition / alwaysOnTop / center on Wayland, skipTaskbar outside darwin/win32, …
 */
const fx = useShellFixture();
useTrayHost();
const inside = (b: { x: number; y: number; width: number; height: number }, a: typeof b) =>
  b.x >= a.x && b.y >= a.y && b.x + b.width <= a.x + a.width && b.y + b.height <= a.y + a.height;

describe('icons', () => {
  it('every tray icon is a non-empty PNG with an @2x twice its size', () => {
    const dir = resolve(__dirname, '../../build/tray');
    const ones = readdirSync(dir).filter((name) => name.endsWith('.png') && !name.includes('@2x'));
    expect(ones.sort()).toEqual(['tray-32.png', 'tray.png', 'trayTemplate.png']);
    for (const name of ones) {
      const one = pngSize(join(dir, name));
      const two = pngSize(join(dir, name.replace('.png', '@2x.png')));
      expect(one, name).not.toBeNull();
      expect(two, `${name} @2x`).toEqual({ width: one!.width * 2, height: one!.height * 2 });
    }
  });

  it.each([
    ['linux', 'tray-32.png', false],
    ['win32', 'tray.png', false],
    ['darwin', 'trayTemplate.png', true],
  ] as const)('%s shows %s (template: %s), at 1x and 2x', async (platform, file, template) => {
    const app = await fx.start({ platform });
    const image = app.tray().image;
    expect(image.path.endsWith(`build/tray/${file}`)).toBe(true);
    expect(image.isEmpty()).toBe(false);
    expect(image.getScaleFactors()).toEqual([1, 2]);
    expect(image.isTemplateImage()).toBe(template);
  });

  it('a missing icon stops the start with an error box saying which file, not an invisible app', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'timetray-noicon-')), 'app');
    cpSync(join(installFolder(), 'out'), join(folder, 'out'), { recursive: true });
    cpSync(join(installFolder(), 'package.json'), join(folder, 'package.json'));
    symlinkSync(resolve(__dirname, '../../node_modules'), join(folder, 'node_modules'), 'dir');
    try {
      const app = await fx.start({ platform: 'darwin', appPath: folder });
      await waitFor(() => app.app.quitted, 5000, 'exit');
      expect(app.double.errorBoxes).toEqual([
        {
          title: 'Timetray could not start',
          content: expect.stringMatching(/tray icon is missing.*trayTemplate\.png/),
        },
      ]);
      expect(app.app.exitCode).toBe(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('Linux', () => {
  it('X11: the menu is attached; the panel opens by the pointer on the pointer’s monitor', async () => {
    const app = await fx.start({ platform: 'linux', session: 'x11' });
    Object.assign(app.double.electron.screen.cursor, { x: 4300, y: 1430 }); // KDE panel, right monitor
    await settle();
    app.menu().click('Open Timetray');
    const placed = app.panel()!.placements.at(-1)!;
    expect(placed.call).toBe('setBounds');
    expect(inside(placed.bounds, DISPLAYS[1]!.workArea)).toBe(true);
    expect(app.tray().poppedUp).toEqual([]);
  });

  it('Wayland: a normal framed window the compositor places, which does not hide on blur', async () => {
    const app = await fx.start({ platform: 'linux', session: 'wayland' });
    await settle();
    app.menu().click('Open Timetray');
    const panel = app.panel()!;
    expect(panel.isVisible()).toBe(true);
    expect(panel.placements).toEqual([]);
    expect(panel.options).toMatchObject({ frame: true });
    expect(panel.options['alwaysOnTop']).toBeUndefined();
    panel.emit('blur');
    await settle();
    expect(panel.isVisible()).toBe(true);
  });
});

describe('Windows', () => {
  it('sets the installer’s AppUserModelID before anything else', async () => {
    const app = await fx.start({ platform: 'win32' });
    expect(app.double.log).toContain(`app.setAppUserModelId(${APP_ID})`);
  });

  it('a left click toggles the panel, placed with setBounds (size included) by the tray icon', async () => {
    const app = await fx.start({ platform: 'win32' });
    app.tray().userClick('left');
    const panel = app.panel()!;
    expect(panel.isVisible()).toBe(true);
    const placed = panel.placements.at(-1)!;
    expect(placed.call).toBe('setBounds');
    expect(placed.bounds).toMatchObject({ width: 380, height: 560 });
    app.tray().userClick('left');
    expect(panel.isVisible()).toBe(false);
  });

  it('a right click pops up the menu, which is held until it closes', async () => {
    const app = await fx.start({ platform: 'win32' });
    const menu = app.menu();
    expect(menu.labels()).toContain('Quit Timetray');
    expect(menu.listenerCount('menu-will-close')).toBe(1);
    menu.emit('menu-will-close', {});
    expect(menu.listenerCount('menu-will-close')).toBe(0);
  });
});

describe('macOS', () => {
  it('hides the Dock icon and shows the panel on every Space and over full-screen apps', async () => {
    const app = await fx.start({ platform: 'darwin' });
    expect(app.double.log).toContain('app.dock.hide');
    expect(app.panel()!.calls).toContain('setVisibleOnAllWorkspaces(true, {"visibleOnFullScreen":true})');
    expect(app.double.log).not.toContain(`app.setAppUserModelId(${APP_ID})`);
  });
});
