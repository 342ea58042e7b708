export const SLUG_MAX = 60;

/**
 * A readable URL slug from a title: lowercase ASCII letters and digits joined
 * by single hyphens, accents folded, at most 60 characters; 'quote' when
 * nothing readable is left. The server makes it unique with uniqueSlug().
 */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return base || 'quote';
}

/**
 * The n-th candidate for a unique slug: the base itself, then base-2, base-3 ...
 * (cut so the result still fits in 60 characters).
 */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
