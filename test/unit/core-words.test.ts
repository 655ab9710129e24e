import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockWaitText } from '../../src/main/core/files/file-lock';
import { changePreference } from '../../src/main/core/settings/preference-change';
import { readPreferences } from '../../src/main/core/settings/preferences';
import { SettingsStore } from '../../src/main/core/settings/settings-store';
import { noAccount, sessionEnded, spokenReason } from '../../src/main/core/state/snapshot';
import { tokenProblem } from '../../src/main/core/api/credential';
import { fileProblem } from '../../src/main/core/files/file-problem';
import { errorFromResponse, genericMessage } from '../../src/main/core/api/errors-from-response';
import { parseBaseUrl } from '../../src/main/core/api/parse-base-url';
import { speak } from '../../src/main/core/i18n';
import { checkInput, signInInputRule } from '../../src/main/core/input-rules';
import { parseArguments } from '../../src/main/app/ipc/validation';
import {
  keychainError,
  keychainLocked,
  keychainLockedState,
  keytarLoadError,
} from '../../src/main/core/vault';

/**
 * The core's messages that reach a person (the window's banners, the tray, the CLI) speak the
 * process's language: made when the error is, so `speak('pt-BR')` before it gives Portuguese,
 * and English stays word for word what it was.
 */
afterEach(() => speak('en'));

const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
const lockedWrite = new Error('Cannot create an item in a locked collection');

describe('the keychain', () => {
  it('says "locked" in English, unchanged', () => {
    speak('en');
    expect(keychainLocked()).toBe(
      'The keychain is locked: unlock the “login” keyring (in Passwords and Keys, or by signing out of the desktop and in again), then try again.',
    );
    expect(keychainLockedState()).toBe(
      `${keychainLocked()} Until then Timetray cannot tell whether you are signed in.`,
    );
    expect(keychainError('store', lockedWrite).message).toBe(keychainLocked());
  });

  it('says "locked" in Portuguese after speak("pt-BR"), with the same code', () => {
    speak('pt-BR');
    expect(keychainLocked()).toBe(
      'O chaveiro está bloqueado: desbloqueie o chaveiro “login” (em Senhas e chaves, ou saindo da sessão gráfica e entrando de novo) e tente de novo.',
    );
    expect(keychainLockedState()).toMatch(
      /^O chaveiro está bloqueado: .* Até lá, o Timetray não consegue saber/,
    );
    const error = keychainError('store', lockedWrite);
    expect(error.code).toBe('keychain_locked');
    expect(error.message).toBe(keychainLocked());
  });

  it('names an unknown failure and a broken keytar in Portuguese, keeping the library’s own words', () => {
    speak('pt-BR');
    expect(keychainError('read', new Error('Something odd')).message).toBe(
      'O chaveiro do sistema não conseguiu ler o token: Something odd. Verifique se o seu chaveiro está instalado, em execução e desbloqueado.',
    );
    const missing = Object.assign(new Error("Cannot find module 'keytar'"), { code: 'MODULE_NOT_FOUND' });
    expect(keytarLoadError(missing).message).toMatch(
      /^O módulo do chaveiro \(keytar\) não pode ser usado: ele não está instalado\. Reinstale/,
    );
    speak('en');
    expect(keychainError('read', new Error('Something odd')).message).toBe(
      'The OS keychain failed to read the token: Something odd. Check that your keyring is installed, running and unlocked.',
    );
  });
});

