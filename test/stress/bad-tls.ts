/** HTTPS servers with broken certificates, for the trust rows of the faults table. */
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface BadTls {
  /** A CA the client is told to trust; the broken leaves below are judged against it. */
  caFile: string;
  selfSigned: string;
  expired: string;
  wrongHost: string;
  close(): Promise<void>;
}

const DAY = 86_400_000;

export async function startBadTls(dir: string): Promise<BadTls> {
  const ca = await generate([{ name: 'commonName', value: 'Stress CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - DAY),
    notAfterDate: new Date(Date.now() + 30 * DAY),
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const leaf = (host: string, from: number, to: number, signed: boolean) =>
    generate([{ name: 'commonName', value: host }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notBeforeDate: new Date(from),
      notAfterDate: new Date(to),
      ...(signed ? { ca: { key: ca.private, cert: ca.cert } } : {}),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: host },
            ...(host === 'localhost' ? [{ type: 7 as const, ip: '127.0.0.1' }] : []),
          ],
        },
      ],
    });
  const now = Date.now();
  const caFile = join(dir, 'stress-ca.pem');
  await writeFile(caFile, ca.cert);
  const servers: Server[] = [];
  const serve = async (pems: { private: string; cert: string }): Promise<string> => {
    const server = createServer({ key: pems.private, cert: pems.cert }, (_req, res) =>
      res.end('{"data":[]}'),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `https://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  };
  return {
    caFile,
    selfSigned: await serve(await leaf('localhost', now - DAY, now + DAY, false)),
    expired: await serve(await leaf('localhost', now - 10 * DAY, now - DAY, true)),
    wrongHost: await serve(await leaf('wrong.example', now - DAY, now + DAY, true)),
    async close() {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}
