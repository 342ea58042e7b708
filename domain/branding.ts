import { z } from 'zod';
import { DEFAULT_THEME_CONFIG } from './brand';
import { BRAND_FONT_FAMILIES, DEFAULT_BRAND_FONT, isBrandFontFamily, type BrandFontFamily } from './brand-fonts';

export { BRAND_FONT_FAMILIES, DEFAULT_BRAND_FONT, isBrandFontFamily, type BrandFontFamily };
/** The 13 fonts of SPEC 5, under the contract's name. */
export const BRAND_FONTS = BRAND_FONT_FAMILIES;

/** Theme config option values (issue #3); the first SPEC 3 default is in DEFAULT_THEME_CONFIG. */
export const THEME_OPTIONS = {
  buttonStyle: ['rounded', 'pill', 'square'],
  cardStyle: ['elevated', 'outlined', 'flat'],
  headingWeight: ['normal', 'medium', 'semibold', 'bold'],
  bodyWeight: ['light', 'normal', 'medium'],
  cornerRadius: ['none', 'small', 'medium', 'large'],
  shadowIntensity: ['none', 'subtle', 'medium', 'strong'],
  logoPosition: ['left', 'center', 'right'],
} as const;

export type ThemeKey = keyof typeof THEME_OPTIONS;
export const THEME_KEYS = Object.keys(THEME_OPTIONS) as readonly string[] as readonly ThemeKey[];

/** Labels the settings form shows for each option. */
export const THEME_LABELS: Record<ThemeKey, string> = {
  buttonStyle: 'Button style',
  cardStyle: 'Card style',
  headingWeight: 'Heading weight',
  bodyWeight: 'Body text weight',
  cornerRadius: 'Corner radius',
  shadowIntensity: 'Shadow intensity',
  logoPosition: 'Logo position',
};

export type BrandThemeConfig = { [K in ThemeKey]: (typeof THEME_OPTIONS)[K][number] };

export type Branding = {
  primaryColor: string;
  secondaryColor: string;
  fontFamily: BrandFontFamily;
  themeConfig: BrandThemeConfig;
};

/** SPEC 3 Branding defaults. */
export const DEFAULT_BRANDING: Branding = {
  primaryColor: '#0F4C81',
  secondaryColor: '#2EC4B6',
  fontFamily: DEFAULT_BRAND_FONT,
  themeConfig: { ...DEFAULT_THEME_CONFIG },
};

/** SPEC 9 contrast ratio threshold. */
export const MIN_CONTRAST = 4.5;
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111827';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** '#abc' -> '#AABBCC'; callers validate first. */
export function normalizeHex(hex: string): string {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return `#${full.toUpperCase()}`;
}

