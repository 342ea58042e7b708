import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListPage } from '@domain/list';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadError } from '~/components/ui/load-error';
import { Pager } from './pager';
import type { ListControls } from './use-list-state';

/**
 * The frame of a list page's results: its loading placeholder, the error with
 * Try again, its empty state (or "No … match" with Clear filters when a
 * search or filter hides every row), or the rows followed by the pager.
 */
export function ListShell<T>({
  query,
  list,
  loading,
  errorTitle,
  empty,
  noMatch,
  noun,
  children,
}: {
  query: UseQueryResult<ListPage<T>>;
  list: Pick<ListControls, 'filtered' | 'clear' | 'setPage'>;
  /** Shown until the first page arrives (a skeleton of the rows). */
  loading: ReactNode;
  /** "Could not load your quotes". */
  errorTitle: string;
  /** Shown when there are no rows at all. */
  empty: ReactNode;
  /** The advice when a search or filter hides every row ("Try another search or status."); without it, `empty`. */
  noMatch?: string;
  /** What the rows are, plural ("quotes"), for the pager and "No quotes match". */
  noun: string;
  children: (items: T[], data: ListPage<T>) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    return <LoadError title={errorTitle} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  if (data.items.length === 0) {
    if (noMatch === undefined || !list.filtered) return empty;
    return (
      <EmptyState
        icon={Search}
        title={`No ${noun} match`}
        description={noMatch}
        action={
          <Button variant="outline" onClick={list.clear}>
            Clear filters
          </Button>
        }
      />
    );
  }
  return (
    <>
      {children(data.items, data)}
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun={noun} onPage={list.setPage} />
    </>
  );
}
