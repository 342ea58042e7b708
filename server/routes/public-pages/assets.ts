import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONTSOURCE_PACKAGE, type BrandFontFamily } from '@domain/branding';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Same folder as server/app.ts CLIENT_DIR (read here to avoid an import cycle). */
const clientDir = () => path.resolve(ROOT, process.env.CLIENT_DIST_DIR ?? path.join('dist', 'app'));

type ManifestEntry = { file: string; isEntry?: boolean };
type Manifest = Record<string, ManifestEntry>;

let cached: { mtimeMs: number; file: string; manifest: Manifest } | null = null;

/** The Vite manifest of the built SPA; re-read when a new build replaces it, empty without a build (API tests). */
function manifest(): Manifest {
  const file = path.join(clientDir(), '.vite', 'manifest.json');
  try {
    const { mtimeMs } = fs.statSync(file);
    if (cached && cached.file === file && cached.mtimeMs === mtimeMs) return cached.manifest;
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const m: Manifest = typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
    cached = { mtimeMs, file, manifest: m };
    return m;
  } catch {
    return {};
  }
}

/** URL of the public pages' script (app/public-entry.ts), or null before a build. */
export function publicScriptSrc(): string | null {
  const entry = manifest()['public-entry.ts'];
  return entry ? `/${entry.file}` : null;
}

/** Lato ships no 600; the browser uses the nearest loaded weight. */
function weightsOf(family: BrandFontFamily): number[] {
  return family === 'Lato' ? [400, 700] : [400, 600, 700];
}

export type BrandFontAssets = { css: string; preload: string[] };

/**
 * @font-face rules for the chosen brand font only, pointing at the woff2 files
 * the SPA build already ships (self-hosted @fontsource, latin subset), and the
 * file to preload for body text.
 */
export function brandFontAssets(family: BrandFontFamily): BrandFontAssets {
  const pkg = FONTSOURCE_PACKAGE[family];
  const face = family === 'Source Sans Pro' ? 'Source Sans 3' : family;
  const m = manifest();
  const rules: string[] = [];
  const preload: string[] = [];
  for (const weight of weightsOf(family)) {
    const entry = m[`../node_modules/@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff2`];
    if (!entry) continue;
    const url = `/${entry.file}`;
    if (weight === 400) preload.push(url);
    rules.push(
      `@font-face{font-family:"${face}";font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2")}`,
    );
  }
  return { css: rules.join(''), preload };
}
