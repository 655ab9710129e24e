import { expect, test } from './harness';

/** The first named customer section and its customer id in the sandbox. */
async function firstCustomer(app: Parameters<Parameters<typeof test>[2]>[0]['app']) {
  const { sandbox } = app;
  const first = app.page
    .locator('section.customer', { has: app.page.getByRole('button', { name: /^Rename customer/ }) })
    .first();
  const name = (await first.locator('.customer-name').textContent()) ?? '';
  const customer = [...sandbox.state.customers.values()].find((c) => c.name === name);
  if (!customer) throw new Error(`no sandbox customer named ${name}`);
  // Pinned by id: while the editor is open the section has no Rename button to match on.
  const section = app.page.locator(`section.customer[data-customer-id="${customer.id}"]`);
  return { section, name, id: customer.id };
}

test.beforeEach(async ({ app }) => {
  await app.signInDirectly();
  await app.open();
  await expect(app.page.locator('section.customer').first()).toBeVisible();
});

test('renaming a customer shows the new name and changes it at the service', async ({ app }) => {
  const { page, sandbox } = app;
  const { section, name, id } = await firstCustomer(app);
  await section.getByRole('button', { name: `Rename customer ${name}` }).click();
  const input = page.getByLabel(`New name for ${name}`);
  await expect(input).toBeFocused();
  await input.fill('Ångström & Söhne — 東京 🚀');
  await input.press('Enter');

  await expect(page.locator('.customer-name', { hasText: 'Ångström & Söhne — 東京 🚀' })).toBeVisible();
  await expect(
    page.locator('.customer-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }),
  ).toHaveCount(0);
  expect(sandbox.state.customers.get(id)?.name).toBe('Ångström & Söhne — 東京 🚀');
  // Every project of that customer now carries the new name in main's snapshot (the tray uses it).
  const renamed = app.core.snapshot().projects.filter((p) => p.customerId === id);
  expect(renamed.length).toBeGreaterThan(0);
  expect(renamed.every((p) => p.customerName === 'Ångström & Söhne — 東京 🚀')).toBe(true);
});

// Only spaces can no longer be saved from the window (Save is disabled, test below).
for (const [what, typed, message] of [['300 characters', 'x'.repeat(300), /at most 255/]] as const) {
  test(`renaming to ${what} shows the error and keeps the typed text`, async ({ app }) => {
    const { page, sandbox } = app;
    const { section, name, id } = await firstCustomer(app);
    sandbox.clearLog();
    await section.getByRole('button', { name: `Rename customer ${name}` }).click();
    const input = page.getByLabel(`New name for ${name}`);
    await input.fill(typed);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(section.locator('.field-error')).toHaveText(message);
    await expect(input).toHaveValue(typed);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sandbox.state.customers.get(id)?.name).toBe(name);
    // Refused at the IPC boundary: the service never saw it.
    expect(sandbox.log.filter((e) => e.path.includes('/customers/'))).toEqual([]);

    await input.press('Escape');
    await expect(section.locator('.customer-name')).toHaveText(name);
  });
}

test('a rename the service refuses shows its message and keeps the typed text', async ({ app }) => {
  const { page, sandbox } = app;
  const { section, name, id } = await firstCustomer(app);
  sandbox.faults.add({
    method: 'POST',
    path: /\/customers\//,
    fault: {
      kind: 'status',
      status: 422,
      body: '{"message":"That name is already taken."}',
      contentType: 'application/json',
    },
    times: 1,
  });
  await section.getByRole('button', { name: `Rename customer ${name}` }).click();
  const input = page.getByLabel(`New name for ${name}`);
  await input.fill('Taken Name Ltd');
  await input.press('Enter');

  // What the refusal means, then the service's own words.
  await expect(section.locator('.field-error')).toHaveText(
    'The service refused the request (HTTP 422). The service said: “That name is already taken”.',
  );
  await expect(input).toHaveValue('Taken Name Ltd');
  // Said once, beside its field: not in the banner too, and not after the editor closes.
  await expect(page.locator('.banner.error')).toHaveCount(0);
  await input.press('Escape');
  await expect(page.getByText('That name is already taken')).toHaveCount(0);
  expect(sandbox.state.customers.get(id)?.name).toBe(name);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('Save stays disabled while the name is empty or only spaces, and Enter says why; the field shows the current name', async ({
  app,
}) => {
  const { page, sandbox } = app;
  const { section, name, id } = await firstCustomer(app);
  sandbox.clearLog();
  await section.getByRole('button', { name: `Rename customer ${name}` }).click();
  const input = page.getByLabel(`New name for ${name}`);
  await expect(input).toHaveAttribute('placeholder', name);
  const save = page.getByRole('button', { name: 'Save' });
  await input.fill('   ');
  await expect(save).toBeDisabled();
  await input.press('Enter');
  const why = page.locator(`#rename-${id}-error`);
  await expect(why).toHaveText(/Type a new name, or press Esc/);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  await input.fill('');
  await expect(save).toBeDisabled();
  await input.fill('Acme');
  await expect(save).toBeEnabled();
  await expect(why).toHaveText(''); // typing a name clears it
  // The IPC boundary still refuses a blank name sent past the form.
  const sent = await page.evaluate(
    (id) =>
      (
        globalThis as unknown as {
          timetray: {
            renameCustomer(id: number, name: string): Promise<{ ok: boolean; error?: { message: string } }>;
          };
        }
      ).timetray.renameCustomer(id, '    '),
    id,
  );
  expect(sent.ok).toBe(false);
  expect(sent.error?.message).toMatch(/cannot be empty/);
  expect(sandbox.log.filter((e) => e.path.includes('/customers/'))).toEqual([]);
});
