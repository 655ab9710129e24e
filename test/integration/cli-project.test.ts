import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notCached } from '../../src/main/cli/project-command';
import { m } from '../../src/main/core/i18n';
import { json, useCliFixture } from '../support/cli-fixture';
import { runCli } from '../support/run-cli';

/** `timetray project ID`: the built CLI as a child process against the sandbox and the real keychain. */
const f = useCliFixture();

const stored = () => f.sb.state.projectsOf(f.sb.demo.accountId);
const withTotals = () => stored().find((p) => p.timeTotalSeconds > 3600 && p.customerId !== null)!;

describe('timetray project ID', () => {
  it('shows one project with the totals the list lacks: as JSON, for people, and as Markdown', async () => {
    expect((await f.login()).code).toBe(0);
    const target = withTotals();

    const run = await f.cli(['project', String(target.id), '--json']);
    expect(run.code).toBe(0);
    const body = json(run) as { fromCache: boolean; fetchedAt: string; project: Record<string, unknown> };
    expect(body.fromCache).toBe(false);
    expect(Number.isNaN(Date.parse(body.fetchedAt))).toBe(false);
    expect(body.project).toMatchObject({
      id: target.id,
      name: target.name,
      timeTotalSeconds: target.timeTotalSeconds,
      totalMembers: target.totalMembers,
      totalActiveTasks: target.totalActiveTasks,
    });

    const human = await f.cli(['project', String(target.id)]);
    expect(human.code).toBe(0);
    const hours = Math.floor(target.timeTotalSeconds / 3600);
    const minutes = Math.floor((target.timeTotalSeconds % 3600) / 60);
    expect(human.stdout).toContain(`(#${target.id})`);
    expect(human.stdout).toMatch(new RegExp(`Hours\\s+${hours.toLocaleString()} h ${minutes} min`));
    expect(human.stdout).toMatch(/Open tasks\s+\d+/);
    expect(human.stdout).toMatch(/^Fetched .+\.$/m);

    const markdown = await f.cli(['project', String(target.id), '--markdown']);
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).toContain(`(#${target.id})`);
    expect(markdown.stdout).toMatch(/^- Customer: /m);
    expect(markdown.stdout).toContain(`- Hours: ${hours.toLocaleString()} h ${minutes} min`);
    expect(markdown.stdout).toMatch(/^_as of [A-Z][a-z]{2} \d{1,2}, \d{4}, .+_$/m); // with its date: read on another day

    // Looking a project up from a terminal does not fill the app's Recent list.
    const settings = JSON.parse(await readFile(join(f.config.dir, 'settings.json'), 'utf8')) as {
      accounts: Array<{ recent?: number[] }>;
    };
    expect(settings.accounts[0]?.recent ?? []).toEqual([]);
  });

  it('--cached shows the details last fetched, without the network; none cached is a failure', async () => {
    expect((await f.login()).code).toBe(0);
    const [fetched, never] = stored();
    expect((await f.cli(['project', String(fetched!.id)])).code).toBe(0);
    await f.sb.close(); // offline from here
    const cached = await f.cli(['project', String(fetched!.id), '--cached', '--json']);
    expect(cached.code).toBe(0);
    expect(json(cached)).toMatchObject({ fromCache: true, project: { id: fetched!.id } });
    const none = await f.cli(['project', String(never!.id), '--cached']);
    expect(none.code).toBe(1);
    // The command to run names this project, not a placeholder.
    expect(none.stderr).toContain(`\`timetray project ${never!.id}\` fetches them`);
    expect(none.stderr).toContain(notCached(never!.id));
    // With --json, that failure is the JSON error every failure is, and nothing on stdout.
    const noneJson = await f.cli(['project', String(never!.id), '--cached', '--json']);
    expect({ code: noneJson.code, stdout: noneJson.stdout }).toEqual({ code: 1, stdout: '' });
    expect(JSON.parse(noneJson.stderr)).toEqual({
      error: { code: 'not_found', message: notCached(never!.id) },
    });
    await f.reopenSandbox(); // for the fixture's cleanup
  });

  it('a customer renamed since is renamed in the saved details too', async () => {
    expect((await f.login()).code).toBe(0);
    const target = withTotals();
    expect((await f.cli(['project', String(target.id)])).code).toBe(0);
    const renamed = await f.cli(['rename-customer', String(target.customerId), 'Acme Brasil Ltda']);
    expect(renamed.code).toBe(0);
    const saved = json(await f.cli(['project', String(target.id), '--cached', '--json'])) as {
      project: { customerName: string };
    };
    expect(saved.project.customerName).toBe('Acme Brasil Ltda');
    expect((await f.cli(['project', String(target.id), '--cached'])).stdout).toContain('Acme Brasil Ltda');
  });

  it('renaming a customer the account does not have says so in our words, in both languages', async () => {
    expect((await f.login()).code).toBe(0);
    const run = await f.cli(['rename-customer', '999', 'X', '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr)).toEqual({
      error: {
        code: 'not_found',
        message: 'There is no customer 999 in this account — `timetray projects` shows each customer’s id.',
      },
    });
    const pt = await runCli(['rename-customer', '999', 'X'], { env: { ...f.env(), LANG: 'pt_BR.UTF-8' } });
    expect(pt.stderr).toBe(
      'timetray: Não há cliente 999 nesta conta — `timetray projects` mostra o ID de cada cliente.\n',
    );
  });

  it('exits 1 when the service no longer has the project, and drops it from the cached list', async () => {
    expect((await f.login()).code).toBe(0);
    const gone = stored()[3]!;
    f.sb.state.projects.delete(gone.id);
    const run = await f.cli(['project', String(gone.id), '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr)).toEqual({ error: { code: 'not_found', message: m.core_project_gone() } });
    const list = json(await f.cli(['projects', '--cached', '--json'])) as { projects: Array<{ id: number }> };
    expect(list.projects.map((p) => p.id)).not.toContain(gone.id);
    expect(list.projects).toHaveLength(23);
  });

  it('takes an id as the list writes it, "#13" (quoted: unquoted, the shell drops it as a comment)', async () => {
    expect((await f.login()).code).toBe(0);
    const target = stored()[2]!;
    const plain = await f.cli(['project', String(target.id), '--json']);
    const marked = await f.cli(['project', `#${target.id}`, '--json']);
    expect(marked.code).toBe(0);
    expect((json(marked) as { project: { id: number } }).project.id).toBe(target.id);
    expect((json(marked) as { project: unknown }).project).toEqual(
      (json(plain) as { project: unknown }).project,
    );
    expect((await f.cli(['projects'])).code).toBe(0); // pins name projects of the saved list
    expect((await f.cli(['pin', `#${target.id}`])).stdout).toBe(`Pinned “${target.name}” (#${target.id}).\n`);
  });

  it('exits 2 for an id that is not one, or both output formats', async () => {
    expect((await f.login()).code).toBe(0);
    for (const id of ['abc', '0', '-4', '1.5', '1e3', '0x1F', '99999999999999999999']) {
      const run = await f.cli(['project', id]);
      expect(run.code, id).toBe(2);
      // "-4" reads as an unknown option: a usage error too, in other words.
      if (!id.startsWith('-')) expect(run.stderr).toMatch(/project id/);
      if (id.length > 16) expect(run.stderr).toMatch(/too large/);
    }
    for (const id of ['#', '##3', '#abc']) expect((await f.cli(['project', id])).code, id).toBe(2);
    expect((await f.cli(['project', '1', '--markdown', '--json'])).code).toBe(2);
    expect((await f.cli(['project'])).code).toBe(2);
    expect(f.sb.log.filter((e) => /\/projects\/.+/.test(e.path))).toEqual([]);
  });

  it('exits 3 when signed out and 4 when the service cannot be reached', async () => {
    const none = await f.cli(['project', '1']);
    expect(none.code).toBe(3);
    expect((await f.login()).code).toBe(0);
    await f.sb.close();
    const offline = await f.cli(['project', '1', '--json']);
    expect(offline.code).toBe(4);
    expect(JSON.parse(offline.stderr).error.code).toBe('network');
    await f.reopenSandbox();
    expect((await f.cli(['logout'])).code).toBe(0);
    expect((await f.cli(['project', '1'])).code).toBe(3);
  });
});

describe('timetray projects WORDS', () => {
  it('lists only the projects every word finds, as the window searches: name or customer, accents aside, #id', async () => {
    expect((await f.login()).code).toBe(0);
    const customerOf = (p: { customerId: number | null }) => f.sb.state.customerName(p.customerId) ?? '';
    // One whose customer's name has an accent: "Hôtel Étoile" is found by "hotel etoile".
    const target = stored().find((p) => p.active && /\s/.test(p.name) && /[À-ÿ]/.test(customerOf(p)))!;
    const customer = customerOf(target);
    const [first] = target.name.split(/\s/);
    const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const run = await f.cli(['projects', '--cached', plain(first!), plain(customer)]);
    expect(run.code).toBe(0);
    const listed = [...run.stdout.matchAll(/^ {2}#(\d+)/gm)].map((m) => Number(m[1]));
    const expected = stored().filter(
      (p) =>
        p.active &&
        plain(`${p.name} ${customerOf(p)}`).includes(plain(first!)) &&
        plain(`${p.name} ${customerOf(p)}`).includes(plain(customer)),
    );
    expect(listed.sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
    expect(run.stdout).toMatch(
      new RegExp(`^${expected.length} projects? · matching “${plain(first!)} ${plain(customer)}” · `, 'm'),
    );

    const byId = json(await f.cli(['projects', '--cached', `#${target.id}`, '--json'])) as {
      search: string;
      projects: { id: number }[];
    };
    expect(byId.search).toBe(`#${target.id}`);
    expect(byId.projects.map((p) => p.id)).toEqual([target.id]);

    const none = await runCli(['projects', '--cached', 'zzzz'], { env: { ...f.env(), LANG: 'pt_BR.UTF-8' } });
    expect(none.code).toBe(0);
    expect(none.stdout).toMatch(/^Nenhum projeto com “zzzz” · lista em cache, salva /);
    expect(json(await f.cli(['projects', '--cached', '--json'])).search).toBeNull();
  });
});
