import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore } from '../../src/main/core/vault';
import { createHandlers, type IpcHandlers } from '../../src/main/app/ipc/handlers';
import { startSandbox, type Sandbox } from '../sandbox';

/**
 * The IPC handlers driving the real core against the real sandbox over TLS. The keychain is
 * the core's in-memory store here (the unit project has no Secret Service); the browser
 * tests run the same handlers with the real keychain.
 */
let sandbox: Sandbox;
let configDir: string;
let core: TimetrayCore;
let handlers: IpcHandlers;
let logged: string[];

beforeEach(async () => {
  sandbox = await startSandbox({ projects: 30 });
  configDir = await mkdtemp(join(tmpdir(), 'timetray-ipc-'));
  core = await TimetrayCore.open({ configDir, caFile: sandbox.caFile, secrets: new MemorySecretStore() });
  logged = [];
  handlers = createHandlers(core, { log: (line) => logged.push(line) });
});

afterEach(async () => {
  await core.close();
  await sandbox.close();
  await rm(configDir, { recursive: true, force: true });
});

const signIn = () => handlers['session:sign-in']({ ...sandbox.demo, baseUrl: sandbox.baseUrl });
const liveTokens = () => [...sandbox.state.tokens.keys()];

describe('IPC handlers over the real core', () => {
  it('signs in, lists the projects, and never hands the token to the renderer', async () => {
    const result = await signIn();
    expect(result).toMatchObject({
      ok: true,
      value: { email: sandbox.demo.email, signedIn: true, active: true },
    });
    const listed = await handlers['projects:list']();
    expect(listed.ok && listed.value.length).toBe(sandbox.state.projectsOf(sandbox.demo.accountId).length);
    const state = await handlers['state:get']();
    expect(state.session.status).toBe('signed_in');
    const everythingSent = JSON.stringify([result, listed, state]);
    expect(liveTokens()).toHaveLength(1);
    for (const token of liveTokens()) expect(everythingSent).not.toContain(token);
    expect(logged).toEqual([]);
  });

  it('maps a wrong password to "unauthorized" with a message and no password in it', async () => {
    const result = await handlers['session:sign-in']({
      ...sandbox.demo,
      password: 'wrong-pass-123',
      baseUrl: sandbox.baseUrl,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(JSON.stringify(result)).not.toContain('wrong-pass-123');
    expect((await handlers['state:get']()).session.status).toBe('signed_out');
  });

  it('renames a customer at the service and in the snapshot', async () => {
    await signIn();
    const project = sandbox.state.projectsOf(sandbox.demo.accountId).find((p) => p.customerId !== null);
    const customerId = project!.customerId!;
    const result = await handlers['customers:rename'](customerId, '  Nordlicht & Partner  ');
    expect(result).toEqual({ ok: true, value: { customerId, name: 'Nordlicht & Partner' } });
    expect(sandbox.state.customers.get(customerId)?.name).toBe('Nordlicht & Partner');
    const names = (await handlers['state:get']()).projects
      .filter((p) => p.customerId === customerId)
      .map((p) => p.customerName);
    expect(new Set(names)).toEqual(new Set(['Nordlicht & Partner']));
  });

  it('maps an unknown customer to "not_found"', async () => {
    await signIn();
    expect(await handlers['customers:rename'](987_654, 'Nobody')).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('answers "signed_out" once the service ended the session, and shows why', async () => {
    await signIn();
    sandbox.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(await handlers['projects:list']()).toMatchObject({ ok: false, error: { code: 'signed_out' } });
    const state = await handlers['state:get']();
    expect(state.session).toEqual({
      status: 'signed_out',
      reason: 'The service ended this session — sign in again.',
    });
  });

  it('signs out, revoking the token at the service', async () => {
    await signIn();
    expect(liveTokens()).toHaveLength(1);
    expect(await handlers['session:sign-out']()).toEqual({
      ok: true,
      value: { revoked: true, state: 'revoked' },
    });
    expect(liveTokens()).toEqual([]);
    expect((await handlers['state:get']()).session.status).toBe('signed_out');
  });

  it('refuses actions that need a session while signed out', async () => {
    expect(await handlers['projects:list']()).toMatchObject({ ok: false, error: { code: 'signed_out' } });
    expect(await handlers['customers:rename'](1, 'A')).toMatchObject({
      ok: false,
      error: { code: 'signed_out' },
    });
  });
});
