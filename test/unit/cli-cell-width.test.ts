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

  it('cuts a customer heading at 48 cells, as the names: a CJK name at 24 characters, not 48', async () => {
    const customer = '北京数据平台'.repeat(10); // 60 characters, 120 cells
    const latin = 'Consultoria '.repeat(6); // 72 characters, 72 cells
    const projects = [customer, latin].map((customerName, i) =>
      makeProject({ id: i + 1, name: 'Site', customerId: i + 1, customerName }),
    );
    const cells = await cellWidthFor([customer, latin]);
    const headings = formatProjects(projects, {}, 'en-US', cells)
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('  #'));
    expect(headings).toEqual([
      `${latin.slice(0, 47)}…  (customer 2)`,
      `${'北京数据平台'.repeat(4).slice(0, 23)}…  (customer 1)`, // 46 cells and the "…": no half of a wide character
    ]);
  });
});
