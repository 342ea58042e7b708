import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Building2, Settings } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { SUPPLIER_TYPE_LABELS } from '@domain/suppliers/schema';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { useListState } from '~/components/list/use-list-state';
import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useCan } from '~/features/auth/use-can';
import { cn } from '~/lib/cn';
import { listSupplierUpdates, listSuppliers, supplierKeys, type SupplierListParams } from './api';
import { SupplierDetail, SupplierLogo } from './supplier-detail';
import { SupplierFilters } from './supplier-filters';
import { SupplierUpdatesFeed } from './supplier-updates-feed';
import { commissionText, DIRECTORY_LIST } from './types';

const BASE = '/dashboard/suppliers';

/** "All Suppliers" and "Supplier Updates" (SPEC 2's menu group), as tabs of one page. */
function Tabs({ view }: { view: 'directory' | 'updates' }) {
  const unread = useQuery({
    queryKey: supplierKeys.updateList({ pageSize: 1 }),
    queryFn: ({ signal }) => listSupplierUpdates({ pageSize: 1 }, signal),
    staleTime: 30_000,
  });
  const count = unread.data?.unread ?? 0;
  const tab = (active: boolean) =>
    cn(
      'inline-flex items-center gap-2 border-b-2 px-1 pb-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
      active ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink',
    );
  return (
    <nav aria-label="Suppliers" className="flex gap-6 border-b border-line">
      <Link to={BASE} className={tab(view === 'directory')} aria-current={view === 'directory' ? 'page' : undefined}>
        All Suppliers
      </Link>
      <Link
        to={`${BASE}?view=updates`}
        className={tab(view === 'updates')}
        aria-current={view === 'updates' ? 'page' : undefined}
      >
        Supplier Updates
        {count > 0 ? (
          <Badge aria-label={`${count} unread`} data-testid="unread-count">
            {count}
          </Badge>
        ) : null}
      </Link>
    </nav>
  );
}

/** /dashboard/suppliers: the agency's supplier directory, one supplier (?supplier=) and the updates feed (?view=updates). */
export default function SuppliersPage() {
  const [params] = useSearchParams();
  const can = useCan();
  const supplierId = params.get('supplier');
  const view = params.get('view') === 'updates' ? 'updates' : 'directory';

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Tabs view={supplierId ? 'directory' : view} />
        {can('suppliers.manage') ? (
          <Link to="/dashboard/admin/suppliers" className={buttonClasses('outline', 'sm')}>
            <Settings aria-hidden /> Manage suppliers
          </Link>
        ) : null}
      </div>
      {supplierId ? (
        <SupplierDetail id={supplierId} backTo={BASE} />
      ) : view === 'updates' ? (
        <SupplierUpdatesFeed />
      ) : (
        <Directory />
      )}
    </div>
  );
}

function Directory() {
  const list = useListState(DIRECTORY_LIST);
  const { type, tag, sort, q, page } = list.query;
  const params: SupplierListParams = { q, type, tag, sort, page, pageSize: 24 };
  const query = useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) => listSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-5">
      <SupplierFilters list={list} values={{ type, tag, sort }} onChange={(patch) => list.set(patch)} />
      <ListShell
        query={query}
        list={list}
        loading={<ListSkeleton label="Loading suppliers" />}
        errorTitle="Could not load the suppliers"
        noun="suppliers"
        noMatch="Try another search, type or tag."
        empty={
          <EmptyState
            icon={Building2}
            title="No suppliers in the directory yet"
            description="Head office adds the suppliers we work with; they will appear here."
          />
        }
      >
        {(items) => (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Suppliers">
            {items.map((s) => {
              const commission = commissionText(s);
              return (
                <li key={s.id} data-testid="supplier-card">
                  <Link
                    to={`${BASE}?supplier=${encodeURIComponent(s.id)}`}
                    className="flex h-full gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm transition hover:border-brand hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                  >
                    <SupplierLogo supplier={s} />
                    <span className="min-w-0 flex-1 space-y-1">
                      <span className="block truncate font-medium text-ink">{s.name}</span>
                      <span className="flex flex-wrap gap-1.5">
                        <Badge variant="secondary">{SUPPLIER_TYPE_LABELS[s.type]}</Badge>
                        {s.tags.slice(0, 3).map((t) => (
                          <Badge key={t} variant="outline">
                            {t}
                          </Badge>
                        ))}
                      </span>
                      <span className="block text-sm text-muted">
                        {[
                          commission ? `Commission ${commission}` : null,
                          s.abta_number ? `ABTA ${s.abta_number}` : null,
                        ]
                          .filter(Boolean)
                          .join(' · ') || 'Open for booking details'}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </ListShell>
    </div>
  );
}
