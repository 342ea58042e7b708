import { createContext, useContext, useEffect } from 'react';

type SetTitle = (title: string | null) => void;

/** The dashboard layout's title line, for pages that name themselves from their data. */
export const PageTitleContext = createContext<SetTitle | null>(null);

/**
 * Names the page (the dashboard's heading and the tab) after its data, e.g. a
 * quote's title; null keeps the address's own title until the data is loaded.
 */
export function usePageTitle(title: string | null): void {
  const set = useContext(PageTitleContext);
  useEffect(() => {
    if (!set) return;
    set(title);
    return () => set(null);
  }, [set, title]);
}
