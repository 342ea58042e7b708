/**
 * The brand fonts an agent may choose (SPEC 5 "Branding save"), in the
 * order the SPEC lists them. Noto Sans is the default (SPEC 3 Branding).
 */
export const BRAND_FONT_FAMILIES = [
  'Noto Sans',
  'Inter',
  'Poppins',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Source Sans Pro',
  'Nunito',
  'Raleway',
  'Playfair Display',
  'Merriweather',
  'Lora',
] as const;

export type BrandFontFamily = (typeof BRAND_FONT_FAMILIES)[number];

export const DEFAULT_BRAND_FONT: BrandFontFamily = 'Noto Sans';

export function isBrandFontFamily(value: unknown): value is BrandFontFamily {
  return typeof value === 'string' && (BRAND_FONT_FAMILIES as readonly string[]).includes(value);
}
