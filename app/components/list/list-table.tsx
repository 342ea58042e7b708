import type { ReactNode } from 'react';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/cn';

/** One column of a list table: its heading and how a row fills its cell. */
export type ListColumn<T> = {
  key: string;
  header: string;
  /** The heading is read by screen readers only (an actions column). */
  hideHeader?: boolean;
  align?: 'right';
  /** Classes of the column's cells (padding included). */
  cellClassName?: string;
  cell: (row: T) => ReactNode;
};

/**
 * A list's rows as a table, for wide screens (md and up); a page pairs it
 * with cards for phones.
 */
export function ListTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  rowTestId,
  rowClassName,
}: {
  caption: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  /** data-testid of each row, for the e2e journeys. */
  rowTestId: string;
  rowClassName?: string;
}) {
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-slate-50 text-left text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cn('px-4 py-3', c.align === 'right' && 'text-right')}>
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className={rowClassName} data-testid={rowTestId}>
              {columns.map((c) => (
                <td key={c.key} className={cn('px-4 py-3', c.align === 'right' && 'text-right', c.cellClassName)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
