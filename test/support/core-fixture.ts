import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { decodeSecret, type KeytarSecretStore } from '../../src/main/core/vault';
import { startSandbox, type Sandbox } from '../sandbox';
import { requireKeyring } from './keyring';
import { filesContaining, makeTempConfig, type TempConfig } from './temp-config';

/** What a core integration test works with; refreshed before each test. */
export interface CoreFixture {
  keychain: KeytarSecretStore;
  /** Replace it (e.g. after closing it to go offline) and the fixture closes the new one. */
  sb: Sandbox;
  config: TempConfig;
  /** Keeps the sandbox CA across a close, so "offline" means a refused connection, not a missing CA file. */
  certs: TempConfig;
  /** Cores opened with `open()`; all closed after the test. */
  cores: TimetrayCore[];
  /** A core on the test's config folder, trusting the sandbox. */
  open(): Promise<TimetrayCore>;
  /** The token stored for `key` (remembered for the on-disk secret scan). */
  tokenOf(key: string): Promise<string | null>;
  /** Adds a secret to the on-disk scan. */
  remember(secret: string): void;
}

/**
 * Registers the hooks of a core test against the sandbox and the real keychain: a fresh
 * sandbox and config folder per test; afterwards no token or password may be on disk and
 * the test's keychain entries are deleted.
 */
export function useCoreFixture(): CoreFixture {
  const seen: string[] = [];
  const fx = { cores: [] as TimetrayCore[] } as unknown as CoreFixture;
  fx.open = async () => {
    const core = await TimetrayCore.open({ configDir: fx.config.dir, caFile: fx.sb.caFile });
    fx.cores.push(core);
    return core;
  };
  fx.remember = (secret) => void seen.push(secret);
  fx.tokenOf = async (key) => {
    const secret = decodeSecret(await fx.keychain.get(key));
    if (secret) seen.push(secret.token);
    return secret?.token ?? null;
  };
  beforeAll(async () => {
    fx.keychain = await requireKeyring();
  });
  beforeEach(async () => {
    fx.certs = await makeTempConfig('timetray-certs-');
    fx.sb = await startSandbox({ projects: 24, certDir: fx.certs.dir });
    fx.config = await makeTempConfig();
    fx.cores = [];
  });
  afterEach(async () => {
    const keys = new Set(fx.cores.flatMap((c) => c.snapshot().accounts.map((a) => a.key)));
    await Promise.all(fx.cores.map((c) => c.close()));
    seen.push(...fx.sb.state.tokens.keys());
    const secrets = [...seen, ...fx.sb.users.map((u) => u.password)];
    expect(await filesContaining(fx.config.dir, secrets)).toEqual([]);
    for (const key of keys) await fx.keychain.delete(key);
    seen.length = 0;
    await fx.sb.close();
    await fx.config.cleanup();
    await fx.certs.cleanup();
  });
  return fx;
}
