import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { profiles, quoteEnquiries, quotes, tasks } from '../db/schema';
import type { Mailer } from '../integrations/mail';
import { quoteAcceptedMail, quoteEnquiryMail } from '../integrations/mail/templates';
import { publicQuoteUrl } from '../presenters/quote';

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

// Statuses an acceptance moves to 'accepted'; a booked quote stays booked.
const ACCEPTABLE = ['draft', 'sent', 'viewed', 'declined', 'expired', 'accepted'];

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A customer accepts or asks about a published quote: stores the enquiry,
 * gives the agent a task (due the next day), marks an accepted quote
 * 'accepted', all in one transaction; then e-mails the agent. Returns false
 * when the quote is unknown or unpublished.
 */
export async function submitQuoteEnquiry(db: Db, a: SubmitQuoteEnquiryArgs): Promise<boolean> {
  const now = a.now ?? new Date();
  const phone = a.contact.phone?.trim() || null;
  const message = a.contact.message?.trim() || null;
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ quote: quotes, agentEmail: profiles.email, agentFirstName: profiles.firstName })
      .from(quotes)
      .innerJoin(profiles, eq(profiles.id, quotes.agentId))
      .where(and(eq(quotes.slug, a.slug), eq(quotes.isPublished, true)))
      .for('update', { of: quotes });
    if (!row) return null;
    const q = row.quote;
    await tx.insert(quoteEnquiries).values({
      quoteId: q.id,
      type: a.kind,
      name: a.contact.name,
      email: a.contact.email,
      phone,
      message,
      ip: a.ip,
      createdAt: now,
    });
    const who = `${a.contact.name} (${a.contact.email}${phone ? `, ${phone}` : ''})`;
    await tx.insert(tasks).values({
      userId: q.agentId,
      quoteId: q.id,
      title: a.kind === 'accept' ? `Quote accepted: ${q.title}` : `New enquiry: ${q.title}`,
      description:
        a.kind === 'accept'
          ? `${who} accepted this quote.${message ? `\n\n${message}` : ''}`
          : `${who} asked:\n\n${message ?? ''}`,
      source: a.kind === 'accept' ? 'quote_accept' : 'quote_enquiry',
      contact: { name: a.contact.name, email: a.contact.email, phone },
      dueDate: addDays(now, 1),
      createdAt: now,
      updatedAt: now,
    });
    if (a.kind === 'accept')
      await tx
        .update(quotes)
        .set({ quoteStatus: 'accepted', updatedAt: now })
        .where(and(eq(quotes.id, q.id), inArray(quotes.quoteStatus, ACCEPTABLE)));
    return row;
  });
  if (!found) return false;
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
        contact: { name: a.contact.name, email: a.contact.email, phone, message },
      }),
    )
    .catch((err: unknown) => a.onMailError?.(err));
  return true;
}
