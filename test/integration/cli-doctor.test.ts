import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsStore } from '../../src/main/core/settings/settings-store';
import { createServer as createHttpServer } from 'node:http';
import { prepareTls } from '../sandbox/tls';
import { startConnectProxy } from './api-helpers';
import { useCliFixture } from '../support/cli-fixture';
import { BUILT_CLI, runCli, type CliRun } from '../support/run-cli';
import { ROOT } from '../support/run-probe';
import { runProcess } from '../support/run-process';
import { ownBusName } from '../support/own-bus-name';
import { makeTempConfig } from '../support/temp-config';

/**
 * `timetray doctor` as a user runs it: the built CLI against the sandbox over real TLS and
 * the private gnome-keyring, and with the pieces really missing (no bus, no keyring, a
 * locked one, a wrong CA, a service that never answers).
 */
const f = useCliFixture();

interface Check {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  found: string;
  fix: string | null;
  subject?: string;
}
interface Report {
  ok: boolean;
  elapsedMs: number;
  checks: Check[];
}

const report = (run: CliRun): Report => JSON.parse(run.stdout) as Report;
const check = (r: Report, id: string): Check => {
  const found = r.checks.find((c) => c.id === id);
  if (!found) throw new Error(`no ${id} check in ${JSON.stringify(r)}`);
  return found;
};

/** The fixture's environment, in English (these tests read the English words). */
const english = (): NodeJS.ProcessEnv => ({ ...f.env(), LC_ALL: 'C' });

/** The environment without any session bus or display. */
const noBus = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...english(), DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' };
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  return env;
};

/** A desktop session (X11); the keyring wrapper itself runs without one. */
const desktop = (): NodeJS.ProcessEnv => ({ ...english(), XDG_SESSION_TYPE: 'x11' });

async function doctor(env: NodeJS.ProcessEnv = english()): Promise<CliRun & { wallMs: number }> {
  const started = Date.now();
  const run = await runCli(['doctor', '--json'], { env });
  f.outputs.push(run.stdout, run.stderr);
  return { ...run, wallMs: Date.now() - started };
}

let silent: Server | null = null;
const held = new Set<Socket>();
afterEach(async () => {
  for (const socket of held) socket.destroy();
  held.clear();
  if (silent) await new Promise((resolve) => silent!.close(resolve));
  silent = null;
});