function linearChannel(hex6: string, at: number): number {
  const s = parseInt(hex6.slice(at, at + 2), 16) / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of a hex colour. */
export function relativeLuminance(hex: string): number {
  const h = normalizeHex(hex).slice(1);
  return 0.2126 * linearChannel(h, 0) + 0.7152 * linearChannel(h, 2) + 0.0722 * linearChannel(h, 4);
}

/** WCAG contrast ratio between two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour to put on a brand colour: white or near-black, whichever
 * contrasts more, or null when neither reaches 4.5:1 (such a colour is refused).
 */
export function readableTextOn(hex: string): typeof LIGHT_TEXT | typeof DARK_TEXT | null {
  const light = contrastRatio(hex, LIGHT_TEXT);
  const dark = contrastRatio(hex, DARK_TEXT);
  if (Math.max(light, dark) < MIN_CONTRAST) return null;
  return light >= dark ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * A brand colour used as text on white (headings, links): the colour itself
 * when it reaches 4.5:1 on white, else near-black, so light brands stay legible.
 */
export function accentTextOnWhite(hex: string): string {
  return contrastRatio(hex, LIGHT_TEXT) >= MIN_CONTRAST ? normalizeHex(hex) : DARK_TEXT;
}

export const BRANDING_MESSAGES = {
  primaryFormat: 'Invalid primary color format',
  secondaryFormat: 'Invalid secondary color format',
  font: 'Invalid font family',
  primaryContrast: 'Primary color must allow readable text (contrast 4.5:1)',
  secondaryContrast: 'Secondary color must allow readable text (contrast 4.5:1)',
  loadFailed: 'Failed to load branding configuration',
  updateFailed: 'Failed to update branding',
  updatedTitle: 'Branding Updated',
  updatedBody: 'Your custom branding has been saved successfully.',
  noProfile: 'You must be logged in to update branding settings.',
} as const;

function colourField(formatMessage: string, contrastMessage: string) {
  return z
    .string({ error: formatMessage })
    .trim()
    .regex(HEX, formatMessage)
    .refine((v) => readableTextOn(v) !== null, contrastMessage)
    .transform(normalizeHex);
}

function themeField<K extends ThemeKey>(key: K) {
  return z.enum(THEME_OPTIONS[key], { error: `Choose a ${THEME_LABELS[key].toLowerCase()}` });
}

export const ThemeConfigSchema = z.object({
  buttonStyle: themeField('buttonStyle'),
  cardStyle: themeField('cardStyle'),
  headingWeight: themeField('headingWeight'),
  bodyWeight: themeField('bodyWeight'),
  cornerRadius: themeField('cornerRadius'),
  shadowIntensity: themeField('shadowIntensity'),
  logoPosition: themeField('logoPosition'),
});

/** SPEC 5 "Branding save": the form and PUT /api/me/branding share it. */
export const BrandingSchema = z.object({
  primaryColor: colourField(BRANDING_MESSAGES.primaryFormat, BRANDING_MESSAGES.primaryContrast),
  secondaryColor: colourField(BRANDING_MESSAGES.secondaryFormat, BRANDING_MESSAGES.secondaryContrast),
  fontFamily: z.enum(BRAND_FONT_FAMILIES, { error: BRANDING_MESSAGES.font }),
  themeConfig: ThemeConfigSchema,
});
export type BrandingInput = z.input<typeof BrandingSchema>;

/** What GET/PUT /api/me/branding answer; the routes and the SPA share this schema. */
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
}) satisfies z.ZodType<Branding & { logoUrl: string | null }>;
export type BrandingDto = Branding & { logoUrl: string | null };

type BrandSource = {
  brand_primary_color?: string | null;
  brand_secondary_color?: string | null;
  brand_font_family?: string | null;
  brand_theme_config?: Record<string, unknown> | null;
};

function pickOption<K extends ThemeKey>(key: K, value: unknown): BrandThemeConfig[K] {
  const allowed: readonly string[] = THEME_OPTIONS[key];
  const found = typeof value === 'string' && allowed.includes(value) ? value : undefined;
  // Stored values that are no longer allowed fall back to the SPEC 3 default.
  return (found ?? DEFAULT_THEME_CONFIG[key]) as BrandThemeConfig[K];
}

/**
 * A profile's (snake_case) brand fields as a complete Branding: missing or
 * invalid values take the SPEC 3 defaults, so a page always renders.
 */
export function resolveBranding(profile: BrandSource | null | undefined): Branding {
  const p = profile ?? {};
  const colour = (v: string | null | undefined, fallback: string) =>
    isHexColor(v) && readableTextOn(v) !== null ? normalizeHex(v) : fallback;
  const theme = p.brand_theme_config ?? {};
  return {
    primaryColor: colour(p.brand_primary_color, DEFAULT_BRANDING.primaryColor),
    secondaryColor: colour(p.brand_secondary_color, DEFAULT_BRANDING.secondaryColor),
    fontFamily: isBrandFontFamily(p.brand_font_family) ? p.brand_font_family : DEFAULT_BRAND_FONT,
    themeConfig: {
      buttonStyle: pickOption('buttonStyle', theme.buttonStyle),
      cardStyle: pickOption('cardStyle', theme.cardStyle),
      headingWeight: pickOption('headingWeight', theme.headingWeight),
      bodyWeight: pickOption('bodyWeight', theme.bodyWeight),
      cornerRadius: pickOption('cornerRadius', theme.cornerRadius),
      shadowIntensity: pickOption('shadowIntensity', theme.shadowIntensity),
      logoPosition: pickOption('logoPosition', theme.logoPosition),
    },
  };
}

