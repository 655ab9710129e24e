import { describe, expect, it } from 'vitest';
import { proxyDecision, proxyFor } from '../../src/main/core/net/proxy-route';

/** Which proxy errors name: the one decision the client routes by and the doctor reports. */
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
    [{ https_proxy: '', HTTPS_PROXY: 'http://upper:2' }, 'upper:2'],
    [{ https_proxy: '', http_proxy: 'http://h:3' }, 'h:3'],
  ])('%j → %s', (env, expected) => {
    expect(proxyFor(origin, env)).toBe(expected);
  });
});

/**
 * The environment → the decision. Lower case first, as curl; an EMPTY value is not set, as
 * curl reads it, so the next variable is consulted (undici read `https_proxy=''` as "direct"
 * while the doctor took HTTPS_PROXY: the disagreement this table pins).
 */
describe('proxyDecision', () => {
  const origin = 'https://app.rabbiit.com';
  const via = (variable: string, hostPort: string) => ({ kind: 'proxy', variable, proxy: { hostPort } });
  it.each([
    ['nothing set', {}, { kind: 'none' }],
    ['all empty', { https_proxy: '', HTTPS_PROXY: '', http_proxy: '', HTTP_PROXY: '' }, { kind: 'none' }],
    [
      'https_proxy empty, HTTPS_PROXY set',
      { https_proxy: '', HTTPS_PROXY: 'http://up:2' },
      via('HTTPS_PROXY', 'up:2'),
    ],
    [
      'https_proxy empty, http_proxy set',
      { https_proxy: '', http_proxy: 'http://h:3' },
      via('http_proxy', 'h:3'),
    ],
    [
      'lower case first',
      { https_proxy: 'http://low:1', HTTPS_PROXY: 'http://up:2' },
      via('https_proxy', 'low:1'),
    ],
    [
      'https before http',
      { HTTP_PROXY: 'http://h:3', HTTPS_PROXY: 'http://up:2' },
      via('HTTPS_PROXY', 'up:2'),
    ],
    ['http proxy alone', { HTTP_PROXY: 'http://h:3' }, via('HTTP_PROXY', 'h:3')],
    ['https proxy scheme', { HTTPS_PROXY: 'https://tls-proxy' }, via('HTTPS_PROXY', 'tls-proxy:443')],
    ['not a URL', { https_proxy: 'proxy:3128' }, { kind: 'invalid', variable: 'https_proxy' }],
    [
      'NO_PROXY subdomain',
      { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'localhost,.rabbiit.com' },
      { kind: 'excluded', variable: 'HTTPS_PROXY', excludedBy: '.rabbiit.com' },
    ],
    [
      'no_proxy empty, NO_PROXY set',
      { HTTPS_PROXY: 'http://p:1', no_proxy: '', NO_PROXY: 'rabbiit.com' },
      { kind: 'excluded', variable: 'HTTPS_PROXY', excludedBy: 'rabbiit.com' },
    ],
    [
      'no_proxy before NO_PROXY',
      { HTTPS_PROXY: 'http://p:1', no_proxy: 'other.org', NO_PROXY: 'rabbiit.com' },
      via('HTTPS_PROXY', 'p:1'),
    ],
    [
      'NO_PROXY *',
      { https_proxy: 'http://p:1', NO_PROXY: '*' },
      { kind: 'excluded', variable: 'https_proxy', excludedBy: '*' },
    ],
    [
      'NO_PROXY other port',
      { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'app.rabbiit.com:8443' },
      via('HTTPS_PROXY', 'p:1'),
    ],
  ])('%s', (_, env, expected) => {
    expect(proxyDecision(origin, env)).toMatchObject(expected);
  });

  it('gives the address to connect to, an IPv6 one without brackets, the port by scheme', () => {
    expect(proxyDecision(origin, { HTTPS_PROXY: 'http://[::1]:3128' })).toMatchObject({
      proxy: { host: '::1', port: 3128, hostPort: '[::1]:3128' },
    });
    expect(proxyDecision(origin, { HTTPS_PROXY: 'https://tls-proxy' })).toMatchObject({
      proxy: { host: 'tls-proxy', port: 443, shown: 'https://tls-proxy' },
    });
  });

  it('never shows the proxy password', () => {
    const decision = proxyDecision(origin, { https_proxy: 'http://ann:s3cret@proxy.corp:3128' });
    expect(decision).toMatchObject({
      proxy: { hostPort: 'proxy.corp:3128', shown: 'http://proxy.corp:3128' },
    });
  });
});
