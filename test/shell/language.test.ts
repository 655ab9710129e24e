import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DesktopPort } from '../../src/main/app/ipc/desktop-port';
import { runCli } from '../support/run-cli';
import { ROOT } from '../support/run-probe';
import { installFolder, settle, waitFor, type ShellApp } from './load-app';
import { useShellFixture, useTrayHost } from './fixture';

/**
 * Issue #17 on the built main process over the Electron TEST DOUBLE: the tray, the
 * notifications and the dialogs speak the `language` setting — `auto` following the
 * desktop's languages (the double's `getPreferredSystemLanguages`) — and a change of the
 * setting, from the CLI or the window, rebuilds the tray menu in the new language at once.
 */
const fx = useShellFixture();
useTrayHost();

/** `timetray config set KEY VALUE` against this test's config folder (the real CLI). */
async function configSet(key: string, value: string): Promise<void> {
  const run = await runCli(['config', 'set', key, value], {
    entry: [join(ROOT, 'out/main/cli.js')],
    env: { ...process.env, LC_ALL: 'C', TIMETRAY_CONFIG_DIR: fx.config.dir },
  });
  expect(run.code, run.stderr).toBe(0);
}

const start = (options: Parameters<typeof fx.start>[0]) =>
  fx.start({ ...options, env: { TIMETRAY_E2E: '1', ...options.env } });
const desktopOf = (): DesktopPort =>
  (globalThis as unknown as { __timetrayE2E: { desktop: DesktopPort } }).__timetrayE2E.desktop;

/** The locale of the last snapshot pushed to the window. */
const windowLocale = (app: ShellApp): unknown =>
  (
    app
      .panel()!
      .webContents.sent.filter((m) => m.channel === 'state:changed')
      .at(-1)?.args[0] as { locale?: string } | undefined
  )?.locale;

/** Every label of the attached menu, its submenus' too (separators left out). */
const labels = (app: ShellApp): string[] =>
  app
    .tray()
    .contextMenu!.all()
    .filter((item) => item.type !== 'separator')
    .map((item) => item.label);
const STARTING = 'Iniciando — lendo suas contas e o chaveiro…';

describe('the tray follows the language setting, live', () => {
  it('`config set language pt-BR` rebuilds the menu in Portuguese, and the window gets it; the Settings change back to English rebuilds it again', async () => {
    const app = await start({ platform: 'linux', systemLanguages: ['en-US'] });
    await fx.signIn(app);
    await waitFor(() => labels(app).includes('Quit Timetray'), 5000, 'the English menu');
    await waitFor(() => labels(app).some((l) => /^Updated at/.test(l)), 5000, 'a refreshed list');
    expect(labels(app)).toEqual(expect.arrayContaining(['Open Timetray', 'Refresh', 'Sign out']));

    await configSet('language', 'pt-BR');
    await waitFor(() => labels(app).includes('Encerrar o Timetray'), 5000, 'the Portuguese menu');
    await settle();
    const menu = labels(app);
    expect(menu).toEqual(
      expect.arrayContaining(['Contas', 'Adicionar conta…', 'Abrir o Timetray', 'Atualizar', 'Sair']),
    );
    expect(menu.find((l) => l.startsWith('Atualizado'))).toMatch(/^Atualizado às \d\d:\d\d$/);
    expect(menu).not.toContain('Quit Timetray');
    expect(app.tray().tooltip).toMatch(
      /^Timetray — \d+ projetos\nHoje \d+ h \d+ min · Semana \d+ h \d+ min$/,
    );
    expect(windowLocale(app)).toBe('pt-BR');

    // As the window's Settings does it.
    expect(await app.invoke('settings:set', { key: 'language', value: 'en' })).toMatchObject({ ok: true });
    await waitFor(() => labels(app).includes('Quit Timetray'), 5000, 'the English menu again');
    expect(labels(app)).toEqual(expect.arrayContaining(['Accounts', 'Open Timetray', 'Refresh', 'Sign out']));
    expect(app.tray().tooltip).toMatch(/^Timetray — \d+ projects\nToday \d+ h \d+ min · Week \d+ h \d+ min$/);
    expect(windowLocale(app)).toBe('en');
  });
});

describe('`auto` on a Brazilian desktop (getPreferredSystemLanguages: pt-BR)', () => {
  it('the tray, a sign-out notification and the CA-file dialog speak Portuguese', async () => {
    const app = await start({ platform: 'linux', session: 'x11', systemLanguages: ['pt-BR', 'en-US'] });
    // The first menu, before the core has opened, already speaks the system's language.
    expect(app.tray().menusSet[0]!.labels()).toContain(STARTING);
    await waitFor(() => !labels(app).includes(STARTING), 5000, 'the signed-out menu');
    expect(labels(app)).toEqual(['Não conectado', 'Entrar…', 'Abrir o Timetray', 'Encerrar o Timetray']);
    expect(app.tray().tooltip).toBe('Timetray — sessão encerrada');

    app.double.electron.dialog.openDialogAnswer = null;
    expect(await desktopOf().chooseCaFile()).toBeNull();
    expect(app.double.dialogs.at(-1)!.options).toMatchObject({
      title: 'Escolha o certificado de CA da sua rede (PEM)',
      buttonLabel: 'Usar esta CA',
      filters: [{ name: 'Certificados de CA (PEM)' }, { name: 'Todos os arquivos' }],
    });

    await fx.signIn(app);
    await waitFor(() => labels(app).includes('Sair'), 5000, 'the signed-in menu');
    // The service is gone: signed out here, and the notification says the session lives on there.
    await fx.sb.close();
    app.menu().click('Sair');
    await waitFor(() => app.double.notifications.length > 0, 5000, 'the notification');
    expect(app.double.notifications[0]).toMatchObject({ title: 'Timetray', shown: true });
    expect(app.double.notifications[0]!.body).toMatch(/^Você saiu neste computador\. Não foi possível falar/);
    fx.sb = await (await import('../sandbox')).startSandbox({ projects: 1 }); // for the fixture's close
  });

  it('Windows: the menu a right click pops up is built in Portuguese as it opens', async () => {
    const app = await start({ platform: 'win32', systemLanguages: ['pt-BR'] });
    await fx.signIn(app);
    await settle();
    const menu = app.menu();
    expect(menu.labels()).toEqual(expect.arrayContaining(['Abrir o Timetray', 'Atualizar', 'Sair']));
    expect(menu.labels().find((l) => l.startsWith('Atualizado'))).toMatch(/^Atualizado (agora|há \d+ min)$/);
    expect(menu.labels().at(-1)).toBe('Encerrar o Timetray');
  });

  it('a start that fails says so in Portuguese', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'timetray-noicon-')), 'app');
    cpSync(join(installFolder(), 'out'), join(folder, 'out'), { recursive: true });
    cpSync(join(installFolder(), 'package.json'), join(folder, 'package.json'));
    symlinkSync(resolve(__dirname, '../../node_modules'), join(folder, 'node_modules'), 'dir');
    try {
      const app = await fx.start({ platform: 'darwin', appPath: folder, systemLanguages: ['pt-PT'] });
      await waitFor(() => app.app.quitted, 5000, 'exit');
      expect(app.double.errorBoxes).toEqual([
        {
          title: 'O Timetray não conseguiu iniciar',
          content: expect.stringMatching(/^O ícone da bandeja está faltando.*trayTemplate\.png$/),
        },
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
