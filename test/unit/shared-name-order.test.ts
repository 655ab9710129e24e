import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { ROOT } from '../support/run-probe';
import { compareNames } from '../../src/shared/name-order';
import { recordIntlMade } from '../support/intl-made';

const intl = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const LATIN =
  ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ';

/** A seeded generator, so a failure names a pair that comes back on the next run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('compareNames', () => {
  it('orders every pair of ASCII and accented Latin characters as Intl.Collator does', () => {
    const differ: string[] = [];
    for (const a of LATIN)
      for (const b of LATIN) if (Math.sign(compareNames(a, b)) !== intl.compare(a, b)) differ.push(a + b);
    expect(differ).toEqual([]);
  });

  it('orders 20,000 random names (numbers with leading zeros, accents, punctuation) as Intl.Collator does', () => {
    const next = random(18);
    const pick = (alphabet: string) => alphabet[Math.floor(next() * alphabet.length)]!;
    const name = () =>
      Array.from({ length: 1 + Math.floor(next() * 8) }, () =>
        next() < 0.25 ? pick('0123456789') : pick(LATIN),
      ).join('');
    const differ: string[][] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const a = name();
      const b = next() < 0.3 ? a.toUpperCase() : name();
      if (Math.sign(compareNames(a, b)) !== intl.compare(a, b)) differ.push([a, b]);
    }
    expect(differ).toEqual([]);
  });

  it('puts "Project 2" before "Project 10", and takes Ação as Acao, as people expect', () => {
    const names = [
      'Project 10',
      'project 2',
      'Ação',
      'Acme',
      'acao',
      '#7 urgent',
      'Zeta',
      'Éter',
      'Project 02',
    ];
    expect(names.sort(compareNames)).toEqual([
      '#7 urgent',
      'Ação',
      'acao',
      'Acme',
      'Éter',
      'project 2',
      'Project 02',
      'Project 10',
      'Zeta',
    ]);
  });

  it('asks the collator for names in other scripts or with other characters, and only then', async () => {
    vi.resetModules(); // a module of its own, whose collator is not made yet
    const fresh = await import('../../src/shared/name-order');
    const recorded = recordIntlMade(['Collator']);
    try {
      expect(fresh.compareNames('Manutenção - Fase 2', 'Manutencao - Fase 10')).toBeLessThan(0);
      expect(recorded.made).toEqual([]);
      for (const [a, b] of [
        ['1'.repeat(300), '9'.repeat(255)], // ICU reads no more than 254 digits as one number
        ['Größe', 'Grosse'],
        ['東京', 'Acme'],
        ['æble', 'aeble'],
        ['a\u0301', 'á'],
        ['½', '1'],
      ] as const)
        expect([a, b, Math.sign(fresh.compareNames(a, b))]).toEqual([a, b, intl.compare(a, b)]);
      expect(recorded.made).toEqual(['Collator']);
    } finally {
      recorded.restore();
    }
  });
});

describe('compareNames under a system locale that orders Latin letters its own way', () => {
  it('leaves the order to the collator (Spanish ñ after n, Swedish ä after z), and writes it out for Portuguese', () => {
    const script =
      "const { compareNames } = require('./src/shared/name-order.ts');" +
      "const names = ['nz', 'ñu', 'o', 'za', 'äb', 'ab', 'Projeto 10', 'projeto 2'];" +
      "const intl = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });" +
      'console.log(JSON.stringify([[...names].sort(compareNames), [...names].sort(intl.compare)]));';
    const withoutLocale = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('LC_') && name !== 'LANGUAGE'),
    );
    for (const lang of ['es_ES.UTF-8', 'sv_SE.UTF-8', 'tr_TR.UTF-8', 'pt_BR.UTF-8']) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
        cwd: ROOT,
        env: { ...withoutLocale, LANG: lang },
        encoding: 'utf8',
      });
      const [ours, intl] = JSON.parse(run.stdout || 'null') as [string[], string[]];
      expect([lang, ours]).toEqual([lang, intl]);
    }
  });
});
