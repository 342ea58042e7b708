import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';

/** The demo accounts as printed at start and by `npm run seed`. */
export function demoAccountsBanner(): string {
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${a.email.padEnd(24)} ${a.role}${a.membershipStatus ? ` (${a.membershipStatus})` : ''}`,
  );
  return `\nDemo accounts created (password "${DEMO_PASSWORD}"):\n${lines.join('\n')}\n`;
}
