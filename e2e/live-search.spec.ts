import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, londonToday } from '../domain/live/dates';
import { DEMO, expect, test } from './fixtures';

/**
 * Issue #4's journey: search hotels, choose room, board and extras, add a car,
 * see the basket's count and total, check out, watch one item fail and retry
 * it until every item is confirmed, then open the booking details.
 *
 * The failing item is the sandbox's FLAKY_HOTEL (see README, "Sandbox
 * supplier"): it fails on the first booking attempt of each package item and
 * succeeds on a retry, so 'Retry Failed Items' can end in 'All items
 * confirmed!'. (The always-failing hotel could only be removed, never retried
 * to success.)
 */
const FLAKY_HOTEL = 'Flaky Palms Resort';
/** The sandbox makes hotel 0002 of every destination the flaky one (server/integrations/suppliers/sandbox/hotels.ts). */
const FLAKY_HOTEL_ID = 'TFS-0002';
/** Hotels whose bookings fail on purpose: never picked as "a normal hotel". */
const FAILING = /Grand Failtower Hotel|Flaky Palms Resort/;

const OUT = path.join(import.meta.dirname, '.screenshots');
const MONEY = /£\d{1,3}(,\d{3})*\.\d{2}/;

async function bearer(request: APIRequestContext, token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Starts each test with an empty basket (the demo agent's basket lives on the server). */
async function emptyBasket(request: APIRequestContext, token: string) {
  const res = await request.delete('/api/basket', { headers: await bearer(request, token) });
  expect(res.ok()).toBe(true);
}

async function pickPlace(page: Page, label: string, typed: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  const option = page.getByRole('listbox').getByRole('option').first();
  await option.waitFor();
  await option.click();
}

/** Saves what a person sees (the top of the page, at most ~2 screens) for a human to look at. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const w = page.viewportSize()?.width ?? 1280;
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path: path.join(OUT, `live-${name}-${w}.png`),
    fullPage: true,
    clip: { x: 0, y: 0, width: w, height: Math.min(h, w < 500 ? 1500 : 1800) },
  });
}

/** A stay 30 nights from today in London, as the results URL carries it. */
function flakyQuery(): string {
  const checkIn = addDays(londonToday(), 30);
  return new URLSearchParams({
    destination: 'TFS',
    checkIn,
    checkOut: addDays(checkIn, 7),
    rooms: '2:0',
    hotel: FLAKY_HOTEL_ID,
  }).toString();
}

let packageUrl = '';

function parsePounds(text: string): number {
  const m = MONEY.exec(text);
  if (!m) throw new Error(`No amount in "${text}"`);
  return Math.round(Number(m[0].replace(/[£,]/g, '')) * 100);
}

test.describe('[live-search]', () => {
  test('[live-search]: hotels, extras and a car in one package; a failed item retried until all are confirmed', async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    const session = await signInAs(DEMO.agent);
    await emptyBasket(page.request, session.session.accessToken);
    const shots = Boolean(process.env.SCREENSHOTS);

    // Search hotels.
    await page.goto('/dashboard/live-search');
    await expect(page.getByTestId('supplier-label')).toHaveText('Sandbox supplier');
    await pickPlace(page, 'Destination', 'Tenerife');
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(page).toHaveURL(/\/dashboard\/live-search\/hotel-results\?destination=/);
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    if (shots) await shot(page, 'hotel-results');

    // Open the first hotel: room and board, and two of an extra's option.
    await page
      .getByTestId('hotel-card')
      .filter({ hasNotText: FAILING })
      .first()
      .getByRole('button', { name: /View rooms/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio').first().check();
    const before = parsePounds(await dialog.getByTestId('hotel-running-total').innerText());
    await dialog
      .getByRole('button', { name: /^More:/ })
      .first()
      .click();
    await dialog
      .getByRole('button', { name: /^More:/ })
      .first()
      .click();
    const after = parsePounds(await dialog.getByTestId('hotel-running-total').innerText());
    expect(after).toBeGreaterThan(before);
    if (shots) await shot(page, 'hotel-detail');
    await dialog.getByRole('button', { name: 'Add to basket' }).click();

    // Adding opens the panel (SPEC 4).
    const panel = page.getByTestId('basket-panel');
    await expect(panel.getByRole('heading', { name: 'Your Basket' })).toBeVisible();
    await expect(panel.getByTestId('basket-item')).toHaveCount(1);
    await expect(panel.getByTestId('item-status')).toHaveText('Ready to Book');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The flaky hotel, opened straight from its results URL.
    await page.goto(`/dashboard/live-search/hotel-results?${flakyQuery()}`);
    await expect(page.getByRole('dialog').getByRole('heading', { name: FLAKY_HOTEL })).toBeVisible();
    await page.getByRole('dialog').getByRole('radio').first().check();
    await page.getByRole('dialog').getByRole('button', { name: 'Add to basket' }).click();
    await expect(panel.getByTestId('basket-item')).toHaveCount(2);
    await page.keyboard.press('Escape');

    // A car.
    await page.goto('/dashboard/live-search?tab=cars');
    await pickPlace(page, 'Pick-up location', 'Gatwick');
    await page.getByRole('button', { name: 'Search cars' }).click();
    await expect(page.getByTestId('car-card').first()).toBeVisible();
    if (shots) await shot(page, 'car-results');
    // The cheapest car: never the sandbox's timing-out convertible.
    await page
      .getByTestId('car-card')
      .first()
      .getByRole('link', { name: /^Select/ })
      .click();
    await page.getByLabel('Title').selectOption('Ms');
    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Hughes');
    await page.getByLabel('Email').fill('amelia.hughes@example.test');
    await page.getByLabel('Phone').fill('07700 900456');
    if (shots) await shot(page, 'car-book');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(panel.getByTestId('basket-item')).toHaveCount(3);

    // The panel's total is the sum of the items; the tab shows the count and the total.
    const prices = await panel.getByTestId('basket-item').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    const sum = prices.map(parsePounds).reduce((a, b) => a + b, 0);
    const panelTotal = parsePounds(await panel.getByTestId('basket-panel-total').innerText());
    expect(panelTotal).toBe(sum);
    if (shots) await shot(page, 'basket-open');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('basket-count')).toHaveText('3');
    expect(parsePounds(await page.getByTestId('basket-total').innerText())).toBe(sum);

    // Checkout.
    await page.getByTestId('basket-tab').click();
    await panel.getByRole('button', { name: 'Book Package' }).click();
    await expect(page).toHaveURL(/\/dashboard\/checkout$/);
    await page.getByLabel('Title').selectOption('Ms');
    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Hughes');
    await page.getByLabel('Email').fill('amelia.hughes@example.test');
    await page.getByLabel('Phone').fill('07700 900456');
    await page.getByLabel('Address').fill('12 Harbour Street');
    await page.getByLabel('Town or city').fill('Bristol');
    await page.getByLabel('Postcode').fill('BS1 4RN');
    await page.getByLabel('Cardholder name').fill('Amelia Hughes');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await expect(page.getByTestId('sandbox-payment-note')).toContainText('4242 4242 4242 4242');
    if (shots) await shot(page, 'checkout');
    // A double click must not book twice: the idempotency key is kept for the attempt.
    await page.getByRole('button', { name: /Pay and book/ }).dblclick();

    await expect(page).toHaveURL(/\/dashboard\/checkout\?package=/);
    packageUrl = page.url();
    await expect(page.getByText('Some items failed to book')).toBeVisible({ timeout: 30_000 });
    const items = page.getByTestId('package-item');
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: FLAKY_HOTEL }).getByTestId('item-status')).toHaveText('Failed');
    await expect(items.filter({ hasText: FLAKY_HOTEL }).getByRole('alert')).toBeVisible();
    await expect(items.filter({ hasNotText: FLAKY_HOTEL }).getByTestId('item-status')).toHaveText([
      'Confirmed',
      'Confirmed',
    ]);
    if (shots) await shot(page, 'checkout-progress');

    // The basket shows the same: failed item with its error in a red box, and the retry button.
    await page.getByTestId('basket-tab').click();
    await expect(panel.getByText('Some items failed to book')).toBeVisible();
    await expect(panel.getByTestId('basket-item-error')).toHaveCount(1);
    await expect(panel.getByRole('button', { name: 'Retry Failed Items' })).toBeEnabled();
    if (shots) await shot(page, 'basket-failed');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Retry Failed Items' }).click();
    await expect(page.getByText('All items confirmed!')).toBeVisible({ timeout: 30_000 });
    await expect(items.getByTestId('item-status')).toHaveText(['Confirmed', 'Confirmed', 'Confirmed']);
    // Seen confirmed, the package leaves the basket: the tab no longer reads as an unpaid basket.
    await expect(page.getByTestId('basket-tab')).toBeHidden();

    await page.getByRole('link', { name: 'View Booking Details' }).click();
    await expect(page).toHaveURL(/\/dashboard\/booking-confirmation\?package=/);
    await expect(page.getByTestId('lead-passenger')).toHaveText('Ms Amelia Hughes');
    await expect(page.getByTestId('package-item')).toHaveCount(3);
    for (const item of await page.getByTestId('package-item').all())
      await expect(item.getByText(/^Ref /)).toBeVisible();
    if (shots) await shot(page, 'confirmation');

    // Live Bookings lists the three confirmed bookings.
    await page.goto('/dashboard/hotel-bookings?status=confirmed');
    await expect(page.getByTestId('live-booking-row')).toHaveCount(3);
    if (shots) await shot(page, 'live-bookings');

    // Cancelling asks first, then the booking leaves the confirmed list.
    const first = page.getByTestId('live-booking-row').first();
    const reference = (await first.locator('td').nth(1).locator('p').first().innerText()).trim();
    await first.getByRole('button', { name: `Cancel ${reference}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByTestId('live-booking-row')).toHaveCount(2);
    await page.goto('/dashboard/hotel-bookings?status=cancelled');
    await expect(
      page.getByTestId('live-booking-row').filter({ hasText: reference }).getByTestId('booking-status'),
    ).toHaveText('Cancelled');
  });
});

test.describe('[live-search] payment', () => {
  test('[live-search]: a declined sandbox card is named at the card number and books nothing', async ({
    page,
    signInAs,
  }) => {
    const session = await signInAs(DEMO.agent);
    const headers = await bearer(page.request, session.session.accessToken);
    await emptyBasket(page.request, session.session.accessToken);
    const cars = new URLSearchParams({
      pickupLocation: 'LGW',
      driverAge: '40',
      pickupDate: `${addDays(londonToday(), 40)}T10:00`,
      returnDate: `${addDays(londonToday(), 44)}T10:00`,
    });
    const found = await page.request.get(`/api/live/cars/search?${cars.toString()}`, { headers });
    expect(found.ok()).toBe(true);
    const { results } = (await found.json()) as { results: { rateReference: string }[] };
    const rateReference = results[0]?.rateReference ?? '';
    const added = await page.request.post('/api/basket/items', {
      headers,
      data: { type: 'car_rental', rateReference },
    });
    expect(added.status()).toBe(201);

    await page.goto('/dashboard/checkout');
    await page.getByLabel('Title').selectOption('Ms');
    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Hughes');
    await page.getByLabel('Email').fill('amelia.hughes@example.test');
    await page.getByLabel('Phone').fill('07700 900456');
    await page.getByLabel('Address').fill('12 Harbour Street');
    await page.getByLabel('Town or city').fill('Bristol');
    await page.getByLabel('Postcode').fill('BS1 4RN');
    await page.getByLabel('Cardholder name').fill('Amelia Hughes');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /Pay and book/ }).click();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/dashboard\/checkout$/);
    // Nothing was sent for booking: the car is still ready to book.
    await page.getByTestId('basket-tab').click();
    await expect(page.getByTestId('basket-panel').getByTestId('item-status')).toHaveText('Ready to Book');
  });
});

test.describe('[live-search] screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'Set SCREENSHOTS=1 to save the live search pages at 390 px.');
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('[live-search]: every page at 390 px', async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    await signInAs(DEMO.agent);
    await page.goto('/dashboard/live-search');
    await expect(page.getByTestId('supplier-label')).toBeVisible();
    await shot(page, 'search');

    const hotels = new URLSearchParams(flakyQuery());
    hotels.delete('hotel');
    await page.goto(`/dashboard/live-search/hotel-results?${hotels.toString()}`);
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    await shot(page, 'hotel-results');
    await page
      .getByTestId('hotel-card')
      .filter({ hasNotText: FAILING })
      .first()
      .getByRole('button', { name: /View rooms/ })
      .click();
    await page.getByRole('dialog').getByRole('radio').first().check();
    await page.screenshot({ path: path.join(OUT, 'live-hotel-detail-390.png') });
    await page.keyboard.press('Escape');

    const pickup = `${addDays(londonToday(), 20)}T10:00`;
    const cars = new URLSearchParams({
      pickupLocation: 'LGW',
      driverAge: '23',
      pickupDate: pickup,
      returnDate: `${addDays(londonToday(), 27)}T10:00`,
    });
    await page.goto(`/dashboard/live-search/results?${cars.toString()}`);
    await expect(page.getByTestId('car-card').first()).toBeVisible();
    await shot(page, 'car-results');
    await page
      .getByTestId('car-card')
      .first()
      .getByRole('link', { name: /^Select/ })
      .click();
    await page.getByLabel('Title').selectOption('Ms');
    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Hughes');
    await page.getByLabel('Email').fill('amelia.hughes@example.test');
    await page.getByLabel('Phone').fill('07700 900456');
    await shot(page, 'car-book');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByTestId('basket-panel')).toBeVisible();
    await page.screenshot({ path: path.join(OUT, 'live-basket-open-390.png') });
    await page
      .getByTestId('basket-panel')
      .getByRole('button', { name: /Book Package|Retry Failed Items|View Booking Details/ })
      .click();
    if (/checkout$/.test(page.url())) await shot(page, 'checkout');

    if (packageUrl) {
      await page.goto(packageUrl);
      await expect(page.getByTestId('package-item').first()).toBeVisible();
      await shot(page, 'checkout-progress');
      await page.goto(packageUrl.replace('/dashboard/checkout?', '/dashboard/booking-confirmation?'));
      await expect(page.getByTestId('lead-passenger')).toBeVisible();
      await shot(page, 'confirmation');
    }
    await page.goto('/dashboard/hotel-bookings');
    await expect(page.getByTestId('live-booking-card').first()).toBeVisible();
    await shot(page, 'live-bookings');
  });
});
