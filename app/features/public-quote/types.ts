import type { Branding } from '@domain/branding';
import type { QuoteProtection } from '@domain/quotes/protection';
import type { PublicQuoteAgent, PublicQuoteDto } from '@domain/quotes/schema';

/*
 * What QuoteView reads, derived from the quote's one shape (PublicQuoteDto,
 * itself from QuoteInputSchema in domain/quotes/schema.ts) with every field
 * optional all the way down, so that a public quote, a builder draft (its
 * input, prices and branding) and the branding page's sample all fit.
 */

/** Every field may be missing or null, at every depth: a draft may not have it yet. */
type Loose<T> = T extends readonly (infer U)[]
  ? Loose<U>[]
  : T extends object
    ? { [K in keyof T]?: Loose<T[K]> | null }
    : T;

export type QuoteViewAgent = Loose<PublicQuoteAgent>;

export type QuoteViewData = Loose<Omit<PublicQuoteDto, 'agent' | 'branding' | 'protection'>> & {
  agent?: QuoteViewAgent | null;
  branding?: Branding | null;
  /** The protection statement box: the statement, with its heading and link when known. */
  protection?: (Partial<QuoteProtection> & Pick<QuoteProtection, 'statement'>) | null;
};

export type QuoteViewMode = 'page' | 'preview' | 'print';
