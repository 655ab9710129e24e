import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAST_USED_FILE } from '../../src/main/core/accounts/last-used';
import { KEEP_ALIVE_EVERY_MS } from '../../src/main/app/lifecycle/keep-alive-timer';
import { useShellFixture, useTrayHost } from './fixture';
import { settle, waitFor } from './load-app';

const fx = useShellFixture();
useTrayHost();
const CURL_UA = 'curl/8.5.0';
const DAY = 24 * 60 * 60 * 1000;

describe('the running app keeps idle accounts alive', () => {
  it('schedules the keep-alive: its timer gives an account idle 8 days one call with its own User-Agent', async () => {
    const app = await fx.start({ platform: 'linux' });
    // A second account, with a token pasted from curl (as the window's import form does).
    const user = fx.sb.users[1]!;
    const token = fx.sb.issueToken({ userAgent: CURL_UA, accountId: user.accountId, email: user.email });
    const imported = (await app.invoke('session:import-token', {
      baseUrl: fx.sb.baseUrl,
      accountId: user.accountId,
      email: user.email,
      token,
      userAgent: CURL_UA,
    })) as { ok: boolean; value: { key: string } };
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const other = imported.value;
    const { key: demo } = await fx.signIn(app);
    await settle(); // the sign-ins' own records of their use are written in the background
    await writeFile(
      join(fx.config.dir, LAST_USED_FILE),
      JSON.stringify({
        version: 1,
        accounts: {
          [demo]: { used: new Date().toISOString() },
          [other.key]: { used: new Date(Date.now() - 8 * DAY).toISOString() },
        },
      }),
    );
    const timers = app.intervalsOf(KEEP_ALIVE_EVERY_MS);
    expect(timers).toHaveLength(1);
    const before = fx.sb.log.length;
    const curl = () => fx.sb.log.slice(before).filter((e) => e.headers['user-agent'] === CURL_UA);
    timers[0]!.callback();
    await waitFor(() => curl().length === 1, 5000, 'the keep-alive call').catch((error: unknown) => {
      throw new Error(
        `${String(error)}; sent: ${fx.sb.log
          .slice(before)
          .map((e) => `${e.method} ${e.path} ${e.status}`)
          .join(', ')}`,
      );
    });
    expect(curl()[0]!.status).toBe(200);
    timers[0]!.callback(); // the next look the same day: nothing more
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(curl()).toHaveLength(1);
    const state = (await app.invoke('state:get')) as { accounts: { key: string; lastUsed: string | null }[] };
    const shown = state.accounts.find((a) => a.key === other.key)!.lastUsed;
    expect(Date.now() - Date.parse(shown!)).toBeLessThan(60_000);

    await app.quit();
    expect(app.intervalsOf(KEEP_ALIVE_EVERY_MS)).toEqual([]);
  });
});
