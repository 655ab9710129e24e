import { afterEach, describe, expect, it } from 'vitest';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { deadPort, startConnectProxy, type ConnectProxy } from '../support/connect-proxy';
import { useCoreFixture } from '../support/core-fixture';
import { isolateProxyEnv } from '../support/proxy-env';

/**
 * The app's OS proxy (Electron's `session.resolveProxy`, here a function answering in its
 * PAC-result form) routes the core's requests when no proxy variable is set: through a real
 * loopback CONNECT proxy, to the real sandbox over TLS, with the real keychain.
 */
const fx = useCoreFixture();
let proxies: ConnectProxy[] = [];

isolateProxyEnv();
afterEach(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  proxies = [];
});

async function proxy(options: { refuseWith?: number } = {}): Promise<ConnectProxy> {
  const started = await startConnectProxy(options);
  proxies.push(started);
  return started;
}

/** A core whose OS proxy answer is `pac`; `asked` records every origin it was asked about. */
async function coreWithSystemProxy(pac: string) {
  const asked: string[] = [];
  const core = await TimetrayCore.open({
    configDir: fx.config.dir,
    caFile: fx.sb.caFile,
    systemProxy: (origin) => {
      asked.push(origin);
      return Promise.resolve(pac);
    },
  });
  fx.cores.push(core);
  return { core, asked };
}

const signIn = (core: TimetrayCore) =>
  core.signIn({
    baseUrl: fx.sb.baseUrl,
    email: fx.sb.demo.email,
    password: fx.sb.demo.password,
    accountId: fx.sb.demo.accountId,
  });

const hostPort = (url: string) => new URL(url).host;

describe('the OS proxy (app only)', () => {
  it('"PROXY host:port" sends sign-in and refresh through that proxy with a CONNECT tunnel, TLS still checked', async () => {
    const corporate = await proxy();
    const { core, asked } = await coreWithSystemProxy(`PROXY ${hostPort(corporate.url)}; DIRECT`);
    await signIn(core);
    await core.refreshProjects();
    expect(core.snapshot().projects.length).toBeGreaterThan(0);
    // Every connection to the service was a tunnel through the proxy (keep-alive may reuse one).
    expect(corporate.tunnels.length).toBeGreaterThan(0);
    expect(new Set(corporate.tunnels)).toEqual(new Set([new URL(fx.sb.origin).host]));
    expect(new Set(asked)).toEqual(new Set([fx.sb.origin]));
  });

  it('"DIRECT" connects straight to the service; a SOCKS-only answer also goes direct (CONNECT only)', async () => {
    const unused = await proxy();
    for (const pac of ['DIRECT', `SOCKS5 ${hostPort(unused.url)}`]) {
      const { core, asked } = await coreWithSystemProxy(pac);
      await signIn(core);
      expect(asked.length, pac).toBeGreaterThan(0);
      await core.close();
    }
    expect(unused.tunnels).toEqual([]);
  });

  it('a PAC fallback list is taken in order: an unusable SOCKS entry is skipped for the PROXY after it', async () => {
    const corporate = await proxy();
    const { core } = await coreWithSystemProxy(`SOCKS5 127.0.0.1:1; PROXY ${hostPort(corporate.url)}`);
    await signIn(core);
    expect(corporate.tunnels).toContain(new URL(fx.sb.origin).host);
  });

  it('a system proxy that is not running is named as the one refusing, with the system settings as the fix', async () => {
    const dead = `127.0.0.1:${await deadPort()}`;
    const { core } = await coreWithSystemProxy(`PROXY ${dead}`);
    await expect(signIn(core)).rejects.toMatchObject({
      code: 'network',
      message: `The proxy at ${dead} refused the connection — check the system's proxy settings and that the proxy runs.`,
    });
  });

  it('a CONNECT refused with 403 says the proxy refused to connect to the service', async () => {
    const strict = await proxy({ refuseWith: 403 });
    const { core } = await coreWithSystemProxy(`PROXY ${hostPort(strict.url)}`);
    const error = await signIn(core).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/^The proxy refused to connect to the service \(403\)/);
    expect(strict.tunnels).toEqual([new URL(fx.sb.origin).host]);
  });

  it('HTTPS_PROXY wins: the OS is not asked, and the variable is the fix named', async () => {
    const fromEnv = await proxy();
    const fromOs = await proxy();
    process.env.HTTPS_PROXY = fromEnv.url;
    const { core, asked } = await coreWithSystemProxy(`PROXY ${hostPort(fromOs.url)}`);
    await signIn(core);
    expect(asked).toEqual([]);
    expect(fromOs.tunnels).toEqual([]);
    expect(fromEnv.tunnels).toContain(new URL(fx.sb.origin).host);
  });
});
