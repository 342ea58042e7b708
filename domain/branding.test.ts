import { describe, expect, it } from 'vitest';
import {
  BRAND_FONTS,
  BrandingSchema,
  DEFAULT_BRANDING,
  brandCssVars,
  contrastRatio,
  readableTextOn,
  resolveBranding,
} from './branding';

const valid = {
  primaryColor: '#0F4C81',
  secondaryColor: '#2EC4B6',
  fontFamily: 'Lora',
  themeConfig: { ...DEFAULT_BRANDING.themeConfig },
};

function fieldErrors(input: unknown): Record<string, string> {
  const r = BrandingSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('branding defaults (SPEC 3)', () => {
  it('has the SPEC 3 default colours, font and theme', () => {
    expect(DEFAULT_BRANDING).toEqual({
      primaryColor: '#0F4C81',
      secondaryColor: '#2EC4B6',
      fontFamily: 'Noto Sans',
      themeConfig: {
        buttonStyle: 'rounded',
        cardStyle: 'elevated',
        headingWeight: 'semibold',
        bodyWeight: 'normal',
        cornerRadius: 'medium',
        shadowIntensity: 'subtle',
        logoPosition: 'left',
      },
    });
    expect(BRAND_FONTS).toHaveLength(13);
  });

  it('fills missing or invalid stored values with the defaults', () => {
    expect(resolveBranding(null)).toEqual(DEFAULT_BRANDING);
    const b = resolveBranding({
      brand_primary_color: '#abc',
      brand_secondary_color: 'red',
      brand_font_family: 'Comic Sans',
      brand_theme_config: { buttonStyle: 'pill', cardStyle: 'wobbly' },
    });
    expect(b.primaryColor).toBe('#AABBCC');
    expect(b.secondaryColor).toBe('#2EC4B6');
    expect(b.fontFamily).toBe('Noto Sans');
    expect(b.themeConfig.buttonStyle).toBe('pill');
    expect(b.themeConfig.cardStyle).toBe('elevated');
  });
});

describe('contrast (WCAG, SPEC 9 threshold 4.5)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('picks white on dark colours and near-black on light ones', () => {
    expect(readableTextOn('#0F4C81')).toBe('#ffffff');
    expect(readableTextOn('#2EC4B6')).toBe('#111827');
    expect(readableTextOn('#FFD700')).toBe('#111827');
  });
  it('refuses a mid-tone where neither white nor near-black reaches 4.5', () => {
    expect(readableTextOn('#808080')).toBeNull();
    expect(readableTextOn('#E0457B')).toBeNull();
  });
});

describe('BrandingSchema (SPEC 5 branding save)', () => {
  it('accepts a valid branding and normalises the colours', () => {
    const r = BrandingSchema.parse({ ...valid, primaryColor: '#0f4c81', secondaryColor: '#fd0' });
    expect(r.primaryColor).toBe('#0F4C81');
    expect(r.secondaryColor).toBe('#FFDD00');
  });
  it('names a bad primary or secondary colour with the SPEC message', () => {
    expect(fieldErrors({ ...valid, primaryColor: '0F4C81' })).toEqual({ primaryColor: 'Invalid primary color format' });
    expect(fieldErrors({ ...valid, secondaryColor: '#12345' })).toEqual({
      secondaryColor: 'Invalid secondary color format',
    });
    expect(fieldErrors({ ...valid, primaryColor: 'blue' }).primaryColor).toBe('Invalid primary color format');
  });
  it('refuses a colour no text is readable on, naming the field', () => {
    expect(fieldErrors({ ...valid, primaryColor: '#808080' })).toEqual({
      primaryColor: 'Primary color must allow readable text (contrast 4.5:1)',
    });
    expect(fieldErrors({ ...valid, secondaryColor: '#808080' })).toEqual({
      secondaryColor: 'Secondary color must allow readable text (contrast 4.5:1)',
    });
  });
  it('refuses a font outside the 13 with the SPEC message', () => {
    expect(fieldErrors({ ...valid, fontFamily: 'Comic Sans' })).toEqual({ fontFamily: 'Invalid font family' });
  });
  it('refuses an unknown theme value, naming the option', () => {
    const errs = fieldErrors({ ...valid, themeConfig: { ...valid.themeConfig, cornerRadius: 'huge' } });
    expect(Object.keys(errs)).toEqual(['themeConfig.cornerRadius']);
  });
});

describe('brandCssVars', () => {
  it('maps the theme to radius, shadow, weights and readable text', () => {
    const vars = brandCssVars({
      ...DEFAULT_BRANDING,
      primaryColor: '#FFD700',
      fontFamily: 'Source Sans Pro',
      themeConfig: {
        ...DEFAULT_BRANDING.themeConfig,
        buttonStyle: 'pill',
        cornerRadius: 'none',
        headingWeight: 'bold',
        cardStyle: 'flat',
      },
    });
    expect(vars['--brand-on-primary']).toBe('#111827');
    // A light primary is not used as text on white.
    expect(vars['--brand-primary-text']).toBe('#111827');
    expect(vars['--brand-button-radius']).toBe('999px');
    expect(vars['--brand-radius']).toBe('0px');
    expect(vars['--brand-heading-weight']).toBe('700');
    expect(vars['--brand-card-shadow']).toBe('none');
    expect(vars['--brand-font']).toContain('"Source Sans 3"');
  });
});
