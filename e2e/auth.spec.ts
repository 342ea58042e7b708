import { apiSignUp, expect, linkIn, test, uniqueEmail, waitForMail } from './fixtures';

test.describe('[auth]', () => {
  test('[auth]: sign-up, confirm from the mailbox, sign in and land on the right page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('signup');
    const password = 'sunny-beaches-42';

    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Priya');
    await form.getByLabel('Last name').fill('Sharma');
    await form.getByLabel('Phone number').fill('07700 900123');
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: /create account/i }).click();
    await expect(page).toHaveURL(/\/verify-email/);

    // The confirmation e-mail, read and followed from the dev mailbox page. The
    // mailbox answers only a browser on this machine with no proxy in between, so
    // it opens in a tab without the journey's X-Forwarded-For address.
    const local = await browser.newContext({ baseURL, locale: 'en-GB', extraHTTPHeaders: {} });
    const mailbox = await local.newPage();
    await mailbox.goto('/dev/mailbox');
    await mailbox.getByTestId('mailbox-item').filter({ hasText: email }).first().click();
    const message = mailbox.getByTestId('mailbox-message');
    await expect(message).toContainText(email);
    await message.getByRole('link', { name: /\/auth\/callback\?/ }).click();
    await expect(mailbox).toHaveURL(/\/auth\/callback/);
    await expect(mailbox.getByText(/confirmed|verified/i).first()).toBeVisible();
    await local.close();

    await page.goto('/sign-in');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    // A new account is a lead: SPEC 4 sends it to the home page, signed in.
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
  });

  test('[auth]: a wrong password shows Invalid Login Credentials and Password is incorrect', async ({ page }) => {
    await page.goto('/sign-in');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('agent@demo.test');
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText('Invalid Login Credentials')).toBeVisible();
    await expect(form.getByText('Password is incorrect')).toBeVisible();
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('[auth]: signing in before confirming the e-mail goes to /verify-email', async ({ page }) => {
    const user = await apiSignUp(page.request);
    await page.goto('/sign-in');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill(user.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(user.email).first()).toBeVisible();
  });

  test('[auth]: a password reset shows the cooldown, and the e-mailed link sets a new password', async ({
    page,
    freshUser,
  }) => {
    const user = await freshUser();
    await page.goto('/forgot-password');
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByText('Check your inbox')).toBeVisible();

    // A second request inside the cooldown: the server says how long, the form counts down.
    await form.getByRole('button', { name: 'Send another link' }).click();
    await expect(form.getByRole('button', { name: /Try again in \d+s/ })).toBeDisabled();
    const first = Number((await form.getByRole('button', { name: /Try again in/ }).innerText()).match(/\d+/)?.[0]);
    await expect
      .poll(async () =>
        Number((await form.getByRole('button', { name: /Try again in/ }).innerText()).match(/\d+/)?.[0]),
      )
      .toBeLessThan(first);

    const mail = await waitForMail(page.request, user.email, /reset|password/i);
    await page.goto(linkIn(mail, '/reset-password'));
    const newPassword = 'brand-new-secret-7';
    await page.getByLabel(/^New password$|^Password$/).fill(newPassword);
    await page.getByLabel(/Confirm/).fill(newPassword);
    await page.getByRole('button', { name: /reset|update|save|set/i }).click();
    await expect(
      page.getByText(/password has been (reset|changed|updated)|new password is set/i).first(),
    ).toBeVisible();

    const res = await page.request.post('/api/auth/sign-in', { data: { email: user.email, password: newPassword } });
    expect(res.status()).toBe(200);
  });
});
