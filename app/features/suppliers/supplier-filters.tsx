import { useQuery } from '@tanstack/react-query';
import { SUPPLIER_SORT_LABELS, SUPPLIER_SORTS, type SupplierStatusFilter } from '@domain/suppliers/responses';
import { SUPPLIER_TYPE_LABELS, SUPPLIER_TYPES } from '@domain/suppliers/schema';
import { ListSearch } from '~/components/list/list-search';
import type { ListControls } from '~/components/list/use-list-state';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { listSupplierTags, supplierKeys } from './api';
import type { TypeFilter } from './types';

type Values = { type: TypeFilter; tag: string; sort: (typeof SUPPLIER_SORTS)[number] };

/** Search, type, tag and sort of a supplier list (the directory and the admin page share them). */
export function SupplierFilters({
  list,
  values,
  onChange,
  status = 'active',
}: {
  list: Pick<ListControls, 'search' | 'setSearch'>;
  values: Values;
  onChange: (patch: Partial<Values>) => void;
  status?: SupplierStatusFilter;
}) {
  const tags = useQuery({
    queryKey: supplierKeys.tags(status),
    queryFn: ({ signal }) => listSupplierTags(status, signal),
    staleTime: 60_000,
  });
  const tagOptions = tags.data?.tags ?? [];
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <ListSearch list={list} id="supplier-search" label="Search" placeholder="Name, website, ABTA or ATOL number" />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="supplier-type">Type</Label>
        <NativeSelect
          id="supplier-type"
          value={values.type}
          onChange={(e) => onChange({ type: TYPE_OPTIONS.find((t) => t === e.target.value) ?? 'all' })}
        >
          <option value="all">All types</option>
          {SUPPLIER_TYPES.map((t) => (
            <option key={t} value={t}>
              {SUPPLIER_TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="supplier-tag">Tag</Label>
        <NativeSelect id="supplier-tag" value={values.tag} onChange={(e) => onChange({ tag: e.target.value })}>
          <option value="">All tags</option>
          {/* A tag from a shared link that no supplier carries any more still shows as chosen. */}
          {values.tag && !tagOptions.includes(values.tag) ? <option value={values.tag}>{values.tag}</option> : null}
          {tagOptions.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="supplier-sort">Sort</Label>
        <NativeSelect
          id="supplier-sort"
          value={values.sort}
          onChange={(e) => onChange({ sort: SUPPLIER_SORTS.find((s) => s === e.target.value) ?? 'name_asc' })}
        >
          {SUPPLIER_SORTS.map((s) => (
            <option key={s} value={s}>
              {SUPPLIER_SORT_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

const TYPE_OPTIONS: readonly TypeFilter[] = ['all', ...SUPPLIER_TYPES];
