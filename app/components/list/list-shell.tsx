import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListPage } from '@domain/list';
import { LoadError } from '~/components/ui/load-error';
import { Pager } from './pager';

/**
 * The frame of a list page's results: its loading placeholder, the error with
 * Try again, its empty state, or the rows followed by the pager.
 */
export function ListShell<T>({
  query,
  loading,
  errorTitle,
  empty,
  noun,
  onPage,
  children,
}: {
  query: UseQueryResult<ListPage<T>>;
  /** Shown until the first page arrives (a skeleton of the rows). */
  loading: ReactNode;
  /** "Could not load your quotes". */
  errorTitle: string;
  /** Shown when the page has no rows (say whether filters hide them). */
  empty: ReactNode;
  /** What the rows are, plural, for the pager. */
  noun: string;
  onPage: (page: number) => void;
  children: (items: T[], data: ListPage<T>) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    return <LoadError title={errorTitle} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  if (data.items.length === 0) return empty;
  return (
    <>
      {children(data.items, data)}
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun={noun} onPage={onPage} />
    </>
  );
}
