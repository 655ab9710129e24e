import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppSnapshot } from '../../src/shared/types';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore } from '../../src/main/core/vault';
import { startingCore, type UnforwardableMembers } from '../../src/main/app/lifecycle/starting-core';

/** What the tray and the window say until the core is open (English: no system language says otherwise). */
const STARTING_REASON = 'Starting — reading your accounts and the keychain…';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A real core over a temp folder and an in-memory keychain, released when we say so. */
async function heldOpen(): Promise<{ release: () => void; opening: Promise<TimetrayCore> }> {
  const dir = await mkdtemp(join(tmpdir(), 'timetray-starting-'));
  dirs.push(dir);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const opening = gate.then(() => TimetrayCore.open({ configDir: dir, secrets: new MemorySecretStore() }));
  return { release, opening };
}

describe('startingCore', () => {
  it('answers with a "starting" snapshot at once, while the keychain has not answered', async () => {
    const { opening, release } = await heldOpen();
    const core = startingCore(opening);
    expect(core.snapshot().session).toEqual({ status: 'signed_out', reason: STARTING_REASON });
    expect(core.snapshot().refreshing).toBe(true);
    release();
    await opening;
    expect(core.snapshot().session).toEqual({ status: 'signed_out', reason: null });
    await core.close();
  });

  it('tells early listeners the real snapshot once the core is open, and not after unsubscribing', async () => {
    const { opening, release } = await heldOpen();
    const core = startingCore(opening);
    const seen: AppSnapshot[] = [];
    const gone: AppSnapshot[] = [];
    core.onChange((snapshot) => seen.push(snapshot));
    core.onChange((snapshot) => gone.push(snapshot))();
    release();
    await opening;
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.map((s) => s.refreshing)).toEqual([false]);
    expect(gone).toEqual([]);
    await core.close();
  });

  it('runs calls made while starting once the core is open', async () => {
    const { opening, release } = await heldOpen();
    const core = startingCore(opening);
    const reloaded = core.reload();
    release();
    await expect(reloaded).resolves.toBeUndefined();
    await core.close();
  });

  it('wantTotals made while starting reaches the open core, and a failed open leaves no unhandled rejection', async () => {
    const { opening, release } = await heldOpen();
    const asked: (readonly number[])[] = [];
    const spied = opening.then((real) => {
      real.wantTotals = async (ids) => void asked.push(ids);
      return real;
    });
    const core = startingCore(spied);
    const early = core.wantTotals([1, 2]); // the window's first rows, before the core is open
    release();
    await early;
    core.wantTotals([3]); // not waited for, as the IPC handler does not
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toEqual([[1, 2], [3]]);
    await core.close();

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      startingCore(Promise.reject(new Error('boom'))).wantTotals([1]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });

  it('fails calls when opening failed, without an unhandled rejection', async () => {
    const core = startingCore(Promise.reject(new Error('boom')));
    await expect(core.reload()).rejects.toThrow('boom');
    expect(core.snapshot().session.status).toBe('signed_out');
  });
});

describe('startingCore and the core’s methods', () => {
  it('every core method but snapshot and onChange returns a promise, so waiting for the core is invisible to callers', () => {
    // tsc refuses a synchronous one (see `_everyMethodForwards` in starting-core.ts); this is the same at run time.
    const names = Object.getOwnPropertyNames(TimetrayCore.prototype).filter(
      (name) => name !== 'constructor' && typeof Reflect.get(TimetrayCore.prototype, name) === 'function',
    );
    // `reload` is not declared async but returns the queued reload's promise.
    const returnsPromise = (name: string): boolean =>
      name === 'reload' || String(Reflect.get(TimetrayCore.prototype, name)).startsWith('async ');
    const synchronous = names.filter((name) => !returnsPromise(name));
    expect(synchronous.sort()).toEqual(['onChange', 'snapshot']);
  });

  it('the compile-time guard names a synchronous method (or a field) the stand-in could not forward', () => {
    interface Core {
      snapshot(): number;
      onChange(listener: () => void): () => void;
      reload(): Promise<void>;
      wantTotals(ids: number[]): void;
      count: number;
    }
    const caught: UnforwardableMembers<Core>[] = ['wantTotals', 'count'];
    // @ts-expect-error `reload` returns a promise: it forwards.
    const forwards: UnforwardableMembers<Core> = 'reload';
    // @ts-expect-error the state interface is answered by the stand-in itself.
    const answered: UnforwardableMembers<Core> = 'snapshot';
    expect([caught, forwards, answered]).toHaveLength(3);
  });
});
