import { BRAND_FONT_FAMILIES, DEFAULT_BRAND_FONT, type BrandFontFamily } from '@domain/brand-fonts';

export { BRAND_FONT_FAMILIES, DEFAULT_BRAND_FONT, type BrandFontFamily };

const SANS_FALLBACK = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif';
const SERIF_FALLBACK = 'ui-serif, Georgia, Cambria, "Times New Roman", serif';

/** CSS font-family stack for each brand font; the self-hosted face comes first. */
export const BRAND_FONT_STACKS: Record<BrandFontFamily, string> = {
  'Noto Sans': `"Noto Sans", ${SANS_FALLBACK}`,
  Inter: `"Inter", ${SANS_FALLBACK}`,
  Poppins: `"Poppins", ${SANS_FALLBACK}`,
  Roboto: `"Roboto", ${SANS_FALLBACK}`,
  'Open Sans': `"Open Sans", ${SANS_FALLBACK}`,
  Lato: `"Lato", ${SANS_FALLBACK}`,
  Montserrat: `"Montserrat", ${SANS_FALLBACK}`,
  // Adobe renamed the family "Source Sans 3"; @fontsource ships it under that name.
  'Source Sans Pro': `"Source Sans 3", "Source Sans Pro", ${SANS_FALLBACK}`,
  Nunito: `"Nunito", ${SANS_FALLBACK}`,
  Raleway: `"Raleway", ${SANS_FALLBACK}`,
  'Playfair Display': `"Playfair Display", ${SERIF_FALLBACK}`,
  Merriweather: `"Merriweather", ${SERIF_FALLBACK}`,
  Lora: `"Lora", ${SERIF_FALLBACK}`,
};

/** Which weights each family is loaded in (Lato has no 600). */
export const BRAND_FONT_WEIGHTS: Record<BrandFontFamily, readonly number[]> = {
  'Noto Sans': [400, 600, 700],
  Inter: [400, 600, 700],
  Poppins: [400, 600, 700],
  Roboto: [400, 600, 700],
  'Open Sans': [400, 600, 700],
  Lato: [400, 700],
  Montserrat: [400, 600, 700],
  'Source Sans Pro': [400, 600, 700],
  Nunito: [400, 600, 700],
  Raleway: [400, 600, 700],
  'Playfair Display': [400, 600, 700],
  Merriweather: [400, 600, 700],
  Lora: [400, 600, 700],
};

/*
 * One lazy loader per family. The import paths must be string literals so Vite
 * can split each family's CSS (and its woff2 files) into its own chunk; a page
 * then downloads only the fonts it renders. Latin subset only: the product's
 * audience writes English.
 */
const LOADERS: Record<BrandFontFamily, () => Promise<unknown>> = {
  'Noto Sans': () =>
    Promise.all([
      import('@fontsource/noto-sans/latin-400.css'),
      import('@fontsource/noto-sans/latin-600.css'),
      import('@fontsource/noto-sans/latin-700.css'),
    ]),
  Inter: () =>
    Promise.all([
      import('@fontsource/inter/latin-400.css'),
      import('@fontsource/inter/latin-600.css'),
      import('@fontsource/inter/latin-700.css'),
    ]),
  Poppins: () =>
    Promise.all([
      import('@fontsource/poppins/latin-400.css'),
      import('@fontsource/poppins/latin-600.css'),
      import('@fontsource/poppins/latin-700.css'),
    ]),
  Roboto: () =>
    Promise.all([
      import('@fontsource/roboto/latin-400.css'),
      import('@fontsource/roboto/latin-600.css'),
      import('@fontsource/roboto/latin-700.css'),
    ]),
  'Open Sans': () =>
    Promise.all([
      import('@fontsource/open-sans/latin-400.css'),
      import('@fontsource/open-sans/latin-600.css'),
      import('@fontsource/open-sans/latin-700.css'),
    ]),
  Lato: () => Promise.all([import('@fontsource/lato/latin-400.css'), import('@fontsource/lato/latin-700.css')]),
  Montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/latin-400.css'),
      import('@fontsource/montserrat/latin-600.css'),
      import('@fontsource/montserrat/latin-700.css'),
    ]),
  'Source Sans Pro': () =>
    Promise.all([
      import('@fontsource/source-sans-3/latin-400.css'),
      import('@fontsource/source-sans-3/latin-600.css'),
      import('@fontsource/source-sans-3/latin-700.css'),
    ]),
  Nunito: () =>
    Promise.all([
      import('@fontsource/nunito/latin-400.css'),
      import('@fontsource/nunito/latin-600.css'),
      import('@fontsource/nunito/latin-700.css'),
    ]),
  Raleway: () =>
    Promise.all([
      import('@fontsource/raleway/latin-400.css'),
      import('@fontsource/raleway/latin-600.css'),
      import('@fontsource/raleway/latin-700.css'),
    ]),
  'Playfair Display': () =>
    Promise.all([
      import('@fontsource/playfair-display/latin-400.css'),
      import('@fontsource/playfair-display/latin-600.css'),
      import('@fontsource/playfair-display/latin-700.css'),
    ]),
  Merriweather: () =>
    Promise.all([
      import('@fontsource/merriweather/latin-400.css'),
      import('@fontsource/merriweather/latin-600.css'),
      import('@fontsource/merriweather/latin-700.css'),
    ]),
  Lora: () =>
    Promise.all([
      import('@fontsource/lora/latin-400.css'),
      import('@fontsource/lora/latin-600.css'),
      import('@fontsource/lora/latin-700.css'),
    ]),
};

const loaded = new Map<BrandFontFamily, Promise<void>>();

/**
 * Loads a brand font's stylesheet once. Resolves when the @font-face rules are
 * in the document (the browser then fetches the files it actually uses). A
 * failed load is forgotten so a later call can retry; text falls back to the
 * stack meanwhile.
 */
export function loadBrandFont(family: BrandFontFamily): Promise<void> {
  const existing = loaded.get(family);
  if (existing) return existing;
  const pending = LOADERS[family]().then(
    () => undefined,
    (err: unknown) => {
      loaded.delete(family);
      throw err;
    },
  );
  loaded.set(family, pending);
  return pending;
}

/** The CSS stack for any stored font name; unknown names get the default font. */
export function fontStack(family: string | null | undefined): string {
  const known = BRAND_FONT_FAMILIES.find((f) => f === family);
  return BRAND_FONT_STACKS[known ?? DEFAULT_BRAND_FONT];
}

const SERIF_FAMILIES: readonly BrandFontFamily[] = ['Playfair Display', 'Merriweather', 'Lora'];

export function fontCategory(family: BrandFontFamily): 'Serif' | 'Sans-serif' {
  return SERIF_FAMILIES.includes(family) ? 'Serif' : 'Sans-serif';
}

/** A stable id for anchors and test selectors: "Open Sans" -> "open-sans". */
export function fontSlug(family: BrandFontFamily): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}
