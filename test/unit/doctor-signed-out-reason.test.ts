import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { probeAccounts } from '../../src/main/core/doctor/accounts-check';
import { messagesIn, speak } from '../../src/main/core/i18n';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import { MemorySecretStore } from '../../src/main/core/vault/memory-store';
import { accountRecord } from '../support/settings-fixture';

describe("the health check's signed-out reason (issue #17)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'timetray-reason-'));
  afterEach(() => speak('en'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const probe = (signedOutReason: string) =>
    probeAccounts({
      accounts: [{ ...accountRecord('a', 'A'), signedOutReason }],
      activeKey: 'a',
      secrets: new MemorySecretStore(),
      cache: new ProjectCache(dir),
      keychainUsable: true,
    });

  it("re-words Timetray's own reason, saved in English, in the language spoken now", async () => {
    speak('pt-BR');
    const [account] = await probe(messagesIn('en').core_session_ended());
    expect(account!.signedOutReason).toBe(messagesIn('pt-BR').core_session_ended());
  });

  it('shows any other reason as it was stored', async () => {
    speak('pt-BR');
    const [account] = await probe('Revoked by the administrator.');
    expect(account!.signedOutReason).toBe('Revoked by the administrator.');
  });
});
