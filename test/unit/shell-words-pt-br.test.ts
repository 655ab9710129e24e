import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../src/main/core/i18n';
import { keychainName } from '../../src/main/app/desktop/about';
import { caFileDialog } from '../../src/main/app/desktop/ca-file-dialog';
import { ShortcutKeeper } from '../../src/main/app/desktop/global-shortcut';
import { applyLaunchAtLogin, type LoginItems } from '../../src/main/app/desktop/login-item';
import { startFailureText, startFailureTitle } from '../../src/main/app/lifecycle/start-failure';
import { noTrayHost } from '../../src/main/app/desktop/tray-host';
import { signOutNotice } from '../../src/main/app/tray/sign-out-notice';

/** The shell's words (dialogs, notices, Settings problems) in the language main speaks now. */
afterEach(() => speak('en'));

const refusing = { register: () => false, unregister: () => undefined, unregisterAll: () => undefined };

describe('the shell in Brazilian Portuguese', () => {
  it('dialogs, the start-failure box, the no-tray notice, About and a sign-out notice', () => {
    speak('pt-BR');
    expect(caFileDialog()).toMatchObject({ title: 'Escolha o certificado de CA da sua rede (PEM)' });
    expect(startFailureTitle()).toBe('O Timetray não conseguiu iniciar');
    expect(startFailureText('odd')).toBe('Um erro inesperado (string) interrompeu a inicialização.');
    expect(noTrayHost().title).toBe('O Timetray não tem ícone na bandeja aqui');
    expect(keychainName('win32', null)).toBe('Gerenciador de Credenciais do Windows');
    expect(signOutNotice({ revoked: false, state: 'not_reached' })).toMatch(/^Você saiu neste computador\./);
  });

  it('a shortcut problem is said in the language spoken when it is asked for, not when it arose', () => {
    const keeper = new ShortcutKeeper(refusing, () => undefined, false);
    keeper.set('Ctrl+Alt+Y');
    expect(keeper.problem).toBe(
      'Ctrl+Alt+Y is taken by another app or the desktop refused it — choose another.',
    );
    speak('pt-BR');
    expect(keeper.problem).toBe(
      'Ctrl+Alt+Y já é usado por outro aplicativo ou a área de trabalho o recusou — escolha outro.',
    );
  });

  it('launch at login says why it could not, in Portuguese', async () => {
    speak('pt-BR');
    const stuck: LoginItems = {
      setLoginItemSettings: () => undefined,
      getLoginItemSettings: () => ({ openAtLogin: false }),
    };
    const deps = { loginItems: stuck, execPath: '/x', env: {}, isPackaged: true, appPath: '/a' };
    expect(await applyLaunchAtLogin(true, { ...deps, platform: 'darwin' })).toBe(
      'Não foi possível ativar a abertura ao entrar no computador: o sistema ainda diz desativado (verifique Ajustes do Sistema → Geral → Itens de Início).',
    );
    expect(await applyLaunchAtLogin(true, { ...deps, platform: 'freebsd' })).toBe(
      'Abrir ao entrar no computador não está disponível em freebsd.',
    );
  });
});
