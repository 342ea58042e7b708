import { z } from 'zod';
import { BrandingSchema } from '@domain/branding';
import { UPLOAD_PATH } from '@domain/ids';

/** Our own uploads only: /uploads/<uuid>.<ext> (server/integrations/storage). */
export const UPLOAD_URL = UPLOAD_PATH;
export const LOGO_URL_MESSAGE = 'Logo must be an image uploaded here';

/** PUT /api/me/branding: SPEC 5 branding plus the logo (null removes it; absent keeps it). */
export const BrandingUpdateSchema = BrandingSchema.extend({
  logoUrl: z.string({ error: LOGO_URL_MESSAGE }).trim().regex(UPLOAD_URL, LOGO_URL_MESSAGE).nullable().optional(),
});
export type BrandingUpdate = z.infer<typeof BrandingUpdateSchema>;

// Shared with the SPA, which checks its answers against it.
export { BrandingDtoSchema } from '@domain/branding';
