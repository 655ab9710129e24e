import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { startSandbox, type Sandbox } from '../sandbox';
import { hits, runInChild, startConnectProxy } from './api-helpers';

let sb: Sandbox;
let dir: string;
let unrelatedCa: string;
let env: Record<string, string>;

beforeAll(async () => {
  sb = await startSandbox({ projects: 3 });
  dir = await mkdtemp(join(tmpdir(), 'timetray-ca-'));
  // Some other CA (a public root), standing in for a corporate proxy's CA file.
  unrelatedCa = join(dir, 'corporate-ca.pem');
  await writeFile(unrelatedCa, rootCertificates[0]!);
  env = { TT_BASE: sb.baseUrl, TT_TOKEN: sb.issueToken({ userAgent: PRODUCT_USER_AGENT }) };
});
afterAll(async () => {
  await sb?.close();
  await rm(dir, { recursive: true, force: true });
});

const listing = (caFile: string | null) => `
  const client = createApiClient({ baseUrl: process.env.TT_BASE!${caFile ? `, caFile: ${JSON.stringify(caFile)}` : ''} });
  const { projects } = await client.listProjects({ token: process.env.TT_TOKEN!, userAgent: PRODUCT_USER_AGENT });
  await client.close();
  process.stdout.write('listed ' + projects.length);`;

describe('trusted CAs: --ca-file adds to trust, NODE_EXTRA_CA_CERTS keeps working', () => {
  it('NODE_EXTRA_CA_CERTS alone is honoured (no CA file given)', async () => {
    expect(await runInChild(listing(null), { ...env, NODE_EXTRA_CA_CERTS: sb.caFile })).toBe('listed 3');
  });

  it('a CA file does not drop the NODE_EXTRA_CA_CERTS one', async () => {
    expect(await runInChild(listing(unrelatedCa), { ...env, NODE_EXTRA_CA_CERTS: sb.caFile })).toBe(
      'listed 3',
    );
  });

  it('an unrelated CA file alone does not make the server trusted', async () => {
    expect(await runInChild(listing(unrelatedCa), env)).toBe('failed: tls');
  });
});

describe('NODE_TLS_REJECT_UNAUTHORIZED=0 does not switch certificate checks off', () => {
  // The sandbox's certificate is not trusted here (no CA file, no NODE_EXTRA_CA_CERTS), so
  // a sign-in must fail before the password is sent, whatever that variable says.
  const signIn = `
    const client = createApiClient({ baseUrl: process.env.TT_BASE! });
    try {
      await client.signIn({ email: process.env.TT_EMAIL!, password: process.env.TT_PASSWORD!, accountId: process.env.TT_ACCOUNT! });
      process.stdout.write('signed in');
    } finally {
      await client.close();
    }`;
  const insecure = () => ({
    TT_BASE: sb.baseUrl,
    TT_EMAIL: sb.demo.email,
    TT_PASSWORD: sb.demo.password,
    TT_ACCOUNT: sb.demo.accountId,
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
  });

  it('a direct connection is still refused with tls; the password never arrives', async () => {
    sb.clearLog();
    expect(await runInChild(signIn, insecure())).toBe('failed: tls');
    expect(hits(sb, 'POST', '/auth')).toHaveLength(0);
  });

  it('a connection through HTTPS_PROXY is still refused with tls', async () => {
    const proxy = await startConnectProxy();
    try {
      sb.clearLog();
      expect(await runInChild(signIn, { ...insecure(), HTTPS_PROXY: proxy.url, NO_PROXY: '' })).toBe(
        'failed: tls',
      );
      expect(proxy.tunnels).toEqual([new URL(sb.origin).host]);
      expect(hits(sb, 'POST', '/auth')).toHaveLength(0);
    } finally {
      await proxy.close();
    }
  });
});