describe("the service's answers", () => {
  it('words a status without a message in the spoken language; the code never changes', () => {
    expect(genericMessage(503)).toBe(
      'The service is unreachable or overloaded right now (HTTP 503) — try again shortly.',
    );
    expect(genericMessage(401, 'sign-in')).toBe(
      'The service did not accept this email, password and account id.',
    );
    speak('pt-BR');
    expect(genericMessage(503)).toBe(
      'O serviço está inacessível ou sobrecarregado agora (HTTP 503) — tente de novo daqui a pouco.',
    );
    expect(genericMessage(401, 'sign-in')).toBe('O serviço não aceitou este e-mail, senha e ID da conta.');
    const ended = errorFromResponse(401, '', undefined);
    expect([ended.code, ended.message]).toEqual([
      'unauthorized',
      'O serviço encerrou esta sessão — entre novamente.',
    ]);
  });

  it("shows the service's own words as it wrote them, around Timetray's in Portuguese", () => {
    speak('pt-BR');
    const body = JSON.stringify({ message: 'Token expired' });
    expect(errorFromResponse(401, body, 'application/json').message).toBe(
      'O serviço encerrou esta sessão (Token expired) — entre novamente.',
    );
    expect(errorFromResponse(422, body, 'application/json').message).toBe(
      'O serviço recusou a requisição (HTTP 422). O serviço disse: “Token expired”.',
    );
    expect(errorFromResponse(403, '{"message":"Forbidden"}', 'application/json').message).toBe(
      'Sua conta não tem permissão para fazer isso. O serviço disse: “Forbidden”.',
    );
    expect(errorFromResponse(429, '', undefined, { retryAfterMs: 2500 }).message).toBe(
      'O serviço está recebendo requisições demais — tente de novo em 3 s.',
    );
  });
});

describe('a file Timetray could not use: one sentence naming the file, the cause and the fix', () => {
  const file = '/home/ana/.config/timetray/settings.json';

  it('in English, unchanged', () => {
    expect(fileProblem(denied, file, 'read')).toBe(
      `Could not read ${file} (EACCES): permission denied — it may belong to another user (e.g. after \`sudo timetray …\`). Make it yours again: sudo chown "$USER" "${file}" && chmod u+rw "${file}"`,
    );
    expect(fileProblem(full, file, 'save')).toBe(
      `Could not save ${file} (ENOSPC): the disk is full. Free some space on the disk holding /home/ana/.config/timetray, then try again.`,
    );
  });

  it('in Portuguese, with the same file, code and command', () => {
    speak('pt-BR');
    expect(fileProblem(denied, file, 'read')).toBe(
      `Não foi possível ler ${file} (EACCES): permissão negada — ele pode pertencer a outro usuário (por exemplo, depois de \`sudo timetray …\`). Torne-o seu de novo: sudo chown "$USER" "${file}" && chmod u+rw "${file}"`,
    );
    expect(fileProblem(full, file, 'save')).toBe(
      `Não foi possível salvar ${file} (ENOSPC): o disco está cheio. Libere espaço no disco de /home/ana/.config/timetray e tente de novo.`,
    );
  });
});

describe('what the window and the CLI refuse before asking the service', () => {
  it('in English, unchanged', () => {
    expect(parseArguments('customers:rename', [3, '   '])).toEqual({
      ok: false,
      message: 'The customer name cannot be empty.',
    });
    expect(
      checkInput(signInInputRule, {
        baseUrl: 'http://x.example',
        email: 'a@b.co',
        password: 'p',
        accountId: 'a1',
      }),
    ).toEqual({
      ok: false,
      message: 'The service address must start with https:// — a token is never sent over plain HTTP.',
    });
    expect(parseArguments('projects:get', ['7'])).toEqual({
      ok: false,
      message: 'The project id must be a number.',
    });
  });

  it('in Portuguese after speak("pt-BR"), the field named as before', () => {
    speak('pt-BR');
    expect(parseArguments('customers:rename', [3, '   '])).toEqual({
      ok: false,
      message: 'O nome do cliente não pode ficar vazio.',
    });
    expect(parseArguments('customers:rename', [3, 'x'.repeat(300)])).toEqual({
      ok: false,
      message: 'O nome do cliente pode ter no máximo 255 caracteres.',
    });
    expect(parseArguments('projects:get', ['7'])).toEqual({
      ok: false,
      message: 'O ID do projeto deve ser um número.',
    });
    const signIn = parseArguments('session:sign-in', [
      { baseUrl: 'https://app.rabbiit.com', email: 'ana@', password: 'p', accountId: 'a1' },
    ]);
    expect(signIn).toEqual({ ok: false, message: 'Digite um endereço de e-mail válido.', field: 'email' });
    expect(parseBaseUrl('http://app.rabbiit.com')).toEqual({
      ok: false,
      code: 'insecure_url',
      message: 'O endereço do serviço deve começar com https:// — um token nunca é enviado por HTTP simples.',
    });
    expect(parseArguments('session:import-token', [{}])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^O /),
    });
    expect(parseArguments('state:get', [1])).toEqual({
      ok: false,
      message: 'A requisição não foi entendida.',
    });
  });
});

