import { apiSignUp, DEMO, expect, test } from './fixtures';

test.describe('[shell]', () => {
  test('[shell]: the collapsed sidebar stays collapsed after a reload', async ({ page, signInAs }) => {
    await signInAs(DEMO.agent);
    await page.goto('/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect(sidebar.getByRole('link', { name: 'Quotes' })).toBeVisible();
    await expect(sidebar.getByText('Quotes', { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('[shell]: the dashboard menu slides in and navigates', async ({ page, signInAs }) => {
      await signInAs(DEMO.agent);
      await page.goto('/dashboard');
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Passengers' }).click();
      await expect(page).toHaveURL(/\/dashboard\/passengers$/);
      await expect(menu).toBeHidden();
    });

    const PHONE_PAGES = {
      admin: [
        '/dashboard/admin',
        '/dashboard/admin/pending-fb-posts',
        '/dashboard/hotel-bookings',
        '/dashboard/live-search',
        '/dashboard/profile',
      ],
      agent: [
        '/dashboard',
        '/dashboard/quotes',
        '/dashboard/tasks',
        '/dashboard/posted-deals',
        '/dashboard/agents/agent-page-settings',
      ],
    } as const;

    for (const [role, paths] of Object.entries(PHONE_PAGES) as [keyof typeof PHONE_PAGES, readonly string[]][]) {
      test(`[shell]: ${role} pages fit a 390 px phone without sideways scrolling`, async ({
        page,
        request,
        signInAs,
      }) => {
        // A long new e-mail address in the admin's recent sign-ups must not widen the page.
        await apiSignUp(request, { email: `a-very-long-address-for-a-phone-${Date.now()}@example-travel-agency.test` });
        await signInAs(DEMO[role]);
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
        }
      });
    }

    test('[shell]: the public menu opens and jumps to Pricing', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Pricing' }).click();
      await expect(menu).toBeHidden();
      await expect(page.locator('#membership')).toBeInViewport();
    });
  });
});
