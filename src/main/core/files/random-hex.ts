/**
 * `bytes` random bytes as hex, for names and nonces no other process picks. node:crypto is
 * loaded at the first call, not with the modules that write files: loading it costs a CLI
 * command about 2 ms of CPU, and the local commands write nothing (`npm run bench -- cli`).
 * `process.getBuiltinModule`, not `await import()`: in this CommonJS build a dynamic import
 * starts Node's ES-module loader, which cost each command that reached one 2.5 ms more.
 */
export function randomHex(bytes: number): string {
  const { randomBytes } = process.getBuiltinModule('node:crypto');
  return randomBytes(bytes).toString('hex');
}
