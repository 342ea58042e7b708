import type { ProfileDto } from '@domain/api';
import { resolveBranding } from '@domain/branding';
import { computePricing } from '@domain/quotes/pricing';
import { classifyProtection } from '@domain/quotes/protection';
import type { QuoteKind } from '@domain/quotes/status';
import type { QuoteViewAgent, QuoteViewData } from '~/features/public-quote/types';
import { toQuoteInput, type BuilderValues } from './form-model';

/** How the signed-in agent appears on their quotes (the server snapshots the same on save). */
export function agentFromProfile(profile: ProfileDto | null): QuoteViewAgent {
  if (!profile) return {};
  const name =
    profile.agent_name?.trim() ||
    [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim() ||
    profile.email;
  return {
    display_name: name,
    agency_name: profile.agency_name,
    phone: profile.phone_number,
    email: profile.email,
    logo_url: profile.brand_logo_url,
  };
}

/**
 * The draft as the customer would see it: the same body the save sends, the
 * prices and protection computed as the server will, the agent's branding.
 * Amounts that cannot be read yet simply do not show.
 */
export function previewData(values: BuilderValues, kind: QuoteKind, profile: ProfileDto | null): QuoteViewData {
  const { input } = toQuoteInput(values);
  const prices = computePricing(input);
  return {
    ...input,
    ...prices,
    kind,
    slug: 'preview',
    agent: agentFromProfile(profile),
    branding: resolveBranding(profile),
    protection: classifyProtection(input),
  };
}
