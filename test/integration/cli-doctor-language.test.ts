import { describe, expect, it } from 'vitest';
import { useCliFixture } from '../support/cli-fixture';
import { runCli, type CliRun } from '../support/run-cli';

/**
 * `timetray doctor` in the language of the system (LANG) or of the `language` setting: the
 * built CLI against the sandbox, signed in, run in Brazilian Portuguese and in English. The
 * words change; what scripts read in `--json` (keys, check ids, statuses) does not.
 */
const f = useCliFixture();

interface Check {
  id: string;
  status: string;
  found: string;
  fix: string | null;
  subject?: string;
}

/** The environment with only LANG saying the language (LC_ALL and LC_MESSAGES would win). */
const withLang = (lang: string): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...f.env(), LANG: lang, XDG_SESSION_TYPE: 'x11' };
  delete env.LC_ALL;
  delete env.LC_MESSAGES;
  return env;
};

async function doctor(lang: string, json: boolean): Promise<CliRun> {
  const run = await runCli(['doctor', ...(json ? ['--json'] : [])], { env: withLang(lang) });
  f.outputs.push(run.stdout, run.stderr);
  return run;
}

const shape = (run: CliRun) => {
  const report = JSON.parse(run.stdout) as { checks: Check[] } & Record<string, unknown>;
  return {
    keys: Object.keys(report).sort(),
    checks: report.checks.map((c) => ({
      keys: Object.keys(c).sort(),
      id: c.id,
      status: c.status,
      subject: c.subject,
      fix: c.fix === null,
    })),
  };
};
const checkOf = (run: CliRun, id: string): Check =>
  (JSON.parse(run.stdout) as { checks: Check[] }).checks.find((c) => c.id === id)!;

describe('timetray doctor speaks the language of the system', () => {
  it('LANG=pt_BR.UTF-8: every finding in Portuguese; LANG=C: in English; the same --json keys, ids and statuses', async () => {
    expect((await f.login()).code).toBe(0);
    const [pt, en] = [await doctor('pt_BR.UTF-8', true), await doctor('C', true)];
    expect(pt.code).toBe(en.code);
    expect(shape(pt)).toEqual(shape(en));
    expect(checkOf(en, 'accounts').found).toMatch(/^Signed in \(token in the keychain/);
    expect(checkOf(pt, 'accounts').found).toMatch(/^Sessão ativa \(token no chaveiro/);
    expect(checkOf(en, 'service').found).toMatch(
      / answered over TLS in \d+ ms \(HTTP \d{3}\); certificate issued by/,
    );
    expect(checkOf(pt, 'service').found).toMatch(
      / respondeu por TLS em \d+ ms \(HTTP \d{3}\); certificado emitido por/,
    );
    const [ptChecks, enChecks] = [pt, en].map(
      (run) => (JSON.parse(run.stdout) as { checks: Check[] }).checks,
    );
    ptChecks!.forEach((c, i) => {
      expect(c.found, c.id).not.toBe(enChecks![i]!.found);
      if (c.fix !== null) expect(c.fix, c.id).not.toBe(enChecks![i]!.fix);
    });

    const [ptText, enText] = [await doctor('pt_BR.UTF-8', false), await doctor('C', false)];
    // The private bus has no tray host: one failure, and its fix, in each language.
    expect(ptText.stdout).toMatch(/^FALHA {2}tray-host +Nenhum host StatusNotifier/m);
    expect(ptText.stdout).toMatch(/\n +como resolver: Adicione ao seu painel/);
    expect(ptText.stdout).toMatch(/\n1 com falha, \d+ avisos?\. \(\d+,\d s\)\n$/);
    expect(enText.stdout).toMatch(/^FAIL {2}tray-host +No StatusNotifier host/m);
    expect(enText.stdout).toMatch(/\n +fix: Add a system tray/);
    expect(enText.stdout).toMatch(/\n1 failed, \d+ warnings?\. \(\d+\.\d s\)\n$/);
  });

  it('the `language` setting wins over the system: pt-BR on an English system', async () => {
    expect((await f.cli(['config', 'set', 'language', 'pt-BR'])).code).toBe(0);
    const run = await doctor('C', false);
    expect(run.stdout).toMatch(/^FALHA {2}tray-host +Nenhum host StatusNotifier/m);
    expect(run.stdout).toMatch(/\n\d+ com falha, \d+ avisos?\. \(\d+,\d s\)\n$/);
  });
});
