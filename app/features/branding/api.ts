import { BrandingDtoSchema, type BrandingInput } from '@domain/branding';
import { request } from '~/lib/api';

/** Query keys of the agent's branding; a save writes `brandingKeys.mine()`. */
export const brandingKeys = {
  mine: () => ['me', 'branding'] as const,
};

export const getBranding = (signal?: AbortSignal) => request(BrandingDtoSchema, '/api/me/branding', { signal });

/** PUT /api/me/branding: SPEC 5 branding, and the logo only when it changed (null removes it). */
export const saveBranding = (body: BrandingInput & { logoUrl?: string | null }) =>
  request(BrandingDtoSchema, '/api/me/branding', { method: 'PUT', body });
