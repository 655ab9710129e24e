import { m } from '../i18n';

/**
 * The D-Bus session bus, asked through `dbus-send` (in the `dbus` package every Linux
 * desktop has): a D-Bus library would be a native or large dependency for the few
 * read-only questions the health checks ask. Each call is bounded and cancellable.
 */

/** Why the bus could not be asked at all (as opposed to a method returning an error). */
export class BusUnavailable extends Error {
  override readonly name = 'BusUnavailable';
  constructor(
    readonly reason: 'no-bus' | 'no-tool',
    message: string,
  ) {
    super(message);
  }
}

/** What to do when there is no session bus (the keychain and tray-host checks both say it). */
export const noBusFix = (): string => m.doctor_no_bus_fix();

export interface BusCall {
  dest: string;
  path: string;
  method: string;
  args?: string[];
}

/** One D-Bus method call; resolves with dbus-send's `--print-reply` text. */
export type SessionBus = (call: BusCall, signal: AbortSignal) => Promise<string>;

/** The real session bus of `env` (its DBUS_SESSION_BUS_ADDRESS). */
export function dbusSend(env: NodeJS.ProcessEnv = process.env, timeoutMs = 2500): SessionBus {
  return async (call, signal) => {
    // Loaded when the bus is asked (rarely: the doctor, an absent token): not at every CLI start.
    const { execFile } = process.getBuiltinModule('node:child_process');
    return new Promise((resolve, reject) => {
      const argv = [
        '--session',
        '--print-reply',
        `--reply-timeout=${timeoutMs}`,
        `--dest=${call.dest}`,
        call.path,
        call.method,
        ...(call.args ?? []),
      ];
      execFile('dbus-send', argv, { env, signal, timeout: timeoutMs + 500 }, (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return reject(new BusUnavailable('no-tool', m.doctor_bus_no_tool()));
        }
        const text = `${stderr}`.trim() || error.message;
        if (/Failed to open connection|Unable to autolaunch|Failed to connect to socket/i.test(text)) {
          const why = env.DBUS_SESSION_BUS_ADDRESS
            ? m.doctor_bus_address_dead({ error: firstLine(text) })
            : m.doctor_bus_address_unset();
          return reject(new BusUnavailable('no-bus', m.doctor_bus_none({ why })));
        }
        reject(new Error(firstLine(text)));
      });
    });
  };
}

const firstLine = (text: string): string =>
  text
    .split('\n')
    .find((l) => l.trim() !== '')
    ?.trim() ?? text;

/** A question to the bus itself (org.freedesktop.DBus), which knows who owns which name. */
const askBusDaemon = (
  bus: SessionBus,
  method: string,
  args: string[],
  signal: AbortSignal,
): Promise<string> =>
  bus(
    {
      dest: 'org.freedesktop.DBus',
      path: '/org/freedesktop/DBus',
      method: `org.freedesktop.DBus.${method}`,
      args,
    },
    signal,
  );

/** True when some program owns `name` now (asking never starts one). */
export async function nameHasOwner(bus: SessionBus, name: string, signal: AbortSignal): Promise<boolean> {
  const reply = await askBusDaemon(bus, 'NameHasOwner', [`string:${name}`], signal);
  return /boolean true/.test(reply);
}

/** True when the bus could start a program for `name` on demand (a .service file). */
export async function isActivatable(bus: SessionBus, name: string, signal: AbortSignal): Promise<boolean> {
  const reply = await askBusDaemon(bus, 'ListActivatableNames', [], signal);
  return reply.includes(`string "${name}"`);
}

/** The process id of the program that owns `name` now; null when the bus gives none. */
export async function nameOwnerPid(
  bus: SessionBus,
  name: string,
  signal: AbortSignal,
): Promise<number | null> {
  const reply = await askBusDaemon(bus, 'GetConnectionUnixProcessID', [`string:${name}`], signal);
  const pid = /uint32 (\d+)/.exec(reply)?.[1];
  return pid ? Number(pid) : null;
}

/** A property's value as dbus-send prints it (e.g. `boolean false`, `uint32 1`). */
export async function getProperty(
  bus: SessionBus,
  target: { dest: string; path: string; iface: string; name: string },
  signal: AbortSignal,
): Promise<string> {
  const reply = await bus(
    {
      dest: target.dest,
      path: target.path,
      method: 'org.freedesktop.DBus.Properties.Get',
      args: [`string:${target.iface}`, `string:${target.name}`],
    },
    signal,
  );
  return reply
    .replace(/^method return[^\n]*\n/, '')
    .replace(/\s+/g, ' ')
    .replace(/^ ?variant /, '')
    .trim();
}
