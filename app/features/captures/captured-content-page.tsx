import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, ImageOff, Pencil, Puzzle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CaptureSummary } from '@domain/captures/responses';
import { formatShortDate } from '@domain/formats';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import type { ListSpec } from '~/components/list/list-params';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { useListState } from '~/components/list/use-list-state';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/use-toast';
import { useCan } from '~/features/auth/use-can';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { captureKeys, deleteCapture, listCaptures, listCaptureTags, type CaptureListParams } from './api';
import { EditCaptureDialog } from './edit-capture-dialog';

/** The page's state in the URL: the search, one tag, the page. */
const CAPTURE_LIST: ListSpec<Record<never, string>, 'tag'> = { filters: {}, text: ['tag'], pageSize: 12 };

/** /dashboard/captured-content: the pages I saved with the Chrome extension. */
export default function CapturedContentPage() {
  const list = useListState(CAPTURE_LIST);
  const { q, tag, page } = list.query;
  const client = useQueryClient();
  const can = useCan();
  const mayExtension = can('tools.chrome-extension');
  const [deleting, setDeleting] = useState<CaptureSummary | null>(null);
  const [editing, setEditing] = useState<CaptureSummary | null>(null);
  const params: CaptureListParams = { q, tag, page, pageSize: CAPTURE_LIST.pageSize };
  const query = useQuery({
    queryKey: captureKeys.list(params),
    queryFn: ({ signal }) => listCaptures(params, signal),
    placeholderData: keepPreviousData,
  });
  const tags = useQuery({ queryKey: captureKeys.tags(), queryFn: ({ signal }) => listCaptureTags(signal) });
  const tagChoices = tags.data?.tags ?? [];

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted sm:text-base">
        Pages you saved with the Chrome extension: hotel pages, offers and itineraries, with your notes and tags.
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]" role="search">
        <ListSearch
          list={list}
          id="capture-search"
          label="Search captures"
          labelHidden
          placeholder="Search titles, addresses and text"
        />
        <NativeSelect aria-label="Tag" value={tag} onChange={(e) => list.set({ tag: e.target.value })}>
          <option value="">All tags</option>
          {tag && !tagChoices.includes(tag) ? <option value={tag}>{tag}</option> : null}
          {tagChoices.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ListShell
        query={query}
        loading={<ListSkeleton label="Loading captures" />}
        errorTitle="Could not load your captures"
        list={list}
        noun="captures"
        noMatch="Try another search or tag."
        empty={
          <EmptyState
            icon={Puzzle}
            title="Nothing captured yet"
            description="With the Chrome extension, one click saves the page you are on (its address, title, the text you selected, its main images and any hotel or offer details it publishes) here, ready to quote from."
            action={
              mayExtension ? (
                <Link to="/dashboard/tools/chrome-extension" className={buttonClasses('default')}>
                  Set up the Chrome extension
                </Link>
              ) : undefined
            }
          />
        }
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Captures">
            {items.map((c) => (
              <CaptureCard
                key={c.id}
                capture={c}
                onTag={(t) => list.set({ tag: t })}
                onEdit={() => setEditing(c)}
                onDelete={() => setDeleting(c)}
              />
            ))}
          </ul>
        )}
      </ListShell>

      <EditCaptureDialog
        capture={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this capture?"
        description={deleting ? `“${deleting.title}” and its images will be removed for good.` : ''}
        confirmLabel="Delete capture"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteCapture(deleting.id);
          toast({ title: 'Capture deleted', description: deleting.title });
          await client.invalidateQueries({ queryKey: captureKeys.all });
        }}
      />
    </div>
  );
}

function CaptureCard({
  capture: c,
  onTag,
  onEdit,
  onDelete,
}: {
  capture: CaptureSummary;
  onTag: (tag: string) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const image = c.images[0];
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm"
      data-testid="capture"
    >
      <div className="aspect-[16/9] bg-slate-100">
        {image ? (
          <img src={image.url} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted">
            <ImageOff aria-hidden className="size-8" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs text-muted">
          {c.site || 'Unknown site'} · <time dateTime={c.createdAt}>{formatShortDate(c.createdAt)}</time>
        </p>
        <h2 className="line-clamp-2 font-semibold break-words text-ink">{c.title}</h2>
        {c.excerpt ? <p className="line-clamp-3 text-sm break-words text-muted">{c.excerpt}</p> : null}
        {c.note ? <p className="rounded-md bg-brand-soft/50 p-2 text-sm break-words text-ink">{c.note}</p> : null}
        {c.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {c.tags.map((t) => (
              <li key={t}>
                <button type="button" onClick={() => onTag(t)} aria-label={`Show captures tagged ${t}`}>
                  <Badge variant="secondary">{t}</Badge>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <a
            href={c.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={buttonClasses('outline', 'sm')}
            aria-label={`Open ${c.title} on ${c.site || 'its site'}`}
          >
            <ExternalLink aria-hidden /> Open page
          </a>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit note and tags of ${c.title}`}>
            <Pencil aria-hidden /> Note and tags
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${c.title}`}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
