import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangle,
  ArrowLeft,
  CalendarClock,
  Check,
  CloudUpload,
  ExternalLink,
  Eye,
  EyeOff,
  Loader2,
  Send,
  Trash2,
  Undo2,
} from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ArticleDto } from '@domain/blog/responses';
import { ARTICLE_LIMITS } from '@domain/blog/schema';
import { blogPaths } from '@domain/blog/status';
import { formatDateTime } from '@domain/formats';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { ImageUpload } from '~/components/ui/image-upload';
import { Input } from '~/components/ui/input';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { ApiError } from '~/lib/api';
import { articleKeys, deleteArticle, getArticle, publishArticle, unpublishArticle } from '../api';
import { ArticleStatusBadge } from '../article-status-badge';
import { editorPath } from '../types';
import { ArticlePreview } from './article-preview';
import type { RichTextHandle } from './rich-text-editor';
import { ScheduleDialog } from './schedule-dialog';
import { fieldsOf, useArticleSaver, type ArticleFields, type SaveState } from './use-article-saver';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * /dashboard/admin/blog-editor and /dashboard/admin/blog-editor/<id>: write an
 * article, watch it save, preview it as readers will see it, publish it now or
 * schedule it.
 */
export default function BlogEditorPage() {
  const { articleId } = useParams();
  // Once this page has created the article it keeps its own copy (the address changes under it).
  const [createdHere, setCreatedHere] = useState<string | null>(null);
  const loadId = articleId && articleId !== createdHere ? articleId : null;
  const query = useQuery({
    queryKey: articleKeys.one(loadId ?? 'new'),
    queryFn: ({ signal }) => getArticle(loadId ?? '', signal),
    enabled: loadId !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 2,
  });

  if (loadId !== null && query.isPending) return <EditorSkeleton />;
  if (loadId !== null && query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        <BackLink />
        {missing ? (
          <Alert variant="destructive" title="This article does not exist">
            It may have been deleted.
          </Alert>
        ) : (
          <LoadError
            title="Could not load the article"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  return <ArticleEditor key={loadId ?? 'new'} initial={query.data ?? null} onCreated={setCreatedHere} />;
}

function BackLink() {
  return (
    <Link to="/dashboard/admin/blog" className="inline-flex items-center gap-1 text-sm text-brand hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> All articles
    </Link>
  );
}

function EditorSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading the article">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

const tagsText = (tags: string[]) => tags.map((t) => t.replace(/-/g, ' ')).join(', ');
const parseTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

function ArticleEditor({ initial, onCreated }: { initial: ArticleDto | null; onCreated: (id: string) => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const bodyLabelId = useId();
  const [article, setArticle] = useState<ArticleDto | null>(initial);
  const [fields, setFieldsState] = useState<ArticleFields>(() => fieldsOf(initial));
  const [tagText, setTagText] = useState(() => tagsText(initial?.tags ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState<'publish' | 'unpublish' | null>(null);
  const fieldsRef = useRef(fields);
  const editorRef = useRef<RichTextHandle | null>(null);
  const live = article?.live ?? false;

  const readFields = useCallback(
    (): ArticleFields => ({ ...fieldsRef.current, body: editorRef.current?.getHtml() ?? fieldsRef.current.body }),
    [],
  );

  const saver = useArticleSaver({
    initial,
    readFields,
    // A live article changes on the site only when the admin saves it.
    autosave: !live,
    onFieldErrors: setErrors,
    onSaved: (saved, created) => {
      setArticle(saved);
      // The slug the server kept (made from the title, or the one written) is now the saved one.
      if (fieldsRef.current.slug === saved.slug) setFields({ slug: null });
      client.setQueryData(articleKeys.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: ['articles', 'list'] });
      if (created) {
        onCreated(saved.id);
        void navigate(editorPath(saved.id), { replace: true });
      }
    },
  });

  function setFields(patch: Partial<ArticleFields>) {
    fieldsRef.current = { ...fieldsRef.current, ...patch };
    setFieldsState(fieldsRef.current);
  }
  const edit = (patch: Partial<ArticleFields>) => {
    setFields(patch);
    saver.changed();
  };
  const onReady = useCallback((handle: RichTextHandle) => {
    editorRef.current = handle;
  }, []);

  const act = async (kind: 'publish' | 'unpublish') => {
    await saver.flush();
    const id = saver.articleId();
    if (!id) return;
    if (kind === 'publish' && saver.pending()) {
      toast({ title: 'Not published', description: 'Your latest edits are not saved yet.', variant: 'destructive' });
      return;
    }
    setBusy(kind);
    try {
      const next = kind === 'publish' ? await publishArticle(id) : await unpublishArticle(id);
      setArticle(next);
      setErrors({});
      toast({
        title:
          kind === 'publish'
            ? 'Article published'
            : article?.status === 'scheduled'
              ? 'Schedule cancelled'
              : 'Article unpublished',
        description: next.title,
      });
      void client.invalidateQueries({ queryKey: articleKeys.all });
    } catch (e) {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast({
        title: kind === 'publish' ? 'Could not publish' : 'Could not unpublish',
        description: e instanceof Error ? e.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const blockedByConflict = saver.state.kind === 'conflict';
  const id = article?.id ?? null;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <BackLink />
          {article ? <ArticleStatusBadge article={article} /> : null}
          <SaveIndicator state={saver.state} live={live} isNew={!article} onRetry={() => void saver.flush()} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            aria-pressed={preview}
            disabled={!id}
            onClick={async () => {
              if (!preview) await saver.flush();
              setPreview((p) => !p);
            }}
          >
            {preview ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {preview ? 'Back to editing' : 'Preview'}
          </Button>
          {live ? (
            <>
              <Button variant="outline" asChild>
                <a href={blogPaths.article(article?.slug ?? '')} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden /> View on blog
                </a>
              </Button>
              <Button onClick={() => void saver.flush()} disabled={saver.state.kind === 'saved' || blockedByConflict}>
                <CloudUpload aria-hidden /> Save changes
              </Button>
              <Button variant="outline" onClick={() => void act('unpublish')} disabled={busy !== null}>
                <Undo2 aria-hidden /> Unpublish
              </Button>
            </>
          ) : (
            <>
              {article?.status === 'scheduled' ? (
                <Button variant="outline" onClick={() => void act('unpublish')} disabled={busy !== null}>
                  <Undo2 aria-hidden /> Cancel schedule
                </Button>
              ) : null}
              <Button
                variant="outline"
                disabled={!id || blockedByConflict}
                onClick={async () => {
                  await saver.flush();
                  setScheduling(true);
                }}
              >
                <CalendarClock aria-hidden /> {article?.status === 'scheduled' ? 'Reschedule' : 'Schedule'}
              </Button>
              <Button disabled={!id || busy !== null || blockedByConflict} onClick={() => void act('publish')}>
                {busy === 'publish' ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />} Publish
                now
              </Button>
            </>
          )}
          {id ? (
            <Button variant="ghost" onClick={() => setDeleting(true)} aria-label="Delete article">
              <Trash2 aria-hidden />
            </Button>
          ) : null}
        </div>
      </div>

      {saver.state.kind === 'conflict' ? (
        <Alert variant="destructive" title="Not saved">
          <p>{saver.state.message}</p>
          <Button className="mt-2" variant="outline" size="sm" onClick={() => window.location.reload()}>
            Reload the latest version
          </Button>
        </Alert>
      ) : null}
      {article?.status === 'scheduled' && !live && article.publish_at ? (
        <p className="rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900">
          Goes live on the blog on {formatDateTime(article.publish_at)}. Edits until then are saved as you type.
        </p>
      ) : null}

      {preview && article ? <ArticlePreview article={article} /> : null}
      <div className={preview ? 'hidden' : 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]'}>
        <div className="min-w-0 space-y-4">
          <FormField id="article-title" label="Title" error={errors.title} required>
            <Input
              value={fields.title}
              maxLength={ARTICLE_LIMITS.title}
              onChange={(e) => edit({ title: e.target.value })}
              className="h-12 text-lg font-semibold"
              placeholder="What the article is about"
              autoFocus={!initial}
            />
          </FormField>
          <div className="space-y-1.5">
            <span id={bodyLabelId} className="text-sm leading-none font-medium text-ink">
              Article
            </span>
            <Suspense fallback={<Skeleton className="h-[420px] w-full" />}>
              <RichTextEditor
                initialHtml={initial?.body ?? ''}
                labelId={bodyLabelId}
                onChange={saver.changed}
                onReady={onReady}
              />
            </Suspense>
            {errors.body ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {errors.body}
              </p>
            ) : null}
          </div>
        </div>

        <aside className="space-y-4" aria-label="Article settings">
          <Card className="space-y-4 p-4">
            <FormField
              id="article-excerpt"
              label="Excerpt"
              error={errors.excerpt}
              hint="One or two sentences: shown on the blog's list and in link previews."
            >
              <Textarea
                rows={3}
                value={fields.excerpt}
                maxLength={ARTICLE_LIMITS.excerpt}
                onChange={(e) => edit({ excerpt: e.target.value })}
              />
            </FormField>
            <ImageUpload
              label="Cover image"
              purpose="quote-image"
              value={fields.cover_image}
              onChange={(url) => edit({ cover_image: url })}
              error={errors.cover_image}
            />
            {fields.cover_image ? (
              <FormField id="article-cover-alt" label="Cover description" error={errors.cover_alt}>
                <Input
                  value={fields.cover_alt}
                  maxLength={ARTICLE_LIMITS.coverAlt}
                  onChange={(e) => edit({ cover_alt: e.target.value })}
                  placeholder="What the picture shows"
                />
              </FormField>
            ) : null}
            <FormField
              id="article-tags"
              label="Topics"
              error={errors.tags}
              hint="Separated by commas, e.g. commission, getting started."
            >
              <Input
                value={tagText}
                onChange={(e) => {
                  setTagText(e.target.value);
                  edit({ tags: parseTags(e.target.value) });
                }}
              />
            </FormField>
            <FormField id="article-author" label="Author" error={errors.author_name}>
              <Input
                value={fields.author_name}
                maxLength={ARTICLE_LIMITS.authorName}
                onChange={(e) => edit({ author_name: e.target.value })}
                placeholder="Your name, when left empty"
              />
            </FormField>
          </Card>
          <Card className="space-y-4 p-4">
            <h2 className="text-sm font-semibold text-ink">Address and search engines</h2>
            <FormField
              id="article-slug"
              label="Address"
              error={errors.slug}
              hint={
                article && !fields.slug
                  ? `${blogPaths.index}/${article.slug}${article.status === 'draft' ? ' (follows the title until you change it)' : ''}`
                  : 'Lowercase words joined by hyphens.'
              }
            >
              <Input
                value={fields.slug ?? article?.slug ?? ''}
                maxLength={ARTICLE_LIMITS.slug}
                onChange={(e) => edit({ slug: e.target.value.toLowerCase() })}
                placeholder="made-from-the-title"
                disabled={!article}
              />
            </FormField>
            <FormField
              id="article-seo-title"
              label="Search title"
              error={errors.seo_title}
              hint={`Optional; the title when empty. ${fields.seo_title.length}/${ARTICLE_LIMITS.seoTitle}`}
            >
              <Input
                value={fields.seo_title}
                maxLength={ARTICLE_LIMITS.seoTitle}
                onChange={(e) => edit({ seo_title: e.target.value })}
              />
            </FormField>
            <FormField
              id="article-seo-description"
              label="Search description"
              error={errors.seo_description}
              hint={`Optional; the excerpt when empty. ${fields.seo_description.length}/${ARTICLE_LIMITS.seoDescription}`}
            >
              <Textarea
                rows={3}
                value={fields.seo_description}
                maxLength={ARTICLE_LIMITS.seoDescription}
                onChange={(e) => edit({ seo_description: e.target.value })}
              />
            </FormField>
          </Card>
        </aside>
      </div>

      {id ? (
        <ScheduleDialog
          open={scheduling}
          onOpenChange={setScheduling}
          articleId={id}
          current={article?.status === 'scheduled' ? article.publish_at : null}
          onScheduled={(next) => {
            setArticle(next);
            void client.invalidateQueries({ queryKey: articleKeys.all });
          }}
          onFieldErrors={setErrors}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this article?"
        description={`"${article?.title ?? fields.title}" will be removed for good${live ? ' and its page on the blog will stop working' : ''}.`}
        confirmLabel="Delete article"
        onConfirm={async () => {
          if (!id) return;
          await deleteArticle(id);
          toast({ title: 'Article deleted', description: article?.title });
          await client.invalidateQueries({ queryKey: articleKeys.all });
          void navigate('/dashboard/admin/blog');
        }}
      />
    </div>
  );
}

/** "Saved", "Saving…", "Unsaved changes": what happened to the last edits, announced politely. */
function SaveIndicator({
  state,
  live,
  isNew,
  onRetry,
}: {
  state: SaveState;
  live: boolean;
  isNew: boolean;
  onRetry: () => void;
}) {
  const text: Record<SaveState['kind'], string> = {
    saved: isNew ? 'Not saved yet' : 'Saved',
    dirty: live ? 'Unsaved changes' : 'Saving soon…',
    saving: 'Saving…',
    'needs-title': 'Add a title to save',
    invalid: 'Not saved: check the highlighted fields',
    error: 'Not saved',
    conflict: 'Not saved',
  };
  const bad = state.kind === 'invalid' || state.kind === 'error' || state.kind === 'conflict';
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="save-state"
      className={
        bad ? 'inline-flex items-center gap-1 text-sm text-danger' : 'inline-flex items-center gap-1 text-sm text-muted'
      }
    >
      {state.kind === 'saved' && !isNew ? <Check aria-hidden className="size-4 text-green-700" /> : null}
      {state.kind === 'saving' ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
      {bad ? <AlertTriangle aria-hidden className="size-4" /> : null}
      {text[state.kind]}
      {state.kind === 'error' ? (
        <>
          <span className="sr-only">: {state.message}</span>
          <Button variant="link" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </>
      ) : null}
    </span>
  );
}
