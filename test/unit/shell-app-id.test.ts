import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { APP_ID } from '../../src/main/app/desktop/app-id';

it('the Windows AppUserModelID is the installer’s appId, so notifications are not dropped', () => {
  const config = readFileSync(resolve(__dirname, '../../electron-builder.yml'), 'utf8');
  const appId = /^appId:\s*(\S+)\s*$/m.exec(config)?.[1];
  expect(appId).toBe(APP_ID);
});

it('Linux: Electron’s desktopName is a reverse-DNS id whose .desktop file the deb installs (the Wayland shortcut portal checks it)', () => {
  const config = readFileSync(resolve(__dirname, '../../electron-builder.yml'), 'utf8');
  const pkg = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as {
    desktopName?: string;
  };
  expect(pkg.desktopName).toBe(`${APP_ID}.desktop`);
  expect(APP_ID).toMatch(/^[A-Za-z][\w-]*(\.[A-Za-z][\w-]*)+$/);
  // electron-builder names the installed entry after desktopName only with this switch.
  expect(config).toMatch(/^linux:\n(?: {2}.*\n)*? {2}syncDesktopName: true$/m);
});
