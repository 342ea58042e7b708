import { Badge } from '~/components/ui/badge';
import { cn } from '~/lib/cn';
import {
  BRAND_FONT_FAMILIES,
  BRAND_FONT_STACKS,
  BRAND_FONT_WEIGHTS,
  DEFAULT_BRAND_FONT,
  fontCategory,
  fontSlug,
  type BrandFontFamily,
} from './brand-fonts';
import { FontsTopBar } from './fonts-top-bar';
import { useBrandFonts } from './use-brand-fonts';

const WEIGHT_NAMES: Record<number, string> = { 400: 'Regular', 600: 'Semibold', 700: 'Bold' };

const SAMPLE = {
  eyebrow: '7 nights · Half board · From £1,249pp',
  heading: 'Sun-soaked escapes on the Amalfi Coast',
  body:
    'Wake to lemon groves and sea views in Positano, with return flights from London Gatwick, ' +
    'private transfers and a boat day to Capri included. Your agent handles every detail, ' +
    'so all you pack is your sunglasses.',
  glyphs: 'Aa Bb Cc Dd Ee Ff Gg 0123456789 £ € & ? !',
};

export default function FontPreviewPage() {
  const ready = useBrandFonts(BRAND_FONT_FAMILIES);
  return (
    <div className="min-h-dvh bg-canvas">
      <FontsTopBar />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="max-w-3xl space-y-3">
          <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Brand font preview</h1>
          <p className="text-base text-muted">
            The {BRAND_FONT_FAMILIES.length} fonts an agent can choose for their branded quote pages, each shown in the
            weights we serve. Every font is hosted on this site; nothing is fetched from an outside font service.
          </p>
        </div>
        <nav aria-label="Jump to a font" className="mt-6 flex flex-wrap gap-2">
          {BRAND_FONT_FAMILIES.map((family) => (
            <a
              key={family}
              href={`#font-${fontSlug(family)}`}
              className="rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink hover:border-brand hover:text-brand"
            >
              {family}
            </a>
          ))}
        </nav>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          {BRAND_FONT_FAMILIES.map((family) => (
            <FontSpecimen key={family} family={family} loaded={ready.has(family)} />
          ))}
        </div>
      </div>
    </div>
  );
}

function FontSpecimen({ family, loaded }: { family: BrandFontFamily; loaded: boolean }) {
  const stack = BRAND_FONT_STACKS[family];
  return (
    <section
      id={`font-${fontSlug(family)}`}
      aria-labelledby={`font-${fontSlug(family)}-name`}
      data-testid="font-specimen"
      className="scroll-mt-20 overflow-hidden rounded-xl border border-line bg-surface shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-slate-50 px-5 py-3">
        <h2 id={`font-${fontSlug(family)}-name`} className="text-base font-semibold text-ink">
          {family}
        </h2>
        <div className="flex flex-wrap items-center gap-1.5">
          {family === DEFAULT_BRAND_FONT ? <Badge>Default</Badge> : null}
          <Badge variant="secondary">{fontCategory(family)}</Badge>
          {loaded ? null : <Badge variant="outline">Loading…</Badge>}
        </div>
      </div>
      <div
        className={cn('space-y-4 p-5 transition-opacity', loaded ? 'opacity-100' : 'opacity-60')}
        style={{ fontFamily: stack }}
      >
        <p className="text-xs font-semibold tracking-wider text-accent-teal-dark uppercase">{SAMPLE.eyebrow}</p>
        <p className="text-2xl leading-tight font-bold text-ink sm:text-3xl">{SAMPLE.heading}</p>
        <p className="text-base leading-relaxed text-slate-700">{SAMPLE.body}</p>
        <ul className="space-y-1.5 border-t border-line pt-4" aria-label={`${family} weights`}>
          {BRAND_FONT_WEIGHTS[family].map((weight) => (
            <li key={weight} className="flex items-baseline gap-3">
              <span
                className="w-24 shrink-0 font-sans text-xs text-muted"
                style={{ fontFamily: BRAND_FONT_STACKS[DEFAULT_BRAND_FONT] }}
              >
                {WEIGHT_NAMES[weight] ?? weight} {weight}
              </span>
              <span className="truncate text-lg text-ink" style={{ fontWeight: weight }}>
                {SAMPLE.glyphs}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
