import { count, sql } from 'drizzle-orm';
import type { Role } from '@domain/roles';
import { createUser } from '../commands/auth/create-user';
import type { Db } from './index';
import { seedAgreements } from './seed-agreements';
import { seedBlog } from './seed-blog';
import { seedBranding } from './seed-branding';
import { seedCaptures } from './seed-captures';
import { seedLeads } from './seed-leads';
import { seedPassengers } from './seed-passengers';
import { seedPayments } from './seed-payments';
import { seedQuotes } from './seed-quotes';
import { seedSocial } from './seed-social';
import { seedTraining } from './seed-training';
import { seedSuppliers } from './seed-suppliers';
import { seedTasks } from './seed-tasks';
import { subscriptions, users } from './schema';

export const DEMO_PASSWORD = 'demo-password';

type DemoAccount = {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  membershipStatus?: string;
  agencyName?: string;
  /** A subscription on record: active for paying members, past_due for the lapsed one. */
  subscription?: 'active' | 'past_due';
};

/** One confirmed account per role (the list), all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.test',
    role: 'admin',
    firstName: 'Alex',
    lastName: 'Admin',
    agencyName: 'Head Office',
  },
  {
    email: 'manager@demo.test',
    role: 'manager',
    firstName: 'Morgan',
    lastName: 'Manager',
    agencyName: 'Head Office',
  },
  {
    email: 'agent@demo.test',
    role: 'agent',
    firstName: 'Amelia',
    lastName: 'Hughes',
    agencyName: 'Hughes Holidays',
    membershipStatus: 'Current',
    subscription: 'active',
  },
  { email: 'onboarding@demo.test', role: 'onboarding', firstName: 'Oliver', lastName: 'Onboard' },
  {
    email: 'quoteagent@demo.test',
    role: 'quoteagent',
    firstName: 'Quinn',
    lastName: 'Quotes',
    membershipStatus: 'Current',
    agencyName: 'Quinn Travel',
    subscription: 'active',
  },
  {
    email: 'expired@demo.test',
    role: 'quoteagent',
    firstName: 'Eddie',
    lastName: 'Expired',
    membershipStatus: 'Expired - Non Payment',
    subscription: 'past_due',
  },
  { email: 'lead@demo.test', role: 'lead', firstName: 'Lena', lastName: 'Lead' },
  { email: 'explorer@demo.test', role: 'explorer', firstName: 'Ezra', lastName: 'Explorer' },
  { email: 'customer@demo.test', role: 'customer', firstName: 'Cara', lastName: 'Customer' },
];

/** Seeds the demo accounts into an empty database; returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  // One transaction under a lock: a kill mid-seed leaves nothing, and two
  // processes starting together seed once.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    const day = 24 * 60 * 60 * 1000;
    for (const a of DEMO_ACCOUNTS) {
      const { user } = await createUser(tx, {
        email: a.email,
        password: DEMO_PASSWORD,
        firstName: a.firstName,
        lastName: a.lastName,
        phoneNumber: '+44 20 7946 0000',
        agencyName: a.agencyName ?? null,
        role: a.role,
        confirmed: true,
        membershipStatus: a.membershipStatus ?? null,
      });
      if (a.subscription) {
        const now = Date.now();
        await tx.insert(subscriptions).values({
          userId: user.id,
          status: a.subscription,
          currentPeriodEnd: new Date(a.subscription === 'active' ? now + 30 * day : now - 14 * day),
        });
      }
    }
    await seedQuotes(tx);
    // After the quotes: the agent page features the published ones.
    await seedBranding(tx);
    // Last: the posted deal needs the demo agent's published quotes seeded above it.
    await seedSocial(tx);
    // The paying demo members have signed the agreement in force, so theirs opens on /contract.
    await seedAgreements(tx);
    await seedBlog(tx);
    // The onboarding path and an optional course, with the demo agents part way and finished.
    await seedTraining(tx);
    // After the quotes: the demo agent's passengers, a household named on the accepted quote.
    await seedPassengers(tx);
    // After the quotes (and passengers): the demo agent's tasks and the automatic ones due today.
    await seedTasks(tx);
    // The supplier directory and Supplier Updates (the demo agent has read one of three).
    await seedSuppliers(tx);
    // Leads from every form, one converted into the demo agent.
    await seedLeads(tx);
    // The members' subscriptions at the sandbox provider, consistent with their membership, and past payments.
    await seedPayments(tx);
    // Pages the demo agent saved with the Chrome extension.
    await seedCaptures(tx);
    return true;
  });
}
