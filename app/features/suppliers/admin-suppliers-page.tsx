import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Building2, Download, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatShortDate } from '@domain/formats';
import { SUPPLIER_STATUSES, type SupplierSummaryDto } from '@domain/suppliers/responses';
import { SUPPLIER_TYPE_LABELS } from '@domain/suppliers/schema';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { ListTable, type ListColumn } from '~/components/list/list-table';
import { useListState } from '~/components/list/use-list-state';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Label } from '~/components/ui/label';
import { LoadError } from '~/components/ui/load-error';
import { NativeSelect } from '~/components/ui/native-select';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/use-toast';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { cn } from '~/lib/cn';
import { AdminSupplierUpdates } from './admin-supplier-updates';
import {
  archiveSupplier,
  downloadSuppliersCsv,
  getSupplier,
  listSuppliers,
  restoreSupplier,
  supplierKeys,
  type SupplierListParams,
} from './api';
import { SupplierLogo } from './supplier-detail';
import { SupplierFilters } from './supplier-filters';
import { SupplierForm } from './supplier-form';
import { ADMIN_LIST, commissionText } from './types';

const BASE = '/dashboard/admin/suppliers';
const STATUS_LABELS = { active: 'Active', archived: 'Archived', all: 'All' } as const;

/** /dashboard/admin/suppliers: keep the directory (?new=1, ?edit=<id>) and post Supplier Updates (?view=updates). */
export default function AdminSuppliersPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'updates' ? 'updates' : 'suppliers';
  const editId = params.get('edit');
  const adding = params.get('new') === '1';
  const close = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('edit');
      next.delete('new');
      return next;
    });

  const tab = (active: boolean) =>
    cn(
      'inline-flex items-center gap-2 border-b-2 px-1 pb-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
      active ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink',
    );

  return (
    <div className="space-y-5">
      <nav aria-label="Supplier admin" className="flex gap-6 border-b border-line">
        <Link to={BASE} className={tab(view === 'suppliers')} aria-current={view === 'suppliers' ? 'page' : undefined}>
          Suppliers
        </Link>
        <Link
          to={`${BASE}?view=updates`}
          className={tab(view === 'updates')}
          aria-current={view === 'updates' ? 'page' : undefined}
        >
          Supplier Updates
        </Link>
      </nav>
      {view === 'updates' ? (
        <AdminSupplierUpdates />
      ) : adding ? (
        <SupplierForm supplier={null} onDone={close} onCancel={close} />
      ) : editId ? (
        <EditSupplier id={editId} onClose={close} />
      ) : (
        <SupplierAdminList />
      )}
    </div>
  );
}

