import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README.pt-BR.md, the start for Brazilian users: linked from the README's top, with the
 * same quick-start commands (so the two never drift apart), and the first steps in
 * Portuguese: sign-in fields, the account id after `/a/`, the summary, `timetray doctor`, the
 * language.
 */
const ROOT = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The command of each line of the first `sh` block (comments dropped: they are in the reader's language). */
const quickStart = (markdown: string): string[] =>
  (/```sh\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);

describe('README.pt-BR.md', () => {
  const english = read('README.md');
  const portuguese = read('README.pt-BR.md');

  it('is linked near the top of the README, and links back', () => {
    expect(english.split('\n').slice(0, 8).join('\n')).toContain(
      'Em português: [README.pt-BR.md](README.pt-BR.md)',
    );
    expect(portuguese).toContain('[README.md](README.md)');
  });

  it('gives the same quick-start commands as the README', () => {
    expect(quickStart(english)).toEqual(['bash scripts/bootstrap.sh && npm start', 'npm test']);
    expect(quickStart(portuguese)).toEqual(quickStart(english));
  });

  it('walks through the first steps in Brazilian Portuguese', () => {
    for (const words of [
      'Começo rápido',
      'Primeiros passos',
      'endereço do serviço',
      'ID da conta',
      'depois de `/a/`',
      'Copiar resumo',
      'timetray doctor',
      'timetray config set language pt-BR',
      'Rabbiit',
    ]) {
      expect(portuguese).toContain(words);
    }
    // Brazilian, not European, Portuguese (docs/GLOSSARY.pt-BR.md).
    expect(portuguese).not.toMatch(/ficheiro|ecrã|utilizador|aplicação|guardar a|equipa\b/i);
  });
});
