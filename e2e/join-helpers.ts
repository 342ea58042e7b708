import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

/*
 * Steps of the join wizard, shared by e2e/join.spec.ts and the screenshots.
 */

export const JOIN_PASSWORD = 'sunny-beaches-42';

/** Fills the wizard's first step and sends it; returns the address used. */
export async function fillJoinDetails(page: Page, email = uniqueEmail('join'), password = JOIN_PASSWORD) {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('First name').fill('Priya');
  await form.getByLabel('Last name').fill('Shah');
  await form.getByLabel('Phone number').fill('07700 900456');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Continue to plans' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  return email;
}

/** Chooses a plan and billing on step 2. */
export async function choosePlan(page: Page, plan = 'Home Agent', billing: 'Monthly' | 'Yearly' = 'Monthly') {
  await page.getByRole('radio', { name: billing }).check();
  await page.getByRole('radio', { name: plan }).check();
  await page.getByRole('button', { name: 'Continue to the agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Read and sign the agreement' })).toBeVisible();
}

/** Signs the agreement on step 3 with the prefilled name; lands on /payment, which asks a new account to sign in. */
export async function signJoinAgreement(page: Page) {
  const sign = page.getByRole('form', { name: 'Sign the agreement' });
  await sign.getByRole('checkbox').check();
  await sign.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('button', { name: 'Sign in to pay' })).toBeVisible();
}
