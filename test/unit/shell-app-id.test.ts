import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { APP_ID } from '../../src/main/shell/app-id';

it('the Windows AppUserModelID is the installer’s appId, so notifications are not dropped', () => {
  const config = readFileSync(resolve(__dirname, '../../electron-builder.yml'), 'utf8');
  const appId = /^appId:\s*(\S+)\s*$/m.exec(config)?.[1];
  expect(appId).toBe(APP_ID);
});
