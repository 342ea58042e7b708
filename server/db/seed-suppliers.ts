import { eq } from 'drizzle-orm';
import { londonToday } from '@domain/live/dates';
import type { SupplierContact } from '@domain/suppliers/schema';
import type { Executor } from './index';
import { supplierUpdateReads, supplierUpdates, suppliers, users } from './schema';

type SeedSupplier = typeof suppliers.$inferInsert;

const logo = (slug: string) => `/images/suppliers/${slug}.svg`;
const contact = (name: string, role: string, email: string, phone: string): SupplierContact => ({
  name,
  role,
  email,
  phone,
});

/** Fictional suppliers of a UK agency: names, numbers and people are made up (phone numbers from Ofcom's drama ranges). */
const SUPPLIERS: SeedSupplier[] = [
  {
    name: 'Horizon Sun Holidays',
    type: 'tour_operator',
    logoUrl: logo('horizon-sun'),
    website: 'https://horizonsun.example',
    bookingInstructionsHtml:
      '<p>Book through the <strong>Horizon Trade</strong> portal; quote our ABTA number on every booking.</p><ul><li>Options hold for 24 hours.</li><li>Add passenger names exactly as on the passport.</li><li>Transfers are included unless the booking says otherwise.</li></ul>',
    contacts: [
      contact('Priya Shah', 'Trade sales manager', 'priya.shah@horizonsun.example', '0161 496 0142'),
      contact('Trade desk', 'Bookings and amendments', 'trade@horizonsun.example', '0161 496 0100'),
    ],
    abtaNumber: 'V4821',
    atolNumber: '11234',
    commissionBasis: 'percent_gross',
    commissionRateBp: 1000,
    commissionPaidWhen: 'after_departure',
    balanceDueDays: 84,
    depositBasis: 'per_person',
    depositAmountPence: 15000,
    paymentMethods: ['debit_card', 'credit_card', 'agent_portal'],
    agentLoginNotes: 'Each agent has their own portal login; ask head office to request one.',
    tags: ['beach', 'family', 'europe'],
  },
  {
    name: 'Meridian Cruise Line',
    type: 'cruise',
    logoUrl: logo('meridian-cruise'),
    website: 'https://meridiancruise.example',
    bookingInstructionsHtml:
      '<p>Cabins are held for 72 hours on option. Check the fare code: <em>Saver</em> fares are non-refundable once the deposit is paid.</p><p>Gratuities are included on all Mediterranean sailings.</p>',
    contacts: [contact('Tom Ellery', 'Business development', 'tom.ellery@meridiancruise.example', '020 7946 0418')],
    abtaNumber: 'P7712',
    atolNumber: null,
    commissionBasis: 'percent_net',
    commissionRateBp: 1200,
    commissionPaidWhen: 'after_return',
    balanceDueDays: 90,
    depositBasis: 'percent',
    depositPercentBp: 1000,
    paymentMethods: ['credit_card', 'bank_transfer'],
    agentLoginNotes: 'Shared agency login for the cruise booking site; head office holds it.',
    tags: ['cruise', 'mediterranean', 'caribbean'],
  },
  {
    name: 'Kestrel Car Hire',
    type: 'car_hire',
    logoUrl: logo('kestrel-car-hire'),
    website: 'https://kestrelcarhire.example',
    bookingInstructionsHtml:
      '<p>Fully inclusive rates: excess insurance and one additional driver are included. The lead driver needs a credit card at the desk.</p>',
    contacts: [contact('Agency support', 'Reservations', 'agents@kestrelcarhire.example', '0117 496 0750')],
    commissionBasis: 'percent_net',
    commissionRateBp: 1500,
    commissionPaidWhen: 'monthly_statement',
    paymentMethods: ['debit_card', 'credit_card'],
    tags: ['airport', 'europe', 'usa'],
  },
  {
    name: 'Shieldwise Travel Insurance',
    type: 'insurance',
    logoUrl: logo('shieldwise'),
    website: 'https://shieldwise.example',
    bookingInstructionsHtml:
      '<p>Offer insurance on every quote. Medical conditions must be declared on the online screening <strong>before</strong> the policy is issued.</p>',
    contacts: [contact('Hannah Roe', 'Agency partnerships', 'hannah.roe@shieldwise.example', '0131 496 0533')],
    commissionBasis: 'percent_gross',
    commissionRateBp: 3000,
    commissionPaidWhen: 'on_booking',
    paymentMethods: ['debit_card', 'credit_card'],
    tags: ['single-trip', 'annual-multi-trip'],
  },
  {
    name: 'Atlas Transfers',
    type: 'transfer',
    logoUrl: logo('atlas-transfers'),
    website: 'https://atlastransfers.example',
    bookingInstructionsHtml:
      '<p>Book at least 48 hours before arrival. Give the inbound flight number so the driver can track delays.</p>',
    contacts: [contact('Operations', '24-hour line', 'ops@atlastransfers.example', '020 7946 0977')],
    commissionBasis: 'fixed',
    commissionAmountPence: 500,
    commissionPaidWhen: 'monthly_statement',
    paymentMethods: ['debit_card', 'credit_card'],
    tags: ['airport', 'private'],
  },
  {
    name: 'Thistle & Loch Tours',
    type: 'tour_operator',
    logoUrl: logo('thistle-loch'),
    website: 'https://thistleandloch.example',
    bookingInstructionsHtml:
      '<p>Escorted coach tours of Scotland and the Lakes. Pick-up points are listed on each departure; confirm the customer&rsquo;s nearest one.</p>',
    contacts: [contact('Fiona Baird', 'Reservations', 'fiona@thistleandloch.example', '0131 496 0218')],
    abtaNumber: 'Y6109',
    commissionBasis: 'percent_gross',
    commissionRateBp: 1000,
    commissionPaidWhen: 'after_return',
    balanceDueDays: 56,
    depositBasis: 'per_person',
    depositAmountPence: 10000,
    paymentMethods: ['debit_card', 'bank_transfer', 'cheque'],
    tags: ['uk', 'escorted', 'coach'],
  },
  {
    name: 'Bluewater Villas',
    type: 'hotel',
    logoUrl: logo('bluewater-villas'),
    website: 'https://bluewatervillas.example',
    bookingInstructionsHtml:
      '<p>Villas in the Algarve and Mallorca. A refundable security deposit is taken locally on arrival.</p>',
    contacts: [contact('Marta Silva', 'Agency desk', 'marta.silva@bluewatervillas.example', '020 7946 0655')],
    commissionBasis: 'percent_net',
    commissionRateBp: 1200,
    commissionPaidWhen: 'after_departure',
    balanceDueDays: 70,
    depositBasis: 'percent',
    depositPercentBp: 2500,
    paymentMethods: ['bank_transfer', 'debit_card'],
    tags: ['villas', 'portugal', 'spain', 'family'],
  },
  {
    name: 'Skylark Airways',
    type: 'airline',
    website: 'https://skylarkairways.example',
    bookingInstructionsHtml:
      '<p>Flight-only bookings are not ATOL protected unless sold as part of a package. Seats and bags are added after ticketing.</p>',
    contacts: [contact('Agency helpdesk', 'Ticketing', 'agency@skylarkairways.example', '0161 496 0870')],
    commissionBasis: 'fixed',
    commissionAmountPence: 1000,
    commissionPaidWhen: 'on_booking',
    paymentMethods: ['credit_card'],
    tags: ['flights', 'europe'],
  },
  {
    name: 'Summit Ski Holidays',
    type: 'tour_operator',
    logoUrl: logo('summit-ski'),
    website: 'https://summitski.example',
    bookingInstructionsHtml:
      '<p>Ski packs (hire, lift pass, lessons) must be added at least 6 weeks before departure.</p>',
    contacts: [contact('Ollie Grant', 'Trade sales', 'ollie.grant@summitski.example', '0117 496 0361')],
    abtaNumber: 'V9930',
    atolNumber: '10987',
    commissionBasis: 'percent_gross',
    commissionRateBp: 1000,
    commissionPaidWhen: 'after_departure',
    balanceDueDays: 70,
    depositBasis: 'per_person',
    depositAmountPence: 20000,
    paymentMethods: ['debit_card', 'credit_card', 'agent_portal'],
    tags: ['ski', 'alps', 'winter'],
  },
  {
    name: 'Wild Atlas Excursions',
    type: 'excursion',
    website: 'https://wildatlas.example',
    bookingInstructionsHtml: '<p>Day trips from Marrakech: desert camps, the Atlas mountains and cookery classes.</p>',
    contacts: [contact('Youssef Amrani', 'Bookings', 'youssef@wildatlas.example', '020 7946 0733')],
    commissionBasis: 'percent_gross',
    commissionRateBp: 2000,
    commissionPaidWhen: 'after_departure',
    paymentMethods: ['bank_transfer'],
    tags: ['excursions', 'morocco', 'day-trips'],
  },
];

