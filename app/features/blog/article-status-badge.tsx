import { ARTICLE_STATUS_LABEL } from '@domain/blog/status';
import { Badge } from '~/components/ui/badge';

/** Draft, Scheduled or Published; a scheduled article whose time has come reads Published. */
export function ArticleStatusBadge({
  article,
}: {
  article: { status: keyof typeof ARTICLE_STATUS_LABEL; live: boolean };
}) {
  if (article.live) return <Badge variant="success">Published</Badge>;
  if (article.status === 'scheduled') return <Badge variant="warning">Scheduled</Badge>;
  return <Badge variant="secondary">{ARTICLE_STATUS_LABEL.draft}</Badge>;
}