function EditSupplier({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery({ queryKey: supplierKeys.one(id), queryFn: ({ signal }) => getSupplier(id, signal) });
  if (query.isPending) return <Skeleton className="h-96 w-full" aria-label="Loading the supplier" />;
  if (query.isError) {
    return (
      <LoadError
        title="Could not load the supplier"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <SupplierForm key={query.data.id} supplier={query.data} onDone={onClose} onCancel={onClose} />;
}

function SupplierAdminList() {
  const list = useListState(ADMIN_LIST);
  const [, setParams] = useSearchParams();
  const { type, tag, sort, status, q, page } = list.query;
  const params: SupplierListParams = { q, type, tag, sort, status, page, pageSize: 25 };
  const client = useQueryClient();
  const [archiving, setArchiving] = useState<SupplierSummaryDto | null>(null);
  const [exporting, setExporting] = useState(false);

  const query = useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) => listSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });

  const restore = useMutation({
    mutationFn: (s: SupplierSummaryDto) => restoreSupplier(s.id),
    onSuccess: async (s) => {
      toast({ title: 'Supplier restored', description: `${s.name} is back in the directory.` });
      await client.invalidateQueries({ queryKey: supplierKeys.all });
    },
    onError: (e) => toast({ title: 'Could not restore the supplier', description: e.message, variant: 'destructive' }),
  });

  const open = (key: 'edit' | 'new', value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(key, value);
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSuppliersCsv({ q, type, tag, sort, status });
    } catch (e) {
      toast({
        title: 'Could not export the suppliers',
        description: e instanceof Error ? e.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  const actions = (s: SupplierSummaryDto) => (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => open('edit', s.id)} aria-label={`Edit ${s.name}`}>
        <Pencil aria-hidden /> Edit
      </Button>
      {s.active ? (
        <Button variant="ghost" size="sm" onClick={() => setArchiving(s)} aria-label={`Archive ${s.name}`}>
          <Archive aria-hidden /> Archive
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => restore.mutate(s)}
          disabled={restore.isPending}
          aria-label={`Restore ${s.name}`}
        >
          <ArchiveRestore aria-hidden /> Restore
        </Button>
      )}
    </div>
  );

  const columns: ListColumn<SupplierSummaryDto>[] = [
    {
      key: 'name',
      header: 'Supplier',
      cell: (s) => (
        <div className="flex items-center gap-3">
          <SupplierLogo supplier={s} size="sm" />
          <div className="min-w-0">
            <Link
              to={`/dashboard/suppliers?supplier=${encodeURIComponent(s.id)}`}
              className="font-medium text-ink hover:text-brand hover:underline"
            >
              {s.name}
            </Link>
            {s.tags.length > 0 ? <p className="truncate text-xs text-muted">{s.tags.join(', ')}</p> : null}
          </div>
        </div>
      ),
    },
    { key: 'type', header: 'Type', cell: (s) => SUPPLIER_TYPE_LABELS[s.type] },
    {
      key: 'commission',
      header: 'Commission',
      cell: (s) => commissionText(s) ?? <span className="text-muted">—</span>,
    },
    {
      key: 'balance',
      header: 'Balance due',
      cell: (s) => (s.balance_due_days !== null ? `${s.balance_due_days} days` : <span className="text-muted">—</span>),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (s) => (s.active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Archived</Badge>),
    },
    { key: 'updated', header: 'Updated', cell: (s) => formatShortDate(s.updated_at) },
    { key: 'actions', header: 'Actions', hideHeader: true, align: 'right', cell: actions },
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="supplier-status">Status</Label>
          <NativeSelect
            id="supplier-status"
            value={status}
            onChange={(e) => list.set({ status: SUPPLIER_STATUSES.find((x) => x === e.target.value) ?? 'active' })}
            className="w-40"
          >
            {SUPPLIER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden /> Export CSV
          </Button>
          <Button onClick={() => open('new', '1')}>
            <Plus aria-hidden /> Add supplier
          </Button>
        </div>
      </div>
      <SupplierFilters list={list} values={{ type, tag, sort }} onChange={(patch) => list.set(patch)} status={status} />

      <ListShell
        query={query}
        list={list}
        loading={<ListSkeleton label="Loading suppliers" />}
        errorTitle="Could not load the suppliers"
        noun="suppliers"
        noMatch="Try another search, type, tag or status."
        empty={
          <EmptyState
            icon={Building2}
            title="No suppliers yet"
            description="Add the suppliers the agency works with so agents can find how to book them."
            action={
              <Button onClick={() => open('new', '1')}>
                <Plus aria-hidden /> Add supplier
              </Button>
            }
          />
        }
      >
        {(items) => (
          <>
            <ListTable caption="Suppliers" columns={columns} rows={items} rowTestId="supplier-row" />
            <ul className="space-y-3 md:hidden" aria-label="Suppliers">
              {items.map((s) => (
                <li key={s.id}>
                  <Card className="space-y-3 p-4" data-testid="supplier-row-card">
                    <div className="flex items-start gap-3">
                      <SupplierLogo supplier={s} size="sm" />
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-ink">{s.name}</p>
                        <p className="text-sm text-muted">
                          {SUPPLIER_TYPE_LABELS[s.type]}
                          {commissionText(s) ? ` · ${commissionText(s)}` : ''}
                        </p>
                      </div>
                      {s.active ? null : <Badge variant="secondary">Archived</Badge>}
                    </div>
                    {actions(s)}
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListShell>

      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(o) => {
          if (!o) setArchiving(null);
        }}
        title="Archive this supplier?"
        description={
          archiving
            ? `${archiving.name} will be hidden from agents. You can restore it from the Archived list at any time.`
            : ''
        }
        confirmLabel="Archive supplier"
        onConfirm={async () => {
          if (!archiving) return;
          await archiveSupplier(archiving.id);
          toast({ title: 'Supplier archived', description: archiving.name });
          await client.invalidateQueries({ queryKey: supplierKeys.all });
        }}
      />
    </div>
  );
}
