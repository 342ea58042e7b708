import { apiSignIn, DEMO, expect, test, useSession } from './fixtures';

/** A title no other test or seed row shares. */
function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

test.describe('[suppliers]', () => {
  test('[suppliers]: onboarding agents have no Suppliers in the menus, the home or the API', async ({
    page,
    signInAs,
  }) => {
    const session = await signInAs(DEMO.onboarding);
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link', { name: 'Tasks' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Suppliers' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Good (morning|afternoon|evening)/ })).toBeVisible();
    await expect(page.getByTestId('supplier-updates-card')).toHaveCount(0);

    // The public header's phone menu (SPEC 2) has no Suppliers group for them.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'Agent Hub' })).toBeVisible();
    await expect(mobile.getByText('Suppliers', { exact: true })).toHaveCount(0);
    await expect(mobile.getByRole('link', { name: 'Supplier Updates' })).toHaveCount(0);

    const headers = { authorization: `Bearer ${session.session.accessToken}` };
    expect((await page.request.get('/api/suppliers', { headers })).status()).toBe(403);
    expect((await page.request.get('/api/supplier-updates', { headers })).status()).toBe(403);

    await page.goto('/dashboard/suppliers');
    await expect(page).toHaveURL(/\/unauthorized/);
  });

  test('[suppliers]: an agent searches the directory, filters by type and opens a supplier', async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.agent);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Suppliers' }).click();
    await expect(page).toHaveURL(/\/dashboard\/suppliers$/);
    const cards = page.getByTestId('supplier-card');
    await expect(cards.first()).toBeVisible();

    await page.getByLabel('Type').selectOption('cruise');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Meridian Cruise Line');

    await page.getByLabel('Type').selectOption('all');
    await page.getByRole('searchbox', { name: 'Search' }).fill('kestrel');
    await expect(cards).toHaveCount(1);
    await cards.first().click();
    await expect(page.getByRole('heading', { name: 'Kestrel Car Hire' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to book' })).toBeVisible();
    await expect(page.getByText('15% of net')).toBeVisible();
    await expect(page.getByRole('link', { name: 'agents@kestrelcarhire.example' })).toBeVisible();

    // The archived supplier is not in an agent's directory.
    await page.getByRole('link', { name: 'Back to the directory' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Sunseeker');
    await expect(page.getByText('No suppliers match')).toBeVisible();

    // On a phone, the header menu's Suppliers group (SPEC 2) leads to the directory and the feed.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'All Suppliers' })).toBeVisible();
    await mobile.getByRole('link', { name: 'Supplier Updates' }).click();
    await expect(page).toHaveURL(/\/dashboard\/suppliers\?view=updates$/);
    await expect(page.getByRole('list', { name: 'Supplier updates' })).toBeVisible();
  });

  test('[suppliers]: an admin posts a supplier update that an agent sees as unread', async ({
    page,
    browser,
    signInAs,
  }) => {
    const title = uniqueTitle('Kestrel adds Iceland');
    await signInAs(DEMO.admin);
    await page.goto('/dashboard/admin/suppliers?view=updates');
    await page.getByRole('button', { name: 'Post update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post a supplier update' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Supplier').selectOption({ label: 'Kestrel Car Hire' });
    await dialog.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('Reykjavik airport pick-ups from March. ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Winter tyres included.');
    await dialog.getByRole('button', { name: 'Post update' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Supplier updates' })).toContainText(title);

    // The agent, in their own browser.
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: {
        'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    });
    const agentPage = await context.newPage();
    await useSession(agentPage, await apiSignIn(agentPage.request, DEMO.agent));
    await agentPage.goto('/dashboard');
    // The home loads its cards after the shell (a busy machine takes a while to boot the app).
    await expect(agentPage.getByRole('heading', { name: /Good (morning|afternoon|evening)/ })).toBeVisible({
      timeout: 30_000,
    });
    const card = agentPage.getByTestId('supplier-updates-card');
    await expect(card).toContainText(title);
    await expect(card).toContainText(/\d+ unread/);

    await card.getByRole('link', { name: 'All supplier updates' }).click();
    await expect(agentPage).toHaveURL(/\/dashboard\/suppliers\?view=updates/);
    const item = agentPage.getByTestId('supplier-update').filter({ hasText: title });
    await expect(item).toHaveAttribute('data-read', 'false');
    await expect(item.getByText('Unread')).toBeVisible();

    await item.getByRole('button', { name: new RegExp(title) }).click();
    await expect(item.getByText('Winter tyres included.')).toBeVisible();
    await expect(item.locator('strong, b').filter({ hasText: 'Winter tyres included.' }).first()).toBeVisible();
    await expect(item).toHaveAttribute('data-read', 'true');

    await agentPage.reload();
    await expect(agentPage.getByTestId('supplier-update').filter({ hasText: title })).toHaveAttribute(
      'data-read',
      'true',
    );
    await context.close();
  });

  test('[suppliers]: an admin adds a supplier, archives it and restores it', async ({ page, signInAs }) => {
    const name = uniqueTitle('Fjord Line Holidays');
    await signInAs(DEMO.admin);
    await page.goto('/dashboard/admin/suppliers');
    await page.getByRole('button', { name: 'Add supplier' }).first().click();
    const form = page.getByRole('form', { name: 'Add supplier' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Type').selectOption('tour_operator');
    await form.getByLabel('Commission basis').selectOption('percent_gross');
    await form.getByRole('button', { name: 'Add supplier' }).click();
    await expect(form.getByText('Commission rate is required')).toBeVisible();
    await form.getByLabel('Commission rate (%)').fill('11.5');
    await form.getByLabel('Tags').fill('Norway, cruise');
    await form.getByRole('button', { name: 'Add contact' }).click();
    await form.getByRole('textbox', { name: 'Name' }).nth(1).fill('Ingrid Dahl');
    await form.getByRole('button', { name: 'Add supplier' }).click();

    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    const row = page.getByTestId('supplier-row').filter({ hasText: name });
    await expect(row).toContainText('11.5% of gross');
    await row.getByRole('button', { name: `Archive ${name}` }).click();
    await page.getByRole('button', { name: 'Archive supplier' }).click();
    await expect(row).toHaveCount(0);

    await page.getByLabel('Status').selectOption('archived');
    const archived = page.getByTestId('supplier-row').filter({ hasText: name });
    await expect(archived).toContainText('Archived');
    await archived.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(archived).toHaveCount(0);
    await page.getByLabel('Status').selectOption('active');
    await expect(page.getByTestId('supplier-row').filter({ hasText: name })).toContainText('Active');
  });
  test("[suppliers]: an agent picks a quote's supplier logo from the directory", async ({ page, signInAs }) => {
    await signInAs(DEMO.agent);
    await page.goto('/dashboard/quotes/new');
    await page.getByLabel("Show the supplier's logo on the quote").click();
    await page.getByRole('button', { name: 'Choose from the supplier directory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a supplier logo' });
    await dialog.getByLabel('Search suppliers').fill('meridian');
    await dialog.getByRole('button', { name: 'Meridian Cruise Line' }).click();
    await expect(dialog).toHaveCount(0);
    // The quote keeps the logo's address (SPEC 3 supplier_logo_url), as an upload would.
    await expect(page.getByRole('img', { name: 'Supplier logo preview' })).toHaveAttribute(
      'src',
      '/images/suppliers/meridian-cruise.svg',
    );
  });
});
