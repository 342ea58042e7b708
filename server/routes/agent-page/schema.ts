import { z } from 'zod';
import { BrandingDtoSchema } from '../branding/schema';

const ContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  show_whatsapp: z.boolean(),
});

export const AgentPageDtoSchema = z.object({
  agentBrand: z.string(),
  displayName: z.string(),
  headline: z.string().nullable(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
  contact: ContactSchema,
  featuredQuoteIds: z.array(z.string()),
  published: z.boolean(),
  publicUrl: z.string(),
  updatedAt: z.string(),
});

export const AgentPageSettingsSchema = z.object({
  page: AgentPageDtoSchema.nullable(),
  suggested: z.object({ agentBrand: z.string(), displayName: z.string() }),
  quotes: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      slug: z.string(),
      destination: z.string().nullable(),
      isPublished: z.boolean(),
    }),
  ),
});

export const BrandAvailabilityQuerySchema = z.object({ agentBrand: z.string().max(200).default('') });
export const BrandAvailabilitySchema = z.object({
  agentBrand: z.string(),
  available: z.boolean(),
  message: z.string().nullable(),
});

export const PublicAgentParamsSchema = z.object({ agentBrand: z.string().max(200) });

export const PublicAgentPageSchema = z.object({
  agentBrand: z.string(),
  displayName: z.string(),
  headline: z.string().nullable(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
  agencyName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable(), whatsapp: z.string().nullable() }),
  branding: BrandingDtoSchema.omit({ logoUrl: true }),
  quotes: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      destination: z.string().nullable(),
      departure_date: z.string().nullable(),
      hero_image: z.string().nullable(),
      final_price_total: z.number().nullable(),
      duration_days: z.number().nullable(),
      kind: z.enum(['standard', 'itinerary']),
      public_url: z.string(),
    }),
  ),
  publicUrl: z.string(),
});