/** A supplier the agency stopped using: archived, so agents no longer see it, restorable by an admin. */
const ARCHIVED: SeedSupplier = {
  name: 'Sunseeker Direct',
  type: 'tour_operator',
  website: 'https://sunseekerdirect.example',
  bookingInstructionsHtml: '<p>No longer taking new bookings through the agency.</p>',
  commissionBasis: 'percent_gross',
  commissionRateBp: 800,
  tags: ['beach'],
  active: false,
  archivedAt: new Date(),
};

function daysAgo(n: number): string {
  const d = new Date(`${londonToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/**
 * The supplier directory and three Supplier Updates (one pinned) by the demo
 * admin; the demo agent has read the oldest, so two show as unread.
 */
export async function seedSuppliers(tx: Executor): Promise<void> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const [agent] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
  const rows = await tx
    .insert(suppliers)
    .values([...SUPPLIERS, ARCHIVED].map((s) => ({ ...s, createdBy: admin?.id ?? null })))
    .returning({ id: suppliers.id, name: suppliers.name });
  const idOf = (name: string) => rows.find((r) => r.name === name)?.id ?? null;

  const updates = await tx
    .insert(supplierUpdates)
    .values([
      {
        title: 'Meridian Cruise Line: 2027 Mediterranean programme on sale',
        bodyHtml:
          '<p>Meridian has opened its 2027 Mediterranean sailings. Early-booking fares include <strong>gratuities and a drinks package</strong> until the end of next month.</p><ul><li>New 10-night Greek Islands itinerary from Athens.</li><li>Deposit stays at 10%.</li></ul>',
        supplierId: idOf('Meridian Cruise Line'),
        publishedOn: daysAgo(2),
        pinned: true,
        authorId: admin?.id ?? null,
      },
      {
        title: 'Horizon Sun Holidays: balance now due 84 days before departure',
        bodyHtml:
          '<p>For departures from 1 May, Horizon Sun takes the balance <strong>12 weeks</strong> before departure (was 10). Existing bookings keep their dates.</p>',
        supplierId: idOf('Horizon Sun Holidays'),
        publishedOn: daysAgo(6),
        pinned: false,
        authorId: admin?.id ?? null,
      },
      {
        title: 'Reminder: passports for Schengen trips',
        bodyHtml:
          '<p>Customers travelling to the EU need a passport issued less than 10 years before arrival and valid for 3 months after the day they leave. Check both dates when you take the booking.</p>',
        supplierId: null,
        publishedOn: daysAgo(14),
        pinned: false,
        authorId: admin?.id ?? null,
      },
    ])
    .returning({ id: supplierUpdates.id, title: supplierUpdates.title });

  const oldest = updates.find((u) => u.title.startsWith('Reminder'));
  if (agent && oldest) await tx.insert(supplierUpdateReads).values({ userId: agent.id, updateId: oldest.id });
}
