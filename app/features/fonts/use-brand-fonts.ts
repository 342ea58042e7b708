import { useEffect, useState } from 'react';
import { loadBrandFont, type BrandFontFamily } from './brand-fonts';

/**
 * Loads the given brand fonts and reports which are ready, so a page can show
 * a family in its own face rather than a fallback pretending to be it.
 */
export function useBrandFonts(families: readonly BrandFontFamily[]): ReadonlySet<BrandFontFamily> {
  const [ready, setReady] = useState<ReadonlySet<BrandFontFamily>>(() => new Set());
  const key = families.join('|');
  useEffect(() => {
    let cancelled = false;
    for (const family of key.split('|').filter(Boolean)) {
      const known = families.find((f) => f === family);
      if (!known) continue;
      loadBrandFont(known)
        .then(() => {
          if (!cancelled) setReady((prev) => (prev.has(known) ? prev : new Set(prev).add(known)));
        })
        .catch(() => {
          // The stack's fallback font keeps the page readable; nothing to tell the user.
        });
    }
    return () => {
      cancelled = true;
    };
    // `key` captures the list's content; the array identity may change every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return ready;
}
