import type { ProfileDto, SubscriptionDto, ThemeConfig } from '@domain/api';
import { DEFAULT_THEME_CONFIG } from '@domain/brand';
import { isRole } from '@domain/roles';
import type { ProfileRow, SubscriptionRow } from '../lib/viewer';

export { ProfileDtoSchema } from '@domain/schemas/account';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentSubscription(sub: SubscriptionRow): SubscriptionDto {
  return {
    status: sub.status,
    trial_ends_at: iso(sub.trialEndsAt),
    current_period_end: iso(sub.currentPeriodEnd),
  };
}

/** A stored theme may lack newer keys; the SPEC 3 defaults fill them. */
function presentTheme(stored: Record<string, string> | null): ThemeConfig | null {
  if (!stored) return null;
  const pick = (key: keyof ThemeConfig) => (typeof stored[key] === 'string' ? stored[key] : DEFAULT_THEME_CONFIG[key]);
  return {
    buttonStyle: pick('buttonStyle'),
    cardStyle: pick('cardStyle'),
    headingWeight: pick('headingWeight'),
    bodyWeight: pick('bodyWeight'),
    cornerRadius: pick('cornerRadius'),
    shadowIntensity: pick('shadowIntensity'),
    logoPosition: pick('logoPosition'),
  };
}

export function presentProfile(p: ProfileRow, subscriptions: readonly SubscriptionRow[]): ProfileDto {
  return {
    id: p.id,
    // The database's check constraint admits only the eight roles; lead is the safe reading otherwise.
    role: isRole(p.role) ? p.role : 'lead',
    first_name: p.firstName,
    last_name: p.lastName,
    agent_name: p.agentName,
    agency_name: p.agencyName,
    phone_number: p.phoneNumber,
    email: p.email,
    brand_logo_url: p.brandLogoUrl,
    membership_status: p.membershipStatus,
    membership_expiry_date: iso(p.membershipExpiryDate),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    brand_primary_color: p.brandPrimaryColor,
    brand_secondary_color: p.brandSecondaryColor,
    brand_font_family: p.brandFontFamily,
    brand_theme_config: presentTheme(p.brandThemeConfig),
    subscriptions: subscriptions.map(presentSubscription),
  };
}
