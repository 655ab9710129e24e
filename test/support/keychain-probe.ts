/**
 * Child-process probe for keychain failure tests: stores and reads one entry through the
 * product's `KeytarSecretStore` and prints `{"ok":true}` or the `CoreError` as JSON.
 * Run as `node --import tsx test/support/keychain-probe.ts [keytar-dir]`; the optional
 * directory loads keytar from there (a deliberately broken copy).
 */
import { KeytarSecretStore } from '../../src/main/core/vault';

type Keytar = typeof import('keytar');

async function main(): Promise<void> {
  const from = process.argv[2];
  const store = from
    ? new KeytarSecretStore('Timetray', async () => {
        const mod = (await import(from)) as Keytar & { default?: Keytar };
        return mod.default ?? mod;
      })
    : new KeytarSecretStore();
  try {
    await store.set('timetray-probe', 'probe-secret');
    const back = await store.get('timetray-probe');
    await store.delete('timetray-probe');
    process.stdout.write(JSON.stringify({ ok: back === 'probe-secret' }));
  } catch (error) {
    const e = error as { name?: string; code?: string; message?: string };
    process.stdout.write(JSON.stringify({ ok: false, name: e.name, code: e.code, message: e.message }));
  }
}

void main();
