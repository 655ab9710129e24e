/**
 * Child-process probe: opens the product's core on `$TIMETRAY_CONFIG_DIR` with the real
 * keychain (of its own environment, e.g. a private keyring) and prints what the window and
 * the tray would show, one JSON line at start and one after each `reload` line on stdin.
 * With `PROBE_RETRY_MS` set, the core retries a locked keychain that often (as the app does)
 * and a line is printed for each snapshot it publishes.
 * A child process because libsecret keeps its first D-Bus connection for the whole process.
 * Run as `node --import tsx test/support/core-snapshot-probe.ts`.
 */
import { createInterface } from 'node:readline';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { buildTrayMenu } from '../../src/main/app/tray/menu-template';
import { loadLanguage } from '../../src/main/core/i18n';

async function main(): Promise<void> {
  await loadLanguage('en'); // the tray's words, as the app loads them at start (index.ts)
  const retry = process.env.PROBE_RETRY_MS;
  const core = await TimetrayCore.open({
    configDir: process.env.TIMETRAY_CONFIG_DIR!,
    ...(retry ? { keychainRetryMs: Number(retry) } : {}),
  });
  const print = (): void => {
    const snap = core.snapshot();
    const tray = buildTrayMenu(snap, { now: Date.now() })
      .filter((i) => i.type === 'normal')
      .map((i) => (i as { label: string }).label);
    const line = { session: snap.session, error: snap.error, accounts: snap.accounts, tray };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  print();
  if (retry) core.onChange(print);
  for await (const command of createInterface({ input: process.stdin })) {
    if (command === 'reload') {
      await core.reload();
      print();
    }
  }
  await core.close();
}

void main();
