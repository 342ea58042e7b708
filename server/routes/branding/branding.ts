import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRANDING_MESSAGES, resolveBranding, type BrandingDto } from '@domain/branding';
import { profiles, uploads } from '../../db/schema';
import { forbidden, validation } from '../../errors';
import type { ProfileRow } from '../../lib/viewer';
import { viewerOf } from '../../plugins/auth';
import { BrandingDtoSchema, BrandingUpdateSchema, LOGO_URL_MESSAGE, UPLOAD_URL } from './schema';

/** A profile's brand columns as the API shows them, defaults filled in (SPEC 3). */
export function presentBranding(p: ProfileRow): BrandingDto {
  return {
    ...resolveBranding({
      brand_primary_color: p.brandPrimaryColor,
      brand_secondary_color: p.brandSecondaryColor,
      brand_font_family: p.brandFontFamily,
      brand_theme_config: p.brandThemeConfig,
    }),
    logoUrl: p.brandLogoUrl,
  };
}

/**
 * The signed-in agent's branding (SPEC 3, 5, 7), for whoever may open
 * /dashboard/profile. Only a user with a profile may change it (SPEC 6): the
 * access rule already refuses an account without one (no role); the check
 * below keeps the SPEC 8 message should that rule ever change.
 */
const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  function profileOf(req: Parameters<typeof viewerOf>[0]): ProfileRow {
    const viewer = viewerOf(req);
    if (!viewer.profile) throw forbidden(BRANDING_MESSAGES.noProfile, 'no_profile');
    return viewer.profile;
  }

  app.get(
    '/api/me/branding',
    { config: { access: 'branding.manage' }, schema: { response: { 200: BrandingDtoSchema } } },
    async (req) => presentBranding(profileOf(req)),
  );

  app.put(
    '/api/me/branding',
    {
      config: { access: 'branding.manage' },
      schema: { body: BrandingUpdateSchema, response: { 200: BrandingDtoSchema } },
    },
    async (req) => {
      const profile = profileOf(req);
      const { logoUrl, ...branding } = req.body;
      if (logoUrl) {
        // The logo must be a file this agent uploaded, not any URL on our host.
        const key = UPLOAD_URL.exec(logoUrl)?.[1] ?? '';
        const [own] = await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.key, key), eq(uploads.ownerId, profile.id)));
        if (!own) throw validation({ logoUrl: LOGO_URL_MESSAGE });
      }
      const [saved] = await db
        .update(profiles)
        .set({
          brandPrimaryColor: branding.primaryColor,
          brandSecondaryColor: branding.secondaryColor,
          brandFontFamily: branding.fontFamily,
          brandThemeConfig: branding.themeConfig,
          ...(logoUrl === undefined ? {} : { brandLogoUrl: logoUrl }),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, profile.id))
        .returning();
      return presentBranding(saved ?? profile);
    },
  );
};

export default brandingRoutes;