describe('sessions, settings and files', () => {
  it('in English, unchanged', () => {
    expect(sessionEnded()).toBe('The service ended this session — sign in again.');
    expect(noAccount()).toBe('No account is signed in — sign in first.');
    expect(readPreferences({ refreshIntervalMinutes: 7 }).problems).toEqual([
      'refreshIntervalMinutes must be 5, 15, 30, 60 or null (manual); using 15',
    ]);
    expect(lockWaitText({ lock: '/c/settings.json.lock', pid: 42 })).toBe(
      'Waiting for another Timetray process (pid 42) that holds /c/settings.json.lock…',
    );
    expect(tokenProblem('a b')).toMatch(/^The token cannot be sent to the service: it contains characters/);
  });

  it('in Portuguese after speak("pt-BR"); settings keys and values stay as written', () => {
    speak('pt-BR');
    expect(sessionEnded()).toBe('O serviço encerrou esta sessão — entre novamente.');
    expect(noAccount()).toBe('Nenhuma conta está com a sessão ativa — entre primeiro.');
    expect(readPreferences({ refreshIntervalMinutes: 7, hideMoney: 'yes' }).problems).toEqual([
      'refreshIntervalMinutes deve ser 5, 15, 30, 60 ou null (manual); usando 15',
      'hideMoney deve ser true ou false; usando false',
    ]);
    expect(lockWaitText({ lock: '/c/settings.json.lock', pid: 42 })).toBe(
      'Aguardando outro processo do Timetray (pid 42) que está com /c/settings.json.lock…',
    );
    expect(tokenProblem('x'.repeat(5000))).toBe(
      'O token não pode ser enviado ao serviço: ele tem 5000 caracteres, e um token com mais de 4096 não cabe num cabeçalho de requisição. Entre novamente ou importe um token correto.',
    );
  });

  it('a settings file Timetray cannot use, and a refused preference, in Portuguese', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'timetray-words-'));
    try {
      const file = join(dir, 'settings.json');
      await writeFile(file, '{ not json');
      speak('pt-BR');
      const loaded = await new SettingsStore(dir).load();
      expect(loaded.notice).toMatch(
        new RegExp(
          `^Seu arquivo de configurações ${file} não é um JSON válido \\(o erro está na linha 1, coluna 3\\)\\. Ele foi movido para .*, e o Timetray começou com configurações vazias\\. Para recuperar suas contas, orçamentos e projetos fixados, corrija esse arquivo e renomeie-o de volta para settings\\.json`,
        ),
      );
      await expect(
        changePreference(new SettingsStore(dir), { key: 'caFile', value: join(dir, 'missing.pem') }),
      ).rejects.toMatchObject({
        code: 'bad_input',
        message: `Não salvo: ${join(dir, 'missing.pem')} não existe.`,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a sign-out reason saved in settings.json in one language, shown in another', () => {
  it("re-words Timetray's own reason in the language spoken now; keeps anything else as stored", () => {
    const savedInPortuguese = 'O serviço encerrou esta sessão — entre novamente.';
    expect(spokenReason(savedInPortuguese)).toBe('The service ended this session — sign in again.');
    speak('pt-BR');
    expect(spokenReason('The service ended this session — sign in again.')).toBe(savedInPortuguese);
    expect(spokenReason('Token revoked by an admin')).toBe('Token revoked by an admin');
    expect(spokenReason(null)).toBeNull();
  });
});
