import { DEMO, expect, test } from './fixtures';

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
