import { X509Certificate } from 'node:crypto';
import { NotAFileError, readRegularFile } from '../api/regular-file';

/** One certificate of a CA file, as the user needs to recognise it. */
export interface CaCertificate {
  /** The subject's common name (or the whole subject when it has none). */
  name: string;
  /** ISO time the certificate stops being valid. */
  validTo: string;
  /** Whole days until `validTo` from the time of reading; negative once expired. */
  daysLeft: number;
}

export type CaFileReading = { ok: true; certificates: CaCertificate[] } | { ok: false; problem: string };

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;
const DAY_MS = 86_400_000;

/**
 * Reads `file` as PEM certificates (a bundle may hold several), each parsed by Node's own
 * X.509 parser, so that a file Timetray could not use is refused when it is chosen rather
 * than at the next connection. `problem` says what is wrong and what to do instead. Only a
 * regular file is read: a FIFO or a device (which would hang the read) is refused.
 */
export async function readCaFile(file: string, now: Date = new Date()): Promise<CaFileReading> {
  let text: string;
  try {
    text = await readRegularFile(file);
  } catch (error) {
    if (error instanceof NotAFileError)
      return { ok: false, problem: `${error.message}; choose the PEM file itself` };
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const why =
      code === 'ENOENT' ? 'does not exist' : code === 'EISDIR' ? 'is a folder' : `cannot be read (${code})`;
    return { ok: false, problem: `${file} ${why}` };
  }
  const blocks = text.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) {
    return {
      ok: false,
      problem: `${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----); export the CA as PEM (Base64), not DER`,
    };
  }
  const certificates: CaCertificate[] = [];
  for (const [index, block] of blocks.entries()) {
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(block);
    } catch {
      return { ok: false, problem: `certificate ${index + 1} in ${file} is damaged and cannot be parsed` };
    }
    const validTo = new Date(cert.validTo);
    certificates.push({
      name: commonName(cert.subject),
      validTo: validTo.toISOString(),
      daysLeft: Math.floor((validTo.getTime() - now.getTime()) / DAY_MS),
    });
  }
  return { ok: true, certificates };
}

/** "CN=Corp Proxy CA\nO=Corp" → "Corp Proxy CA". */
export function commonName(subject: string): string {
  const lines = subject.split('\n');
  const cn = lines.find((line) => line.startsWith('CN='));
  return cn ? cn.slice(3) : lines.join(', ');
}
