import { z } from 'zod';
import { BrandingDtoSchema } from './branding';
import { UPLOAD_PATH } from './ids';

/** Limits of the agent page form; the server refuses the same. */
export const AGENT_PAGE_LIMITS = {
  brandMin: 3,
  brandMax: 40,
  displayName: 80,
  headline: 120,
  bio: 2000,
  featured: 12,
} as const;

export const AGENT_BRAND_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Slugs that would read as the platform's own pages. */
export const RESERVED_AGENT_BRANDS = [
  'admin',
  'api',
  'dashboard',
  'agents',
  'quotes',
  'login',
  'new',
  'settings',
  'support',
  'help',
] as const;

export const AGENT_PAGE_MESSAGES = {
  brandFormat: 'Use lowercase letters, numbers and single hyphens (e.g. jane-smith-travel)',
  brandLength: `Page address must be ${AGENT_PAGE_LIMITS.brandMin} to ${AGENT_PAGE_LIMITS.brandMax} characters`,
  brandReserved: 'This page address is reserved; please choose another',
  brandTaken: 'This page address is already taken; please choose another',
  displayName: 'Display name is required',
  photo: 'Photo must be an image uploaded here',
  featured: 'Choose featured quotes from your own quotes',
  email: 'Please enter a valid email',
} as const;

/** Our own uploads only: /uploads/<uuid>.<ext>. */
export const OWN_UPLOAD_URL = UPLOAD_PATH;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** The agent page slug: lowercase, digits and single hyphens. */
export const AgentBrandSchema = z
  .string({ error: AGENT_PAGE_MESSAGES.brandFormat })
  .trim()
  .toLowerCase()
  .min(AGENT_PAGE_LIMITS.brandMin, AGENT_PAGE_MESSAGES.brandLength)
  .max(AGENT_PAGE_LIMITS.brandMax, AGENT_PAGE_MESSAGES.brandLength)
  .regex(AGENT_BRAND_PATTERN, AGENT_PAGE_MESSAGES.brandFormat)
  .refine((v) => !(RESERVED_AGENT_BRANDS as readonly string[]).includes(v), AGENT_PAGE_MESSAGES.brandReserved);

export const AgentPageContactSchema = z.object({
  email: optionalText('Email', 254).refine(
    (v) => v === null || z.email().safeParse(v).success,
    AGENT_PAGE_MESSAGES.email,
  ),
  phone: optionalText('Phone', 40),
  whatsapp: optionalText('WhatsApp number', 40),
  show_email: z.boolean().default(false),
  show_phone: z.boolean().default(false),
  show_whatsapp: z.boolean().default(false),
});

/** PUT /api/agent-page (and its settings form). */
export const AgentPageSchema = z.object({
  agentBrand: AgentBrandSchema,
  displayName: z
    .string({ error: AGENT_PAGE_MESSAGES.displayName })
    .trim()
    .min(1, AGENT_PAGE_MESSAGES.displayName)
    .max(AGENT_PAGE_LIMITS.displayName, `Display name must be at most ${AGENT_PAGE_LIMITS.displayName} characters`),
  headline: optionalText('Headline', AGENT_PAGE_LIMITS.headline),
  bio: z
    .string()
    .trim()
    .max(AGENT_PAGE_LIMITS.bio, `Bio must be at most ${AGENT_PAGE_LIMITS.bio} characters`)
    .default(''),
  photoUrl: z
    .string()
    .trim()
    .regex(OWN_UPLOAD_URL, AGENT_PAGE_MESSAGES.photo)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  contact: AgentPageContactSchema,
  featuredQuoteIds: z
    .array(z.uuid(AGENT_PAGE_MESSAGES.featured))
    .max(AGENT_PAGE_LIMITS.featured, `Feature at most ${AGENT_PAGE_LIMITS.featured} quotes`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  published: z.boolean().default(false),
});
export type AgentPageInput = z.input<typeof AgentPageSchema>;
export type AgentPageValues = z.infer<typeof AgentPageSchema>;

export type AgentPageContact = z.infer<typeof AgentPageContactSchema>;

// ---- what the API answers: the routes and the SPA share these schemas ----------

const AnsweredContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  show_whatsapp: z.boolean(),
}) satisfies z.ZodType<AgentPageContact>;

export const AgentPageDtoSchema = z.object({
  agentBrand: z.string(),
  displayName: z.string(),
  headline: z.string().nullable(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
  contact: AnsweredContactSchema,
  featuredQuoteIds: z.array(z.string()),
  published: z.boolean(),
  publicUrl: z.string(),
  updatedAt: z.string(),
});
export type AgentPageDto = z.infer<typeof AgentPageDtoSchema>;

/** One of the agent's quotes the settings page offers to feature. */
const FeaturableQuoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  destination: z.string().nullable(),
  isPublished: z.boolean(),
});
export type FeaturableQuote = z.infer<typeof FeaturableQuoteSchema>;

/** GET /api/agent-page: the saved page (null before the first save), suggestions and the quotes to choose from. */
export const AgentPageSettingsSchema = z.object({
  page: AgentPageDtoSchema.nullable(),
  suggested: z.object({ agentBrand: z.string(), displayName: z.string() }),
  quotes: z.array(FeaturableQuoteSchema),
});
export type AgentPageSettingsResponse = z.infer<typeof AgentPageSettingsSchema>;

/** GET /api/agent-page/availability: whether an address is free. */
export const BrandAvailabilitySchema = z.object({
  agentBrand: z.string(),
  available: z.boolean(),
  message: z.string().nullable(),
});

/** A featured quote card on the public agent page. */
const AgentPageQuoteCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  destination: z.string().nullable(),
  departure_date: z.string().nullable(),
  hero_image: z.string().nullable(),
  final_price_total: z.number().nullable(),
  duration_days: z.number().nullable(),
  kind: z.enum(['standard', 'itinerary']),
  public_url: z.string(),
});
export type AgentPageQuoteCard = z.infer<typeof AgentPageQuoteCardSchema>;

/** GET /api/public/agents/:agentBrand. */
export const PublicAgentPageSchema = z.object({
  agentBrand: z.string(),
  displayName: z.string(),
  headline: z.string().nullable(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
  agencyName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** Only the contact options the agent chose to show. */
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable(), whatsapp: z.string().nullable() }),
  branding: BrandingDtoSchema.omit({ logoUrl: true }),
  quotes: z.array(AgentPageQuoteCardSchema),
  publicUrl: z.string(),
});
export type PublicAgentPageDto = z.infer<typeof PublicAgentPageSchema>;

/** "Jane Smith Travel" -> "jane-smith-travel" (a suggestion; the agent may change it). */
export function suggestAgentBrand(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, AGENT_PAGE_LIMITS.brandMax)
    .replace(/-+$/g, '');
  return slug.length >= AGENT_PAGE_LIMITS.brandMin ? slug : `agent-${slug || 'page'}`;
}
