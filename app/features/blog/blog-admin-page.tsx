import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, FilePlus2, Newspaper, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ArticleListItemDto } from '@domain/blog/responses';
import {
  ARTICLE_SORT_LABEL,
  ARTICLE_SORTS,
  ARTICLE_STATUS_LABEL,
  ARTICLE_STATUSES,
  blogPaths,
  tagLabel,
} from '@domain/blog/status';
import { formatDateTime, formatLongDate } from '@domain/formats';
import { readChoice } from '~/components/list/list-params';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { ListTable, type ListColumn } from '~/components/list/list-table';
import { useListState } from '~/components/list/use-list-state';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/use-toast';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { articleKeys, deleteArticle, listArticles, listArticleTags } from './api';
import { ArticleStatusBadge } from './article-status-badge';
import { ARTICLE_LIST, editorPath, type ArticleListParams } from './types';

/** What the date column says: when it went or goes live, or when the draft was last edited. */
function when(a: ArticleListItemDto): { label: string; date: string } {
  if (a.status === 'draft' || !a.publish_at) return { label: 'Edited', date: formatDateTime(a.updated_at) };
  if (a.status === 'scheduled' && !a.live) return { label: 'Goes live', date: formatDateTime(a.publish_at) };
  return { label: 'Published', date: formatLongDate(a.publish_at) };
}

function WhenCell({ article }: { article: ArticleListItemDto }) {
  const w = when(article);
  return (
    <span className="block text-sm">
      <span className="block text-xs text-muted">{w.label}</span>
      <span className="whitespace-nowrap text-ink">{w.date}</span>
    </span>
  );
}

/** /dashboard/admin/blog: every article, with search, status and topic filters, sorts and pages. */
export default function BlogAdminPage() {
  const list = useListState(ARTICLE_LIST);
  const params: ArticleListParams = list.query;
  const [deleting, setDeleting] = useState<ArticleListItemDto | null>(null);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: articleKeys.list(params),
    queryFn: ({ signal }) => listArticles(params, signal),
    placeholderData: keepPreviousData,
  });
  const tags = useQuery({ queryKey: articleKeys.tags, queryFn: ({ signal }) => listArticleTags(signal) });

  const columns: ListColumn<ArticleListItemDto>[] = [
    {
      key: 'title',
      header: 'Article',
      cell: (a) => <TitleCell article={a} />,
    },
    { key: 'status', header: 'Status', cell: (a) => <ArticleStatusBadge article={a} /> },
    { key: 'when', header: 'Date', cell: (a) => <WhenCell article={a} /> },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (a) => <RowActions article={a} onDelete={() => setDeleting(a)} />,
    },
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          Articles for the public blog. Drafts save as you type; schedule one and it goes live on time.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={blogPaths.index} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden /> View blog
            </a>
          </Button>
          <Button asChild>
            <Link to={editorPath()}>
              <FilePlus2 aria-hidden /> New article
            </Link>
          </Button>
        </div>
      </div>

      <div className="grid gap-3 lg:grid-cols-[1fr_auto_auto_auto]" role="search">
        <ListSearch
          list={list}
          id="article-search"
          label="Search articles"
          labelHidden
          placeholder="Search by title, excerpt, address or author"
        />
        <div className="flex items-center gap-2">
          <Label htmlFor="article-status" className="shrink-0 text-sm text-muted">
            Status
          </Label>
          <NativeSelect
            id="article-status"
            value={params.status}
            onChange={(e) => list.set({ status: readChoice(ARTICLE_LIST.filters.status, e.target.value) })}
          >
            <option value="all">All statuses</option>
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ARTICLE_STATUS_LABEL[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="article-tag" className="shrink-0 text-sm text-muted">
            Topic
          </Label>
          <NativeSelect id="article-tag" value={params.tag ?? ''} onChange={(e) => list.set({ tag: e.target.value })}>
            <option value="">All topics</option>
            {(tags.data?.tags ?? []).map((t) => (
              <option key={t.tag} value={t.tag}>
                {tagLabel(t.tag)} ({t.count})
              </option>
            ))}
            {params.tag && !tags.data?.tags.some((t) => t.tag === params.tag) ? (
              <option value={params.tag}>{tagLabel(params.tag)}</option>
            ) : null}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="article-sort" className="shrink-0 text-sm text-muted">
            Sort
          </Label>
          <NativeSelect
            id="article-sort"
            value={params.sort}
            onChange={(e) => list.set({ sort: readChoice(ARTICLE_SORTS, e.target.value) })}
          >
            {ARTICLE_SORTS.map((s) => (
              <option key={s} value={s}>
                {ARTICLE_SORT_LABEL[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <ListShell
        query={query}
        loading={<ListSkeleton label="Loading articles" count={4} lines={2} />}
        errorTitle="Could not load the articles"
        list={list}
        noun="articles"
        noMatch="Try another search, status or topic."
        empty={
          <EmptyState
            icon={Newspaper}
            title="No articles yet"
            description="Write the first article for the blog: advice for agents, news from the agency, destination guides."
            action={
              <Button asChild>
                <Link to={editorPath()}>
                  <FilePlus2 aria-hidden /> New article
                </Link>
              </Button>
            }
          />
        }
      >
        {(items) => (
          <>
            <ListTable caption="Blog articles" columns={columns} rows={items} rowTestId="article-row" />
            <ul className="space-y-3 md:hidden" aria-label="Blog articles">
              {items.map((a) => (
                <li key={a.id} data-testid="article-card">
                  <Card className="space-y-3 p-4">
                    <TitleCell article={a} />
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                      <ArticleStatusBadge article={a} />
                      <span>
                        {when(a).label} {when(a).date}
                      </span>
                    </div>
                    <RowActions article={a} onDelete={() => setDeleting(a)} />
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListShell>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this article?"
        description={
          deleting
            ? `"${deleting.title}" will be removed for good${deleting.live ? ' and its page on the blog will stop working' : ''}.`
            : ''
        }
        confirmLabel="Delete article"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteArticle(deleting.id);
          toast({ title: 'Article deleted', description: deleting.title });
          await client.invalidateQueries({ queryKey: articleKeys.all });
        }}
      />
    </div>
  );
}

function TitleCell({ article }: { article: ArticleListItemDto }) {
  return (
    <div className="min-w-0 space-y-1">
      <Link to={editorPath(article.id)} className="font-semibold text-ink hover:text-brand hover:underline">
        {article.title}
      </Link>
      <p className="truncate text-xs text-muted">
        {blogPaths.article(article.slug)}
        {article.tags.length > 0 ? ` · ${article.tags.map((t) => tagLabel(t)).join(', ')}` : ''}
      </p>
    </div>
  );
}

function RowActions({ article, onDelete }: { article: ArticleListItemDto; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" asChild>
        <Link to={editorPath(article.id)} aria-label={`Edit: ${article.title}`}>
          <Pencil aria-hidden /> Edit
        </Link>
      </Button>
      {article.live ? (
        <Button variant="ghost" size="sm" asChild>
          <a
            href={blogPaths.article(article.slug)}
            target="_blank"
            rel="noreferrer"
            aria-label={`View on the blog: ${article.title}`}
            title="View on the blog"
          >
            <ExternalLink aria-hidden />
          </a>
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete: ${article.title}`} title="Delete">
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
