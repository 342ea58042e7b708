import { DEMO, expect, test } from './fixtures';

test.describe('[tools]', () => {
  test('[tools]: an agent works out commission on two bookings with VAT, and the totals add up', async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.agent);
    await page.goto('/dashboard/tools');
    await page.getByRole('link', { name: 'Commission calculator' }).click();
    await expect(page.getByRole('heading', { name: 'Commission calculator' })).toBeVisible();

    await page.getByLabel('Booking value (£)').fill('2,500');
    await page.getByLabel('Commission rate (%)').fill('10');
    // 10 % of £2,500 = £250; the agency's rule gives the agent 70 %.
    await expect(page.getByTestId('earnings')).toHaveText('£175.00');

    await page.getByRole('button', { name: 'Add a booking' }).click();
    await page.getByLabel('Booking value (£)').nth(1).fill('1200');
    await page.getByLabel('Commission rate (%)').nth(1).fill('12.5');
    await page.getByLabel('VAT on commission').nth(1).selectOption('included');
    // £150 including VAT: £25 VAT, £125 shared, £87.50 to the agent; total £175 + £87.50.
    await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
    await expect(page.getByTestId('earnings')).toHaveText('£262.50');

    await page.getByLabel('Commission rate (%)').nth(1).fill('12.5.5');
    await expect(page.getByText('Enter a percentage from 0 to 100, like 12.5')).toBeVisible();
  });

  test('[tools]: the package calculator prices a family holiday and opens a quote prefilled with it', async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.agent);
    await page.goto('/dashboard/tools/holiday-package-calculator');
    await page.getByLabel('Cost (£)').nth(0).fill('200'); // flights per person
    await page.getByLabel('Cost (£)').nth(1).fill('1500'); // hotel per booking
    await page.getByLabel('Passengers').fill('2');
    // (400 + 1500) x 1.15 = 2,185 plus the ATOL contribution of 2 x £2.50.
    await expect(page.getByTestId('selling-price')).toHaveText('£2,190.00');
    await expect(page.getByTestId('per-person')).toHaveText('£1,095.00');
    await expect(page.getByTestId('atol-contribution')).toHaveText('£5.00');
    await expect(page.getByTestId('deposit')).toHaveText('£400.00');

    await page.getByRole('button', { name: 'Create a quote from this' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/new$/);
    // The builder is the largest page to load.
    await expect(page.getByLabel('Supplier price', { exact: true })).toHaveValue('2190.00', { timeout: 30_000 });
  });

  test('[tools]: an onboarding agent sees the hub but no calculators', async ({ page, signInAs }) => {
    await signInAs(DEMO.onboarding);
    await page.goto('/dashboard/tools');
    await expect(page.getByText('The calculators open once your onboarding is complete.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Commission calculator' })).toHaveCount(0);
  });
});

test.describe('[tools] Outlook setup', () => {
  test('[tools]: an agent copies a branded signature and subscribes to a calendar that holds a task’s due date', async ({
    page,
    signInAs,
  }) => {
    const session = await signInAs(DEMO.agent);
    const due = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const title = `Chase the Patels’ passports ${Date.now().toString(36)}`;
    const made = await page.request.post('/api/tasks', {
      headers: { authorization: `Bearer ${session.session.accessToken}` },
      data: { title, due_date: due },
    });
    expect(made.status()).toBe(201);

    await page.goto('/dashboard/tools');
    await page.getByRole('link', { name: 'Outlook setup' }).click();
    await expect(page.getByTestId('signature-preview')).toContainText('Amelia Hughes');

    await page.getByRole('button', { name: 'Make my calendar address' }).click();
    const address = await page.getByLabel('Your calendar address').inputValue();
    expect(address).toMatch(/\/api\/calendar\/feed\.ics\?token=/);

    // What a calendar app does: read the address with no sign-in, and parse iCalendar.
    const feed = await page.request.get(new URL(address).pathname + new URL(address).search);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = (await feed.text()).split(/\r?\n/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT').length).toBe(lines.filter((l) => l === 'END:VEVENT').length);
    const summary = lines.indexOf(`SUMMARY:Task: ${title}`);
    expect(summary).toBeGreaterThan(0);
    const event = lines.slice(lines.lastIndexOf('BEGIN:VEVENT', summary), summary);
    expect(event).toContain(`DTSTART;VALUE=DATE:${due.replaceAll('-', '')}`);

    await page.reload();
    await expect(page.getByTestId('calendar-status')).toContainText('last read by a calendar app');
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByTestId('calendar-status')).toHaveText('You have no calendar address yet.');
    expect((await page.request.get(new URL(address).pathname + new URL(address).search)).status()).toBe(404);
  });
});
