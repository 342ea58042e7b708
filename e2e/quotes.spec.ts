import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

const BEACH = path.join(import.meta.dirname, 'fixtures', 'beach.png');
const SHOTS = path.join(import.meta.dirname, '.screenshots');

/** A title no other test or seed row shares. */
function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

type Created = { id: string; slug: string; title: string };

async function apiCreateQuote(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<Created> {
  const res = await request.post('/api/quotes', { headers: { authorization: `Bearer ${token}` }, data: body });
  if (!res.ok()) throw new Error(`POST /api/quotes failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Created;
}

/** Fills a builder field by its exact label. */
async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

test.describe('[quotes]', () => {
  test('[quotes]: an agent builds a full quote, publishes it, a customer accepts it and the agent gets a task', async ({
    page,
    signInAs,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAs(DEMO.agent);
    const title = uniqueTitle('Crete family week');
    await page.goto('/dashboard/quotes/new');
    await expect(page.getByRole('heading', { name: 'New quote' })).toBeVisible();
    // SPEC 2: the dashboard's page title ("New") is hidden on the new/edit pages.
    await expect(page.getByRole('heading', { name: 'New', exact: true })).toHaveCount(0);

    // Basics
    await fill(page, 'Quote title', title);
    await fill(page, 'Destination', 'Crete, Greece');
    await fill(page, 'Departure date', '2027-06-12');
    await fill(page, 'Duration (nights)', '7');
    // The balance due date follows the departure date: 10 weeks before.
    await expect(page.getByLabel('Balance due date', { exact: true })).toHaveValue('2027-04-03');

    // Hotel, with a hero image and two gallery images
    await fill(page, 'Hotel name', 'Aldemar Knossos Royal');
    await page.getByLabel('Star rating', { exact: true }).selectOption('5');
    await fill(page, 'Hotel description', 'A beachfront resort with lagoon pools and a kids club.');
    await page.getByLabel('Hero image', { exact: true }).setInputFiles(BEACH);
    await expect(page.getByRole('img', { name: 'Hero image preview' })).toBeVisible();
    await page.getByLabel('Gallery images', { exact: true }).setInputFiles([BEACH, BEACH]);
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(2);

    // Flights
    await fill(page, 'From airport', 'London Gatwick (LGW)');
    await fill(page, 'To airport', 'Heraklion (HER)');
    await fill(page, 'Departs', '06:15');
    await fill(page, 'Arrives', '12:40');
    await fill(page, 'Outbound date', '2027-06-12');
    await fill(page, 'Outbound flight number', 'EZY8521');
    await fill(page, 'Return from airport', 'Heraklion (HER)');
    await fill(page, 'Return to airport', 'London Gatwick (LGW)');
    await fill(page, 'Return departs', '13:30');
    await fill(page, 'Return arrives', '16:10');
    await fill(page, 'Return date', '2027-06-19');
    await fill(page, 'Return flight number', 'EZY8522');
    await fill(page, 'Airline', 'easyJet');
    await page.getByLabel('Class', { exact: true }).selectOption('economy');
    await fill(page, 'Hand luggage', '10kg');
    await fill(page, 'Hold luggage', '23kg');
    await fill(page, 'Flight notes', 'Seats together included.');
    await page.getByRole('button', { name: 'Add internal flight' }).click();
    const internal = page.getByRole('group', { name: 'Internal flight 1' });
    await internal.getByLabel('From', { exact: true }).fill('HER');
    await internal.getByLabel('To', { exact: true }).fill('JTR');
    await internal.getByLabel('Date', { exact: true }).fill('2027-06-15');
    await internal.getByLabel('Airline', { exact: true }).fill('Sky Express');
    await internal.getByLabel('Flight number', { exact: true }).fill('GQ260');

    // Accommodation, transfers, cruise, car hire
    await page.getByLabel('Board basis', { exact: true }).selectOption('all_inclusive');
    await fill(page, 'Room type', 'Family bungalow with sea view');
    await page.getByLabel('Transfer', { exact: true }).selectOption('private');
    await fill(page, 'Pick-up location', 'Heraklion airport');
    await fill(page, 'Drop-off location', 'Hotel');
    await page.getByLabel('This holiday includes a cruise').click();
    await fill(page, 'Cruise line', 'Celestyal');
    await fill(page, 'Ship', 'Celestyal Journey');
    await fill(page, 'Ports of call', 'Mykonos\nSantorini');
    await page.getByLabel('This holiday includes car hire').click();
    await fill(page, 'Car hire company', 'Hertz');
    await fill(page, 'Car type', 'Compact, automatic');

    // Extras, passengers, pricing
    await page.getByRole('button', { name: 'Add extra' }).click();
    const extra = page.getByRole('group', { name: 'Extra 1' });
    await extra.getByLabel('Extra', { exact: true }).fill('Knossos guided tour');
    await extra.getByLabel('Price', { exact: true }).fill('120');
    await fill(page, 'Adults', '2');
    await fill(page, 'Children', '1');
    await page.getByRole('button', { name: 'Add passenger name' }).click();
    await fill(page, 'Passenger 1 name', 'Ana Silva');
    await fill(page, 'Supplier price', '3,250.00');
    await fill(page, 'Supplier discount', '100');
    await fill(page, 'Agent discount', '50.50');
    // Computed live: 3250 - 100 - 50.50 + 120 = 3219.50; per person over 3 payers.
    await expect(page.getByTestId('price-total')).toHaveText('£3,219.50');
    await expect(page.getByTestId('price-per-person')).toHaveText('£1,073.17');
    await page.getByLabel('Payment option', { exact: true }).selectOption('deposit');
    await fill(page, 'Deposit', '250');
    await fill(page, 'Deposit due date', '2027-01-10');
    await fill(page, 'Price includes', 'Return flights\nPrivate transfers');

    // Policies
    await fill(page, 'Cancellation policy', 'Deposit non-refundable. Full cost within 10 weeks of travel.');
    await fill(page, 'Notes for the customer', 'Passports need 6 months validity.');
    await page.getByLabel("Show the supplier's logo on the quote").click();

    // The live preview shows the draft in the agent's branding.
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Quote saved', { exact: true })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    // Saved values come back (pence shown as pounds).
    await page.reload();
    await expect(page.getByLabel('Supplier price', { exact: true })).toHaveValue('3250.00');
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(2);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Quote published', { exact: true })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    // Find it in the list by searching, open it: its URL carries the slug.
    await page.goto('/dashboard/quotes');
    await page.getByLabel('Search quotes').fill(title);
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';

    // A customer opens the public page signed out and accepts.
    const customer = await browser.newContext({
      locale: 'en-GB',
      extraHTTPHeaders: { 'x-forwarded-for': '10.200.1.9' },
    });
    const pub = await customer.newPage();
    await pub.goto(`/quotes/${slug}`);
    await expect(pub.getByRole('heading', { name: title })).toBeVisible();
    await pub.getByRole('button', { name: 'Accept this quote' }).first().click();
    const dialog = pub.getByRole('dialog', { name: 'Accept this quote' });
    await dialog.getByLabel('Your name').fill('Maria Customer');
    await dialog.getByLabel('Email').fill('maria@example.test');
    await dialog.getByLabel('Phone').fill('07700 900456');
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expect(dialog.getByText(/has been told you accept this quote/)).toBeVisible();
    await customer.close();

    // The agent sees the task and the accepted status.
    await page.goto('/dashboard/tasks');
    const task = page
      .getByRole('list', { name: 'Tasks' })
      .getByRole('listitem')
      .filter({ hasText: `Quote accepted: ${title}` });
    await expect(task).toBeVisible();
    await expect(task.getByRole('link', { name: 'maria@example.test' })).toBeVisible();
    await task.getByRole('link', { name: title }).click();
    await expect(page.getByTestId('quote-status').first()).toHaveText('Accepted');
  });

  test('[quotes]: an itinerary keeps an activity without a time empty, never midnight', async ({ page, signInAs }) => {
    await signInAs(DEMO.agent);
    const title = uniqueTitle('Rome in three days');
    await page.goto('/dashboard/quotes/new-itinerary');
    await fill(page, 'Quote title', title);
    await page.getByRole('button', { name: 'Add day' }).click();
    await page.getByRole('button', { name: 'Add day' }).click();
    await page.getByRole('listitem', { name: 'Day 1' }).getByLabel('Day title').fill('Ancient Rome');
    await page.getByRole('listitem', { name: 'Day 2' }).getByLabel('Day title').fill('Vatican');
    // Reorder: the Vatican day goes first.
    await page.getByRole('button', { name: 'Move day 2 up' }).click();
    await expect(page.getByRole('listitem', { name: 'Day 1' }).getByLabel('Day title')).toHaveValue('Vatican');
    await page.getByRole('listitem', { name: 'Day 1' }).getByLabel('Day 1 image').setInputFiles(BEACH);
    await expect(page.getByRole('img', { name: 'Day 1 image preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Add activity to day 1' }).click();
    await page.getByRole('button', { name: 'Add activity to day 1' }).click();
    const first = page.getByRole('group', { name: 'Day 1 activity 1' });
    await first.getByLabel('Activity', { exact: true }).fill('Museums at your own pace');
    const second = page.getByRole('group', { name: 'Day 1 activity 2' });
    await second.getByLabel('Time (optional)').fill('18:30');
    await second.getByLabel('Activity', { exact: true }).fill('Dinner in Trastevere');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/edit-itinerary\/[0-9a-f-]{36}$/);

    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Day 1' }).getByLabel('Day title')).toHaveValue('Vatican');
    await expect(page.getByRole('group', { name: 'Day 1 activity 1' }).getByLabel('Time (optional)')).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Day 1 activity 2' }).getByLabel('Time (optional)')).toHaveValue(
      '18:30',
    );
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.getByText('Museums at your own pace')).toBeVisible();
    await expect(preview.getByText('00:00')).toHaveCount(0);
  });

  test('[quotes]: leaving the builder with unsaved changes asks first', async ({ page, signInAs }) => {
    await signInAs(DEMO.agent);
    await page.goto('/dashboard/quotes/new');
    await fill(page, 'Quote title', 'Half-typed quote');
    await page.getByRole('link', { name: 'Back to quotes' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask.getByText('Leave without saving?')).toBeVisible();
    await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/new$/);
    await expect(page.getByLabel('Quote title', { exact: true })).toHaveValue('Half-typed quote');

    await page.getByRole('link', { name: 'Back to quotes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  });

  test('[quotes]: a field error names the field and nothing is saved', async ({ page, signInAs }) => {
    await signInAs(DEMO.agent);
    await page.goto('/dashboard/quotes/new');
    await fill(page, 'Supplier price', '12.345');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Supplier price must be an amount in pounds, like 1299.50')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/new$/);
  });

  test('[quotes]: search and status filter live in the URL; delete asks for confirmation', async ({
    page,
    signInAs,
  }) => {
    const me = await signInAs(DEMO.quoteagent);
    const tag = uniqueTitle('Lisbon');
    const keep = await apiCreateQuote(page.request, me.session.accessToken, {
      title: `${tag} city break`,
      destination: 'Lisbon',
    });
    const doomed = await apiCreateQuote(page.request, me.session.accessToken, {
      title: `${tag} weekend`,
      destination: 'Lisbon',
    });

    await page.goto('/dashboard/quotes');
    await page.getByLabel('Search quotes').fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(tag).replace(/%20/g, '\\+')}`));
    const rows = page.getByTestId('quote-row');
    await expect(rows).toHaveCount(2);

    await page.getByLabel('Status', { exact: true }).selectOption('accepted');
    await expect(page).toHaveURL(/status=accepted/);
    await expect(page.getByText('No quotes match')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('draft');
    await expect(rows).toHaveCount(2);

    // Reloading keeps the search and filter.
    await page.reload();
    await expect(page.getByLabel('Search quotes')).toHaveValue(tag);
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: `Actions for ${doomed.title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Delete this quote?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: `Actions for ${doomed.title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete quote' }).click();
    await expect(page.getByText('Quote deleted', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(keep.title);
  });

  test('[quotes]: tasks can be added, done, reopened and deleted', async ({ page, signInAs }) => {
    await signInAs(DEMO.quoteagent);
    const title = uniqueTitle('Call the Smiths');
    await page.goto('/dashboard/tasks');
    await page.getByRole('button', { name: 'Add task' }).click();
    await page.getByRole('dialog').getByLabel('Title').fill(title);
    await page.getByRole('dialog').getByRole('button', { name: 'Add task' }).click();
    const card = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Mark done: ${title}` }).click();
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(page).toHaveURL(/status=done/);
    await card.getByRole('button', { name: `Reopen: ${title}` }).click();
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await card.getByRole('button', { name: `Delete task: ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete task' }).click();
    await expect(card).toHaveCount(0);
  });

  test('[quotes]: the owner previews an unpublished quote outside the dashboard', async ({ page, signInAs }) => {
    const me = await signInAs(DEMO.agent);
    const q = await apiCreateQuote(page.request, me.session.accessToken, {
      title: uniqueTitle('Preview me'),
      hotel_name: 'Hotel Preview',
    });
    await page.goto(`/quotes/${q.slug}/preview`);
    await expect(page.getByText('Preview — not visible to customers until published')).toBeVisible();
    await expect(page.getByRole('heading', { name: q.title })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  });

  test('[quotes]: screenshots of the builder, the list and tasks at 1280 and 390 px', async ({ page, signInAs }) => {
    test.setTimeout(90_000);
    // Leaving a half-filled builder by a full navigation gets the browser's "leave site?" prompt.
    page.on('dialog', (d) => void d.accept());
    await signInAs(DEMO.agent);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/dashboard/quotes');
      await expect(page.getByTestId(width === 390 ? 'quote-card' : 'quote-row').first()).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `quotes-list-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: 'Santorini Sunset Escape' }).first().click();
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `quotes-detail-${width}.png`), fullPage: false });
      await page.goto('/dashboard/quotes/new');
      await fill(page, 'Quote title', 'Seven nights in Santorini');
      await fill(page, 'Destination', 'Santorini, Greece');
      await fill(page, 'Supplier price', '2400');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.screenshot({ path: path.join(SHOTS, `quotes-builder-${width}.png`), fullPage: false });
      if (width === 390) {
        await page.getByRole('button', { name: 'Preview', exact: true }).click();
        await page.screenshot({ path: path.join(SHOTS, `quotes-builder-preview-${width}.png`), fullPage: false });
      }
      await page.goto('/dashboard/quotes/new-itinerary');
      await page.getByRole('button', { name: 'Add day' }).click();
      await page.getByRole('button', { name: 'Add activity to day 1' }).click();
      await page.getByRole('button', { name: 'Add activity to day 1' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `quotes-itinerary-${width}.png`), fullPage: false });
      await page.goto('/dashboard/tasks');
      await expect(
        page.getByRole('list', { name: 'Tasks' }).or(page.getByText('Nothing to do right now')),
      ).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `quotes-tasks-${width}.png`), fullPage: true });
    }
  });
});