const SANS_FALLBACK = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif';
const SERIF_FALLBACK = 'ui-serif, Georgia, Cambria, "Times New Roman", serif';
const SERIF_FONTS: readonly BrandFontFamily[] = ['Playfair Display', 'Merriweather', 'Lora'];

/** CSS font-family stack; Source Sans Pro is published as "Source Sans 3" by @fontsource. */
export function brandFontStack(family: BrandFontFamily): string {
  const face = family === 'Source Sans Pro' ? '"Source Sans 3", "Source Sans Pro"' : `"${family}"`;
  return `${face}, ${SERIF_FONTS.includes(family) ? SERIF_FALLBACK : SANS_FALLBACK}`;
}

/** The @fontsource package folder of each brand font (server pages link only the chosen one). */
export const FONTSOURCE_PACKAGE: Record<BrandFontFamily, string> = {
  'Noto Sans': 'noto-sans',
  Inter: 'inter',
  Poppins: 'poppins',
  Roboto: 'roboto',
  'Open Sans': 'open-sans',
  Lato: 'lato',
  Montserrat: 'montserrat',
  'Source Sans Pro': 'source-sans-3',
  Nunito: 'nunito',
  Raleway: 'raleway',
  'Playfair Display': 'playfair-display',
  Merriweather: 'merriweather',
  Lora: 'lora',
};

const RADIUS = { none: '0px', small: '4px', medium: '10px', large: '18px' } as const;
const SHADOW = {
  none: 'none',
  subtle: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
  medium: '0 4px 12px rgba(15, 23, 42, 0.10), 0 2px 4px rgba(15, 23, 42, 0.06)',
  strong: '0 12px 28px rgba(15, 23, 42, 0.16), 0 4px 8px rgba(15, 23, 42, 0.08)',
} as const;
const WEIGHT = { light: '300', normal: '400', medium: '500', semibold: '600', bold: '700' } as const;

/**
 * CSS custom properties for a Branding; quote and agent pages read only these,
 * so one style sheet serves every agent.
 */
export function brandCssVars(branding: Branding): Record<string, string> {
  const t = branding.themeConfig;
  const radius = RADIUS[t.cornerRadius];
  const buttonRadius =
    t.buttonStyle === 'pill' ? '999px' : t.buttonStyle === 'square' ? '0px' : radius === '0px' ? '6px' : radius;
  const shadow = SHADOW[t.shadowIntensity];
  return {
    '--brand-primary': branding.primaryColor,
    '--brand-on-primary': readableTextOn(branding.primaryColor) ?? LIGHT_TEXT,
    '--brand-primary-text': accentTextOnWhite(branding.primaryColor),
    '--brand-secondary': branding.secondaryColor,
    '--brand-on-secondary': readableTextOn(branding.secondaryColor) ?? DARK_TEXT,
    '--brand-secondary-text': accentTextOnWhite(branding.secondaryColor),
    '--brand-font': brandFontStack(branding.fontFamily),
    '--brand-heading-weight': WEIGHT[t.headingWeight],
    '--brand-body-weight': WEIGHT[t.bodyWeight],
    '--brand-radius': radius,
    '--brand-button-radius': buttonRadius,
    '--brand-shadow': shadow,
    '--brand-card-shadow': t.cardStyle === 'elevated' ? (shadow === 'none' ? SHADOW.subtle : shadow) : 'none',
    '--brand-card-border':
      t.cardStyle === 'outlined'
        ? '1px solid #cbd5e1'
        : t.cardStyle === 'flat'
          ? '0 solid transparent'
          : '1px solid #eef2f6',
    '--brand-card-bg': t.cardStyle === 'flat' ? '#f4f6f9' : '#ffffff',
    '--brand-logo-justify':
      t.logoPosition === 'center' ? 'center' : t.logoPosition === 'right' ? 'flex-end' : 'flex-start',
  };
}

/** brandCssVars as a style attribute value. */
export function brandCssText(branding: Branding): string {
  return Object.entries(brandCssVars(branding))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
}
