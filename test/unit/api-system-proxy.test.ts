import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeFromPac, SystemProxyDispatcher } from '../../src/main/core/net/system-proxy';

/** Which way a request goes for each answer Chromium's resolveProxy gives (PAC-result form). */
describe('routeFromPac', () => {
  it.each([
    ['DIRECT', { kind: 'direct', unsupported: null }],
    ['', { kind: 'direct', unsupported: null }],
    ['PROXY proxy.corp:3128', { kind: 'proxy', uri: 'http://proxy.corp:3128', hostPort: 'proxy.corp:3128' }],
    ['PROXY proxy.corp', { kind: 'proxy', uri: 'http://proxy.corp:80', hostPort: 'proxy.corp:80' }],
    ['HTTPS secure.corp:443', { kind: 'proxy', uri: 'https://secure.corp:443', hostPort: 'secure.corp:443' }],
    ['proxy [::1]:8080', { kind: 'proxy', uri: 'http://[::1]:8080', hostPort: '[::1]:8080' }],
    // The PAC's own order: the first usable entry wins, DIRECT included.
    ['PROXY a:1;PROXY b:2; DIRECT', { kind: 'proxy', uri: 'http://a:1', hostPort: 'a:1' }],
    ['DIRECT; PROXY a:1', { kind: 'direct', unsupported: null }],
    // SOCKS is not used (CONNECT only): skipped for what follows, else direct and said so.
    ['SOCKS5 s:1080; PROXY b:2', { kind: 'proxy', uri: 'http://b:2', hostPort: 'b:2' }],
    ['SOCKS5 s:1080; DIRECT', { kind: 'direct', unsupported: null }],
    ['SOCKS5 s:1080', { kind: 'direct', unsupported: 'SOCKS5 s:1080' }],
    ['SOCKS s:1080; SOCKS5 t:1081', { kind: 'direct', unsupported: 'SOCKS s:1080; SOCKS5 t:1081' }],
    // Never credentials or a path from an answer.
    ['PROXY user:pw@host:1', { kind: 'direct', unsupported: 'PROXY user:pw@host:1' }],
    ['PROXY host:1/path', { kind: 'direct', unsupported: 'PROXY host:1/path' }],
    ['PROXY', { kind: 'direct', unsupported: 'PROXY' }],
  ])('%j', (pac, route) => {
    expect(routeFromPac(pac)).toEqual(route);
  });
});

/** The deferred dispatch: while the OS is asked, an abort or a close still ends the request. */
describe('SystemProxyDispatcher', () => {
  let server: Server;
  let origin = '';
  let seen = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      seen += 1;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A lookup that answers "DIRECT" only when `answer()` is called. */
  function slowLookup() {
    let answer!: () => void;
    const asked = new Promise<void>((resolve) => (answer = resolve));
    return { lookup: () => asked.then(() => 'DIRECT'), answer };
  }

  it('answers once the OS has: DIRECT goes straight to the origin', async () => {
    const os = slowLookup();
    const dispatcher = new SystemProxyDispatcher(os.lookup, new Agent(), () => new Agent());
    const before = seen;
    const pending = dispatcher.request({ origin, path: '/', method: 'GET' });
    os.answer();
    const response = await pending;
    expect(await response.body.text()).toBe('ok');
    expect(seen).toBe(before + 1);
    expect(dispatcher.proxyOf(origin)).toBeNull();
    await dispatcher.close();
  });

  it('a request aborted while the OS is asked fails as aborted and never reaches the origin', async () => {
    const os = slowLookup();
    const dispatcher = new SystemProxyDispatcher(os.lookup, new Agent(), () => new Agent());
    const before = seen;
    const controller = new AbortController();
    const pending = dispatcher.request({ origin, path: '/', method: 'GET', signal: controller.signal });
    controller.abort();
    os.answer();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toBe(before);
    await dispatcher.close();
  });

  it('closed while the OS is asked: the request fails instead of opening a connection', async () => {
    const os = slowLookup();
    let proxiesMade = 0;
    const dispatcher = new SystemProxyDispatcher(
      () => os.lookup().then(() => 'PROXY 127.0.0.1:9'),
      new Agent(),
      () => (proxiesMade++, new Agent()),
    );
    const pending = dispatcher.request({ origin, path: '/', method: 'GET' });
    await dispatcher.close();
    os.answer();
    await expect(pending).rejects.toThrow(/closed|destroyed/i);
    expect(proxiesMade).toBe(0);
  });
});
