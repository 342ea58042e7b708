/**
 * The host agency's brand. The prefix appears in generated quote labels, the
 * booking-log menu label and the data-refresh event name; the server may
 * override both values from BRAND_NAME / BRAND_PREFIX and hands them to the SPA.
 */
export const DEFAULT_BRAND = {
  name: 'Harbour Travel Partners',
  prefix: 'HTP',
} as const;

export type Brand = { name: string; prefix: string };

/** Name of the global data-refresh event (SPEC 7): it carries the brand prefix. */
export function dataRefreshEventName(prefix: string): string {
  return `${prefix.toLowerCase()}:data-refresh`;
}

/** Branding defaults of SPEC 3 (the theme part). */
export const DEFAULT_THEME_CONFIG = {
  buttonStyle: 'rounded',
  cardStyle: 'elevated',
  headingWeight: 'semibold',
  bodyWeight: 'normal',
  cornerRadius: 'medium',
  shadowIntensity: 'subtle',
  logoPosition: 'left',
} as const;
