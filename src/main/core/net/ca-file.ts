import type { X509Certificate } from 'node:crypto';
import { NotAFileError, readRegularFile } from '../files/regular-file';
import { m } from '../i18n';

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
      return { ok: false, problem: m.core_ca_not_regular({ problem: error.message }) };
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const problem =
      code === 'ENOENT'
        ? m.core_ca_missing({ file })
        : code === 'EISDIR'
          ? m.core_ca_is_folder({ file })
          : m.core_ca_cannot_read({ file, code });
    return { ok: false, problem };
  }
  const blocks = text.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) {
    return {
      ok: false,
      problem: m.core_ca_no_certificate({ file }),
    };
  }
  // Loaded only with certificates to read (see files/random-hex.ts for why).
  const { X509Certificate } = process.getBuiltinModule('node:crypto');
  const certificates: CaCertificate[] = [];
  for (const [index, block] of blocks.entries()) {
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(block);
    } catch {
      return { ok: false, problem: m.core_ca_damaged({ number: index + 1, file }) };
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
