import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Mail, Phone, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import type { PassengerListItem } from '@domain/passengers/responses';
import { PASSENGER_SORT_LABELS, PASSENGER_SORTS } from '@domain/passengers/schema';
import { readChoice } from '~/components/list/list-params';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { ListTable, type ListColumn } from '~/components/list/list-table';
import { useListState } from '~/components/list/use-list-state';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { downloadPassengersCsv, listPassengers, passengerKeys, type ListScope, type PassengerListParams } from './api';
import { PassportBadge } from './passport-badge';
import { PASSENGER_LIST, PASSPORT_FILTER_LABEL, TRAVEL_FILTER_LABEL } from './types';

function NameCell({ p }: { p: PassengerListItem }) {
  return (
    <div className="min-w-0">
      <Link
        to={`/dashboard/passengers/${p.id}`}
        className="block truncate font-medium text-ink hover:text-brand hover:underline"
      >
        {p.full_name}
      </Link>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
        {p.date_of_birth ? <span>Born {formatLongDate(p.date_of_birth)}</span> : null}
        {p.household ? (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-3" />
            {p.household.name}
            {p.household.is_lead ? ' (lead)' : ''}
          </span>
        ) : null}
      </p>
    </div>
  );
}

function ContactCell({ p }: { p: PassengerListItem }) {
  if (!p.email && !p.phone) return <span className="text-muted">—</span>;
  return (
    <div className="min-w-0 space-y-0.5 text-sm">
      {p.email ? (
        <span className="flex items-center gap-1 truncate">
          <Mail aria-hidden className="size-3.5 shrink-0 text-muted" />
          {p.email}
        </span>
      ) : null}
      {p.phone ? (
        <span className="flex items-center gap-1 whitespace-nowrap">
          <Phone aria-hidden className="size-3.5 shrink-0 text-muted" />
          {p.phone}
        </span>
      ) : null}
    </div>
  );
}

function PassportCell({ p }: { p: PassengerListItem }) {
  return (
    <div className="space-y-1">
      <p className="font-mono text-sm tabular-nums">
        {p.passport_number_masked ?? <span className="font-sans text-muted">No passport</span>}
      </p>
      {p.passport_expiry_date ? (
        <p className="text-xs text-muted">Expires {formatLongDate(p.passport_expiry_date)}</p>
      ) : null}
      <PassportBadge passenger={p} />
    </div>
  );
}

function columns(scope: ListScope, actions?: (p: PassengerListItem) => ReactNode): ListColumn<PassengerListItem>[] {
  return [
    { key: 'name', header: 'Passenger', cellClassName: 'max-w-72', cell: (p) => <NameCell p={p} /> },
    ...(scope === 'all'
      ? [
          {
            key: 'agent',
            header: 'Agent',
            cellClassName: 'whitespace-nowrap',
            cell: (p: PassengerListItem) => p.owner.name,
          },
        ]
      : []),
    { key: 'contact', header: 'Contact', cellClassName: 'max-w-64', cell: (p) => <ContactCell p={p} /> },
    { key: 'passport', header: 'Passport', cell: (p) => <PassportCell p={p} /> },
    {
      key: 'travel',
      header: 'Next departure',
      cellClassName: 'whitespace-nowrap text-muted',
      cell: (p) => (p.next_departure_date ? formatLongDate(p.next_departure_date) : '—'),
    },
    ...(actions
      ? [
          {
            key: 'actions',
            header: 'Actions',
            hideHeader: true,
            align: 'right' as const,
            cellClassName: 'px-2',
            cell: actions,
          },
        ]
      : []),
  ];
}

/**
 * A passenger list with search (name, e-mail, phone), passport and travel
 * filters, sort, paging and CSV export: the agent's own (`own`) or every
 * agent's with the agent named (`all`, the admin page).
 */
export function PassengerList({
  scope,
  actions,
  empty,
}: {
  scope: ListScope;
  /** The row menu (edit, delete) where the viewer may use it. */
  actions?: (p: PassengerListItem) => ReactNode;
  empty: ReactNode;
}) {
  const list = useListState(PASSENGER_LIST);
  const { q, passport, travel, sort, page } = list.query;
  const params: PassengerListParams = { q, passport, travel, sort, page };
  const [exporting, setExporting] = useState(false);
  const query = useQuery({
    queryKey: passengerKeys.list(scope, params),
    queryFn: ({ signal }) => listPassengers(scope, params, signal),
    placeholderData: keepPreviousData,
  });
  const cols = columns(scope, actions);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPassengersCsv(scope, { q, passport, travel, sort });
    } catch (e) {
      toast({
        title: 'Export failed',
        description: e instanceof Error ? e.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3" role="search">
        <ListSearch
          list={list}
          id={`passenger-search-${scope}`}
          label="Search passengers"
          labelHidden
          placeholder="Search by name, e-mail or phone"
          className="w-full lg:w-auto lg:min-w-72 lg:flex-1"
        />
        <div className="flex items-center gap-2">
          <Label htmlFor="passenger-passport-filter" className="shrink-0 text-sm text-muted">
            Passport
          </Label>
          <NativeSelect
            id="passenger-passport-filter"
            value={passport}
            onChange={(e) => list.set({ passport: readChoice(PASSENGER_LIST.filters.passport, e.target.value) })}
          >
            {PASSENGER_LIST.filters.passport.map((v) => (
              <option key={v} value={v}>
                {PASSPORT_FILTER_LABEL[v]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="passenger-travel-filter" className="shrink-0 text-sm text-muted">
            Travel
          </Label>
          <NativeSelect
            id="passenger-travel-filter"
            value={travel}
            onChange={(e) => list.set({ travel: readChoice(PASSENGER_LIST.filters.travel, e.target.value) })}
          >
            {PASSENGER_LIST.filters.travel.map((v) => (
              <option key={v} value={v}>
                {TRAVEL_FILTER_LABEL[v]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="passenger-sort" className="shrink-0 text-sm text-muted">
            Sort
          </Label>
          <NativeSelect
            id="passenger-sort"
            value={sort}
            onChange={(e) => list.set({ sort: readChoice(PASSENGER_SORTS, e.target.value) })}
          >
            {PASSENGER_SORTS.map((s) => (
              <option key={s} value={s}>
                {PASSENGER_SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? <Spinner className="text-current" /> : <Download aria-hidden />} Export CSV
        </Button>
      </div>

      <ListShell
        query={query}
        loading={<ListSkeleton label="Loading passengers" count={4} lines={2} />}
        errorTitle="Could not load the passengers"
        list={list}
        noun="passengers"
        noMatch="Try another search or filter."
        empty={empty}
      >
        {(items) => (
          <>
            <ListTable
              caption={scope === 'all' ? "Every agent's passengers" : 'Your passengers'}
              columns={cols}
              rows={items}
              rowTestId="passenger-row"
              rowClassName="hover:bg-slate-50/60 align-top"
            />
            <ul
              className="space-y-3 md:hidden"
              aria-label={scope === 'all' ? "Every agent's passengers" : 'Your passengers'}
            >
              {items.map((p) => (
                <li key={p.id} data-testid="passenger-card">
                  <Card className="space-y-3 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <NameCell p={p} />
                      {actions ? actions(p) : null}
                    </div>
                    {scope === 'all' ? <Badge variant="secondary">Agent: {p.owner.name}</Badge> : null}
                    <ContactCell p={p} />
                    <PassportCell p={p} />
                    {p.next_departure_date ? (
                      <p className="text-sm text-muted">Next departure {formatLongDate(p.next_departure_date)}</p>
                    ) : null}
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListShell>
    </div>
  );
}
