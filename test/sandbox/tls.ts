/**
 * The sandbox's certificates: a small CA (what clients trust, written to `caFile`) and a
 * server certificate it signs for 127.0.0.1 and localhost. A real CA + leaf (rather than one
 * self-signed leaf) is what Chromium and undici both accept without special flags.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface SandboxTls {
  caPem: string;
  caFile: string;
  key: string;
  cert: string;
  /** The directory holding the files; removed by `close()` when it was a fresh temp dir. */
  dir: string;
  temporary: boolean;
}

const YEAR_MS = 365 * 86_400_000;

async function generateTls(): Promise<{ caPem: string; key: string; cert: string }> {
  // Real time, not the injectable clock: TLS peers check validity against their own clocks.
  const notBeforeDate = new Date(Date.now() - 86_400_000);
  const notAfterDate = new Date(Date.now() + 5 * YEAR_MS);
  // EC keys: generated in milliseconds, so every test file can afford its own sandbox.
  const ca = await generate([{ name: 'commonName', value: 'Timetray Sandbox CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const leaf = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { caPem: ca.cert, key: leaf.private, cert: leaf.cert };
}

/**
 * Makes (or, with `certDir`, reuses) the CA and server certificate and writes `ca.pem`.
 * Reuse lets a user restart `npm run sandbox` on the same port without re-trusting.
 */
export async function prepareTls(certDir?: string): Promise<SandboxTls> {
  const temporary = certDir === undefined;
  const dir = certDir ?? (await mkdtemp(join(tmpdir(), 'timetray-sandbox-')));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const caFile = join(dir, 'ca.pem');
  const keyFile = join(dir, 'server-key.pem');
  const certFile = join(dir, 'server-cert.pem');
  if (!temporary) {
    try {
      const [caPem, key, cert] = await Promise.all([
        readFile(caFile, 'utf8'),
        readFile(keyFile, 'utf8'),
        readFile(certFile, 'utf8'),
      ]);
      return { caPem, caFile, key, cert, dir, temporary };
    } catch {
      // Missing or unreadable: make a fresh set below.
    }
  }
  const made = await generateTls();
  await writeFile(keyFile, made.key, { mode: 0o600 });
  await writeFile(certFile, made.cert);
  await writeFile(caFile, made.caPem);
  return { ...made, caFile, dir, temporary };
}
