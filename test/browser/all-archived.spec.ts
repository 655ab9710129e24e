import { expect, test } from './harness';

/** Every project archived (and hidden): the list says how many, in the singular for one. */
test.use({ sandboxOptions: { projects: 3, customers: 1 } });

test('all archived: "All 3 projects are archived", and "The only project" when there is one', async ({
  app,
}) => {
  const { state, demo } = app.sandbox;
  const mine = state.projectsOf(demo.accountId);
  for (const project of mine) project.active = false;
  await app.signInDirectly();
  await app.open();
  await expect(
    app.page.getByText('All 3 projects are archived — tick “Show archived” to see them.'),
  ).toBeVisible();

  for (const project of mine.slice(1)) state.projects.delete(project.id);
  await app.page.getByRole('button', { name: /^Refresh/ }).click();
  await expect(
    app.page.getByText('The only project is archived — tick “Show archived” to see it.'),
  ).toBeVisible();
});
