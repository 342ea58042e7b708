import path from 'node:path';
import { DEMO, test } from './fixtures';

/**
 * Saves a full-page PNG of every page of the foundation issue at 1280 and
 * 390 px into e2e/.screenshots/ (gitignored), for a person to look at.
 * Opt-in: `SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts screenshots`.
 */
type Shot = { name: string; path: string; as?: keyof typeof DEMO };

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
  { name: 'dev-mailbox', path: '/dev/mailbox' },
  { name: 'debug-auth-signed-out', path: '/debug/auth' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'home-signed-in-agent', path: '/', as: 'agent' },
  { name: 'dashboard-agent', path: '/dashboard', as: 'agent' },
  { name: 'dashboard-quoteagent', path: '/dashboard', as: 'quoteagent' },
  { name: 'dashboard-onboarding', path: '/dashboard', as: 'onboarding' },
  { name: 'dashboard-manager', path: '/dashboard', as: 'manager' },
  { name: 'dashboard-admin', path: '/dashboard/admin', as: 'admin' },
  { name: 'profile', path: '/dashboard/profile', as: 'agent' },
  { name: 'debug-auth-signed-in', path: '/debug/auth', as: 'agent' },
  { name: 'renew-subscription-expired', path: '/renew-subscription', as: 'expired' },
  { name: 'unauthorized-lead', path: '/unauthorized', as: 'lead' },
];

const WIDTHS = [
  { label: '1280', viewport: { width: 1280, height: 800 } },
  { label: '390', viewport: { width: 390, height: 844 } },
] as const;

const OUT = path.join(import.meta.dirname, '.screenshots');

test.describe('[screenshots]', () => {
  test.skip(!process.env.SCREENSHOTS, 'Set SCREENSHOTS=1 to save the page screenshots.');

  for (const width of WIDTHS) {
    test.describe(`${width.label} px`, () => {
      test.use({ viewport: width.viewport });
      for (const shot of PAGES) {
        test(`[screenshots]: ${shot.name} at ${width.label} px`, async ({ page, signInAs }) => {
          if (shot.as) await signInAs(DEMO[shot.as]);
          await page.goto(shot.path);
          await page.waitForLoadState('networkidle');
          // Let fonts settle and entrance animations finish.
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(400);
          await page.screenshot({ path: path.join(OUT, `${shot.name}-${width.label}.png`), fullPage: true });
        });
      }
    });
  }
});
