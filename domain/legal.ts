/** The legal pages of the public site (issue 17): each is content the admin can edit, with a version and a date. */
export const LEGAL_PAGES = [
  {
    slug: 'terms-of-service',
    title: 'Terms of service',
    description: 'The terms for using the website and the agent platform.',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    description: 'What personal data we collect, why, how long we keep it and your rights under UK GDPR.',
  },
  {
    slug: 'cookies-policy',
    title: 'Cookies policy',
    description: 'The cookies and browser storage the website uses, and your choice about analytics.',
  },
  {
    slug: 'booking-conditions',
    title: 'Booking conditions',
    description: 'The conditions for package holidays and travel services booked through our agents.',
  },
  {
    slug: 'atol-protection',
    title: 'How your holiday is protected',
    description: 'ATOL protection, the ATOL Certificate, package protection and how to check an ATOL number.',
  },
] as const;

export type LegalSlug = (typeof LEGAL_PAGES)[number]['slug'];

/** The agency's regulatory details the legal pages and footers quote (configuration). */
export type AgencyDetails = { company: string; atol: string; abta: string; email: string };

/** Fills the {{brand}}, {{company}}, {{atol}}, {{abta}} and {{email}} places in a page's text. */
export function fillAgencyDetails(text: string, brand: string, d: AgencyDetails): string {
  const values: Record<string, string> = { brand, company: d.company, atol: d.atol, abta: d.abta, email: d.email };
  return text.replace(/\{\{(brand|company|atol|abta|email)\}\}/g, (_, k: string) => values[k] ?? '');
}
