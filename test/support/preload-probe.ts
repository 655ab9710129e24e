import { BRIDGE_METHODS, type IpcChannel } from '../../src/shared/ipc';

/** One `ipcRenderer.invoke` the preload made. */
export interface SentCall {
  channel: IpcChannel;
  args: unknown[];
}

/** What a preload did when run over {@link fakeElectron}: what it exposed and what it sent. */
export interface PreloadProbe {
  /** The objects handed to `contextBridge.exposeInMainWorld`, by name. */
  exposed: Map<string, Record<string, unknown>>;
  sent: SentCall[];
  /** DOUBLE of the `electron` module a sandboxed preload may require. */
  electron: Record<string, unknown>;
}

/**
 * A DOUBLE of what a preload may require (`electron`'s contextBridge and ipcRenderer) that
 * records what it is given. Every invoke answers `{ answer: <channel> }`.
 */
export function fakeElectron(): PreloadProbe {
  const exposed = new Map<string, Record<string, unknown>>();
  const sent: SentCall[] = [];
  const electron = {
    contextBridge: {
      exposeInMainWorld: (name: string, api: Record<string, unknown>) => void exposed.set(name, api),
    },
    ipcRenderer: {
      invoke: (channel: IpcChannel, ...args: unknown[]) => {
        sent.push({ channel, args });
        return Promise.resolve({ answer: channel });
      },
      on: () => undefined,
    },
  };
  return { exposed, sent, electron };
}

/** The members `window.timetray` must have: the table's methods, plus the three it cannot list. */
export const EXPECTED_BRIDGE_MEMBERS = [
  'getState',
  'onIntent',
  'onState',
  ...Object.keys(BRIDGE_METHODS),
].sort();

/**
 * Checks what a preload run over {@link fakeElectron} did, as the page would see it: exactly
 * the expected members; each table method sends its own channel with the arguments given;
 * `state:get` asked once at load, and the first `getState()` answers from that request.
 * Returns what disagrees (empty when all agrees), so a test shows every mismatch at once.
 */
export async function bridgeMismatches(probe: PreloadProbe): Promise<string[]> {
  const problems: string[] = [];
  const bridge = probe.exposed.get('timetray');
  if (!bridge) return ['nothing was exposed as window.timetray'];
  const members = Object.keys(bridge).sort();
  if (members.join() !== EXPECTED_BRIDGE_MEMBERS.join()) {
    problems.push(`members ${members.join(', ')} are not ${EXPECTED_BRIDGE_MEMBERS.join(', ')}`);
  }
  if (probe.sent.map((call) => call.channel).join() !== 'state:get') {
    problems.push(
      `at load it sent ${probe.sent.map((call) => call.channel).join(', ') || 'nothing'}, not state:get`,
    );
  }
  const getState = bridge['getState'] as () => Promise<unknown>;
  const early = await getState();
  if (probe.sent.length !== 1 || JSON.stringify(early) !== '{"answer":"state:get"}') {
    problems.push('the first getState() did not answer from the request made at load');
  }
  await getState();
  if (probe.sent.length !== 2) problems.push('a second getState() did not ask main again');
  for (const [method, channel] of Object.entries(BRIDGE_METHODS)) {
    const call = bridge[method];
    if (typeof call !== 'function') continue; // reported above
    probe.sent.length = 0;
    const answer = await (call as (...args: unknown[]) => Promise<unknown>)(7, 'x');
    const got = probe.sent.map((sent) => `${sent.channel}(${JSON.stringify(sent.args)})`).join(', ');
    if (got !== `${channel}([7,"x"])`)
      problems.push(`${method}(7, 'x') sent ${got || 'nothing'}, not ${channel}`);
    if (JSON.stringify(answer) !== JSON.stringify({ answer: channel }))
      problems.push(`${method} lost its answer`);
  }
  return problems;
}
