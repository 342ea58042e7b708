import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

/** A title no other test or seed row shares. */
function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

async function apiAddTask(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const res = await request.post('/api/tasks', { headers: { authorization: `Bearer ${token}` }, data: body });
  if (!res.ok()) throw new Error(`POST /api/tasks failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; title: string };
}

const column = (page: Page, status: 'open' | 'in_progress' | 'done') => page.getByTestId(`board-column-${status}`);
const cardIn = (col: Locator, title: string) => col.getByTestId('board-card').filter({ hasText: title });

/** Presses the mouse on the card, moves it in steps onto the column and lets go. */
async function dragTo(page: Page, card: Locator, target: Locator) {
  await card.scrollIntoViewIfNeeded();
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  // The columns are as tall as the tallest, so the card's own height lies inside the target too.
  const y = from.y + Math.min(20, from.height / 2);
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, y, { steps: 12 });
  await page.mouse.up();
}

test.describe('[tasks]', () => {
  test('[tasks]: quick add with Enter, then complete with Undo', async ({ page, signInAs }) => {
    await signInAs(DEMO.agent);
    const title = uniqueTitle('Ring the Hendersons');
    await page.goto('/dashboard/tasks');
    const quick = page.getByRole('textbox', { name: 'Quick add a task' });
    await quick.fill(title);
    await quick.press('Enter');
    const card = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(quick).toHaveValue('');

    await card.getByRole('button', { name: `Mark done: ${title}` }).click();
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: `Mark done: ${title}` })).toBeVisible();

    // Still open after a reload: the undo reached the server.
    await page.reload();
    await expect(card).toBeVisible();
  });

  test('[tasks]: an empty quick add says what to do and adds nothing', async ({ page, signInAs }) => {
    await signInAs(DEMO.agent);
    await page.goto('/dashboard/tasks');
    await page.getByRole('textbox', { name: 'Quick add a task' }).press('Enter');
    await expect(page.getByText('Type what needs doing, then press Enter')).toBeVisible();
  });

  test('[tasks]: board drag with the mouse, keyboard move and the Move to menu', async ({ page, signInAs }) => {
    const me = await signInAs(DEMO.agent);
    const title = uniqueTitle('Send the Crete documents');
    await apiAddTask(page.request, me.session.accessToken, { title, priority: 'high' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/tasks?view=board');

    // Drag from To do to In progress with the mouse.
    const todo = cardIn(column(page, 'open'), title);
    await expect(todo).toBeVisible();
    await dragTo(page, todo, column(page, 'in_progress'));
    await expect(cardIn(column(page, 'in_progress'), title)).toBeVisible();
    await expect(todo).toHaveCount(0);
    await expect(page.getByTestId('board-announcer')).toHaveText(`Moved "${title}" to In progress.`);
    await page.reload();
    await expect(cardIn(column(page, 'in_progress'), title)).toBeVisible();

    // Keyboard: focus the card, arrow right to Done, arrow left back; the focus stays on the card.
    await cardIn(column(page, 'in_progress'), title).focus();
    await page.keyboard.press('ArrowRight');
    const done = cardIn(column(page, 'done'), title);
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(page.getByTestId('board-announcer')).toHaveText(`Moved "${title}" to Done.`);
    await page.keyboard.press('ArrowLeft');
    await expect(cardIn(column(page, 'in_progress'), title)).toBeFocused();

    // The card's menu: Move to… To do.
    await page.getByRole('button', { name: `Move or change: ${title}` }).click();
    await page.getByRole('menuitem', { name: 'To do' }).click();
    await expect(cardIn(column(page, 'open'), title)).toBeVisible();
    await page.reload();
    await expect(cardIn(column(page, 'open'), title)).toBeVisible();
  });

  test('[tasks]: an overdue task stands out and the overdue filter finds it', async ({ page, signInAs }) => {
    const me = await signInAs(DEMO.agent);
    const title = uniqueTitle('Late call');
    await apiAddTask(page.request, me.session.accessToken, { title, due_date: '2020-01-02' });
    await page.goto('/dashboard/tasks');
    await page.getByRole('combobox', { name: 'Due' }).selectOption('overdue');
    await expect(page).toHaveURL(/due=overdue/);
    const card = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(card.getByTestId('task-card')).toHaveAttribute('data-overdue', 'true');
  });
});
