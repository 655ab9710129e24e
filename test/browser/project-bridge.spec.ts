import type { Result } from '../../src/shared/result';
import type { ProjectDetails, WindowSnapshot } from '../../src/shared/types';
import { m } from '../../src/main/core/i18n';
import type { TimetrayBridge } from '../../src/shared/ipc';
import type { Page } from '@playwright/test';
import { expect, test } from './harness';

/**
 * The project channels as the page reaches them: `window.timetray` (the bridge shim) → the
 * real handlers → the real core, sandbox and keychain. The window's own views over these
 * (details, Copy summary) are tested by the window's specs.
 */
type Bridge = Pick<TimetrayBridge, 'getProject' | 'getCachedProject' | 'copySummary' | 'getState'>;

/** Calls `window.timetray[name](...args)` in the page, as the app's code would. */
async function call<K extends keyof Bridge>(
  page: Page,
  name: K,
  ...args: Parameters<Bridge[K]>
): Promise<Awaited<ReturnType<Bridge[K]>>> {
  return page.evaluate(
    ([fn, list]) => {
      const timetray = (globalThis as unknown as { timetray: Record<string, (...a: unknown[]) => unknown> })
        .timetray;
      return timetray[fn]!(...list);
    },
    [name, args] as const,
  ) as Promise<Awaited<ReturnType<Bridge[K]>>>;
}

test('the page gets slim rows, details with totals, and Copy summary writes the clipboard in main', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).find((p) => p.timeTotalSeconds > 3600)!;

  const state: WindowSnapshot = await call(page, 'getState');
  const row = state.projects.find((p) => p.id === target.id);
  expect(Object.keys(row!).sort()).toEqual(['archived', 'customerId', 'customerName', 'id', 'name']);

  const opened: Result<ProjectDetails> = await call(page, 'getProject', target.id);
  expect(opened).toMatchObject({
    ok: true,
    value: { project: { id: target.id, timeTotalSeconds: target.timeTotalSeconds } },
  });
  const cached = await call(page, 'getCachedProject', target.id);
  expect(cached).toEqual(opened);
  expect(app.core.snapshot().recent).toEqual([target.id]);

  const copied = await call(page, 'copySummary', target.id);
  expect(copied.ok).toBe(true);
  expect(app.clipboard).toEqual([copied.ok ? copied.value.text : '']);
  expect(app.clipboard[0]).toContain(`(#${target.id})`);
  expect(app.clipboard[0]).toMatch(/- Hours: .+ h \d+ min/);

  sandbox.state.projects.delete(target.id);
  const gone = await call(page, 'getProject', target.id);
  expect(gone).toEqual({ ok: false, error: { code: 'not_found', message: m.core_project_gone() } });
  const bad = await call(page, 'getProject', -1);
  expect(bad).toMatchObject({ ok: false, error: { code: 'bad_input' } });
});
