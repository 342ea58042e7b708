import { sidebarFor } from '../domain/access';
import type { PublicConfig } from '../domain/api';
import type { Role } from '../domain/roles';
import { DEMO, expect, test } from './fixtures';

const DASHBOARD_ROLES: readonly Role[] = ['admin', 'manager', 'agent', 'onboarding', 'quoteagent'];

test.describe('[access]', () => {
  for (const role of DASHBOARD_ROLES) {
    test(`[access]: ${role} sees exactly its SPEC 2 sidebar`, async ({ page, signInAs }) => {
      const config = (await (await page.request.get('/api/config')).json()) as PublicConfig;
      await signInAs(DEMO[role]);
      await page.goto('/dashboard');
      const nav = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('navigation', { name: 'Dashboard' });
      const expected = sidebarFor(role, config.brand.prefix).map((i) => i.label);
      await expect(nav.getByRole('link')).toHaveText(expected);
      const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(sidebarFor(role, config.brand.prefix).map((i) => i.path));
    });
  }

  test('[access]: an anonymous visitor goes home with the sign-in dialog, then back to the page', async ({ page }) => {
    await page.goto('/dashboard/quotes');
    await expect(page).toHaveURL(/\/\?login=true&from=%2Fdashboard%2Fquotes/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill(DEMO.agent);
    await dialog.getByLabel('Password').fill('demo-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes$/, { timeout: 15_000 });
  });

  test('[access]: a lead is sent to /unauthorized', async ({ page, signInAs }) => {
    await signInAs(DEMO.lead);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: /don.t have access/i })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  test('[access]: an expired quote agent is sent to /renew-subscription', async ({ page, signInAs }) => {
    await signInAs(DEMO.expired);
    await page.goto('/dashboard/quotes');
    await expect(page).toHaveURL(/\/renew-subscription$/);
    await expect(page.getByTestId('membership-status')).toHaveText('Expired - Non Payment');
    await expect(page.getByTestId('membership-state')).toHaveText('Expired');
  });

  test('[access]: /dashboard/billing redirects to /renew-subscription', async ({ page, signInAs }) => {
    await signInAs(DEMO.quoteagent);
    await page.goto('/dashboard/billing');
    await expect(page).toHaveURL(/\/renew-subscription$/);
  });

  test('[access]: an admin signing in from the home page lands on the admin overview', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(DEMO.admin);
    await dialog.getByLabel('Password').fill('demo-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/, { timeout: 15_000 });
    await expect(page.getByTestId('total-users')).toHaveText(/\d+/);
  });
  test('[access]: an onboarding agent saves an itinerary and is offered only what they may use', async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.onboarding);
    await page.goto('/dashboard/quotes');
    await expect(page.getByRole('link', { name: 'New itinerary' }).first()).toBeVisible();
    // SPEC 6: the standard builder is not theirs, so no button leads there.
    await expect(page.getByRole('link', { name: 'New quote' })).toHaveCount(0);

    const title = `Onboarding Lisbon ${Date.now()}`;
    await page.goto('/dashboard/quotes/new-itinerary');
    await page.getByLabel('Quote title').fill(title);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/edit-itinerary\/[0-9a-f-]{36}$/);
    await expect(page.getByText('You do not have access to this.')).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Quote title')).toHaveValue(title);
    // The greeting names no placeholder agency.
    await page.goto('/dashboard');
    await expect(page.getByText('To be decided on')).toHaveCount(0);
  });
});
