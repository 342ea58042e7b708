import { z } from 'zod';
import { BRAND_FONT_FAMILIES, BrandingSchema, THEME_OPTIONS } from '@domain/branding';
import { UPLOAD_PATH } from '@domain/ids';

/** Our own uploads only: /uploads/<uuid>.<ext> (server/integrations/storage). */
export const UPLOAD_URL = UPLOAD_PATH;
export const LOGO_URL_MESSAGE = 'Logo must be an image uploaded here';

/** PUT /api/me/branding: SPEC 5 branding plus the logo (null removes it; absent keeps it). */
export const BrandingUpdateSchema = BrandingSchema.extend({
  logoUrl: z.string({ error: LOGO_URL_MESSAGE }).trim().regex(UPLOAD_URL, LOGO_URL_MESSAGE).nullable().optional(),
});
export type BrandingUpdate = z.infer<typeof BrandingUpdateSchema>;

export const BrandingDtoSchema = z.object({
  primaryColor: z.string(),
  secondaryColor: z.string(),
  fontFamily: z.enum(BRAND_FONT_FAMILIES),
  themeConfig: z.object({
    buttonStyle: z.enum(THEME_OPTIONS.buttonStyle),
    cardStyle: z.enum(THEME_OPTIONS.cardStyle),
    headingWeight: z.enum(THEME_OPTIONS.headingWeight),
    bodyWeight: z.enum(THEME_OPTIONS.bodyWeight),
    cornerRadius: z.enum(THEME_OPTIONS.cornerRadius),
    shadowIntensity: z.enum(THEME_OPTIONS.shadowIntensity),
    logoPosition: z.enum(THEME_OPTIONS.logoPosition),
  }),
  logoUrl: z.string().nullable(),
});
