import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

const BEACH = path.join(import.meta.dirname, 'fixtures', 'beach.png');

function unique(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** The next whole minute at least `ahead` ms away, as a datetime-local value (the browser runs in London time). */
function nextMinute(ahead: number): { value: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + ahead) / 60_000) * 60_000);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { value: `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`, at };
}

async function html(request: APIRequestContext, url: string) {
  const res = await request.get(url, { headers: { accept: 'text/html' } });
  return { status: res.status(), body: await res.text() };
}

test.describe('[blog]', () => {
  test('[blog]: an admin writes an article with an image, schedules it, and it appears on /blog with its preview tags', async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(180_000);
    await signInAs(DEMO.admin);
    const title = unique('Five things to pack for Madeira');

    await page.goto('/dashboard/admin/blog');
    await page.getByRole('link', { name: 'New article' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/blog-editor$/);

    await page.getByLabel('Title', { exact: true }).fill(title);
    const body = page.getByTestId('article-body');
    await body.click();
    await page.keyboard.type('Walking shoes come first. ');
    // The first autosave creates the article and moves the address to its id; typing on meanwhile loses nothing.
    await expect(page).toHaveURL(/\/dashboard\/admin\/blog-editor\/[0-9a-f-]{36}$/);
    await page.keyboard.type('Then a light rain jacket for the levadas.');

    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an image' });
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(BEACH);
    await expect(dialog.getByRole('img', { name: 'Current image' })).toBeVisible();
    await dialog.getByLabel('Description').fill('A black sand beach on Madeira');
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(body.getByRole('img', { name: 'A black sand beach on Madeira' })).toBeVisible();

    await page.getByLabel('Excerpt').fill('What our agents tell customers to pack for a week of walking on Madeira.');
    await page.getByLabel('Cover image', { exact: true }).setInputFiles(BEACH);
    await page.getByLabel('Cover description').fill('Cliffs above the sea');
    await page.getByLabel('Topics').fill('Destinations, Madeira');
    await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 15_000 });

    // Everything typed reached the server, including what was typed while the address changed.
    await page.reload();
    await expect(page.getByTestId('article-body')).toContainText(
      'Walking shoes come first. Then a light rain jacket for the levadas.',
    );
    await expect(
      page.getByTestId('article-body').getByRole('img', { name: 'A black sand beach on Madeira' }),
    ).toBeVisible();
    const slug = (await page.getByLabel('Address').inputValue()).trim();
    expect(slug).toMatch(/^five-things-to-pack-for-madeira/);

    // The preview is the public page.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByText('Preview: this draft is not on the blog yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to editing' }).click();

    // Schedule it for the next minute; until then it is not on the site.
    const when = nextMinute(25_000);
    await page.getByRole('button', { name: 'Schedule' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule the article' });
    await schedule.getByLabel('Publish on').fill(when.value);
    await schedule.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText(/^Goes live on the blog on /)).toBeVisible();
    expect((await html(page.request, `/blog/${slug}`)).status).toBe(404);

    // On time, it is on /blog, and the article's HTML carries its preview tags.
    await expect
      .poll(async () => (await html(page.request, '/blog')).body.includes(title), {
        timeout: Math.max(0, when.at.getTime() - Date.now()) + 30_000,
        intervals: [2_000],
      })
      .toBe(true);
    const article = await html(page.request, `/blog/${slug}`);
    expect(article.status).toBe(200);
    expect(article.body).toContain(`<meta property="og:title" content="${title} |`);
    expect(article.body).toContain('<meta property="og:type" content="article">');
    expect(article.body).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/uploads\/[^"]+">/);
    expect(article.body).toContain(
      '<meta name="description" content="What our agents tell customers to pack for a week of walking on Madeira.">',
    );
    expect(article.body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${slug}">`));
    expect(article.body).toContain('"@type":"BlogPosting"');
    expect(article.body).not.toMatch(/<script(?![^>]*ld\+json)/);

    // Readers see it without a script; the inline image came through the allow-list.
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: 'A black sand beach on Madeira' })).toBeVisible();
    await page.goto('/blog/tag/madeira');
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // The publish job ran in the server: the article is among the Published ones (its status, not only its time).
    const row = page.getByTestId('article-row').filter({ hasText: title });
    await expect(async () => {
      await page.goto(`/dashboard/admin/blog?status=published&q=${encodeURIComponent(title)}`);
      await expect(row).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('[blog]: the admin list filters by status and topic, and deletes after asking', async ({ page, signInAs }) => {
    const res = await signInAs(DEMO.admin);
    const headers = { authorization: `Bearer ${res.session.accessToken}` };
    const title = unique('Packing list for Lapland');
    const made = await page.request.post('/api/admin/articles', {
      headers,
      data: { title, excerpt: 'Layers.', body: '<p>Layers, layers, layers.</p>', tags: ['lapland'] },
    });
    expect(made.status()).toBe(201);

    await page.goto('/dashboard/admin/blog');
    // The seeded articles are published.
    await expect(page.getByTestId('article-row').filter({ hasText: 'How commission works' })).toBeVisible();
    await page.getByLabel('Status').selectOption('draft');
    await page.getByLabel('Topic').selectOption('lapland');
    const row = page.getByTestId('article-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('article-row')).toHaveCount(1);
    await expect(page).toHaveURL(/status=draft/);

    await row.getByRole('button', { name: `Delete: ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete article' }).click();
    await expect(page.getByText('No articles match')).toBeVisible();
  });

  test('[blog]: /blog reads without JavaScript and an unpublished slug is not found', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'What ATOL protection means for your customers' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'What ATOL is' })).toBeVisible();
    const missing = await page.goto('/blog/no-such-article');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This article is not available' })).toBeVisible();
    await context.close();
  });
});
