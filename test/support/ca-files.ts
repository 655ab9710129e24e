import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { prepareTls } from '../sandbox/tls';
import { makeTempConfig, type TempConfig } from './temp-config';

const DAY_MS = 86_400_000;

/** CA files for the settings tests, in a temporary folder (`cleanup` removes it). */
export interface CaFiles extends Pick<TempConfig, 'cleanup'> {
  /** The sandbox's CA: readable PEM, valid for years. */
  goodCa: string;
  /** A PEM CA that expired two days ago (a saved CA file must be refused). */
  expiredCa: string;
}

export async function makeCaFiles(prefix: string): Promise<CaFiles> {
  const folder = await makeTempConfig(prefix);
  const goodCa = (await prepareTls(folder.dir)).caFile;
  const old = await generate([{ name: 'commonName', value: 'Old Proxy CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - 40 * DAY_MS),
    notAfterDate: new Date(Date.now() - 2 * DAY_MS),
  });
  const expiredCa = join(folder.dir, 'expired-ca.pem');
  await writeFile(expiredCa, old.cert);
  return { goodCa, expiredCa, cleanup: () => folder.cleanup() };
}
