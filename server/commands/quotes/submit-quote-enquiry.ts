import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { profiles, quoteEnquiries, quotes, tasks } from '../../db/schema';
import type { Mailer } from '../../integrations/mail';
import { quoteAcceptedMail, quoteEnquiryMail } from '../../integrations/mail/templates';
import { publicQuoteUrl } from '../../presenters/quote';

export type QuoteContactKind = 'accept' | 'enquiry';

export type QuoteContact = {
  name: string;
  email: string;
  phone?: string | null;
  message?: string | null;
};

export type SubmitQuoteEnquiryArgs = {
  slug: string;
  kind: QuoteContactKind;
  contact: QuoteContact;
  ip: string | null;
  mailer: Mailer;
  brandName: string;
  publicUrl: string;
  now?: Date;
  /** The enquiry is kept when the e-mail fails; the failure is only logged. */
  onMailError?: (err: unknown) => void;
};

// Statuses an acceptance moves to 'accepted'. An accepted or booked quote is already decided:
// a second accept changes nothing and makes no task.
const ACCEPTABLE = ['draft', 'sent', 'viewed', 'declined', 'expired'];
const DECIDED = ['accepted', 'booked'];

/** What came of a customer's accept or enquiry. */
export type ContactOutcome = 'sent' | 'already_accepted' | 'not_found';

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A customer accepts or asks about a published quote: stores the enquiry and,
 * in one transaction, gives the agent a task (due the next day) and marks an
 * accepted quote 'accepted'; then e-mails the agent. A sender's further
 * questions join their open task on this quote instead of making new ones;
 * accepting a quote that is already accepted (or booked) changes nothing.
 */
export async function submitQuoteEnquiry(db: Db, a: SubmitQuoteEnquiryArgs): Promise<ContactOutcome> {
  const now = a.now ?? new Date();
  const phone = a.contact.phone?.trim() || null;
  const message = a.contact.message?.trim() || null;
  const email = a.contact.email.trim().toLowerCase();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ quote: quotes, agentEmail: profiles.email, agentFirstName: profiles.firstName })
      .from(quotes)
      .innerJoin(profiles, eq(profiles.id, quotes.agentId))
      .where(and(eq(quotes.slug, a.slug), eq(quotes.isPublished, true)))
      .for('update', { of: quotes });
    if (!row) return { outcome: 'not_found' as const };
    const q = row.quote;
    if (a.kind === 'accept' && DECIDED.includes(q.quoteStatus)) return { outcome: 'already_accepted' as const };
    await tx.insert(quoteEnquiries).values({
      quoteId: q.id,
      type: a.kind,
      name: a.contact.name,
      email,
      phone,
      message,
      ip: a.ip,
      createdAt: now,
    });
    const who = `${a.contact.name} (${email}${phone ? `, ${phone}` : ''})`;
    if (a.kind === 'enquiry') {
      const [open] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.quoteId, q.id),
            eq(tasks.status, 'open'),
            eq(tasks.source, 'quote_enquiry'),
            sql`lower(${tasks.contact}->>'email') = ${email}`,
          ),
        )
        .limit(1);
      if (open) {
        await tx
          .update(tasks)
          .set({
            description: sql`coalesce(${tasks.description}, '') || ${`\n\n${who} asked again:\n\n${message ?? ''}`}`,
            updatedAt: now,
          })
          .where(eq(tasks.id, open.id));
        return { outcome: 'sent' as const, row };
      }
    }
    await tx.insert(tasks).values({
      userId: q.agentId,
      quoteId: q.id,
      title: a.kind === 'accept' ? `Quote accepted: ${q.title}` : `New enquiry: ${q.title}`,
      description:
        a.kind === 'accept'
          ? `${who} accepted this quote.${message ? `\n\n${message}` : ''}`
          : `${who} asked:\n\n${message ?? ''}`,
      source: a.kind === 'accept' ? 'quote_accept' : 'quote_enquiry',
      contact: { name: a.contact.name, email, phone },
      dueDate: addDays(now, 1),
      createdAt: now,
      updatedAt: now,
    });
    if (a.kind === 'accept')
      await tx
        .update(quotes)
        .set({ quoteStatus: 'accepted', updatedAt: now })
        .where(and(eq(quotes.id, q.id), inArray(quotes.quoteStatus, ACCEPTABLE)));
    return { outcome: 'sent' as const, row };
  });
  if (result.outcome !== 'sent') return result.outcome;
  const found = result.row;
  const template = a.kind === 'accept' ? quoteAcceptedMail : quoteEnquiryMail;
  await a.mailer
    .send(
      template({
        to: found.agentEmail,
        brandName: a.brandName,
        firstName: found.agentFirstName,
        link: `${a.publicUrl}/dashboard/tasks`,
        quoteTitle: found.quote.title,
        quoteUrl: publicQuoteUrl(a.publicUrl, found.quote.slug),
        contact: { name: a.contact.name, email, phone, message },
      }),
    )
    .catch((err: unknown) => a.onMailError?.(err));
  return 'sent';
}
