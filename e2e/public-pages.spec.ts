import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiSignIn, apiSignUp, DEMO, expect, linkIn, test, useSession, type OutboxMessage } from './fixtures';

const SHOTS = path.join(import.meta.dirname, '.screenshots');
const DEMO_QUOTE = '/quotes/santorini-sunset-escape';
const WIDTHS = [1280, 390] as const;

/** The demo agent's brand (server/db/seed-branding.ts). */
const BRAND = { font: 'Poppins', primary: 'rgb(29, 78, 95)' };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The sign-up confirmation link's token, read from the outbox as the demo admin. */
async function confirmationToken(request: APIRequestContext, adminToken: string, email: string): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox', { headers: bearer(adminToken) });
      const mail = res.ok() ? ((await res.json()) as OutboxMessage[]).find((m) => m.to.includes(email)) : undefined;
      token = mail ? new URL(linkIn(mail, '/auth/callback')).searchParams.get('token') : null;
      return token;
    })
    .not.toBeNull();
  return token ?? '';
}

/** A fresh, confirmed account made an agent by the demo admin; returns its session. */
async function freshAgent(request: APIRequestContext) {
  const user = await apiSignUp(request, { firstName: 'Rosa', lastName: 'Login-Name' });
  const admin = await apiSignIn(request, DEMO.admin);
  const token = await confirmationToken(request, admin.session.accessToken, user.email);
  expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  const first = await apiSignIn(request, user.email, user.password);
  const res = await request.patch(`/api/admin/users/${first.user.id}/role`, {
    headers: bearer(admin.session.accessToken),
    data: { role: 'agent', reason: 'e2e: a new agent' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...(await apiSignIn(request, user.email, user.password)), email: user.email };
}

async function publishedQuote(request: APIRequestContext, token: string, title: string) {
  const res = await request.post('/api/quotes', {
    headers: bearer(token),
    data: { title, destination: 'Madeira', hotel_name: 'Quinta Verde', adults: 2, original_supplier_price: 180000 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const q = (await res.json()) as { id: string; slug: string };
  expect((await request.post(`/api/quotes/${q.id}/publish`, { headers: bearer(token) })).ok()).toBe(true);
  return q;
}

/** A visitor with no session: another browser, its own address. */
async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-GB',
    extraHTTPHeaders: {
      'x-forwarded-for': `10.180.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  return context.newPage();
}

async function style(page: Page, selector: string, prop: string, pseudo?: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, [p, ps]) => getComputedStyle(el, ps ?? null).getPropertyValue(p ?? ''), [prop, pseudo] as const);
}

test.describe('[public-quote]', () => {
  test("[public-quote]: the accept and ask dialogs, the photo viewer and the footer wear the agent's brand", async ({
    page,
  }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(DEMO_QUOTE);
      await expect(page.getByRole('heading', { level: 1, name: 'Santorini Sunset Escape' })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `h7-quote-page-${width}.png`) });
      await page.screenshot({ path: path.join(SHOTS, `h7-quote-page-full-${width}.png`), fullPage: true });

      // Footer
      expect(await style(page, '.qv-footer', 'font-family')).toContain(BRAND.font);

      // Accept dialog
      await page
        .getByRole('button', { name: /^Accept (this )?quote$/ })
        .first()
        .click();
      const accept = page.getByRole('dialog', { name: 'Accept this quote' });
      await expect(accept).toBeVisible();
      expect(await accept.evaluate((el) => getComputedStyle(el).fontFamily)).toContain(BRAND.font);
      const submit = accept.getByRole('button', { name: 'Accept quote' });
      expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BRAND.primary);
      const cancel = accept.getByRole('button', { name: 'Cancel' });
      // A light line like the page's own, not a bare black border.
      expect(await cancel.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(226, 232, 240)');
      expect(await cancel.evaluate((el) => getComputedStyle(el).borderRadius)).toBe(
        await submit.evaluate((el) => getComputedStyle(el).borderRadius),
      );
      await page.screenshot({ path: path.join(SHOTS, `h7-accept-dialog-${width}.png`) });
      await cancel.click();
      await expect(accept).toBeHidden();

      // Ask dialog
      await page.getByRole('button', { name: 'Ask a question' }).first().click();
      const ask = page.getByRole('dialog', { name: 'Ask a question' });
      expect(await ask.evaluate((el) => getComputedStyle(el).fontFamily)).toContain(BRAND.font);
      expect(
        await ask.getByRole('button', { name: 'Send question' }).evaluate((el) => getComputedStyle(el).backgroundColor),
      ).toBe(BRAND.primary);
      await page.screenshot({ path: path.join(SHOTS, `h7-ask-dialog-${width}.png`) });
      await ask.getByRole('button', { name: 'Cancel' }).click();

      // Photo viewer
      await page.locator('.qv-gallery-link').first().click();
      const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByText('1 / 3')).toBeVisible();
      expect(await viewer.evaluate((el) => getComputedStyle(el).fontFamily)).toContain(BRAND.font);
      await page.screenshot({ path: path.join(SHOTS, `h7-photo-viewer-${width}.png`) });
      await viewer.getByRole('button', { name: 'Close photo viewer' }).click();
    }
  });

  test("[public-quote]: the agent page's footer wears the agent's font like the page above it", async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/agents/hughes-holidays');
      await expect(page.getByRole('heading', { level: 1, name: 'Amelia Hughes' })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      expect(await footer.evaluate((el) => getComputedStyle(el).fontFamily)).toContain(BRAND.font);
      await page.screenshot({ path: path.join(SHOTS, `h7-agent-page-footer-${width}.png`) });
    }
  });

  test('[public-quote]: the print action says what it does: Print or save as PDF', async ({ page }) => {
    await page.goto(DEMO_QUOTE);
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  });

  test('[public-quote]: text on a demo hero photo sits on a dark scrim', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(DEMO_QUOTE);
      const scrim = await style(page, '.qv-hero', 'background-image', '::after');
      // Even the top of the scrim darkens the photo well enough for white text.
      const alphas = [...scrim.matchAll(/rgba\(\s*\d+,\s*\d+,\s*\d+,\s*([\d.]+)\)/g)].map((m) => Number(m[1]));
      expect(alphas.length, scrim).toBeGreaterThan(1);
      expect(Math.min(...alphas)).toBeGreaterThanOrEqual(0.45);
      await page.locator('.qv-hero').screenshot({ path: path.join(SHOTS, `h7-hero-${width}.png`) });
    }
  });

  test('[public-quote]: a quote that is not available answers 404 with a styled page', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const res = await page.goto('/quotes/no-such-quote-anywhere');
      expect(res?.status()).toBe(404);
      const heading = page.getByRole('heading', { level: 1, name: 'This quote is not available' });
      await expect(heading).toBeVisible();
      expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/^"?Times/);
      const home = page.getByRole('link', { name: 'Go to the home page' });
      expect(await home.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      await page.screenshot({ path: path.join(SHOTS, `h7-quote-not-available-${width}.png`) });
    }
  });

  test("[public-quote]: the quote follows the agent page's contact choices and display name", async ({
    page,
    browser,
  }) => {
    const agent = await freshAgent(page.request);
    const token = agent.session.accessToken;
    const q = await publishedQuote(page.request, token, `Madeira walking week ${Date.now().toString(36)}`);
    const brand = `rosa-${Date.now().toString(36)}`;
    const saved = await page.request.put('/api/agent-page', {
      headers: bearer(token),
      data: {
        agentBrand: brand,
        displayName: 'Rosa at Levada Trips',
        contact: { email: 'hello@levada.example', phone: '0117 496 0999', show_email: false, show_phone: true },
        published: true,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    const pub = await customerPage(browser);
    await pub.goto(`/quotes/${q.slug}`);
    const card = pub.getByRole('region', { name: 'Your travel agent' });
    await expect(card.getByRole('link', { name: '0117 496 0999' })).toBeVisible();
    // E-mail is off on the agent page: neither the login e-mail nor the page's own shows.
    await expect(pub.getByText(agent.email)).toHaveCount(0);
    await expect(pub.getByText('hello@levada.example')).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'More holidays from Rosa at Levada Trips' })).toHaveAttribute(
      'href',
      `/agents/${brand}`,
    );
    for (const width of WIDTHS) {
      await pub.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await card.scrollIntoViewIfNeeded();
      await pub.screenshot({ path: path.join(SHOTS, `h7-agent-card-${width}.png`) });
    }
    await pub.context().close();
  });

  test("[public-quote]: the owner's \"Open public page\" is not a customer's view; a customer's is", async ({
    page,
    browser,
  }) => {
    const agent = await freshAgent(page.request);
    const q = await publishedQuote(page.request, agent.session.accessToken, `Azores escape ${Date.now().toString(36)}`);
    await useSession(page, agent);
    await page.goto(`/dashboard/quotes/${q.slug}`);
    await expect(page.getByText('0 views')).toBeVisible();
    await expect(page.getByTestId('quote-status').first()).toHaveText('Sent');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: path.join(SHOTS, `h7-quote-detail-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Open public page' }).click(),
    ]);
    await tab.waitForLoadState();
    await expect(tab.getByRole('heading', { level: 1 })).toContainText('Azores escape');
    // The one-time marker leaves the address bar: a copied link is the customer's plain one.
    await expect.poll(() => new URL(tab.url()).search).toBe('');
    expect(new URL(tab.url()).pathname).toBe(`/quotes/${q.slug}`);
    // The owner's reload is not counted either.
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 1 })).toContainText('Azores escape');
    await tab.close();

    await page.reload();
    await expect(page.getByText('0 views')).toBeVisible();
    await expect(page.getByTestId('quote-status').first()).toHaveText('Sent');

    const pub = await customerPage(browser);
    await pub.goto(`/quotes/${q.slug}`);
    await expect(pub.getByRole('heading', { level: 1 })).toContainText('Azores escape');
    await pub.context().close();
    await expect
      .poll(
        async () => {
          await page.reload();
          return (
            await page
              .getByText(/\d+ views?$/)
              .first()
              .textContent()
          )?.trim();
        },
        { timeout: 15_000 },
      )
      .toBe('1 view');
    await expect(page.getByTestId('quote-status').first()).toHaveText('Viewed');
  });
});
