import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, DEMO, expect, test, useSession } from './fixtures';

/** A real 2x3 PNG: what the agent's hero image upload sends. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEklEQVR4nGP4z8AARAwQCoQBAOe0Cv0UXHfjAAAAAElFTkSuQmCC',
  'base64',
);
const SHOTS = path.join(import.meta.dirname, '.screenshots');

type Auth = { authorization: string };

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A published quote of the given agent with an uploaded hero image, made through the API. */
async function publishedQuote(request: APIRequestContext, auth: Auth, title: string, destination: string) {
  const image = await ok<{ url: string }>(
    await request.post('/api/uploads', {
      headers: auth,
      multipart: { purpose: 'quote-image', file: { name: 'hero.png', mimeType: 'image/png', buffer: PNG } },
    }),
    'upload',
  );
  const quote = await ok<{ id: string; slug: string }>(
    await request.post('/api/quotes', {
      headers: auth,
      data: {
        title,
        destination,
        hero_image: image.url,
        hotel_name: 'Hotel Azure',
        original_supplier_price: 124_900,
        adults: 2,
      },
    }),
    'create quote',
  );
  await ok(await request.post(`/api/quotes/${quote.id}/publish`, { headers: auth, data: {} }), 'publish');
  return { ...quote, heroImage: image.url };
}

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of [
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, `social-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('[social]: an agent posts a published quote to Facebook, an admin approves it, it shows in posted deals', async ({
  page,
  browser,
}) => {
  // Two browsers, uploads and screenshots at two widths on a shared two-core machine.
  test.setTimeout(120_000);
  const title = `Santorini sunsets ${Date.now().toString(36)}`;
  const headline = `${title} from £1,249`;
  const agent = await apiSignIn(page.request, DEMO.agent);
  const auth = { authorization: `Bearer ${agent.session.accessToken}` };
  const quote = await publishedQuote(page.request, auth, title, 'Santorini');

  // The agent writes the post from the quote.
  await useSession(page, agent);
  await page.goto(`/dashboard/quotes/${quote.slug}`);
  await page.getByRole('button', { name: 'Post to Facebook' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Post to Facebook' });
  await expect(dialog.getByTestId('facebook-post-status')).toHaveText('Not posted');
  await expect(dialog.getByText('Sandbox', { exact: true })).toBeVisible();
  await dialog.getByLabel('Headline').fill('');
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(dialog.getByText('Headline is required')).toBeVisible();
  await dialog.getByLabel('Headline').fill(headline);
  await dialog.getByLabel('Post text').fill('Seven nights, flights and transfers included.');
  await dialog.getByLabel('Story content').fill('Caldera views from the pool.');
  await expect(dialog.getByRole('article', { name: 'Post preview' })).toContainText(headline);
  await expect(dialog.getByRole('article', { name: 'Post preview' }).locator('img')).toHaveAttribute(
    'src',
    quote.heroImage,
  );
  await shoot(page, 'post-dialog');
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('Sent for approval', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The admin approves it in the review queue.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, await apiSignIn(adminPage.request, DEMO.admin));
  await adminPage.goto('/dashboard/admin/pending-fb-posts');
  const row = adminPage.getByTestId('social-post-row').filter({ hasText: headline });
  await expect(row).toBeVisible();
  await expect(adminPage.getByText('Sandbox', { exact: true }).first()).toBeVisible();
  await shoot(adminPage, 'pending');

  // Rejecting needs a reason; cancel, then approve.
  await row.getByRole('button', { name: 'Reject' }).click();
  const reject = adminPage.getByRole('dialog', { name: 'Reject this post?' });
  await reject.getByRole('button', { name: 'Reject post' }).click();
  await expect(reject.getByText('Reason is required')).toBeVisible();
  await shoot(adminPage, 'reject-dialog');
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Approved and posted to the sandbox feed', { exact: true })).toBeVisible();
  await expect(row).toBeHidden();
  await adminPage.getByRole('tab', { name: /Posted/ }).click();
  await expect(adminPage.getByTestId('social-post-row').filter({ hasText: headline })).toBeVisible();
  await adminContext.close();

  // The deal is in the agency's posted deals, newest first, labelled Sandbox, with share links.
  await page.goto('/dashboard/posted-deals');
  const deal = page.getByTestId('posted-deal').first();
  await expect(deal).toContainText(headline);
  await expect(deal.getByText('Sandbox', { exact: true })).toBeVisible();
  await expect(deal.getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(deal.getByRole('link', { name: /on Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${new URL(page.url()).origin}/quotes/${quote.slug}`)}`,
  );
  await shoot(page, 'posted-deals');

  await page.getByLabel('Search').fill('no-such-deal-anywhere');
  await expect(page.getByText('No deals match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Destination').selectOption('Santorini');
  await expect(page.getByTestId('posted-deal').filter({ hasText: headline })).toBeVisible();

  // The quote records the post.
  const after = await ok<{ facebook_post_status: string; facebook_post_url: string | null }>(
    await page.request.get(`/api/quotes/${quote.id}`, { headers: auth }),
    'GET quote',
  );
  expect(after.facebook_post_status).toBe('posted');
  expect(after.facebook_post_url).toContain('/dashboard/posted-deals#');
});

test('[social]: an empty review tab says what will appear there', async ({ page, signInAs }) => {
  await signInAs(DEMO.admin);
  await page.goto('/dashboard/admin/pending-fb-posts?tab=failed');
  await expect(page.getByText('No failed posts')).toBeVisible();
  await shoot(page, 'pending-empty');
});

test('[uploads]: a renamed text file is refused with a clear message; a PNG previews and can be removed', async ({
  page,
  signInAs,
}) => {
  await signInAs(DEMO.agent);
  await page.goto('/dashboard/profile');
  const input = page.getByLabel('Logo', { exact: true });
  const control = page.locator('div:has(> #branding-logo-label)');
  await input.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some notes\n') });
  await expect(control.getByRole('alert')).toHaveText('File must be a JPEG, PNG, WebP or GIF image');
  await control.screenshot({ path: path.join(SHOTS, 'social-upload-error.png') });

  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const preview = control.getByRole('img', { name: 'Current image' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.png$/);
  await expect(control.getByRole('alert')).toBeHidden();
  await control.screenshot({ path: path.join(SHOTS, 'social-upload-preview.png') });
  const served = await page.request.get((await preview.getAttribute('src')) ?? '');
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await served.body(), PNG)).toBe(0);

  await control.getByRole('button', { name: 'Remove' }).click();
  await expect(preview).toBeHidden();
  await expect(control.getByText('choose a file')).toBeVisible();
});
