import { describe, expect, it } from 'vitest';
import { proxyFor } from '../../src/main/core/api/proxy-route';

/** Which proxy an error names: the same choice undici's EnvHttpProxyAgent makes. */
describe('proxyFor', () => {
  const origin = 'https://app.rabbiit.com';
  it.each([
    [{}, null],
    [{ HTTPS_PROXY: 'http://proxy.corp:3128' }, 'proxy.corp:3128'],
    [{ https_proxy: 'http://lower:1', HTTPS_PROXY: 'http://upper:2' }, 'lower:1'],
    [{ HTTP_PROXY: 'http://only-http:8080' }, 'only-http:8080'],
    [{ HTTPS_PROXY: 'http://user:secret@proxy.corp' }, 'proxy.corp:80'],
    [{ HTTPS_PROXY: 'http://p:1', NO_PROXY: '*' }, null],
    [{ HTTPS_PROXY: 'http://p:1', NO_PROXY: '.rabbiit.com' }, null],
    [{ HTTPS_PROXY: 'http://p:1', NO_PROXY: 'rabbiit.com:443' }, null],
    [{ HTTPS_PROXY: 'http://p:1', NO_PROXY: 'rabbiit.com:8443' }, 'p:1'],
    [{ HTTPS_PROXY: 'http://p:1', NO_PROXY: 'other.com, example.org' }, 'p:1'],
  ])('%j → %s', (env, expected) => {
    expect(proxyFor(origin, env)).toBe(expected);
  });
});
