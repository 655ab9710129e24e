import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { argumentSchemas } from '../../src/main/app/ipc/validation';
import { BRIDGE_METHODS, type IpcChannel, type TimetrayBridge } from '../../src/shared/ipc';
import { bridgeMismatches, fakeElectron } from '../support/preload-probe';

/**
 * `BRIDGE_METHODS` is the one place a renderer method meets its channel: the preload, the
 * browser harness and `TimetrayBridge` are made from it. These fail when it and the contract
 * (`IpcContract`, and at run time the argument schemas keyed by it) or the preload disagree.
 */

type TableChannel = (typeof BRIDGE_METHODS)[keyof typeof BRIDGE_METHODS];

describe('the bridge method table', () => {
  it('names every channel of the contract once, but state:get (getState answers it early)', () => {
    // The compiler's view: the contract's channels the table leaves out are state:get alone.
    expectTypeOf<Exclude<IpcChannel, TableChannel>>().toEqualTypeOf<'state:get'>();
    // At run time (the schemas main checks every call with are keyed by the contract).
    const contract = Object.keys(argumentSchemas).filter((channel) => channel !== 'state:get');
    const table = Object.values(BRIDGE_METHODS);
    expect([...table].sort()).toEqual(contract.sort());
    expect(new Set(table).size).toBe(table.length);
  });

  it("types each method with its channel's arguments and answer, Promise-wrapped", () => {
    expectTypeOf<TimetrayBridge['renameCustomer']>().parameters.toEqualTypeOf<[number, string]>();
    expectTypeOf<TimetrayBridge['firstScreenPainted']>().returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf<ReturnType<TimetrayBridge['setPinned']>>().resolves.toHaveProperty('ok');
  });

  it('is what the preload exposes: each method sends its own channel, the state is asked for at load', async () => {
    const probe = fakeElectron();
    vi.doMock('electron', () => probe.electron);
    await import('../../src/preload/index');
    expect(await bridgeMismatches(probe)).toEqual([]);
  });
});
