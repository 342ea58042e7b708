import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { cn } from '~/lib/cn';
import {
  BRAND_FONT_FAMILIES,
  BRAND_FONT_STACKS,
  DEFAULT_BRAND_FONT,
  fontCategory,
  type BrandFontFamily,
} from './brand-fonts';
import { FontsTopBar } from './fonts-top-bar';
import { useBrandFonts } from './use-brand-fonts';

type Sample = { id: string; label: string; heading: string; body: string; attribution: string };

/** Quote-like texts: what an agent's customers actually read in these fonts. */
const SAMPLES: readonly Sample[] = [
  {
    id: 'testimonial',
    label: 'Customer testimonial',
    heading: '“The best holiday we have ever had.”',
    body:
      'Sarah found us a villa in Crete with a pool for the children and flights that fitted school term. ' +
      'When our transfer was late she had it sorted within ten minutes. We have already booked next summer.',
    attribution: '— The Patel family, Leeds',
  },
  {
    id: 'quote',
    label: 'Holiday quote',
    heading: 'Maldives honeymoon · 10 nights',
    body:
      'Overwater villa with all-inclusive dining, seaplane transfers and a sunset dolphin cruise. ' +
      'Flights from London Heathrow on 14 June. Total for two: £8,940, deposit £900 to secure.',
    attribution: 'Prepared by your personal travel agent',
  },
  {
    id: 'offer',
    label: 'Social media deal',
    heading: 'Last-minute Lapland: magic from £799',
    body:
      'Three days of husky rides, reindeer sleighs and a private visit to Father Christmas, departing Manchester ' +
      'in December. Only six cabins left: message me today to hold yours.',
    attribution: 'ATOL protected · Prices per person',
  },
];

const INITIAL: readonly BrandFontFamily[] = ['Noto Sans', 'Inter', 'Montserrat', 'Playfair Display'];

export default function FontComparisonPage() {
  const [selected, setSelected] = useState<readonly BrandFontFamily[]>(INITIAL);
  const [sampleId, setSampleId] = useState(SAMPLES[0]?.id ?? '');
  const [custom, setCustom] = useState('');
  const ready = useBrandFonts(selected);
  const sample = SAMPLES.find((s) => s.id === sampleId) ?? SAMPLES[0];
  const formId = useId();

  const toggle = (family: BrandFontFamily) =>
    setSelected((prev) =>
      prev.includes(family)
        ? prev.filter((f) => f !== family)
        : BRAND_FONT_FAMILIES.filter((f) => f === family || prev.includes(f)),
    );

  return (
    <div className="min-h-dvh bg-canvas">
      <FontsTopBar />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="max-w-3xl space-y-3">
          <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Font comparison</h1>
          <p className="text-base text-muted">
            Pick the fonts to compare and a sample; each is set side by side in the same text so you can choose the one
            that suits your brand.
          </p>
        </div>

        <section
          aria-label="Comparison settings"
          className="mt-8 grid gap-6 rounded-xl border border-line bg-surface p-5 shadow-sm lg:grid-cols-[2fr_1fr]"
        >
          <fieldset>
            <legend className="text-sm font-medium text-ink">
              Fonts to compare ({selected.length} of {BRAND_FONT_FAMILIES.length})
            </legend>
            <div className="mt-3 flex flex-wrap gap-2">
              {BRAND_FONT_FAMILIES.map((family) => {
                const on = selected.includes(family);
                return (
                  <button
                    key={family}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(family)}
                    className={cn(
                      'rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
                      on
                        ? 'border-brand bg-brand text-brand-foreground'
                        : 'border-line bg-surface text-ink hover:border-brand',
                    )}
                  >
                    {family}
                  </button>
                );
              })}
            </div>
            <div className="mt-3 flex gap-2">
              <Button variant="ghost" size="sm" onClick={() => setSelected(BRAND_FONT_FAMILIES)}>
                Select all
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setSelected([DEFAULT_BRAND_FONT])}>
                Reset
              </Button>
            </div>
          </fieldset>
          <div className="space-y-4">
            <FormField label="Sample text" id={`${formId}-sample`}>
              <NativeSelect value={sampleId} onChange={(e) => setSampleId(e.target.value)}>
                {SAMPLES.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Or type your own" id={`${formId}-custom`} hint="Replaces the sample's paragraph.">
              <Textarea
                rows={3}
                value={custom}
                maxLength={400}
                onChange={(e) => setCustom(e.target.value)}
                placeholder="Your headline or tagline"
              />
            </FormField>
          </div>
        </section>

        {selected.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-line bg-surface p-10 text-center text-muted">
            Choose at least one font above to see it here.
          </p>
        ) : (
          <div className="mt-8 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="comparison-grid">
            {selected.map((family) => (
              <figure
                key={family}
                data-testid="comparison-card"
                className={cn(
                  'flex flex-col rounded-xl border border-line bg-surface shadow-sm transition-opacity',
                  ready.has(family) ? 'opacity-100' : 'opacity-60',
                )}
              >
                <div className="flex-1 space-y-3 p-5" style={{ fontFamily: BRAND_FONT_STACKS[family] }}>
                  <p className="text-xl leading-snug font-bold text-ink">{sample?.heading}</p>
                  <blockquote className="text-base leading-relaxed text-slate-700">
                    {custom.trim() || sample?.body}
                  </blockquote>
                  <p className="text-sm font-semibold text-brand">{sample?.attribution}</p>
                </div>
                <figcaption className="flex items-center justify-between border-t border-line px-5 py-2.5 text-sm">
                  <span className="font-semibold text-ink">{family}</span>
                  <span className="text-muted">{fontCategory(family)}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
