import { apiMe, apiSignIn, DEMO, expect, test, uniqueEmail, waitForMail, linkIn } from './fixtures';

test.describe('[admin-people]', () => {
  test('[admin-people]: an admin adds a lead, works it and converts it into a member', async ({ page, signInAs }) => {
    await signInAs(DEMO.admin);
    const email = uniqueEmail('lead');
    await page.goto('/dashboard/admin/leads');
    await page.getByRole('button', { name: 'Add lead' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add a lead' });
    await add.getByLabel('E-mail').fill(email);
    await add.getByLabel('Name').fill('Nora Newlead');
    await add.getByLabel('Plan interest').selectOption({ label: 'Home Agent' });
    await add.getByLabel('First note').fill('Rang the office about joining');
    await add.getByRole('button', { name: 'Add lead' }).click();

    // The new lead's panel opens with its first note on the timeline.
    const panel = page.getByTestId('lead-panel');
    await expect(panel.getByRole('heading', { name: 'Nora Newlead' })).toBeVisible();
    await expect(panel.getByTestId('lead-timeline')).toContainText('Rang the office about joining');

    await panel.getByLabel('Owner').selectOption({ label: 'Alex Admin' });
    await panel.getByLabel('Next action').fill('2031-03-14');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByTestId('lead-timeline')).toContainText('Owner nobody → Alex Admin');
    await expect(panel.getByTestId('lead-timeline')).toContainText('Next action set to');

    await panel.getByLabel('Add a note').fill('Sent the brochure');
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByTestId('lead-timeline')).toContainText('Sent the brochure');

    await panel.getByRole('button', { name: 'Convert into member' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByLabel('Notifications (F8)').getByText('Invitation sent')).toBeVisible();
    await expect(panel.getByTestId('lead-timeline')).toContainText('Invitation to finish joining sent');
    await expect(panel.getByLabel('Status')).toHaveValue('contacted');

    // The invitation e-mail carries a single-use link the join wizard reads.
    const mail = await waitForMail(page.request, email, /Finish joining/);
    const invite = new URL(linkIn(mail, '/join/new')).searchParams.get('invite');
    const resolved = await page.request.get(`/api/join/invite/${encodeURIComponent(invite ?? '')}`);
    expect(resolved.ok()).toBe(true);
    expect(await resolved.json()).toEqual({ email, name: 'Nora Newlead', phone: null, plan_interest: 'agent' });

    // The list finds it by search, now contacted and owned.
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(email);
    const row = page.getByTestId('lead-row').filter({ hasText: email });
    await expect(row).toContainText('Contacted');
    await expect(row).toContainText('Alex Admin');
  });

  test('[admin-people]: an admin changes a role with a reason, kept in the account history', async ({
    page,
    signInAs,
    freshUser,
  }) => {
    const member = await freshUser();
    await signInAs(DEMO.admin);
    await page.goto('/dashboard/admin/users');
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill(member.email);
    const row = page.getByTestId('user-row').filter({ hasText: member.email });
    await expect(row).toContainText('Lead');
    await row.getByRole('button', { name: /Priya Sharma/ }).click();

    const panel = page.getByTestId('user-panel');
    await panel.getByRole('button', { name: 'Change role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change role' });
    await dialog.getByLabel('New role').selectOption({ label: 'Agent' });
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(dialog.getByText('Give a reason')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Passed the onboarding call');
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByLabel('Notifications (F8)').getByText('Role changed')).toBeVisible();

    const history = panel.getByTestId('user-history');
    await expect(history).toContainText('Role changed lead → agent');
    await expect(history).toContainText('Passed the onboarding call');
    await expect(history).toContainText('Alex Admin');
    await expect(row).toContainText('Agent');

    // The member's own session sees the new role at once.
    const signedIn = await apiSignIn(page.request, member.email, member.password);
    expect((await apiMe(page.request, signedIn.session.accessToken)).profile?.role).toBe('agent');
  });

  test('[admin-people]: deactivating an account signs it out everywhere at once', async ({
    page,
    signInAs,
    freshUser,
  }) => {
    const member = await freshUser();
    const theirs = await apiSignIn(page.request, member.email, member.password);
    await signInAs(DEMO.admin);
    await page.goto(`/dashboard/admin/users?q=${encodeURIComponent(member.email)}`);
    await page.getByTestId('user-row').filter({ hasText: member.email }).getByRole('button').first().click();
    const panel = page.getByTestId('user-panel');
    await panel.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate this account?' });
    await dialog.getByLabel('Reason').fill('Asked to close the account');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(panel.getByText('Deactivated', { exact: true }).first()).toBeVisible();
    await expect(panel.getByRole('note')).toContainText('Asked to close the account');

    const me = await page.request.get('/api/me', {
      headers: { authorization: `Bearer ${theirs.session.accessToken}` },
    });
    expect(me.status()).toBe(401);
    const again = await page.request.post('/api/auth/sign-in', {
      data: { email: member.email, password: member.password },
    });
    expect(again.status()).toBe(403);
  });
});
