import { z } from 'zod';
import type { Branding } from './branding';
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

export type AgentPageDto = {
  agentBrand: string;
  displayName: string;
  headline: string | null;
  bio: string;
  photoUrl: string | null;
  contact: AgentPageContact;
  featuredQuoteIds: string[];
  published: boolean;
  publicUrl: string;
  updatedAt: string;
};

/** One of the agent's quotes the settings page offers to feature. */
export type FeaturableQuote = {
  id: string;
  title: string;
  slug: string;
  destination: string | null;
  isPublished: boolean;
};

/** GET /api/agent-page: the saved page (null before the first save), suggestions and the quotes to choose from. */
export type AgentPageSettingsResponse = {
  page: AgentPageDto | null;
  suggested: { agentBrand: string; displayName: string };
  quotes: FeaturableQuote[];
};

/** A featured quote card on the public agent page. */
export type AgentPageQuoteCard = {
  slug: string;
  title: string;
  destination: string | null;
  departure_date: string | null;
  hero_image: string | null;
  final_price_total: number | null;
  duration_days: number | null;
  kind: 'standard' | 'itinerary';
  public_url: string;
};

/** GET /api/public/agents/:agentBrand. */
export type PublicAgentPageDto = {
  agentBrand: string;
  displayName: string;
  headline: string | null;
  bio: string;
  photoUrl: string | null;
  agencyName: string | null;
  logoUrl: string | null;
  /** Only the contact options the agent chose to show. */
  contact: { email: string | null; phone: string | null; whatsapp: string | null };
  branding: Branding;
  quotes: AgentPageQuoteCard[];
  publicUrl: string;
};

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
