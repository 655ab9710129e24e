import { describe, expect, it } from 'vitest';
import { json, useCliFixture } from '../support/cli-fixture';
import { runCli, type CliRun } from '../support/run-cli';

/**
 * Issue #17 for the CLI: `timetray` speaks Brazilian Portuguese and English. The `language`
 * setting wins; `auto` follows LC_ALL, LC_MESSAGES, LANG. Only the words change: `--json`
 * keys, `code`s and exit codes are the same in both. The built CLI as a child process
 * against the sandbox.
 */
const f = useCliFixture();

type Language = 'en' | 'pt';
/** The environment that asks for each language (with the `language` setting at `auto`). */
const LANGS: Record<Language, Record<string, string>> = {
  en: { LANG: 'en_US.UTF-8' },
  pt: { LANG: 'pt_BR.UTF-8' },
};
const cliIn = (language: Language, args: string[], input?: string): Promise<CliRun> =>
  runCli(args, { env: { ...f.env(), ...LANGS[language] }, ...(input === undefined ? {} : { input }) });

const stored = () => f.sb.state.projectsOf(f.sb.demo.accountId);
const passwordLogin = (language: Language, password: string, extra: string[] = []) =>
  cliIn(
    language,
    ['login', ...f.loginArgs(), '--password-stdin', '--ca-file', f.sb.caFile, ...extra],
    `${password}\n`,
  );

/** The shape of a JSON value: its keys (recursively; arrays by the union of their items), no values. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) {
    const merged: Record<string, unknown> = {};
    for (const item of value) Object.assign(merged, shape(item) as object);
    return value.length === 0 ? [] : [merged];
  }
  if (value === null || typeof value !== 'object') return typeof value === 'object' ? 'null' : typeof value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, shape((value as Record<string, unknown>)[key])]),
  );
}

/** Every `code` value in a JSON document (they are never translated). */
const codes = (text: string): string[] => [...text.matchAll(/"code":\s*"([^"]+)"/g)].map((m) => m[1]!);

