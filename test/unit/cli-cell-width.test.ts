import { describe, expect, it } from 'vitest';
import { cellWidthFor, oneCellEach } from '../../src/main/cli/cell-width';
import { formatProjects } from '../../src/main/cli/format';
import { makeProject } from '../support/project-fixture';

describe('terminal cells of project names', () => {
  it('counts characters for ASCII and precomposed Latin names, without loading string-width', async () => {
    expect(await cellWidthFor(['Website Redesign', 'São Paulo Onboarding', 'Zürich Büro', 'Café'])).toBe(
      oneCellEach,
    );
  });

  it('measures CJK and emoji as two cells and a combining mark as none', async () => {
    // The measure is for the texts given (and numbers): those are what a list measures.
    const texts = ['東京オフィス', 'Launch 🚀🎉', 'Cafe\u0301', 'Plain'];
    const cells = await cellWidthFor(texts);
    expect(cells('東京オフィス')).toBe(12);
    expect(cells('Launch 🚀🎉')).toBe(11);
    expect(cells('Cafe\u0301')).toBe(4);
    expect(cells('Plain')).toBe(5);
  });

  it('lines the hours column up by cells, whatever the script of the names', async () => {
    const projects = ['東京オフィス移転', 'Launch 🚀🎉 party', 'Plain', 'Cafe\u0301 Rénovation'].map(
      (name, i) =>
        makeProject({
          id: i + 1,
          name,
          customerId: null,
          customerName: null,
          timeTotalSeconds: 3600 * (i + 1) * 97,
        }),
    );
    const cells = await cellWidthFor(projects.map((p) => p.name));
    const rows = formatProjects(projects, {}, 'en-US', cells)
      .split('\n')
      .filter((l) => l.startsWith('  #'));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map(cells)).size).toBe(1);
  });
});
