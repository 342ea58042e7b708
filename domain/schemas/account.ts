import { z } from 'zod';
import type {
  MeResponse,
  ProfileDto,
  PublicConfig,
  SessionDto,
  SignInResponse,
  SubscriptionDto,
  ThemeConfig,
  UserDto,
} from '../api';
import { ROLES } from '../roles';

/*
 * What the account API answers (sign-in, sign-up, /api/me, /api/config), as
 * zod schemas: the server's routes declare them as their response schemas and
 * the SPA's client checks its answers against them. Each is held to its DTO
 * type in ../api.ts, so the two cannot drift apart.
 */

export const SessionDtoSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: z.number().int(),
}) satisfies z.ZodType<SessionDto>;

export const UserDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailConfirmedAt: z.string().nullable(),
  createdAt: z.string(),
  metadata: z.looseObject({ full_name: z.string().optional(), name: z.string().optional() }),
}) satisfies z.ZodType<UserDto>;

const SubscriptionDtoSchema = z.object({
  status: z.string(),
  trial_ends_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
}) satisfies z.ZodType<SubscriptionDto>;

const ThemeConfigSchema = z.object({
  buttonStyle: z.string(),
  cardStyle: z.string(),
  headingWeight: z.string(),
  bodyWeight: z.string(),
  cornerRadius: z.string(),
  shadowIntensity: z.string(),
  logoPosition: z.string(),
}) satisfies z.ZodType<ThemeConfig>;

/** SPEC 3 Profile, snake_case, with its subscriptions. */
export const ProfileDtoSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  agent_name: z.string().nullable(),
  agency_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string(),
  brand_logo_url: z.string().nullable(),
  membership_status: z.string().nullable(),
  membership_expiry_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  brand_primary_color: z.string().nullable(),
  brand_secondary_color: z.string().nullable(),
  brand_font_family: z.string().nullable(),
  brand_theme_config: ThemeConfigSchema.nullable(),
  subscriptions: z.array(SubscriptionDtoSchema),
}) satisfies z.ZodType<ProfileDto>;

export const SignInResponseSchema = z.object({
  session: SessionDtoSchema,
  user: UserDtoSchema,
  profile: ProfileDtoSchema,
}) satisfies z.ZodType<SignInResponse>;

export const SignUpResponseSchema = z.object({
  user: UserDtoSchema,
  profile: ProfileDtoSchema,
  confirmationRequired: z.literal(true),
});
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

/** GET /api/me: the account, its profile and the derived flags of SPEC 3. */
export const MeResponseSchema = z.object({
  user: UserDtoSchema,
  profile: ProfileDtoSchema,
  hasActiveSubscription: z.boolean(),
  hasHadPreviousSubscription: z.boolean(),
  isLead: z.boolean(),
  isAgent: z.boolean(),
  isAdmin: z.boolean(),
  isQuoteAgent: z.boolean(),
}) satisfies z.ZodType<MeResponse>;

/** A request that was accepted and has nothing more to say. */
export const OkSchema = z.object({ ok: z.literal(true) });
export const VerifiedSchema = z.object({ verified: z.literal(true), email: z.string() });
/** An e-mail change waits for the new address to be confirmed. */
export const PendingEmailSchema = z.object({ pendingEmail: z.string() });

/** GET /api/config: what the SPA needs to know about this deployment; no secrets. */
export const PublicConfigSchema = z.object({
  brand: z.object({ name: z.string(), prefix: z.string() }),
  chatWidgetId: z.string().nullable(),
  devTools: z.boolean(),
  mail: z.enum(['smtp', 'outbox']),
  feedbackTracker: z.enum(['github', 'database']),
  commission: z.object({ agentShareBp: z.number().int().min(0).max(10_000) }),
}) satisfies z.ZodType<PublicConfig>;
