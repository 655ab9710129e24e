import { describe, expect, it } from 'vitest';
import { routeFromPac } from '../../src/main/core/api/system-proxy';

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
