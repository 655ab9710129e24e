import { afterEach, beforeEach, expect, it } from 'vitest';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore } from '../../src/main/core/vault';
import { startSandbox, type Sandbox } from '../sandbox';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * A keychain that passes the check made before signing in, then refuses to keep the token
 * (e.g. it was locked in between, and the user cancelled the unlock prompt).
 */
class RefusingSecretStore extends MemorySecretStore {
  override async set(key: string, value: string): Promise<void> {
    if (key.startsWith('keychain-check|')) return super.set(key, value);
    throw new Error('The keychain refused the write.');
  }
}

let sb: Sandbox;
let config: TempConfig;
let certs: TempConfig;
beforeEach(async () => {
  certs = await makeTempConfig('timetray-certs-');
  sb = await startSandbox({ projects: 2, certDir: certs.dir });
  config = await makeTempConfig();
});
afterEach(async () => {
  await sb.close();
  await config.cleanup();
  await certs.cleanup();
});

it('a sign-in whose token the keychain refuses leaves no live token at the service (it is revoked)', async () => {
  const core = await TimetrayCore.open({
    configDir: config.dir,
    caFile: sb.caFile,
    secrets: new RefusingSecretStore(),
  });
  try {
    await expect(core.signIn({ baseUrl: sb.baseUrl, ...sb.demo })).rejects.toThrow(/refused the write/);
    expect(sb.log.some((e) => e.path === '/api/v1/auth/revoke' && e.status === 200)).toBe(true);
    expect(sb.state.tokens.size).toBe(0);
  } finally {
    await core.close();
  }
});
