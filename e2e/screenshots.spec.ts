import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiSignUp, DEMO, test } from './fixtures';
import { choosePlan, fillJoinDetails, signJoinAgreement } from './join-helpers';

/**
 * Saves a full-page PNG of every page of the foundation issue at 1280 and
 * 390 px into e2e/.screenshots/ (gitignored), for a person to look at.
 * Opt-in: `SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts screenshots`.
 */
type Shot = { name: string; path: string; as?: keyof typeof DEMO; after?: (page: Page) => Promise<void> };

const PAGES: readonly Shot[] = [
  { name: 'home', path: '/' },
  { name: 'sign-in', path: '/sign-in' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password?token=example' },
  { name: 'verify-email', path: '/verify-email' },
  { name: 'auth-callback-bad-link', path: '/auth/callback?type=signup&token=nope' },
  { name: 'font-preview', path: '/font-preview' },
  { name: 'font-comparison', path: '/font-comparison' },
  // The journeys send their own X-Forwarded-For, so the outbox answers them as the signed-in admin.
  { name: 'dev-mailbox', path: '/dev/mailbox', as: 'admin' },
  {
    name: 'dev-mailbox-message',
    path: '/dev/mailbox',
    as: 'admin',
    after: async (page) => {
      await apiSignUp(page.request);
      await page.getByTestId('mailbox-item').first().click();
      await page.frameLocator('[data-testid="mailbox-message"] iframe').getByRole('link').first().waitFor();
    },
  },
  { name: 'debug-auth-signed-out', path: '/debug/auth' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'home-signed-in-agent', path: '/', as: 'agent' },
  { name: 'dashboard-agent', path: '/dashboard', as: 'agent' },
  { name: 'dashboard-quoteagent', path: '/dashboard', as: 'quoteagent' },
  { name: 'dashboard-onboarding', path: '/dashboard', as: 'onboarding' },
  { name: 'quotes-onboarding', path: '/dashboard/quotes', as: 'onboarding' },
  { name: 'quotes-agent', path: '/dashboard/quotes', as: 'agent' },
  { name: 'tasks-agent', path: '/dashboard/tasks', as: 'agent' },
  { name: 'tasks-board-agent', path: '/dashboard/tasks?view=board', as: 'agent' },
  { name: 'tasks-manager', path: '/dashboard/tasks', as: 'manager' },
  {
    name: 'tasks-add-dialog-manager',
    path: '/dashboard/tasks',
    as: 'manager',
    after: async (page) => {
      await page.getByRole('button', { name: 'Add task' }).click();
      await page.getByRole('dialog').getByLabel('Linked to').selectOption('quote');
      await page.getByRole('list', { name: 'Matches' }).first().waitFor();
    },
  },
  { name: 'create-booking-agent', path: '/dashboard/quotes/create-booking', as: 'agent' },
  { name: 'live-bookings-manager', path: '/dashboard/hotel-bookings', as: 'manager' },
  { name: 'dashboard-manager', path: '/dashboard', as: 'manager' },
  { name: 'dashboard-admin', path: '/dashboard/admin', as: 'admin' },
  { name: 'profile', path: '/dashboard/profile', as: 'agent' },
  { name: 'debug-auth-signed-in', path: '/debug/auth', as: 'agent' },
  { name: 'renew-subscription-expired', path: '/renew-subscription', as: 'expired' },
  { name: 'unauthorized-lead', path: '/unauthorized', as: 'lead' },
  { name: 'tools-agent', path: '/dashboard/tools', as: 'agent' },
  {
    name: 'commission-calculator',
    path: '/dashboard/tools/commission-calculator',
    as: 'agent',
    after: async (page) => {
      await page.getByLabel('Booking value (£)').fill('2499');
      await page.getByLabel('Commission rate (%)').fill('12');
    },
  },
  {
    name: 'holiday-package-calculator',
    path: '/dashboard/tools/holiday-package-calculator',
    as: 'agent',
    after: async (page) => {
      await page.getByLabel('Cost (£)').nth(0).fill('249');
      await page.getByLabel('Cost (£)').nth(1).fill('1860');
    },
  },
  // The join funnel (issue #12): the wizard's steps, payment, the agreement, account set-up, the AI tool's sign-up.
  { name: 'join-details', path: '/agent-signup' },
  { name: 'join-plan', path: '/join/new?plan=agent', after: async (page) => void (await fillJoinDetails(page)) },
  {
    name: 'join-agreement',
    path: '/join/new',
    after: async (page) => {
      await fillJoinDetails(page);
      await choosePlan(page);
    },
  },
  {
    name: 'join-payment',
    path: '/join/new',
    after: async (page) => {
      await fillJoinDetails(page);
      await choosePlan(page, 'Quote Agent', 'Yearly');
      await signJoinAgreement(page);
      await page.getByRole('button', { name: 'Sign in to pay' }).waitFor();
    },
  },
  { name: 'contract-signed-out', path: '/contract' },
  { name: 'contract-agent', path: '/contract', as: 'agent' },
  {
    name: 'contract-signed-copy-agent',
    path: '/contract',
    as: 'agent',
    after: async (page) => {
      await page.getByRole('link', { name: 'Open signed copy' }).click();
      await page.getByRole('heading', { name: 'Signature record' }).waitFor();
    },
  },
  { name: 'setup-account-agent', path: '/setup-account', as: 'agent' },
  { name: 'ai-tool-signup', path: '/ai-tool-signup' },
];

const WIDTHS = [
  { label: '1280', viewport: { width: 1280, height: 800 }, isMobile: false },
  { label: '390', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

const OUT = path.join(import.meta.dirname, '.screenshots');

test.describe('[screenshots]', () => {
  test.skip(!process.env.SCREENSHOTS, 'Set SCREENSHOTS=1 to save the page screenshots.');

  for (const width of WIDTHS) {
    test.describe(`${width.label} px`, () => {
      test.use({ viewport: width.viewport, isMobile: width.isMobile, hasTouch: width.isMobile });
      for (const shot of PAGES) {
        test(`[screenshots]: ${shot.name} at ${width.label} px`, async ({ page, signInAs }) => {
          page.on('pageerror', (e) => console.log('PAGEERROR', shot.name, e.message));
          if (shot.as) await signInAs(DEMO[shot.as]);
          await page.goto(shot.path);
          // The checkout's dist/ may be rebuilt under the server mid-run (shared working copy):
          // a page whose bundle vanished renders nothing, so try it again.
          for (let attempt = 0; attempt < 5; attempt += 1) {
            await page.waitForLoadState('networkidle');
            const rendered = await page.evaluate(
              () => (document.getElementById('root')?.innerText.trim().length ?? 0) > 0,
            );
            if (rendered) break;
            await page.waitForTimeout(2_000);
            await page.reload();
          }
          await shot.after?.(page);
          // Let fonts settle and entrance animations finish.
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(400);
          await page.screenshot({ path: path.join(OUT, `${shot.name}-${width.label}.png`), fullPage: true });
          // Tall pages also in screen-sized parts, which an image viewer shows legibly.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const step = width.viewport.height * 2;
          for (let y = 0, part = 1; height > step && y < height; y += step, part += 1) {
            await page.screenshot({
              path: path.join(OUT, 'parts', `${shot.name}-${width.label}-${part}.png`),
              fullPage: true,
              clip: { x: 0, y, width: width.viewport.width, height: Math.min(step, height - y) },
            });
          }
        });
      }
    });
  }
});
