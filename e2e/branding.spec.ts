import type { APIRequestContext, Page } from '@playwright/test';
import { apiConfirmedUser, apiSignIn, DEMO, expect, test } from './fixtures';

const SHOTS = 'e2e/.screenshots';

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A fresh agent (signed up, made an agent by the demo admin) with one published quote. */
async function agentWithPublishedQuote(request: APIRequestContext) {
  const user = await apiConfirmedUser(request, { firstName: 'Bella', lastName: 'Brand' });
  const admin = await apiSignIn(request, DEMO.admin);
  const me = await apiSignIn(request, user.email, user.password);
  await json(
    await request.patch(`/api/admin/users/${me.user.id}/role`, {
      headers: { authorization: `Bearer ${admin.session.accessToken}` },
      data: { role: 'agent', reason: 'e2e: a new agent' },
    }),
    'make agent',
  );
  const session = await apiSignIn(request, user.email, user.password);
  const auth = { authorization: `Bearer ${session.session.accessToken}` };
  const quote = await json<{ id: string; slug: string }>(
    await request.post('/api/quotes', {
      headers: auth,
      data: {
        title: 'Lakeside week in Lake Garda',
        destination: 'Lake Garda, Italy',
        hotel_name: 'Villa Cortine',
        star_rating: 4,
        departure_date: '2027-07-03',
        duration_days: 7,
        adults: 2,
        original_supplier_price: 240000,
      },
    }),
    'create quote',
  );
  await json(await request.post(`/api/quotes/${quote.id}/publish`, { headers: auth }), 'publish');
  return { user, session, slug: quote.slug };
}

async function computed(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}

test('[branding]: an agent changes colour and font in profile; the public quote page shows them', async ({
  page,
  browser,
  signInAs,
}) => {
  const { user, slug } = await agentWithPublishedQuote(page.request);
  await signInAs(user.email, user.password);
  await page.goto('/dashboard/profile');
  const form = page.getByRole('form', { name: 'Branding' });
  await expect(form).toBeVisible();

  // A colour no text is readable on is refused with the field named.
  await form.getByLabel('Primary colour', { exact: true }).fill('#808080');
  await expect(form.getByText('Primary color must allow readable text (contrast 4.5:1)')).toBeVisible();
  await form.getByLabel('Primary colour', { exact: true }).fill('#7a1f5c');
  await form.getByText('Lora', { exact: true }).click();
  await form.getByLabel('Button style').selectOption('pill');
  await expect(page.getByTestId('branding-preview').locator('.qv-btn--primary').first()).toHaveCSS(
    'background-color',
    'rgb(122, 31, 92)',
  );
  await page.screenshot({ path: `${SHOTS}/public-branding-settings-1280.png`, fullPage: true });
  await form.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Your custom branding has been saved successfully.', { exact: true })).toBeVisible();

  // A customer, signed out, opens the public page.
  const customer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pub = await customer.newPage();
  await pub.goto(`/quotes/${slug}`);
  await expect(pub.getByRole('heading', { level: 1, name: 'Lakeside week in Lake Garda' })).toBeVisible();
  expect(await computed(pub, '.qv-btn--primary', 'background-color')).toBe('rgb(122, 31, 92)');
  expect(await computed(pub, '.qv-btn--primary', 'border-top-left-radius')).toBe('999px');
  expect(await computed(pub, '.qv', 'font-family')).toContain('Lora');
  await expect.poll(() => pub.evaluate(() => document.fonts.check('16px Lora'))).toBe(true);
  await customer.close();
});

test('[public quote]: a customer accepts a quote; field errors are shown; views are counted', async ({
  page,
  browser,
}) => {
  const { session, slug } = await agentWithPublishedQuote(page.request);
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const pub = await customer.newPage();
  const errors: string[] = [];
  pub.on('pageerror', (e) => errors.push(e.message));
  // The refused phone number below is an expected 400; anything else logged as an error is a fault.
  pub.on('console', (m) =>
    m.type() === 'error' && !m.text().includes('status of 400') ? errors.push(m.text()) : undefined,
  );
  await pub.goto(`/quotes/${slug}`);
  await pub.getByRole('button', { name: 'Accept quote' }).click();
  const dialog = pub.getByRole('dialog', { name: 'Accept this quote' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept quote' }).click();
  await expect(dialog.getByText('Your name is required')).toBeVisible();
  await dialog.getByLabel('Your name').fill('Priya Patel');
  await dialog.getByLabel('Email').fill('priya@example.test');
  await dialog.getByLabel('Phone').fill('abc');
  await dialog.getByRole('button', { name: 'Accept quote' }).click();
  // The server names the field it refused.
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await dialog.getByLabel('Phone').fill('07700 900123');
  await dialog.getByRole('button', { name: 'Accept quote' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  expect(errors).toEqual([]);
  await customer.close();

  const quote = await (
    await page.request.get(`/api/quotes/by-slug/${slug}`, {
      headers: { authorization: `Bearer ${session.session.accessToken}` },
    })
  ).json();
  expect(quote.quote_status).toBe('accepted');
  expect(quote.view_count).toBeGreaterThanOrEqual(1);
});

test('[public pages]: screenshots of the demo quote (desktop, phone, print) and agent page', async ({ browser }) => {
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await desk.newPage();
  await page.goto('/agents/hughes-holidays');
  await expect(page.getByRole('heading', { level: 1, name: 'Amelia Hughes' })).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  await page.screenshot({ path: `${SHOTS}/public-agent-1280.png`, fullPage: true });
  const first = page.locator('.ap-card').first();
  await first.click();
  await expect(page.locator('h1')).toBeVisible();
  const quoteUrl = page.url();
  // Let lazy images load before the full-page picture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `${SHOTS}/public-quote-1280.png`, fullPage: true });

  // The gallery opens in a lightbox.
  const thumb = page.locator('.qv-gallery-link').first();
  if (await thumb.count()) {
    await thumb.click();
    await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.qv-cta')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/public-quote-print.png`, fullPage: true });
  await desk.close();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await mobile.goto(quoteUrl);
  await expect(mobile.getByRole('button', { name: 'Accept quote' })).toBeVisible();
  await mobile.screenshot({ path: `${SHOTS}/public-quote-390.png`, fullPage: true });
  await mobile.goto('/agents/hughes-holidays');
  await mobile.screenshot({ path: `${SHOTS}/public-agent-390.png`, fullPage: true });
  await phone.close();
});

test('[agent page]: the demo agent edits the page settings and the public page follows', async ({ page, signInAs }) => {
  await signInAs(DEMO.agent);
  await page.goto('/dashboard/agents/agent-page-settings');
  const address = page.getByLabel('Page address');
  await expect(address).toHaveValue('hughes-holidays');
  await address.fill('Bad Address!');
  await page.getByRole('button', { name: 'Save agent page' }).click();
  await expect(
    page.getByText('Use lowercase letters, numbers and single hyphens (e.g. jane-smith-travel)'),
  ).toBeVisible();
  await address.fill('hughes-holidays');
  await page.getByLabel('Headline').fill('Sun, snow and city breaks from Bristol');
  await page.screenshot({ path: `${SHOTS}/public-agent-settings-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save agent page' }).click();
  await expect(page.getByText('Agent page saved', { exact: true })).toBeVisible();
  await page.goto('/agents/hughes-holidays');
  await expect(page.getByText('Sun, snow and city breaks from Bristol')).toBeVisible();
});
