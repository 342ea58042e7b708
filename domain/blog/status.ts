/** Where an article is in its life: written, waiting for its time, or on the site. */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_STATUS_LABEL: Record<ArticleStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** The admin list's orders, the first being the default. */
export const ARTICLE_SORTS = ['updated_desc', 'publish_desc', 'title_asc', 'created_desc'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

export const ARTICLE_SORT_LABEL: Record<ArticleSort, string> = {
  updated_desc: 'Last edited',
  publish_desc: 'Publish date',
  title_asc: 'Title A-Z',
  created_desc: 'Newest',
};

/** Articles per page on /blog and its tag pages. */
export const BLOG_PAGE_SIZE = 9;

/**
 * Whether readers see an article now: published, or scheduled with its time
 * come (the publish job marks it published soon after; readers need not wait).
 */
export function isArticleLive(status: ArticleStatus, publishAt: Date | string | null, now: Date = new Date()): boolean {
  if (status === 'draft' || publishAt === null) return false;
  return status === 'published' || new Date(publishAt).getTime() <= now.getTime();
}

/** Words of a tag written in capitals. */
const ACRONYMS = new Set(['atol', 'abta', 'ptr', 'uk', 'usa', 'eu', 'faq', 'ai', 'vat', 'gdpr']);

/**
 * A tag as it is written on the page: "first-month" reads "First month",
 * "atol" reads "ATOL"; in running text (`{ start: 'lower' }`) "first month".
 */
export function tagLabel(tag: string, opts: { start?: 'upper' | 'lower' } = {}): string {
  const text = tag
    .split('-')
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w))
    .join(' ');
  return opts.start === 'lower' ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** The public address of an article, a tag page, the blog. */
export const blogPaths = {
  index: '/blog',
  article: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  tag: (tag: string) => `/blog/tag/${encodeURIComponent(tag)}`,
  rss: '/blog/rss.xml',
};
