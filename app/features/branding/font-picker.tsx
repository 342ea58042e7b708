import { BRAND_FONTS, brandFontStack, type BrandFontFamily } from '@domain/branding';
import { useBrandFonts } from '~/features/fonts/use-brand-fonts';
import { cn } from '~/lib/cn';

/** The 13 brand fonts as radio cards, each set in its own face. */
export function FontPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (family: BrandFontFamily) => void;
  error?: string;
}) {
  // Only this settings page loads all 13; public pages load the chosen one.
  useBrandFonts(BRAND_FONTS);
  return (
    <fieldset aria-describedby={error ? 'branding-font-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">Font</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {BRAND_FONTS.map((family) => {
          const checked = value === family;
          return (
            <label
              key={family}
              className={cn(
                'flex cursor-pointer flex-col rounded-lg border px-3 py-2 transition-colors focus-within:ring-2 focus-within:ring-brand',
                checked ? 'border-brand bg-brand-soft' : 'border-line bg-surface hover:bg-canvas',
              )}
            >
              <input
                type="radio"
                name="fontFamily"
                value={family}
                checked={checked}
                onChange={() => onChange(family)}
                className="sr-only"
              />
              <span className="text-lg leading-tight text-ink" style={{ fontFamily: brandFontStack(family) }}>
                {family}
              </span>
              <span className="text-xs text-muted" style={{ fontFamily: brandFontStack(family) }}>
                Sunny days in Santorini
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="branding-font-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
