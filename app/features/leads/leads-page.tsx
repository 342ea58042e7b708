import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Plus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatLongDate, formatShortDate } from '@domain/formats';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_WIZARD_STEP_LABELS } from '@domain/leads/constants';
import type { LeadDto } from '@domain/leads/responses';
import { LEAD_SORT_LABELS, LEAD_SORTS } from '@domain/leads/schema';
import { londonToday } from '@domain/live/dates';
import { readChoice } from '~/components/list/list-params';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { ListTable, type ListColumn } from '~/components/list/list-table';
import { useListState } from '~/components/list/use-list-state';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/use-toast';
import { cn } from '~/lib/cn';
import { AddLeadDialog } from './add-lead-dialog';
import { downloadLeadsCsv, leadKeys, listLeadOwners, listLeads, type LeadListParams } from './api';
import { LeadPanel } from './lead-panel';
import { DUE_FILTER_LABELS, LEAD_LIST, STATUS_FILTER_LABELS } from './list-params';
import { leadName, LeadStatusBadge, planLabel } from './parts';

/** /dashboard/admin/leads: everyone who showed interest in membership, worked through to a member. */
export default function LeadsPage() {
  const list = useListState(LEAD_LIST);
  const params: LeadListParams = list.query;
  const [urlParams, setUrlParams] = useSearchParams();
  const openId = urlParams.get('lead');
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const query = useQuery({
    queryKey: leadKeys.list(params),
    queryFn: ({ signal }) => listLeads(params, signal),
    placeholderData: keepPreviousData,
  });
  const owners = useQuery({ queryKey: leadKeys.owners(), queryFn: ({ signal }) => listLeadOwners(signal) });

  const open = (id: string | null) =>
    setUrlParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('lead', id);
        else next.delete('lead');
        return next;
      },
      { replace: false },
    );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, pageSize: _size, ...filters } = params;
      await downloadLeadsCsv(filters);
    } catch (e) {
      toast({ title: e instanceof Error ? e.message : 'Could not export the leads.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          Everyone who asked about membership: from the join wizard, contact and call forms and the AI tools.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden /> {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add lead
          </Button>
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr]" role="search">
        <ListSearch
          list={list}
          id="lead-search"
          label="Search leads"
          labelHidden
          placeholder="Name, e-mail, phone, plan"
          className="sm:col-span-2 lg:col-span-1"
        />
        <Filter id="lead-status" label="Status">
          <NativeSelect
            id="lead-status"
            value={params.status}
            onChange={(e) => list.set({ status: readChoice(LEAD_LIST.filters.status, e.target.value) })}
          >
            {LEAD_LIST.filters.status.map((s) => (
              <option key={s} value={s}>
                {STATUS_FILTER_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="lead-source" label="Source">
          <NativeSelect
            id="lead-source"
            value={params.source}
            onChange={(e) => list.set({ source: readChoice(LEAD_LIST.filters.source, e.target.value) })}
          >
            <option value="any">All</option>
            {LEAD_SOURCES.map((s) => (
              <option key={s} value={s}>
                {LEAD_SOURCE_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="lead-owner" label="Owner">
          <NativeSelect
            id="lead-owner"
            value={params.owner ?? ''}
            onChange={(e) => list.set({ owner: e.target.value })}
          >
            <option value="">Anyone</option>
            <option value="mine">Mine</option>
            <option value="none">Nobody yet</option>
            {(owners.data?.items ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="lead-due" label="Next action">
          <NativeSelect
            id="lead-due"
            value={params.due}
            onChange={(e) => list.set({ due: readChoice(LEAD_LIST.filters.due, e.target.value) })}
          >
            {LEAD_LIST.filters.due.map((d) => (
              <option key={d} value={d}>
                {DUE_FILTER_LABELS[d]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="lead-sort" label="Sort">
          <NativeSelect
            id="lead-sort"
            value={params.sort}
            onChange={(e) => list.set({ sort: readChoice(LEAD_SORTS, e.target.value) })}
          >
            {LEAD_SORTS.map((s) => (
              <option key={s} value={s}>
                {LEAD_SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
      </div>

      <ListShell
        query={query}
        loading={<ListSkeleton label="Loading leads" count={5} lines={2} />}
        errorTitle="Could not load the leads"
        list={list}
        noun="leads"
        noMatch="Try another search, status, source, owner or date."
        empty={
          <EmptyState
            icon={UserPlus}
            title="No open leads"
            description="Leads arrive from the join wizard, the contact and book-a-call forms and the AI tools. Add one by hand after a phone call."
            action={
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden /> Add lead
              </Button>
            }
          />
        }
      >
        {(items) => (
          <>
            <ListTable
              caption="Leads"
              columns={columns(open)}
              rows={items}
              rowTestId="lead-row"
              rowClassName="hover:bg-slate-50/60"
            />
            <ul className="space-y-3 md:hidden" aria-label="Leads">
              {items.map((l) => (
                <li key={l.id} data-testid="lead-card">
                  <Card className="space-y-2 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <LeadLink lead={l} onOpen={open} />
                      <LeadStatusBadge status={l.status} />
                    </div>
                    <p className="text-sm text-muted">
                      {[
                        LEAD_SOURCE_LABELS[l.source],
                        l.plan_interest ? planLabel(l.plan_interest) : null,
                        l.owner?.name,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <p className="text-sm">
                      <NextAction date={l.next_action_date} /> · Added {formatShortDate(l.created_at)}
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListShell>

      <AddLeadDialog open={adding} onOpenChange={setAdding} onCreated={(id) => open(id)} />
      {openId ? <LeadPanel id={openId} onClose={() => open(null)} /> : null}
    </div>
  );
}

function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted">
        {label}
      </Label>
      {children}
    </div>
  );
}

function LeadLink({ lead, onOpen }: { lead: LeadDto; onOpen: (id: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(lead.id)}
      className="min-w-0 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <span className="block truncate font-medium text-ink hover:text-brand hover:underline">{leadName(lead)}</span>
      {lead.name ? <span className="block truncate text-xs text-muted">{lead.email}</span> : null}
    </button>
  );
}

/** The next action date, red once it is due. */
function NextAction({ date }: { date: string | null }) {
  if (!date) return <span className="text-muted">No next action</span>;
  const due = date <= londonToday();
  return (
    <span className={cn('whitespace-nowrap', due && 'font-medium text-red-700')}>
      {due ? 'Due ' : ''}
      {formatLongDate(date)}
    </span>
  );
}

function columns(open: (id: string) => void): readonly ListColumn<LeadDto>[] {
  return [
    { key: 'lead', header: 'Lead', cellClassName: 'max-w-72', cell: (l) => <LeadLink lead={l} onOpen={open} /> },
    { key: 'status', header: 'Status', cell: (l) => <LeadStatusBadge status={l.status} /> },
    {
      key: 'source',
      header: 'Source',
      cellClassName: 'text-muted',
      cell: (l) => (
        <>
          {LEAD_SOURCE_LABELS[l.source]}
          {l.wizard_step ? <span className="block text-xs">{LEAD_WIZARD_STEP_LABELS[l.wizard_step]}</span> : null}
        </>
      ),
    },
    { key: 'plan', header: 'Plan interest', cellClassName: 'text-muted', cell: (l) => planLabel(l.plan_interest) },
    { key: 'owner', header: 'Owner', cellClassName: 'text-muted', cell: (l) => l.owner?.name ?? 'Nobody yet' },
    { key: 'next', header: 'Next action', cell: (l) => <NextAction date={l.next_action_date} /> },
    {
      key: 'created',
      header: 'Added',
      cellClassName: 'whitespace-nowrap text-muted',
      cell: (l) => formatShortDate(l.created_at),
    },
  ];
}
