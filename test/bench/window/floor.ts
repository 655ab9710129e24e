/**
 * The floor for "first rows": the same Chromium showing a static page with the same first
 * screen of rows and the same CSS, no script. It is made from the real window: the built CSS
 * (the stylesheet links of out/renderer/index.html) and a snapshot of the window's DOM once
 * its first rows are painted, less the rows below the first screen. What the real window
 * takes beyond this is the app's own cost (script, IPC, rendering the list).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** What the bench counts as a project row (page-probe.js uses the same selector). */
export const ROW_SELECTOR = '[data-project-id]';

export const FLOOR_FILE = 'bench-floor.html';

interface DomSnapshot {
  htmlAttributes: [string, string][];
  body: string;
  rows: number;
}

/** Writes the floor page into `servedDir` (a copy of out/renderer) from the window in `page`. */
export async function writeFloorPage(page: Page, servedDir: string): Promise<{ rows: number }> {
  const snapshot = await page.evaluate((rowSelector): DomSnapshot => {
    type El = {
      attributes: ArrayLike<{ name: string; value: string }>;
      cloneNode(deep: boolean): El;
      querySelectorAll(selector: string): ArrayLike<El>;
      getBoundingClientRect(): { top: number };
      remove(): void;
      innerHTML: string;
    };
    const scope = globalThis as unknown as {
      document: { documentElement: El; body: El };
      innerHeight: number;
    };
    const { document } = scope;
    // Rows below the first screen go (in a copy): the floor shows what the user sees first.
    const below = Array.from(document.body.querySelectorAll(rowSelector)).map(
      (row) => row.getBoundingClientRect().top >= scope.innerHeight,
    );
    const body = document.body.cloneNode(true);
    Array.from(body.querySelectorAll(rowSelector)).forEach((row, i) => below[i] && row.remove());
    for (const script of Array.from(body.querySelectorAll('script'))) script.remove();
    return {
      htmlAttributes: Array.from(document.documentElement.attributes).map(
        (a) => [a.name, a.value] as [string, string],
      ),
      body: body.innerHTML,
      rows: body.querySelectorAll(rowSelector).length,
    };
  }, ROW_SELECTOR);
  const index = await readFile(join(servedDir, 'index.html'), 'utf8');
  const stylesheets = index.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [];
  const attributes = snapshot.htmlAttributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
  await writeFile(
    join(servedDir, FLOOR_FILE),
    [
      '<!doctype html>',
      `<html${attributes.join('')}>`,
      '<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="color-scheme" content="light dark"><title>Timetray floor</title>',
      ...stylesheets,
      '</head>',
      `<body>${snapshot.body}</body>`,
      '</html>',
    ].join('\n'),
  );
  return { rows: snapshot.rows };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
