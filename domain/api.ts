import type { Role } from './roles';

/** Every API error body: { error: { code, message, fields? } }. */
export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

export type SessionDto = { accessToken: string; refreshToken: string; expiresAt: number };

export type UserDto = {
  id: string;
  email: string;
  emailConfirmedAt: string | null;
  createdAt: string;
  metadata: { full_name?: string; name?: string; [key: string]: unknown };
};

export type SubscriptionDto = {
  status: string;
  trial_ends_at: string | null;
  current_period_end: string | null;
};

export type ThemeConfig = {
  buttonStyle: string;
  cardStyle: string;
  headingWeight: string;
  bodyWeight: string;
  cornerRadius: string;
  shadowIntensity: string;
  logoPosition: string;
};

/** SPEC 3 Profile, snake_case as the specification names it. */
export type ProfileDto = {
  id: string;
  role: Role;
  first_name: string | null;
  last_name: string | null;
  agent_name: string | null;
  agency_name: string | null;
  phone_number: string | null;
  email: string;
  brand_logo_url: string | null;
  membership_status: string | null;
  membership_expiry_date: string | null;
  created_at: string;
  updated_at: string;
  brand_primary_color: string | null;
  brand_secondary_color: string | null;
  brand_font_family: string | null;
  brand_theme_config: ThemeConfig | null;
  subscriptions: SubscriptionDto[];
};

export type SignInResponse = { session: SessionDto; user: UserDto; profile: ProfileDto };

export type MeResponse = {
  user: UserDto;
  profile: ProfileDto;
  hasActiveSubscription: boolean;
  hasHadPreviousSubscription: boolean;
  isLead: boolean;
  isAgent: boolean;
  isAdmin: boolean;
  isQuoteAgent: boolean;
};

/** GET /api/config: what the SPA needs to know about this deployment. */
export type PublicConfig = {
  brand: { name: string; prefix: string };
  chatWidgetId: string | null;
  devTools: boolean;
  mail: 'smtp' | 'outbox';
  feedbackTracker: 'github' | 'database';
  /** The agency's commission split rule: the agent's share of commission after VAT, in basis points. */
  commission: { agentShareBp: number };
};
