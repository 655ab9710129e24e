import { dbusSend, getProperty, type SessionBus } from '../doctor/session-bus';

/**
 * Whether the Secret Service's default collection (where keytar keeps tokens) is locked,
 * asked over D-Bus. keytar answers `null` both for "no such entry" and for an entry in a
 * locked collection, and deletes nothing there; only the collection's own `Locked`
 * property tells the two apart. One copy of the question, for the vault and the doctor.
 */
export type CollectionState = 'unlocked' | 'locked' | 'missing' | 'unknown';

/** The Secret Service's D-Bus name (gnome-keyring, KWallet, KeePassXC… own it). */
export const SECRETS = 'org.freedesktop.secrets';

/** The state of the collection behind the `default` alias; `unknown` when it cannot be told. */
export async function defaultCollectionState(bus: SessionBus, signal: AbortSignal): Promise<CollectionState> {
  const alias = await bus(
    {
      dest: SECRETS,
      path: '/org/freedesktop/secrets',
      method: 'org.freedesktop.Secret.Service.ReadAlias',
      args: ['string:default'],
    },
    signal,
  ).catch(() => '');
  const path = /object path "([^"]*)"/.exec(alias)?.[1];
  if (path === undefined) return 'unknown';
  if (path === '/') return 'missing';
  const locked = await getProperty(
    bus,
    { dest: SECRETS, path, iface: 'org.freedesktop.Secret.Collection', name: 'Locked' },
    signal,
  ).catch(() => '');
  if (locked === 'boolean true') return 'locked';
  return locked === 'boolean false' ? 'unlocked' : 'unknown';
}

/** How long the question may take: two short D-Bus calls on the local session bus. */
const ASK_MS = 3000;

/**
 * True only when the Secret Service says its default collection is locked now. Only Linux
 * has a Secret Service; elsewhere (and when the bus or dbus-send is missing) this is false,
 * which keeps keytar's own answer.
 */
export async function defaultCollectionLocked(
  platform: NodeJS.Platform = process.platform,
  bus: SessionBus = dbusSend(),
): Promise<boolean> {
  if (platform !== 'linux') return false;
  try {
    return (await defaultCollectionState(bus, AbortSignal.timeout(ASK_MS))) === 'locked';
  } catch {
    return false;
  }
}
