import type { ProfileDto } from '@domain/api';
import type { Branding } from '@domain/branding';
import { useBrandFonts } from '~/features/fonts/use-brand-fonts';
import { QuoteView } from '~/features/public-quote/quote-view';
import { sampleQuote } from '~/features/public-quote/sample-quote';

/** A sample quote in the branding being edited, as customers will see it. */
export function BrandingPreview({
  branding,
  logoUrl,
  profile,
}: {
  branding: Branding;
  logoUrl: string | null;
  profile: ProfileDto | null;
}) {
  useBrandFonts([branding.fontFamily]);
  const name =
    profile?.agent_name || [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || 'Your name';
  const quote = sampleQuote(branding, {
    display_name: name,
    agency_name: profile?.agency_name ?? 'Your agency',
    phone: profile?.phone_number ?? '01234 567890',
    email: profile?.email ?? 'you@example.com',
    logo_url: logoUrl,
  });
  return (
    <div
      className="max-h-[640px] overflow-auto rounded-lg border border-line"
      role="region"
      aria-labelledby="branding-preview-label"
      data-testid="branding-preview"
      // The preview scrolls on its own; a keyboard user can reach it.
      tabIndex={0}
    >
      <QuoteView quote={quote} mode="preview" />
    </div>
  );
}