describe('timetray doctor (built CLI, private keyring, sandbox)', () => {
  it('after a login with the CA file: every check but the missing tray host is ok (exit 1), then with one, exit 0; no token is sent', async () => {
    expect((await f.login()).code).toBe(0);
    const before = f.sb.log.length;
    const run = await doctor(desktop());
    const r = report(run);
    expect(check(r, 'keychain')).toMatchObject({
      status: 'ok',
      found: expect.stringMatching(/gnome-keyring-daemon.*round|written, read back and deleted/),
    });
    // --json: ISO 8601, as every --json (people read the date in their locale).
    expect(check(r, 'ca-file').found).toMatch(
      /"Timetray Sandbox CA" until \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z; \d+ days left/,
    );
    expect(check(r, 'service')).toMatchObject({ status: 'ok', subject: new URL(f.sb.baseUrl).origin });
    expect(check(r, 'service').found).toMatch(
      /answered over TLS in \d+ ms \(HTTP \d{3}\); certificate issued by "Timetray Sandbox CA".*trusted through your CA file/,
    );
    expect(check(r, 'clock')).toMatchObject({ status: 'ok' });
    expect(check(r, 'accounts')).toMatchObject({
      status: 'ok',
      found: expect.stringMatching(/Signed in .*User-Agent Timetray\/1\); last successful refresh/),
    });
    // The private bus has no StatusNotifier host: the one failure here, and so exit 1.
    expect(r.checks.filter((c) => c.status === 'fail').map((c) => c.id)).toEqual(['tray-host']);
    expect(run.code).toBe(1);
    // One plain GET of the base URL, with no token at all.
    const doctorRequests = f.sb.log.slice(before);
    expect(doctorRequests.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /api/v1']);
    expect(doctorRequests[0]!.headers.authorization).toBeUndefined();
    expect(doctorRequests[0]!.headers['user-agent']).toBe('Timetray/1');
    // The throwaway keychain entry is gone and the account's own entry is untouched.
    expect(await f.tokens()).toHaveLength(1);

    // With a panel's StatusNotifierWatcher on the bus, nothing fails: exit 0.
    const watcher = await ownBusName('org.kde.StatusNotifierWatcher');
    try {
      const healthy = await doctor(desktop());
      const all = report(healthy);
      expect(check(all, 'tray-host')).toMatchObject({
        status: 'ok',
        found: expect.stringMatching(/StatusNotifier host/),
      });
      expect(all.checks.filter((c) => c.status === 'fail')).toEqual([]);
      expect(all.ok).toBe(true);
      expect(healthy.code).toBe(0);
      console.info(`doctor, all ok: ${all.elapsedMs} ms in the checks, ${healthy.wallMs} ms for the process`);
    } finally {
      await watcher.release();
    }
  });

  it('with no graphical session (SSH, a container): the missing tray host is a warning and the CLI is fine, exit 0', async () => {
    expect((await f.login()).code).toBe(0);
    const env = english();
    delete env.DISPLAY;
    delete env.WAYLAND_DISPLAY;
    delete env.XDG_SESSION_TYPE;
    const run = await doctor(env);
    const r = report(run);
    expect(check(r, 'session-type')).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(/No graphical session/),
    });
    expect(check(r, 'tray-host')).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(
        /^No graphical session here, .*the `timetray` command works without a tray\. No StatusNotifier host/,
      ),
    });
    expect(check(r, 'tray-host').fix).toMatch(/StatusNotifierItem/);
    expect(r.checks.filter((c) => c.status === 'fail')).toEqual([]);
    expect(r.ok).toBe(true);
    expect(run.code).toBe(0);
    // The same machine with a desktop session: the tray app needs a host there, exit 1.
    const onDesktop = await doctor(desktop());
    expect(check(report(onDesktop), 'tray-host').status).toBe('fail');
    expect(onDesktop.code).toBe(1);
  });

  it('a CA file of another CA (or none): "a TLS-inspecting proxy is in the way" with the config command as the fix', async () => {
    await f.login();
    const other = await makeTempConfig('timetray-other-ca-');
    try {
      const { caFile } = await prepareTls(other.dir);
      expect((await f.cli(['config', 'set', 'caFile', caFile])).code).toBe(0);
      const r = report(await doctor());
      const service = check(r, 'service');
      expect(service.status).toBe('fail');
      expect(service.found).toMatch(
        /issued by "Timetray Sandbox CA", which is not a public CA and not trusted here .*a TLS-inspecting proxy is in the way/,
      );
      expect(service.fix).toMatch(/timetray config set caFile FILE/);
      expect(check(r, 'clock').status).toBe('warn');
      expect(check(r, 'ca-file').status).toBe('ok'); // the file itself is fine: it is just not the right CA
      expect((await f.cli(['config', 'set', 'caFile', 'none'])).code).toBe(0);
      expect(check(report(await doctor()), 'service').found).toMatch(/TLS-inspecting proxy/);
    } finally {
      await other.cleanup();
    }
  });

  it('without a session bus: the keychain fails with the bus as the cause (the tray host, with no display, warns), accounts are not guessed', async () => {
    await f.login();
    const run = await doctor(noBus());
    expect(run.code).toBe(1);
    const r = report(run);
    expect(check(r, 'keychain')).toMatchObject({
      status: 'fail',
      found: expect.stringMatching(/^No D-Bus session bus: DBUS_SESSION_BUS_ADDRESS names no running bus/),
    });
    expect(check(r, 'keychain').fix).toMatch(/dbus-run-session/);
    // No display either: the tray host only warns; the keychain alone makes it exit 1.
    expect(check(r, 'tray-host')).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(/^No graphical session here/),
    });
    expect(check(r, 'accounts')).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(/could not be checked: the keychain is unusable/),
    });
    expect(check(r, 'service').status).toBe('ok'); // the network does not need the bus
  });

  it('a session bus without any keyring: "Nothing on the D-Bus session provides the Secret Service"', async () => {
    const env = noBus();
    delete env.DBUS_SESSION_BUS_ADDRESS;
    const run = await runProcess(
      'dbus-run-session',
      [
        `--config-file=${ROOT}/test/support/bare-bus.conf`,
        '--',
        process.execPath,
        BUILT_CLI,
        'doctor',
        '--json',
      ],
      { env },
    );
    f.outputs.push(run.stdout, run.stderr);
    const keychain = check(report(run), 'keychain');
    expect(keychain.status).toBe('fail');
    expect(keychain.found).toMatch(/Nothing on the D-Bus session provides the Secret Service/);
    expect(keychain.fix).toMatch(/gnome-keyring/);
  });

  it('a locked default keyring (no prompt possible): fail, and the fix given unlocks it from the terminal', async () => {
    const collection = '/org/freedesktop/secrets/collection/login';
    const lock =
      'dbus-send --session --dest=org.freedesktop.secrets --print-reply /org/freedesktop/secrets ' +
      `org.freedesktop.Secret.Service.Lock array:objpath:${collection} >/dev/null`;
    const locked =
      `dbus-send --session --dest=org.freedesktop.secrets --print-reply ${collection} ` +
      'org.freedesktop.DBus.Properties.Get string:org.freedesktop.Secret.Collection string:Locked | tail -1';
    const env = noBus();
    delete env.TIMETRAY_USE_HOST_KEYRING;
    // In one private keyring session: lock it, ask the doctor, then do what its fix says (the
    // command in its backticks, the keyring's password typed on standard input), and ask again.
    const dir = await makeTempConfig();
    const extract =
      "const r = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));" +
      "process.stdout.write(/`([^`]+)`/.exec(r.checks.find((c) => c.id === 'keychain').fix)[1]);";
    await writeFile(join(dir.dir, 'extract.js'), extract);
    await writeFile(
      join(dir.dir, 'try.sh'),
      [
        lock,
        `"${process.execPath}" "${BUILT_CLI}" doctor --json > "${dir.dir}/report.json"`,
        `"${process.execPath}" "${dir.dir}/extract.js" "${dir.dir}/report.json" > "${dir.dir}/fix.sh"`,
        `printf 'timetray-test\\n' | bash "${dir.dir}/fix.sh" > "${dir.dir}/fix.log" 2>&1`,
        // The daemon that replaces the old one takes a moment to own the bus name again.
        `for i in $(seq 50); do (${locked}) | grep -q false && break; sleep 0.1; done`,
        `echo "locked after the fix: $(${locked})"`,
        `cat "${dir.dir}/report.json"`,
      ].join('\n'),
    );
    const run = await runProcess('bash', ['scripts/with-keyring.sh', 'bash', join(dir.dir, 'try.sh')], {
      cwd: ROOT,
      env,
    });
    await dir.cleanup();
    f.outputs.push(run.stdout, run.stderr);
    const [said, json] = [
      run.stdout.slice(0, run.stdout.indexOf('{')),
      run.stdout.slice(run.stdout.indexOf('{')),
    ];
    const keychain = check(report({ ...run, stdout: json }), 'keychain');
    expect(keychain).toMatchObject({
      status: 'fail',
      found: expect.stringMatching(
        /The default keyring \(gnome-keyring-daemon\) is locked\. No unlock prompt/,
      ),
    });
    // No screen for Passwords and Keys: a line for the terminal, which works.
    expect(keychain.fix).toMatch(/gnome-keyring-daemon --replace --unlock/);
    expect(said).toMatch(/locked after the fix: +variant +boolean false/);
  });

  it('through a CONNECT proxy: the proxy check and the service check take the same tunnel; a refused CONNECT is named', async () => {
    await f.login();
    const proxy = await startConnectProxy();
    const refusing = createHttpServer();
    refusing.on('connect', (_req, socket) => socket.end('HTTP/1.1 403 Forbidden\r\n\r\n'));
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const target = new URL(f.sb.baseUrl).host;
      const through = { ...english(), HTTPS_PROXY: proxy.url, NO_PROXY: '', no_proxy: '' };
      const r = report(await doctor(through));
      expect(check(r, 'proxy')).toMatchObject({
        status: 'ok',
        found: expect.stringMatching(
          /^Requests go through the proxy at 127\.0\.0\.1:\d+ \(from HTTPS_PROXY\)\. It accepted a connection/,
        ),
      });
      expect(check(r, 'service')).toMatchObject({
        status: 'ok',
        found: expect.stringMatching(/answered over TLS through the proxy at 127\.0\.0\.1:\d+ in/),
      });
      expect(proxy.tunnels).toEqual([target, target]); // the handshake probe, then the GET

      const port = (refusing.address() as AddressInfo).port;
      const refused = report(await doctor({ ...through, HTTPS_PROXY: `http://127.0.0.1:${port}` }));
      expect(check(refused, 'service')).toMatchObject({
        status: 'fail',
        found: `${new URL(f.sb.baseUrl).origin} cannot be reached through the proxy at 127.0.0.1:${port}. The proxy refused to connect to the service (403).`,
      });
    } finally {
      await proxy.close();
      await new Promise((resolve) => refusing.close(resolve));
    }
  });

  it('everything down (no bus, a dead proxy, a service that never answers) still answers within 10 s', async () => {
    await f.login();
    // A second account whose service accepts connections and then says nothing.
    silent = createServer((socket) => void held.add(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const silentPort = (silent.address() as AddressInfo).port;
    await new SettingsStore(f.config.dir).update((s) => {
      s.accounts.push({
        key: `https://127.0.0.1:${silentPort}|hang|hang@x.test`,
        label: 'Hanging',
        baseUrl: `https://127.0.0.1:${silentPort}/api/v1`,
        accountId: 'hang',
        email: 'hang@x.test',
        signedOutReason: null,
      });
    });
    const deadPort = new URL(f.sb.baseUrl).port;
    await f.sb.close(); // the first account's service is gone too
    const env = {
      ...noBus(),
      HTTPS_PROXY: `http://user:pw-not-shown@127.0.0.1:${deadPort}`,
      NO_PROXY: `127.0.0.1:${silentPort}`,
    };
    const run = await doctor(env);
    expect(run.code).toBe(1);
    expect(run.wallMs).toBeLessThan(10_000);
    const r = report(run);
    expect(check(r, 'proxy').found).toMatch(
      new RegExp(`\\. The proxy at 127\\.0\\.0\\.1:${deadPort} refused the connection\\.`),
    );
    const services = r.checks.filter((c) => c.id === 'service');
    expect(services.map((s) => s.status)).toEqual(['fail', 'fail']);
    expect(services.map((s) => s.found).join('\n')).toMatch(
      /through the proxy at 127\.0\.0\.1:\d+\. The proxy at 127\.0\.0\.1:\d+ refused the connection\./,
    );
    expect(services.map((s) => s.found).join('\n')).toMatch(
      /accepted the connection but no secure \(TLS\) answer came in time/,
    );
    expect(run.stdout).not.toContain('pw-not-shown');
    console.info(`doctor, all down: ${r.elapsedMs} ms in the checks, ${run.wallMs} ms for the process`);
    await f.reopenSandbox();
  });
});