describe('help in both languages', () => {
  it('--help: the overview in English and in Portuguese, the same commands and options', async () => {
    const [en, pt] = [await cliIn('en', ['--help']), await cliIn('pt', ['--help'])];
    expect([en.code, pt.code]).toEqual([0, 0]);
    expect(en.stdout).toMatch(/^timetray — your Rabbiit projects/);
    expect(en.stdout).toContain('\nCommands:\n');
    expect(pt.stdout).toMatch(/^timetray — seus projetos/);
    expect(pt.stdout).toContain('\nComandos:\n');
    expect(pt.stdout).toContain('\nOpções globais:\n');
    expect(pt.stdout).toContain('Códigos de saída:');
    for (const english of [
      'Commands:',
      'Global options:',
      'Exit codes:',
      'Sign in and make the account active.',
    ])
      expect(pt.stdout).not.toContain(english);
    // Command and option names are never translated.
    const names = (text: string) => [...text.matchAll(/^ {2}([a-z-]+)\b/gm)].map((m) => m[1]);
    expect(names(pt.stdout)).toEqual(names(en.stdout));
    const flags = (text: string) => [...new Set(text.match(/--[a-z-]+/g))].sort();
    expect(flags(pt.stdout)).toEqual(flags(en.stdout));
    // The --json reference: the same keys and codes, the words around them in Portuguese.
    const quoted = (text: string) => text.slice(text.indexOf('  Account  =')).match(/"[^"]*"/g);
    expect(quoted(pt.stdout)).toEqual(quoted(en.stdout));
    expect(pt.stdout).toContain('signedIn=null: desconhecido, o chaveiro não pôde ser consultado');
  });

  it("login --help: that command's help alone, in Portuguese", async () => {
    const [en, pt] = [await cliIn('en', ['login', '--help']), await cliIn('pt', ['login', '--help'])];
    expect(en.stdout).toMatch(
      /^Usage: timetray login \[options\]\n\nSign in and make the account active\.\n/,
    );
    expect(pt.stdout).toMatch(/^Uso: timetray login \[opções\]\n\nEntra e torna a conta ativa\.\n/);
    expect(pt.stdout).toContain('\nOpções:\n  --base-url URL   endereço do serviço');
    expect(pt.stdout).toContain('  --password-stdin lê a senha da entrada padrão');
    // The same options, and nothing else (the other commands' help is not there).
    const options = (text: string) => text.match(/^ {2}-[-\w]*(, --\w+)?/gm);
    expect(options(pt.stdout)).toEqual(options(en.stdout));
    expect(pt.stdout).not.toContain('logout');
  });

  it('the names of what a user types are in Portuguese too (remove CONTA), in help and in usage errors', async () => {
    const [en, pt] = [await cliIn('en', ['--help']), await cliIn('pt', ['--help'])];
    for (const line of [
      '  remove ACCOUNT ',
      '  use ACCOUNT ',
      'rename-customer ID NAME',
      '--label TEXT ',
      '--ca-file FILE',
    ])
      expect(en.stdout).toContain(line);
    for (const line of [
      '  remove CONTA ',
      '  use CONTA ',
      'rename-customer ID NOME',
      '--label TEXTO ',
      '--ca-file ARQUIVO',
    ])
      expect(pt.stdout).toContain(line);
    expect(pt.stdout).toContain('config [get CHAVE | set CHAVE VALOR]');
    expect(pt.stdout).not.toMatch(/\b(ACCOUNT|KEY|VALUE|NAME|TEXT|FILE)\b/);
    // A flag too long for its column has its words on the next line, aligned with the others.
    expect(pt.stdout).toContain('\n  --ca-file ARQUIVO\n                   confia também');
    const usage = await cliIn('pt', ['use']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe(
      'timetray: Uso: timetray use CONTA — esperava 1 argumento, recebeu 0. Veja `timetray use --help`.\n',
    );
  });
});

describe('usage errors in both languages', () => {
  it('a mistyped command gets the suggestion in the language spoken; exit 2 and code bad_input in both', async () => {
    const [en, pt] = [await cliIn('en', ['proyects']), await cliIn('pt', ['proyects'])];
    expect([en.code, pt.code]).toEqual([2, 2]);
    expect(en.stderr).toBe(
      'timetray: Unknown command "proyects". Did you mean `projects`? See `timetray --help`.\n',
    );
    expect(pt.stderr).toBe(
      'timetray: Comando desconhecido “proyects”. Você quis dizer `projects`? Veja `timetray --help`.\n',
    );
    const [enJson, ptJson] = [
      await cliIn('en', ['projects', '--jsn', '--json']),
      await cliIn('pt', ['projects', '--jsn', '--json']),
    ];
    expect(JSON.parse(ptJson.stderr)).toEqual({ error: { code: 'bad_input', message: expect.any(String) } });
    expect(shape(JSON.parse(ptJson.stderr))).toEqual(shape(JSON.parse(enJson.stderr)));
    expect((JSON.parse(ptJson.stderr) as { error: { message: string } }).error.message).toMatch(
      /^Opção desconhecida --jsn para `timetray projects`\. Você quis dizer --json\?/,
    );
  });

  it('a command that takes no arguments says so, naming what was given (not "expected 0 arguments")', async () => {
    const [en, pt] = [await cliIn('en', ['status', 'extra']), await cliIn('pt', ['accounts', 'x', 'y z'])];
    expect([en.code, pt.code]).toEqual([2, 2]);
    expect(en.stderr).toBe(
      'timetray: Usage: timetray status — it takes no arguments (given: extra). See `timetray status --help`.\n',
    );
    expect(pt.stderr).toBe(
      'timetray: Uso: timetray accounts — não recebe argumentos (recebeu: x "y z"). Veja `timetray accounts --help`.\n',
    );
  });

  it('a name with spaces: the quoting hint in Portuguese', async () => {
    const pt = await cliIn('pt', ['rename-customer', '101', 'Acme', 'Brasil', 'Ltda']);
    expect(pt.code).toBe(2);
    expect(pt.stderr).toBe(
      'timetray: Um nome com espaços precisa de aspas, p. ex.:\n  timetray rename-customer 101 "Acme Brasil Ltda"\n',
    );
  });
});

describe('sign-in and projects in both languages', () => {
  it('counts of a thousand and more are grouped as each language writes them (1,102 / 1.102)', async () => {
    // 1,102 active projects: the list's count leaves the archived ones out.
    const [first] = stored();
    while (stored().filter((p) => p.active).length < 1102)
      f.sb.state.addProject({ ...first!, id: 0, active: true, name: `Extra ${stored().length}` });
    const login = await passwordLogin('pt', f.sb.demo.password);
    // Sign-in and status count the archived ones too.
    const all = (locale: string) => new Intl.NumberFormat(locale).format(stored().length);
    expect(login.stdout).toContain(`${all('pt-BR')} projetos.`);
    expect((await cliIn('pt', ['projects'])).stdout).toMatch(/\n1\.102 projetos · /);
    expect((await cliIn('pt', ['status'])).stdout).toContain(`\n${all('pt-BR')} projetos em cache`);
    expect((await cliIn('en', ['projects', '--cached'])).stdout).toMatch(/\n1,102 projects · /);
    expect((await cliIn('en', ['status'])).stdout).toContain(`\n${all('en')} cached projects`);
    // Scripts keep the number.
    expect(json(await cliIn('pt', ['status', '--json']))).toMatchObject({ cachedProjects: stored().length });
  });

  it("a wrong password: the service's words as it wrote them, then what to check in Portuguese; exit 3 in both", async () => {
    const [en, pt] = [await passwordLogin('en', 'wrong'), await passwordLogin('pt', 'wrong')];
    expect([en.code, pt.code]).toEqual([3, 3]);
    expect(en.stderr).toContain('Check the e-mail and the password');
    expect(en.stderr).toMatch(/^timetray: Invalid email, password or account\. Check the e-mail/);
    // The service's English framed as its answer, not spliced into a Portuguese line.
    expect(pt.stderr).toMatch(
      /^timetray: O serviço recusou o acesso \(resposta: “Invalid email, password or account\.”\)\. Verifique o e-mail/,
    );
    expect(pt.stderr).toContain('Verifique o e-mail e a senha, e se o ID da conta é o código depois de /a/');
    expect(pt.stderr).not.toContain('Check the e-mail');
    const [enJson, ptJson] = [
      await passwordLogin('en', 'wrong', ['--json']),
      await passwordLogin('pt', 'wrong', ['--json']),
    ];
    expect(shape(JSON.parse(ptJson.stderr))).toEqual(shape(JSON.parse(enJson.stderr)));
    expect(codes(ptJson.stderr)).toEqual(codes(enJson.stderr));
    expect(codes(ptJson.stderr)).toEqual(['unauthorized']);
  });

  it('login, projects and project ID: Portuguese words, plurals, aligned labels; --json the same in both', async () => {
    const login = await passwordLogin('pt', f.sb.demo.password);
    expect(login.code).toBe(0);
    expect(login.stdout).toMatch(/^Você entrou como .+, conta .+\. \d+ projetos\.\nChave da conta: /);

    const [en, pt] = [await cliIn('en', ['projects']), await cliIn('pt', ['projects'])];
    expect([en.code, pt.code]).toEqual([0, 0]);
    const active = stored().filter((p) => p.active).length;
    const archived = stored().length - active;
    expect(pt.stdout).toMatch(
      new RegExp(
        `^${active} projetos · lista atualizada às \\d{2}:\\d{2} · ${archived} arquivados ocultos \\(\`timetray config set showArchived true\` mostra\\)$`,
        'm',
      ),
    );
    expect(pt.stdout).toMatch(/ {2}\(cliente \d+\)$/m);
    // The same lines but the footer and the headings' "(customer N)".
    expect(pt.stdout.split('\n').length).toBe(en.stdout.split('\n').length);

    const [enJson, ptJson] = [
      await cliIn('en', ['projects', '--json']),
      await cliIn('pt', ['projects', '--json']),
    ];
    expect(shape(json(ptJson))).toEqual(shape(json(enJson)));
    for (const args of [
      ['status', '--json'],
      ['accounts', '--json'],
    ]) {
      const [a, b] = [await cliIn('en', args), await cliIn('pt', args)];
      expect(b.code, args.join(' ')).toBe(a.code);
      expect(shape(json(b)), args.join(' ')).toEqual(shape(json(a)));
    }

    const id = String(stored().find((p) => p.active && p.rate !== null)!.id);
    const details = await cliIn('pt', ['project', id]);
    expect(details.code).toBe(0);
    const rows = details.stdout.split('\n').filter((line) => line.startsWith('  '));
    const labels = rows.map((row) => /^ {2}(\S+(?: \S+)*?) {2,}/.exec(row)?.[1]);
    expect(labels.slice(0, 10)).toEqual([
      'Cliente',
      'Situação',
      'Faturável',
      'Valor hora',
      'Horas',
      'Valor',
      'Membros',
      'Tarefas abertas',
      'Criado em',
      'Alterado em',
    ]);
    // How it is billed, in words, as the window says it: not the service's `project`/`user`.
    const billing = stored().find((p) => p.id === Number(id))!.billBy;
    expect(rows.find((row) => row.startsWith('  Faturável'))).toMatch(
      billing === 'user' ? /Faturável +sim, por pessoa$/ : /Faturável +sim, por projeto$/,
    );
    // Every value starts in one column, two cells after the longest label ("Tarefas abertas").
    for (const row of rows) expect(row.charAt('  Tarefas abertas  '.length - 1), row).toBe(' ');
    for (const row of rows) expect(row.charAt('  Tarefas abertas  '.length), row).not.toBe(' ');
    expect(details.stdout).toMatch(/^ {2}Valor hora\s+[\d.]+,\d{2} \/ h$/m);
    expect(details.stdout).toMatch(/^Detalhes buscados às \d{2}:\d{2}\.$/m);
  });

  it('plurals: "1 projeto", "2 projetos"', async () => {
    expect((await f.login()).code).toBe(0);
    const [first, second, ...rest] = stored();
    for (const p of rest) p.active = false;
    first!.active = true;
    second!.active = false;
    expect((await cliIn('pt', ['projects'])).stdout).toMatch(
      /^1 projeto · lista atualizada às \d{2}:\d{2}\b/m,
    );
    second!.active = true;
    expect((await cliIn('pt', ['projects'])).stdout).toMatch(
      /^2 projetos · lista atualizada às \d{2}:\d{2}\b/m,
    );
    const status = await cliIn('pt', ['status']);
    expect(status.stdout).toMatch(/^\d+ projetos em cache, atualizados por último às \d{2}:\d{2}\.$/m);
    expect((await cliIn('pt', ['projects', '--cached'])).stdout).toMatch(
      /^2 projetos · lista em cache, salva às \d{2}:\d{2}\b/m,
    );
  });

  it("project ID --markdown offline: the summary as it is, the CLI's notice around it in Portuguese", async () => {
    expect((await f.login()).code).toBe(0);
    const project = stored()[0]!;
    expect((await cliIn('pt', ['project', String(project.id), '--markdown'])).code).toBe(0);
    await f.sb.close(); // offline from here
    const run = await cliIn('pt', ['project', String(project.id), '--markdown']);
    expect(run.code).toBe(4);
    expect(run.stdout).toContain(project.name); // whatever the summary says around it
    expect(run.stderr).toMatch(
      new RegExp(
        `^timetray: Mostrando os detalhes salvos às \\d{2}:\\d{2}: eles não puderam ser atualizados\\. .+[.?!] \`timetray project ${project.id} --cached\` os mostra sem consultar o serviço\\.\\n$`,
      ),
    );
    await f.reopenSandbox(); // for the fixture's cleanup
  });
});

describe('choosing the language', () => {
  it('config set language pt-BR switches the output with no language in the environment; en switches it back', async () => {
    const noLanguage = { ...f.env(), LANG: 'C.UTF-8' };
    const run = (args: string[]) => runCli(args, { env: noLanguage });
    expect((await run(['status'])).stdout).toBe('No accounts yet. Add one with `timetray login`.\n');
    expect((await run(['config', 'set', 'language', 'pt-BR'])).stdout).toBe('language agora é pt-BR.\n');
    expect((await run(['status'])).stdout).toBe('Nenhuma conta ainda. Adicione uma com `timetray login`.\n');
    expect((await run(['--help'])).stdout).toContain('\nComandos:\n');
    // The setting wins over the environment.
    const english = await runCli(['config', 'set', 'language', 'en'], { env: { ...f.env(), ...LANGS.pt } });
    expect(english.stdout).toBe('language is now en.\n');
    expect((await cliIn('pt', ['status'])).stdout).toBe('No accounts yet. Add one with `timetray login`.\n');
  });

  it('auto: LANG=pt_BR.UTF-8 speaks Portuguese; LC_ALL, LC_MESSAGES and LANGUAGE come first (C is English)', async () => {
    const status = (env: Record<string, string>) => runCli(['status'], { env: { ...f.env(), ...env } });
    const pt = 'Nenhuma conta ainda. Adicione uma com `timetray login`.\n';
    const en = 'No accounts yet. Add one with `timetray login`.\n';
    expect((await status({ LANG: 'pt_BR.UTF-8' })).stdout).toBe(pt);
    expect((await status({ LANG: 'pt_PT.UTF-8' })).stdout).toBe(pt);
    expect((await status({ LANG: 'en_US.UTF-8', LC_MESSAGES: 'pt_BR.UTF-8' })).stdout).toBe(pt);
    expect((await status({ LANG: 'pt_BR.UTF-8', LC_ALL: 'C' })).stdout).toBe(en);
    expect((await status({ LANG: 'pt_BR.UTF-8', LC_MESSAGES: 'de_DE.UTF-8' })).stdout).toBe(en);
    // GNU's LANGUAGE list comes first, as in gettext programs; not under C.
    expect((await status({ LANG: 'pt_BR.UTF-8', LANGUAGE: 'en' })).stdout).toBe(en);
    expect((await status({ LANG: 'en_US.UTF-8', LANGUAGE: 'pt_BR:pt:en' })).stdout).toBe(pt);
    expect((await status({ LANG: 'C.UTF-8', LANGUAGE: 'pt_BR' })).stdout).toBe(en);
  });

  it('a sign-out reason saved in Portuguese is said in English by an English CLI, and the other way round', async () => {
    expect((await passwordLogin('pt', f.sb.demo.password)).code).toBe(0);
    f.sb.faults.add({ path: '/projects', fault: { kind: 'status', status: 401 }, times: 1 });
    expect((await cliIn('pt', ['projects'])).code).toBe(3); // saved in Portuguese
    expect(json(await cliIn('en', ['status', '--json']))).toMatchObject({
      reason: 'The service ended this session — sign in again.',
    });
    // The core's reason once, with the command that signs in again: not "Signed out. The
    // service ended this session — sign in again. Run `timetray login`." (three times over).
    expect((await cliIn('pt', ['status'])).stdout).toContain(
      '\nO serviço encerrou esta sessão — entre novamente (`timetray login`).\n',
    );
    expect((await cliIn('en', ['status'])).stdout).toContain(
      '\nThe service ended this session — sign in again (`timetray login`).\n',
    );
  });

  it('a forced language formats numbers in its own locale (pt-BR on an English system)', async () => {
    expect((await f.login()).code).toBe(0);
    const project = stored().find((p) => p.valueTotal !== null && Number(p.valueTotal) >= 1000)!;
    expect((await f.cli(['config', 'set', 'language', 'pt-BR'])).code).toBe(0);
    const details = await cliIn('en', ['project', String(project.id)]);
    const value = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Number(project.valueTotal));
    expect(details.stdout).toMatch(new RegExp(`^ {2}Valor {2,}${value.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('an unreadable settings file is auto, not a crash: the environment decides', async () => {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${f.config.dir}/settings.json`, '{ not json');
    const run = await cliIn('pt', ['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('\nComandos:\n');
  });
});
