import type { ArticleDto } from '@domain/blog/responses';
import { usePublicConfig } from '~/lib/config';
import { BLOG_CSS } from '../public/blog-styles';
import { ArticleView } from '../public/blog-views';

/**
 * The article as readers will see it: the public page's own markup and styles,
 * with the body as the server cleaned it on the last save.
 */
export function ArticlePreview({ article }: { article: ArticleDto }) {
  const brandName = usePublicConfig().brand.name;
  return (
    <section aria-label="Preview" className="overflow-hidden rounded-lg border border-line shadow-sm">
      <style>{BLOG_CSS}</style>
      <ArticleView
        brandName={brandName}
        previewNote={
          article.live
            ? 'Preview of the saved version. Readers see it as it was last saved.'
            : article.status === 'scheduled'
              ? 'Preview: this article is scheduled and not on the blog yet.'
              : 'Preview: this draft is not on the blog yet.'
        }
        article={{
          title: article.title,
          excerpt: article.excerpt,
          bodyHtml: article.body,
          coverImage: article.cover_image,
          coverAlt: article.cover_alt,
          authorName: article.author_name,
          tags: article.tags,
          publishedAt: article.publish_at,
        }}
        related={[]}
      />
    </section>
  );
}
