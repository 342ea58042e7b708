import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, ChevronDown, Megaphone, Pin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import type { SupplierUpdateDto } from '@domain/suppliers/responses';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { useListState } from '~/components/list/use-list-state';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { toast } from '~/components/ui/use-toast';
import { cn } from '~/lib/cn';
import {
  listSupplierUpdates,
  markAllSupplierUpdatesRead,
  markSupplierUpdateRead,
  supplierKeys,
  type SupplierUpdateListParams,
} from './api';
import { FEED_LIST, RICH_TEXT_CLASSES } from './types';

/** The Supplier Updates feed: pinned first, unread marked, opening one marks it read. */
export function SupplierUpdatesFeed() {
  const list = useListState(FEED_LIST);
  const params: SupplierUpdateListParams = list.query;
  const client = useQueryClient();
  const query = useQuery({
    queryKey: supplierKeys.updateList(params),
    queryFn: ({ signal }) => listSupplierUpdates(params, signal),
    placeholderData: keepPreviousData,
  });
  const unread = query.data?.unread ?? 0;

  const readAll = useMutation({
    mutationFn: markAllSupplierUpdatesRead,
    onSuccess: async () => {
      toast({ title: 'All supplier updates marked as read' });
      await client.invalidateQueries({ queryKey: supplierKeys.updates });
    },
    onError: (e) => toast({ title: 'Could not mark the updates read', description: e.message, variant: 'destructive' }),
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <ListSearch
          list={list}
          id="update-search"
          label="Search updates"
          labelHidden
          placeholder="Search by title or supplier"
          className="sm:w-80"
        />
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label="Show updates"
            className="inline-flex rounded-lg border border-line bg-surface p-1"
          >
            {(['all', 'unread'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={params.show === value}
                onClick={() => list.set({ show: value })}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
                  params.show === value ? 'bg-brand text-white' : 'text-muted hover:bg-slate-100 hover:text-ink',
                )}
              >
                {value === 'all' ? 'All' : `Unread${unread > 0 ? ` (${unread})` : ''}`}
              </button>
            ))}
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0 || readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            <CheckCheck aria-hidden /> Mark all read
          </Button>
        </div>
      </div>

      <ListShell
        query={query}
        list={list}
        loading={<ListSkeleton label="Loading supplier updates" />}
        errorTitle="Could not load the supplier updates"
        noun="updates"
        noMatch="Try another search, or show all updates."
        empty={
          <EmptyState
            icon={Megaphone}
            title="No supplier updates yet"
            description="News from head office about our suppliers (new programmes, price changes, booking tips) appears here."
          />
        }
      >
        {(items) => (
          <ul className="space-y-3" aria-label="Supplier updates">
            {items.map((update) => (
              <UpdateItem key={update.id} update={update} />
            ))}
          </ul>
        )}
      </ListShell>
    </div>
  );
}

function UpdateItem({ update }: { update: SupplierUpdateDto }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const markRead = useMutation({
    mutationFn: () => markSupplierUpdateRead(update.id),
    onSuccess: () => client.invalidateQueries({ queryKey: supplierKeys.updates }),
  });
  const bodyId = `update-body-${update.id}`;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !update.read && !markRead.isPending) markRead.mutate();
  };

  return (
    <li data-testid="supplier-update" data-read={update.read ? 'true' : 'false'}>
      <Card className={cn('overflow-hidden', !update.read && 'border-brand/40 bg-brand-soft/30')}>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          className="flex w-full items-start gap-3 p-4 text-left focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none focus-visible:ring-inset sm:p-5"
        >
          <span
            aria-hidden
            className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', update.read ? 'bg-transparent' : 'bg-brand')}
          />
          <span className="min-w-0 flex-1 space-y-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className={cn('text-ink', update.read ? 'font-medium' : 'font-semibold')}>{update.title}</span>
              {!update.read ? <Badge>Unread</Badge> : null}
              {update.pinned ? (
                <Badge variant="warning">
                  <Pin aria-hidden className="size-3" /> Pinned
                </Badge>
              ) : null}
            </span>
            <span className="block text-sm text-muted">
              {formatLongDate(update.published_on)}
              {update.supplier ? ` · ${update.supplier.name}` : ''}
            </span>
          </span>
          <ChevronDown
            aria-hidden
            className={cn('mt-1 size-4 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          />
        </button>
        {open ? (
          <div id={bodyId} className="space-y-3 border-t border-line px-4 py-4 sm:px-5 sm:pl-10">
            <div className={RICH_TEXT_CLASSES} dangerouslySetInnerHTML={{ __html: update.body_html }} />
            {update.supplier ? (
              <Link
                to={`/dashboard/suppliers?supplier=${encodeURIComponent(update.supplier.id)}`}
                className="inline-block text-sm font-medium text-brand hover:underline"
              >
                Open {update.supplier.name}
              </Link>
            ) : null}
          </div>
        ) : null}
      </Card>
    </li>
  );
}
