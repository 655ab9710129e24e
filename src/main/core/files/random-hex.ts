/**
 * `bytes` random bytes as hex, for names and nonces no other process picks. node:crypto is
 * loaded at the first call, not with the modules that write files: loading it costs a CLI
 * command about 3 ms of CPU, and the local commands write nothing (`npm run bench -- cli`).
 */
export async function randomHex(bytes: number): Promise<string> {
  const { randomBytes } = await import('node:crypto');
  return randomBytes(bytes).toString('hex');
}
