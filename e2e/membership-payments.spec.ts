import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, DEMO, expect, test, type NewUser } from './fixtures';

/** A fresh account the admin turns into a quote agent whose membership ran out yesterday. */
async function expiredQuoteAgent(request: APIRequestContext, user: NewUser): Promise<void> {
  const admin = await apiSignIn(request, DEMO.admin);
  const headers = { authorization: `Bearer ${admin.session.accessToken}` };
  const { user: me } = await apiSignIn(request, user.email, user.password);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const role = await request.patch(`/api/admin/users/${me.id}/role`, {
    headers,
    data: { role: 'quoteagent', reason: 'e2e: a quote agent' },
  });
  expect(role.ok()).toBe(true);
  const membership = await request.patch(`/api/admin/users/${me.id}/membership`, {
    headers,
    data: { membership_status: 'Expired - Non Payment', membership_expiry_date: yesterday, reason: 'e2e: lapsed' },
  });
  expect(membership.ok()).toBe(true);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Pat Member');
}

test.describe('[membership] paying for a membership', () => {
  test('[membership]: an expired quote agent is blocked, pays on /renew-subscription and is let in', async ({
    page,
    freshUser,
    signInAs,
  }) => {
    // A whole journey: sign-up, a declined and a paid card, the webhook through the queue.
    test.slow();
    const user = await freshUser();
    await expiredQuoteAgent(page.request, user);
    await signInAs(user.email, user.password);

    // Blocked: the guard sends them through /dashboard/billing to /renew-subscription.
    await page.goto('/dashboard/quotes');
    await expect(page).toHaveURL(/\/renew-subscription$/);
    await expect(page.getByRole('heading', { name: 'Renew your membership' })).toBeVisible();
    await expect(page.getByTestId('membership-state')).toHaveText('Expired');
    await expect(page.getByTestId('payments-provider')).toContainText('Sandbox payments');

    await page.getByTestId('pay-now').click();
    await expect(page).toHaveURL(/\/sandbox-pay\/cs_sbx_/);
    await expect(page.getByText('Sandbox payments').first()).toBeVisible();
    await expect(page.getByText('£29.00', { exact: true })).toBeVisible();

    // A declined card: a clear message, nothing changes.
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay £29.00' }).click();
    await expect(page.getByRole('alert')).toContainText('Your card was declined. Nothing has been charged.');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay £29.00' }).click();
    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_sbx_/);
    // The return alone changes nothing: the page waits for the webhook, then shows the membership.
    await expect(page.getByTestId('payment-confirmed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('payment-confirmed')).toContainText('Current');

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/quotes');
    await expect(page).toHaveURL(/\/dashboard\/quotes$/);

    // The billing page now shows the paid subscription and the payment with its VAT.
    await page.goto('/renew-subscription');
    await expect(page.getByTestId('membership-state')).toHaveText('Active');
    await expect(page.getByTestId('subscription-summary')).toContainText('Quote Agent');
    await expect(page.getByTestId('payment-history')).toContainText('VAT £4.83');
  });

  test('[membership]: a card that asks for 3-D Secure is confirmed on the hosted page', async ({
    page,
    freshUser,
    signInAs,
  }) => {
    const user = await freshUser();
    await expiredQuoteAgent(page.request, user);
    await signInAs(user.email, user.password);
    await page.goto('/quote-agent-payment');
    await expect(page.getByRole('heading', { name: 'Quote Agent membership' })).toBeVisible();
    await page.getByTestId('pay-now').click();
    await fillCard(page, '4000 0027 6000 3184');
    await page.getByRole('button', { name: 'Pay £29.00' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByTestId('payment-confirmed')).toBeVisible({ timeout: 20_000 });
  });

  test('[membership]: leaving the hosted page charges nothing and goes back to the membership', async ({
    page,
    freshUser,
    signInAs,
  }) => {
    const user = await freshUser();
    await expiredQuoteAgent(page.request, user);
    await signInAs(user.email, user.password);
    await page.goto('/renew-subscription');
    await page.getByTestId('pay-now').click();
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(/\/payment-cancelled\?/);
    await expect(page.getByText('Nothing has been charged')).toBeVisible();
    await page.getByRole('link', { name: 'Back to your membership' }).click();
    await expect(page).toHaveURL(/\/renew-subscription$/);
    await expect(page.getByTestId('membership-state')).toHaveText('Expired');
  });
});
