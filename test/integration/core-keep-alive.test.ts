import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { LAST_USED_FILE } from '../../src/main/core/accounts/last-used';
import { PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { sessionEnded, TimetrayCore } from '../../src/main/core/timetray-core';
import { useCoreFixture } from '../support/core-fixture';

/**
 * Idle accounts: the sandbox destroys a token unused for 30 days by its clock, and the
 * core runs on that same clock, so weeks pass in a moment. Demo (active) signs in with
 * Timetray's User-Agent; the second user's token is pasted with a curl User-Agent, so a
 * call with any other User-Agent would destroy it.
 */
const fx = useCoreFixture();
const DAY = 24 * 60 * 60 * 1000;
const CURL_UA = 'curl/8.5.0';

const open = async (): Promise<TimetrayCore> => {
  const core = await TimetrayCore.open({
    configDir: fx.config.dir,
    caFile: fx.sb.caFile,
    now: fx.sb.clock.now,
  });
  fx.cores.push(core);
  return core;
};

/** Signs in both users; the second (pasted token, curl User-Agent) is left idle. Returns its key. */
async function twoAccounts(core: TimetrayCore): Promise<{ demo: string; idle: string }> {
  const other = fx.sb.users[1]!;
  const token = fx.sb.issueToken({ userAgent: CURL_UA, accountId: other.accountId, email: other.email });
  fx.remember(token);
  const idle = await core.importToken({
    baseUrl: fx.sb.baseUrl,
    accountId: other.accountId,
    email: other.email,
    token,
    userAgent: CURL_UA,
  });
  const demo = await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
  await core.close(); // its last-used writes are on disk
  return { demo: demo.key, idle: idle.key };
}

/** The idle user's authenticated requests since the log was cleared. */
const callsOf = (email: string) =>
  fx.sb.log.filter((e) => !e.path.endsWith('/auth') && fx.sb.state.tokens.get(bearer(e))?.email === email);
const bearer = (entry: { headers: Record<string, string | undefined> }) =>
  (entry.headers['authorization'] ?? '').replace(/^Bearer\s+/i, '');
const requestsAfter = (since: number) => fx.sb.log.slice(since).filter((e) => !e.path.endsWith('/auth'));

let core: TimetrayCore;
let keys: { demo: string; idle: string };
beforeEach(async () => {
  keys = await twoAccounts(await open());
  core = await open();
});

describe('keep-alive of idle accounts (sandbox clock)', () => {
  it('gives an account idle 8 days exactly one call, with its own User-Agent, and records the use', async () => {
    fx.sb.clock.advance(8 * DAY);
    const since = fx.sb.log.length;
    const outcomes = await core.keepAliveDue();
    expect(outcomes.get(keys.idle)).toBe('used');
    const sent = requestsAfter(since);
    const other = fx.sb.users[1]!;
    const toIdle = sent.filter((e) => fx.sb.state.tokens.get(bearer(e))?.email === other.email);
    expect(toIdle).toHaveLength(1);
    expect(toIdle[0]!.headers['user-agent']).toBe(CURL_UA);
    expect(sent.filter((e) => e.headers['user-agent'] === PRODUCT_USER_AGENT)).toHaveLength(1); // demo, idle too
    const summary = core.snapshot().accounts.find((a) => a.key === keys.idle)!;
    expect(fx.sb.clock.now() - Date.parse(summary.lastUsed!)).toBeLessThan(5000); // now, by the sandbox clock

    // Again the same day, and from another process: nothing more.
    await core.keepAliveDue();
    const second = await open();
    await second.keepAliveDue();
    expect(requestsAfter(since)).toHaveLength(2);
  });

  it('keeps a never-active account alive past day 40, at most one call a day', async () => {
    const perDay: number[] = [];
    for (let day = 1; day <= 40; day += 1) {
      fx.sb.clock.advance(DAY);
      const since = fx.sb.log.length;
      await core.keepAliveDue();
      await core.keepAliveDue(); // a second tick the same day
      perDay.push(callsOf(fx.sb.users[1]!.email).filter((e) => fx.sb.log.indexOf(e) >= since).length);
    }
    expect(Math.max(...perDay)).toBe(1);
    expect(perDay.filter((n) => n === 1).length).toBeGreaterThanOrEqual(5); // days 7, 14, 21, 28, 35
    expect(core.snapshot().accounts.find((a) => a.key === keys.idle)?.signedIn).toBe(true);
    // The token works at day 40: switching to it and refreshing lists its projects.
    await core.useAccount(keys.idle);
    await expect(core.refreshProjects()).resolves.not.toHaveLength(0);
  });

  it('without the keep-alive the idle token is dead after 31 days (what the call prevents)', async () => {
    fx.sb.clock.advance(31 * DAY);
    await core.useAccount(keys.idle);
    await expect(core.refreshProjects()).rejects.toThrow(sessionEnded());
  });

  it('retries a failed call the next day, never the same day', async () => {
    fx.sb.clock.advance(8 * DAY);
    fx.sb.faults.add({ path: '/projects', fault: { kind: 'status', status: 500 }, times: 2 });
    const since = fx.sb.log.length;
    const first = await core.keepAliveDue();
    expect([...first.values()]).toEqual(['failed', 'failed']);
    await core.keepAliveDue();
    await (await open()).keepAliveDue();
    expect(requestsAfter(since)).toHaveLength(2);
    fx.sb.clock.advance(DAY);
    const next = await core.keepAliveDue();
    expect([...next.values()]).toEqual(['used', 'used']);
    expect(requestsAfter(since)).toHaveLength(4);
  });

  it('never calls for a signed-out account', async () => {
    await core.signOut(keys.idle);
    fx.sb.clock.advance(8 * DAY);
    const since = fx.sb.log.length;
    const outcomes = await core.keepAliveDue();
    expect(outcomes.has(keys.idle)).toBe(false);
    expect(requestsAfter(since).every((e) => e.headers['user-agent'] !== CURL_UA)).toBe(true);
  });

  it('a 401 ends the session as usual: signed out with the reason, token dropped', async () => {
    fx.sb.clock.advance(8 * DAY);
    for (const [token, t] of fx.sb.state.tokens)
      if (t.userAgent === CURL_UA) fx.sb.state.tokens.delete(token);
    const outcomes = await core.keepAliveDue();
    expect(outcomes.get(keys.idle)).toBe('signed-out');
    expect(core.snapshot().accounts.find((a) => a.key === keys.idle)?.signedIn).toBe(false);
    expect(await fx.keychain.get(keys.idle)).toBeNull();
    const settings = JSON.parse(await readFile(join(fx.config.dir, 'settings.json'), 'utf8'));
    expect(settings.accounts.find((a: { key: string }) => a.key === keys.idle).signedOutReason).toBe(
      sessionEnded(),
    );
  });

  it('does not trust a last use dated in the future (clock changed): the account is used again', async () => {
    const file = join(fx.config.dir, LAST_USED_FILE);
    const future = new Date(fx.sb.clock.now() + 365 * DAY).toISOString();
    const record = JSON.parse(await readFile(file, 'utf8'));
    for (const key of Object.keys(record.accounts)) record.accounts[key] = { used: future, tried: future };
    await writeFile(file, JSON.stringify(record));
    fx.sb.clock.advance(2 * DAY);
    const fresh = await open();
    expect(fresh.snapshot().accounts.map((a) => a.lastUsed)).toEqual([null, null]);
    const outcomes = await fresh.keepAliveDue();
    expect([...outcomes.values()]).toEqual(['used', 'used']);
    const after = JSON.parse(await readFile(file, 'utf8'));
    expect(fx.sb.clock.now() - Date.parse(after.accounts[keys.idle].used)).toBeLessThan(5000);
  });
});
