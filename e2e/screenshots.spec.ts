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
  // Membership billing (issue #12); the expired member's page is further down.
  { name: 'renew-subscription-quoteagent', path: '/renew-subscription', as: 'quoteagent' },
  {
    name: 'sandbox-checkout',
    path: '/renew-subscription',
    as: 'expired',
    after: async (page) => {
      await page.getByTestId('pay-now').click();
      await page.getByLabel('Card number').waitFor();
    },
  },
  { name: 'payment-cancelled', path: '/payment-cancelled?plan=quote&interval=month&from=renew' },
  { name: 'home-signed-in-agent', path: '/', as: 'agent' },
  { name: 'dashboard-agent', path: '/dashboard', as: 'agent' },
  { name: 'dashboard-quoteagent', path: '/dashboard', as: 'quoteagent' },
  { name: 'dashboard-onboarding', path: '/dashboard', as: 'onboarding' },
  { name: 'quotes-onboarding', path: '/dashboard/quotes', as: 'onboarding' },
  { name: 'quotes-agent', path: '/dashboard/quotes', as: 'agent' },
  { name: 'tasks-agent', path: '/dashboard/tasks', as: 'agent' },
  { name: 'passengers-agent', path: '/dashboard/passengers', as: 'agent' },
  {
    name: 'passenger-detail-agent',
    path: '/dashboard/passengers?q=sarah',
    as: 'agent',
    after: async (page) => {
      await page.locator('a:visible', { hasText: 'Sarah Whitfield' }).first().click();
      await page.getByTestId('passenger-name').waitFor();
    },
  },
  {
    name: 'passenger-add-dialog-agent',
    path: '/dashboard/passengers',
    as: 'agent',
    after: async (page) => {
      await page.getByRole('button', { name: 'Add passenger' }).first().click();
      await page.getByRole('form', { name: 'Add passenger' }).waitFor();
    },
  },
  { name: 'admin-passengers', path: '/dashboard/admin/passengers', as: 'admin' },
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
  { name: 'suppliers-agent', path: '/dashboard/suppliers', as: 'agent' },
  {
    name: 'supplier-page-agent',
    path: '/dashboard/suppliers?q=horizon',
    as: 'agent',
    after: async (page) => {
      await page.getByTestId('supplier-card').first().click();
      await page.getByRole('heading', { name: 'How to book' }).waitFor();
    },
  },
  {
    name: 'supplier-updates-agent',
    path: '/dashboard/suppliers?view=updates',
    as: 'agent',
    after: async (page) => {
      await page.getByTestId('supplier-update').first().getByRole('button').click();
      await page
        .getByRole('link', { name: /^Open / })
        .first()
        .waitFor();
    },
  },
  { name: 'suppliers-admin', path: '/dashboard/admin/suppliers', as: 'admin' },
  {
    name: 'supplier-edit-admin',
    path: '/dashboard/admin/suppliers?q=meridian',
    as: 'admin',
    after: async (page) => {
      await page
        .getByRole('button', { name: /^Edit Meridian/ })
        .first()
        .click();
      await page.getByRole('form', { name: 'Edit supplier' }).waitFor();
    },
  },
  {
    name: 'supplier-update-dialog-admin',
    path: '/dashboard/admin/suppliers?view=updates',
    as: 'admin',
    after: async (page) => {
      await page.getByRole('button', { name: 'Post update' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Body' }).waitFor();
    },
  },
  { name: 'live-bookings-manager', path: '/dashboard/hotel-bookings', as: 'manager' },
  { name: 'dashboard-manager', path: '/dashboard', as: 'manager' },
  { name: 'dashboard-admin', path: '/dashboard/admin', as: 'admin' },
  // Leads and people (issue 12): the admin's lists and panels.
  { name: 'admin-leads', path: '/dashboard/admin/leads', as: 'admin' },
  {
    name: 'admin-lead-panel',
    path: '/dashboard/admin/leads?q=priya',
    as: 'admin',
    after: async (page) => {
      await page
        .getByRole('button', { name: /Priya Shah/ })
        .first()
        .click();
      await page.getByTestId('lead-timeline').waitFor();
    },
  },
  { name: 'admin-users', path: '/dashboard/admin/users', as: 'admin' },
  {
    name: 'admin-user-panel',
    path: '/dashboard/admin/users?q=agent%40demo.test',
    as: 'admin',
    after: async (page) => {
      await page
        .getByRole('button', { name: /Amelia Hughes/ })
        .first()
        .click();
      await page.getByTestId('user-panel').waitFor();
    },
  },
  { name: 'admin-quote-agents', path: '/dashboard/admin/quotes-agent', as: 'admin' },
  { name: 'profile', path: '/dashboard/profile', as: 'agent' },
  { name: 'debug-auth-signed-in', path: '/debug/auth', as: 'agent' },
  { name: 'renew-subscription-expired', path: '/renew-subscription', as: 'expired' },
  { name: 'unauthorized-lead', path: '/unauthorized', as: 'lead' },
  { name: 'legal-atol-protection', path: '/atol-protection' },
  { name: 'legal-privacy-policy', path: '/privacy-policy' },
  { name: 'tools-agent', path: '/dashboard/tools', as: 'agent' },
  { name: 'outlook-setup', path: '/dashboard/tools/outlook-setup', as: 'agent' },
  { name: 'chrome-extension', path: '/dashboard/tools/chrome-extension', as: 'agent' },
  { name: 'captured-content', path: '/dashboard/captured-content', as: 'agent' },
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
  // The blog (issue 15): the admin's list and editor, and the server-rendered pages.
  { name: 'blog-admin', path: '/dashboard/admin/blog', as: 'admin' },
  { name: 'blog-editor-new', path: '/dashboard/admin/blog-editor', as: 'admin' },
  {
    name: 'blog-editor-article',
    path: '/dashboard/admin/blog?q=commission',
    as: 'admin',
    after: async (page) => {
      await page.getByRole('link', { name: 'How commission works when you sell holidays from home' }).first().click();
      await page.getByTestId('article-body').getByRole('heading', { name: 'Typical commission rates' }).waitFor();
    },
  },
  {
    name: 'blog-editor-preview',
    path: '/dashboard/admin/blog?q=atol',
    as: 'admin',
    after: async (page) => {
      await page.getByRole('link', { name: 'What ATOL protection means for your customers' }).first().click();
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByRole('region', { name: 'Preview' }).getByRole('heading', { level: 1 }).waitFor();
    },
  },
  { name: 'blog-index', path: '/blog' },
  { name: 'blog-article', path: '/blog/how-commission-works' },
  { name: 'blog-not-found', path: '/blog/no-such-article' },
  // Training (issue 15)
  { name: 'training-onboarding', path: '/dashboard/training', as: 'onboarding' },
  {
    name: 'training-course-onboarding',
    path: '/dashboard/training',
    as: 'onboarding',
    after: async (page) => {
      await page.getByRole('link', { name: /^Outline: Your first month/ }).click();
      await page.getByRole('list', { name: 'Modules' }).waitFor();
    },
  },
  {
    name: 'training-lesson-onboarding',
    path: '/dashboard/training',
    as: 'onboarding',
    after: async (page) => {
      await page.getByRole('link', { name: /^Resume: Your first month/ }).click();
      await page.getByRole('button', { name: /Mark done/ }).waitFor();
    },
  },
  {
    name: 'training-quiz-agent',
    path: '/dashboard/training',
    as: 'agent',
    after: async (page) => {
      await page.getByRole('link', { name: /^Review: Selling cruises/ }).click();
      await page.getByRole('link', { name: 'Quiz: Cruise essentials' }).click();
      await page.getByRole('button', { name: 'Submit answers' }).waitFor();
    },
  },
  {
    name: 'training-certificate-agent',
    path: '/dashboard/training',
    as: 'agent',
    after: async (page) => {
      await page.getByRole('link', { name: /^Certificate: Selling cruises/ }).click();
      await page.getByTestId('certificate-name').waitFor();
    },
  },
  { name: 'training-admin-courses', path: '/dashboard/admin/training', as: 'admin' },
  { name: 'training-admin-progress', path: '/dashboard/admin/training?view=progress', as: 'manager' },
  {
    name: 'training-admin-course-editor',
    path: '/dashboard/admin/training',
    as: 'admin',
    after: async (page) => {
      await page.getByRole('link', { name: 'Your first month: the onboarding path' }).first().click();
      await page.getByTestId('outline-module').first().waitFor();
    },
  },
  {
    name: 'training-admin-lesson-dialog',
    path: '/dashboard/admin/training',
    as: 'admin',
    after: async (page) => {
      await page.getByRole('link', { name: 'Your first month: the onboarding path' }).first().click();
      await page.getByRole('button', { name: 'Edit lesson What ATOL protects' }).click();
      await page.getByRole('dialog', { name: 'Edit lesson' }).waitFor();
    },
  },
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
