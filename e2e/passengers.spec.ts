import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

/** 'YYYY-MM-DD', `months` from today (UTC is close enough for a date months away). */
function monthsFromNow(months: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

async function addPassenger(
  page: Page,
  p: { first: string; last: string; born: string; passport: string; expiry: string },
) {
  await page.getByRole('button', { name: 'Add passenger' }).first().click();
  const form = page.getByRole('form', { name: 'Add passenger' });
  await form.getByLabel('First name').fill(p.first);
  await form.getByLabel('Last name').fill(p.last);
  await form.getByLabel('Date of birth').fill(p.born);
  await form.getByLabel('Passport number').fill(p.passport);
  await form.getByLabel('Expiry date').fill(p.expiry);
  await form.getByRole('button', { name: 'Add passenger' }).click();
  await expect(form).toBeHidden();
}

test.describe('[passengers]', () => {
  test('[passengers]: an agent adds a household of three with passports, one expiring before a booked return, and sees the flag on the passenger and the dashboard', async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.agent);
    const family = `Okafor${Date.now().toString(36)}`;
    await page.goto('/dashboard/passengers');

    // The Maldives quote (accepted, home in about 102 days) is booked travel; 7 months from now is too soon.
    await addPassenger(page, {
      first: 'Ngozi',
      last: family,
      born: '1980-02-11',
      passport: '512345678',
      expiry: monthsFromNow(7),
    });
    await addPassenger(page, {
      first: 'Chidi',
      last: family,
      born: '1979-08-23',
      passport: '523456789',
      expiry: monthsFromNow(60),
    });
    await addPassenger(page, {
      first: 'Ada',
      last: family,
      born: '2012-05-30',
      passport: '534567890',
      expiry: monthsFromNow(48),
    });

    await page
      .getByRole('searchbox', { name: 'Search passengers' })
      .or(page.getByLabel('Search passengers'))
      .fill(family);
    const rows = page.getByTestId('passenger-row');
    await expect(rows).toHaveCount(3);
    // Lists show passports masked.
    await expect(rows.filter({ hasText: 'Ngozi' })).toContainText('•••••678');
    await expect(page.getByText('512345678')).toHaveCount(0);

    // The household, with Chidi as its lead contact.
    await page.getByRole('button', { name: 'New household' }).first().click();
    const dialog = page.getByRole('form', { name: 'New household' });
    await dialog.getByLabel('Household name').fill(`The ${family} family`);
    await dialog.getByLabel('Find passengers').fill(family);
    for (const first of ['Ngozi', 'Chidi', 'Ada']) {
      await dialog.getByRole('checkbox', { name: new RegExp(first) }).check();
    }
    await dialog.getByRole('radio', { name: new RegExp(`Chidi ${family}`) }).check();
    await dialog.getByRole('button', { name: 'Create household' }).click();
    await expect(dialog).toBeHidden();
    const household = page.getByTestId('household-card').filter({ hasText: `The ${family} family` });
    await expect(household).toContainText('Lead contact');
    await expect(household.getByRole('listitem')).toHaveCount(3);

    // Name Ngozi on the accepted quote: her passport is now flagged.
    await rows
      .filter({ hasText: 'Ngozi' })
      .getByRole('link', { name: new RegExp(`Ngozi ${family}`) })
      .click();
    await expect(page.getByTestId('passenger-name')).toHaveText(`Ngozi ${family}`);
    await expect(page.getByTestId('passport-number')).toHaveText('512345678');
    await page
      .getByLabel('Name on a quote')
      .selectOption({ label: 'Maldives Overwater Villa, All Inclusive (Accepted)' });
    await page.getByRole('button', { name: 'Add to quote' }).click();
    await expect(page.getByTestId('passport-flag-alert')).toContainText('Maldives Overwater Villa, All Inclusive');
    await expect(page.getByRole('list', { name: 'Household members' })).toContainText('Lead contact');

    // On the list, with the "expires too soon" filter ...
    await page.goto(`/dashboard/passengers?passport=flagged&q=${family}`);
    await expect(page.getByTestId('passenger-row')).toHaveCount(1);
    await expect(page.getByTestId('passenger-row').getByTestId('passport-flag')).toBeVisible();

    // ... and on the dashboard home.
    await page.goto('/dashboard');
    const card = page.getByTestId('passport-alerts-card');
    await expect(card.getByRole('link', { name: `Ngozi ${family}` })).toBeVisible();
    await expect(card.getByRole('link', { name: `Chidi ${family}` })).toHaveCount(0);
  });

  test('[passengers]: the same name and date of birth warns, and Save anyway keeps both', async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.agent);
    const last = `Twin${Date.now().toString(36)}`;
    await page.goto('/dashboard/passengers');
    await addPassenger(page, {
      first: 'Sam',
      last,
      born: '1990-01-01',
      passport: '545678901',
      expiry: monthsFromNow(50),
    });
    await page.getByRole('button', { name: 'Add passenger' }).first().click();
    const form = page.getByRole('form', { name: 'Add passenger' });
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill(last);
    await form.getByLabel('Date of birth').fill('1990-01-01');
    await form.getByRole('button', { name: 'Add passenger' }).click();
    await expect(form.getByTestId('duplicate-warning')).toContainText('already exists');
    await form.getByRole('button', { name: 'Save anyway' }).click();
    await expect(form).toBeHidden();
    await page.getByLabel('Search passengers').fill(last);
    await expect(page.getByTestId('passenger-row')).toHaveCount(2);
  });
});
