/**
 * "Hours by period" at 2,000 projects (issue 33): every project has time this cycle, so the
 * view lists 2,000 rows. Measured in the page, from the click on the top bar's button to the
 * frame after the first period row is in the DOM (the saved report: a current cycle with
 * every day saved is not fetched again), beside the list's own first rows at the same size,
 * measured in the same session. The target: the view ≤ 1.5× the list's first rows.
 */
import type { Browser, Page } from '@playwright/test';
import { TEAM } from '../../sandbox/entries';
import type { Sandbox } from '../../sandbox';
import { measureFirstRows } from './first-rows';
import { openSession } from './session';
import { median, round1, round2 } from './stats';

export const PERIODS_VIEW_PROJECTS = 2_000;
const ROUNDS = Number(process.env['BENCH_WINDOW_ROUNDS']) || 7;

export interface PeriodsViewResult {
  projects: number;
  rowsShown: number;
  /** Median ms, click → the frame after the first period row. */
  viewMs: number;
  /** Median ms, navigation → the list's first row painted, at the same size. */
  listFirstRowsMs: number;
  ratio: number;
  samples: { view: number[]; list: number[] };
  method: string;
}

/** Two entries of the demo user on every active project, on the cycle's first day and today. */
function seedEveryProject(sandbox: Sandbox): void {
  const today = new Date();
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const days = [day(new Date(today.getFullYear(), today.getMonth(), 1)), day(today)];
  const me = TEAM[0];
  let id = 1;
  for (const project of sandbox.state.projectsOf(sandbox.demo.accountId)) {
    if (!project.active) continue;
    for (const [n, date] of days.entries()) {
      const seconds = 1800 + ((project.id * 7 + n * 13) % 40) * 300;
      sandbox.state.entries.push({
        accountId: sandbox.demo.accountId,
        id: id++,
        projectId: project.id,
        ...me,
        date,
        timeStart: '09:00:00',
        timeEnd: '10:00:00',
        seconds,
        rateHour: '150.00',
        rateTotal: ((150 * seconds) / 3600).toFixed(2),
        description: 'bench',
      });
    }
  }
}

/** Click → first period row in the DOM → the next frame; then Escape back to the list. */
async function openViewOnce(page: Page): Promise<number> {
  // A string: this project's TypeScript knows no DOM (the page's script, as page-probe.js is).
  const ms = await page.evaluate<number>(`new Promise((resolve) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-period-row]')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.getElementById('periods-button').click();
  })`);
  await page.keyboard.press('Escape');
  await page.locator('[data-period-row]').first().waitFor({ state: 'detached' });
  await page.waitForTimeout(200);
  return ms;
}

export async function measurePeriodsView(browser: Browser): Promise<PeriodsViewResult> {
  const session = await openSession(browser, PERIODS_VIEW_PROJECTS, 60, { seed: seedEveryProject });
  try {
    const started = Date.now();
    while (session.core.snapshot().periods.status !== 'ready') {
      if (Date.now() - started > 60_000) throw new Error('the period reports never came in');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const list = await measureFirstRows(session, ROUNDS);
    const page = list.lastApp.page;
    await openViewOnce(page); // warm-up: the view's code and the first report, not counted
    const view: number[] = [];
    for (let round = 0; round < ROUNDS; round++) view.push(await openViewOnce(page));
    await page.locator('#periods-button').click();
    const rowsShown = await page.locator('[data-period-row]').count();
    await list.lastApp.close();
    const listMs = list.app.map((t) => t.firstRowMs);
    return {
      projects: PERIODS_VIEW_PROJECTS,
      rowsShown,
      viewMs: round1(median(view)),
      listFirstRowsMs: round1(median(listMs)),
      ratio: round2(median(view) / median(listMs)),
      samples: { view: view.map(round1), list: listMs.map(round1) },
      method:
        'in the page: click on #periods-button → MutationObserver sees the first [data-period-row] → the next animation frame and a task; ' +
        `median of ${ROUNDS} opens after a warm-up, Escape back to the list between them; beside the list's first rows (navigation → first row painted) at the same size, same session`,
    };
  } finally {
    await session.close();
  }
}
