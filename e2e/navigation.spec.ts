import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

const SHOTS = path.join(import.meta.dirname, '.screenshots');
const WIDTHS = [1280, 390] as const;

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
}

test.describe('[shell]', () => {
  for (const role of ['manager', 'onboarding'] as const) {
    test(`[shell]: a signed-in ${role} sees Agent Hub on the home page and reaches the dashboard with it`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(DEMO[role]);
      for (const width of WIDTHS) {
        await atWidth(page, width);
        await page.goto('/');
        const hub = page.getByRole('banner').getByRole('link', { name: 'Agent Hub' });
        await expect(hub).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Agent Hub' })).toHaveCount(1);
        await page.screenshot({ path: path.join(SHOTS, `h7-home-${role}-${width}.png`) });
        await hub.click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(
          page
            .getByRole('complementary', { name: 'Sidebar' })
            .or(page.getByRole('button', { name: 'Open menu' }))
            .first(),
        ).toBeVisible();
      }
    });
  }

  test('[shell]: a signed-in lead sees no Agent Hub', async ({ page, signInAs }) => {
    await signInAs(DEMO.lead);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agent Hub' })).toHaveCount(0);
  });

  test('[shell]: an unknown address answers 404 with the not-found page, public and in the dashboard', async ({
    page,
    signInAs,
  }) => {
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const res = await page.goto('/no-such-page-here');
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `h7-not-found-${width}.png`) });
      expect((await page.goto('/login'))?.status()).toBe(200);
    }
    await signInAs(DEMO.agent);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const res = await page.goto('/dashboard/no-such-page');
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'This page is not available' })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `h7-dashboard-not-found-${width}.png`) });
    }
  });
});

test.describe('[quotes]', () => {
  test('[quotes]: /dashboard/quotes/create-booking is its own page listing the accepted quotes to book', async ({
    page,
    signInAs,
  }) => {
    const me = await signInAs(DEMO.agent);
    const headers = { authorization: `Bearer ${me.session.accessToken}` };
    const title = `Accepted Algarve week ${Date.now().toString(36)}`;
    const res = await page.request.post('/api/quotes', {
      headers,
      data: { title, destination: 'Algarve', departure_date: '2027-05-02', quote_status: 'accepted' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const quote = (await res.json()) as { slug: string };
    const draftTitle = `Draft Algarve week ${Date.now().toString(36)}`;
    expect((await page.request.post('/api/quotes', { headers, data: { title: draftTitle } })).ok()).toBe(true);

    for (const width of WIDTHS) {
      await atWidth(page, width);
      const nav = await page.goto('/dashboard/quotes/create-booking');
      expect(nav?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: /^Accepted quotes/ })).toBeVisible();
      await expect(page.getByText('Quote not found')).toHaveCount(0);
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
      await expect(page.getByText(draftTitle)).toHaveCount(0);
      await page.screenshot({ path: path.join(SHOTS, `h7-create-booking-${width}.png`) });
    }
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${quote.slug}$`));
  });
});
