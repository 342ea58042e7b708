import { DEMO, expect, test } from './fixtures';

/** A real 2x3 red PNG, as the extension sends an image: base64. */
const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEklEQVR4nGP4z8AARAwQCoQBAOe0Cv0UXHfjAAAAAElFTkSuQmCC';

test.describe('[captures]', () => {
  test('[captures]: an agent makes a token, the extension saves a page with it, the capture is listed and deleted', async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.agent);
    await page.goto('/dashboard/tools');
    await page.getByRole('link', { name: 'Chrome extension' }).click();
    const name = `E2E laptop ${Date.now().toString(36)}`;
    await page.getByLabel('Token name').fill(name);
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = await page.getByLabel(`Your new token “${name}”`).inputValue();
    expect(secret).toMatch(/^htc_/);
    await expect(page.getByRole('list', { name: 'Access tokens' })).toContainText(name);

    // What the extension does: send the page with the token, no session.
    const title = `Hotel Playa Lanzarote ${Date.now().toString(36)}`;
    const saved = await page.request.post('/api/captures/ingest', {
      headers: { 'x-capture-token': secret },
      data: {
        url: 'https://www.sunhotels.example/lanzarote/hotel-playa',
        title,
        selectedText: '7 nights all inclusive from £899pp',
        images: [{ data: PNG_B64 }],
        tags: ['lanzarote'],
        note: 'For the Hendersons',
      },
    });
    expect(saved.status()).toBe(201);

    await page.goto('/dashboard/captured-content');
    await page.getByLabel('Search captures').fill(title);
    const card = page.getByTestId('capture').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('sunhotels.example');
    await expect(card).toContainText('For the Hendersons');
    await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 2);

    await card.getByRole('button', { name: `Note and tags of ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Note').fill('Sea view rooms only');
    await dialog.getByLabel('Tags').fill('lanzarote, shortlist');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card).toContainText('Sea view rooms only');
    await page.getByLabel('Tag', { exact: true }).selectOption('shortlist');
    await expect(page).toHaveURL(/tag=shortlist/);
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete capture' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No captures match')).toBeVisible();

    // Revoking the token stops the extension at once.
    await page.goto('/dashboard/tools/chrome-extension');
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
    await expect(
      page.getByRole('list', { name: 'Access tokens' }).getByRole('listitem').filter({ hasText: name }),
    ).toContainText('Revoked');
    const refused = await page.request.post('/api/captures/ingest', {
      headers: { 'x-capture-token': secret },
      data: { url: 'https://example.com/', title: 'x' },
    });
    expect(refused.status()).toBe(401);
  });
});
