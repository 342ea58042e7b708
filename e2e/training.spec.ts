import { readFile } from 'node:fs/promises';
import { apiSignIn, DEMO, expect, test, useSession } from './fixtures';

/** A title no other test or seed row shares. */
function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

test.describe('[training]', () => {
  test('[training]: an admin builds a course with a quiz; an onboarding agent completes it and sees the certificate; the admin sees the progress', async ({
    page,
    signInAs,
    browser,
  }) => {
    test.setTimeout(150_000);
    const title = uniqueTitle('Holiday money basics');

    // The admin creates a required onboarding course.
    await signInAs(DEMO.admin);
    await page.goto('/dashboard/admin/training');
    await page.getByRole('button', { name: 'New course' }).first().click();
    const create = page.getByRole('dialog', { name: 'New course' });
    await create.getByLabel('Title', { exact: true }).fill(title);
    await create
      .getByLabel('Summary', { exact: true })
      .fill('Currency, cards and what to tell customers before they fly.');
    await create.getByLabel('Audience', { exact: true }).selectOption('onboarding');
    await create.getByRole('checkbox', { name: /^Required/ }).check();
    await create.getByLabel('Due within (days of joining)', { exact: true }).fill('14');
    await create.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/training\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // A module with two lessons, written in Markdown with the toolbar.
    await page.getByLabel('New module').fill('Money abroad');
    await page.getByRole('button', { name: 'Add module' }).click();
    await expect(page.getByTestId('outline-module')).toHaveCount(1);

    await page.getByRole('button', { name: 'Add lesson to Money abroad' }).click();
    let dialog = page.getByRole('dialog', { name: 'New lesson' });
    await dialog.getByLabel('Title', { exact: true }).fill('Cards or cash?');
    await dialog.getByLabel('Minutes', { exact: true }).fill('4');
    await dialog.getByRole('textbox', { name: 'Lesson text' }).fill('Most customers pay by card abroad.\n\n');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Lesson text' })).toHaveValue(/\*\*bold text\*\*/);
    await dialog.getByRole('textbox', { name: 'Lesson text' }).fill('Most customers pay by **card** abroad.');
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await expect(dialog.locator('strong', { hasText: 'card' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add lesson' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add lesson to Money abroad' }).click();
    dialog = page.getByRole('dialog', { name: 'New lesson' });
    await dialog.getByLabel('Title', { exact: true }).fill('Before you fly');
    await dialog.getByRole('textbox', { name: 'Lesson text' }).fill('Tell the bank where you are going.');
    await dialog.getByLabel('Video link', { exact: true }).fill('https://www.youtube.com/watch?v=abc123');
    await dialog.getByRole('button', { name: 'Add lesson' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('outline-lesson')).toHaveText([/Cards or cash\?/, /Before you fly/]);

    // Reorder by keyboard: the move is saved and announced.
    await page.getByRole('button', { name: 'Move lesson Before you fly up' }).click();
    await expect(page.getByTestId('order-announcement')).toHaveText(
      'Moved lesson Before you fly to position 1 of 2 in Money abroad.',
    );
    await expect(page.getByTestId('outline-lesson')).toHaveText([/Before you fly/, /Cards or cash\?/]);
    await page.reload();
    await expect(page.getByTestId('outline-lesson')).toHaveText([/Before you fly/, /Cards or cash\?/]);
    // And by dragging a lesson's handle onto another lesson: it lands before it.
    await page
      .getByRole('button', { name: 'Reorder lesson Cards or cash?' })
      .dragTo(page.getByTestId('outline-lesson').filter({ hasText: 'Before you fly' }));
    await expect(page.getByTestId('order-announcement')).toHaveText('Moved lesson Cards or cash? into Money abroad.');
    await expect(page.getByTestId('outline-lesson')).toHaveText([/Cards or cash\?/, /Before you fly/]);
    await page.getByRole('button', { name: 'Move lesson Cards or cash? down' }).click();
    await expect(page.getByTestId('outline-lesson')).toHaveText([/Before you fly/, /Cards or cash\?/]);

    // A quiz at the module's end.
    await page.getByRole('button', { name: 'Add quiz of Money abroad' }).click();
    const quiz = page.getByRole('dialog', { name: 'Add a quiz' });
    await quiz.getByLabel('Pass mark (%)', { exact: true }).fill('100');
    await quiz.getByLabel('Question 1', { exact: true }).fill('How do most customers pay abroad?');
    await quiz.getByLabel('Answer 1', { exact: true }).fill('By card');
    await quiz.getByLabel('Answer 2', { exact: true }).fill('Only in cash');
    await quiz.getByRole('button', { name: 'Save quiz' }).click();
    await expect(quiz).toBeHidden();
    await expect(page.getByText('Quiz: 1 question, pass 100%')).toBeVisible();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

    // The onboarding agent, in their own browser, takes the course.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const agent = await context.newPage();
    await useSession(agent, await apiSignIn(agent.request, DEMO.onboarding));
    await agent.goto('/dashboard/training');
    await expect(agent.getByRole('heading', { name: 'Your onboarding path' })).toBeVisible();
    const card = agent.getByTestId('training-course').filter({ hasText: title });
    await expect(card.getByText('Required')).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await card.getByRole('link', { name: `Start course: ${title}` }).click();

    await expect(agent.getByRole('heading', { name: 'Before you fly', level: 1 })).toBeVisible();
    await expect(agent.getByRole('link', { name: /Watch the video on YouTube/ })).toBeVisible();
    await agent.getByRole('button', { name: 'Mark done and continue' }).click();
    await expect(agent.getByRole('heading', { name: 'Cards or cash?', level: 1 })).toBeVisible();
    await expect(agent.locator('strong', { hasText: 'card' })).toBeVisible();
    await agent.getByRole('button', { name: 'Mark done and continue' }).click();

    // The quiz: a wrong answer fails, the right one passes and finishes the course.
    await expect(agent.getByRole('heading', { name: 'Money abroad quiz', level: 1 })).toBeVisible();
    await agent.getByLabel('Only in cash').check();
    await agent.getByRole('button', { name: 'Submit answers' }).click();
    await expect(agent.getByText('Not passed: 0%')).toBeVisible();
    await agent.getByRole('button', { name: 'Try again' }).click();
    await agent.getByLabel('By card').check();
    await agent.getByRole('button', { name: 'Submit answers' }).click();
    await expect(agent.getByText('Passed: 100%')).toBeVisible();
    await agent.getByRole('link', { name: 'View your certificate' }).click();

    const certificate = agent.getByRole('region', { name: 'Certificate of completion' });
    await expect(certificate.getByTestId('certificate-name')).toHaveText('Oliver Onboard');
    await expect(certificate.getByTestId('certificate-course')).toHaveText(title);
    await expect(certificate.getByText(/^TRN-[0-9A-F]{4}-[0-9A-F]{4}$/)).toBeVisible();
    await expect(agent.getByRole('button', { name: 'Print certificate' })).toBeVisible();
    await context.close();

    // The admin sees the agent's progress.
    await page.goto('/dashboard/admin/training?view=progress');
    await page.getByLabel('Course', { exact: true }).selectOption({ label: title });
    const row = page.getByTestId('progress-row').filter({ hasText: 'Oliver Onboard' }).filter({ hasText: title });
    await expect(row).toContainText('Completed');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // The course filter leaves only this course's rows.
    await expect(page.getByTestId('progress-row').filter({ hasNotText: title })).toHaveCount(0);

    // The export is the table as filtered, as a CSV file.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^training-progress-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Agent,Email,Role,Course,Required,Status');
    expect(csv).toContain(`Oliver Onboard,onboarding@demo.test,Onboarding,${title},Yes,Completed,100`);
  });

  test('[training]: a quote agent has no training (SPEC 6)', async ({ page, signInAs }) => {
    await signInAs(DEMO.quoteagent);
    await page.goto('/dashboard/training');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('[training]: an agent sees the optional course they finished, not the onboarding-only path', async ({
    page,
    signInAs,
  }) => {
    await signInAs(DEMO.agent);
    await page.goto('/dashboard/training');
    const cruise = page.getByTestId('training-course').filter({ hasText: 'Selling cruises with confidence' });
    await expect(cruise.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your first month: the onboarding path')).toHaveCount(0);
    await cruise.getByRole('link', { name: 'Certificate: Selling cruises with confidence' }).click();
    await expect(page.getByTestId('certificate-name')).toHaveText('Amelia Hughes');
  });
});
