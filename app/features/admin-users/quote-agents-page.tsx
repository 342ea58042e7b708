import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileText, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import {
  QUOTE_AGENT_SORT_LABELS,
  QUOTE_AGENT_SORTS,
  USER_MEMBERSHIP_FILTERS,
  type QuoteAgentDto,
} from '@domain/leads/people';
import { readChoice, type ListSpec } from '~/components/list/list-params';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { ListTable, type ListColumn } from '~/components/list/list-table';
import { useListState } from '~/components/list/use-list-state';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { NativeSelect } from '~/components/ui/native-select';
import { listQuoteAgents, peopleKeys, type QuoteAgentListParams } from './api';
import { AccountFlags, MembershipBadge, personName } from './parts';
import { UserPanel } from './user-panel';
import { Filter, PersonLink, usePanelParam } from './users-page';

type Filters = {
  membership: (typeof USER_MEMBERSHIP_FILTERS)[number];
  sort: (typeof QUOTE_AGENT_SORTS)[number];
};
const AGENT_LIST: ListSpec<Filters, never> = {
  filters: { membership: USER_MEMBERSHIP_FILTERS, sort: QUOTE_AGENT_SORTS },
};
const MEMBERSHIP_LABELS: Record<Filters['membership'], string> = {
  any: 'Any membership',
  active: 'Active',
  inactive: 'Lapsed',
  none: 'None',
};

/** The agent's quotes in the quote list (an admin sees every agent's; the label carries the agent's name). */
function quotesLink(a: QuoteAgentDto) {
  return `/dashboard/quotes?q=${encodeURIComponent(personName(a) === a.email ? a.email : personName(a))}`;
}

/** /dashboard/admin/quotes-agent: quote agents, their membership, when it renews and their quotes. */
export default function QuoteAgentsPage() {
  const list = useListState(AGENT_LIST);
  const params: QuoteAgentListParams = list.query;
  const [openId, open] = usePanelParam('user');
  const query = useQuery({
    queryKey: peopleKeys.quoteAgents(params),
    queryFn: ({ signal }) => listQuoteAgents(params, signal),
    placeholderData: keepPreviousData,
  });

  const columns: readonly ListColumn<QuoteAgentDto>[] = [
    {
      key: 'name',
      header: 'Quote agent',
      cellClassName: 'max-w-72',
      cell: (a) => <PersonLink user={a} onOpen={open} />,
    },
    {
      key: 'membership',
      header: 'Membership',
      cell: (a) => (
        <div className="flex flex-wrap gap-1">
          <MembershipBadge user={a} />
          <AccountFlags user={a} />
        </div>
      ),
    },
    {
      key: 'renewal',
      header: 'Renews or ends',
      cellClassName: 'whitespace-nowrap',
      cell: (a) => (a.renewal_date ? formatLongDate(a.renewal_date) : <span className="text-muted">—</span>),
    },
    {
      key: 'quotes',
      header: 'Quotes',
      align: 'right',
      cell: (a) => (
        <Link to={quotesLink(a)} className="inline-flex items-center gap-1 text-brand tabular-nums hover:underline">
          <FileText aria-hidden className="size-4" /> {a.quote_count}
          <span className="sr-only"> quotes by {personName(a)}</span>
        </Link>
      ),
    },
    {
      key: 'last',
      header: 'Last quote',
      cellClassName: 'whitespace-nowrap text-muted',
      cell: (a) => (a.last_quote_at ? formatLongDate(a.last_quote_at) : '—'),
    },
  ];

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">
        Quote agents pay for their membership: see who is current, who renews soon and how much they quote.
      </p>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]" role="search">
        <ListSearch
          list={list}
          id="agent-search"
          label="Search quote agents"
          labelHidden
          placeholder="Search by name, e-mail, agency or phone"
        />
        <Filter id="agent-membership" label="Membership">
          <NativeSelect
            id="agent-membership"
            value={params.membership}
            onChange={(e) => list.set({ membership: readChoice(USER_MEMBERSHIP_FILTERS, e.target.value) })}
          >
            {USER_MEMBERSHIP_FILTERS.map((m) => (
              <option key={m} value={m}>
                {MEMBERSHIP_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="agent-sort" label="Sort">
          <NativeSelect
            id="agent-sort"
            value={params.sort}
            onChange={(e) => list.set({ sort: readChoice(QUOTE_AGENT_SORTS, e.target.value) })}
          >
            {QUOTE_AGENT_SORTS.map((s) => (
              <option key={s} value={s}>
                {QUOTE_AGENT_SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
      </div>
      <ListShell
        query={query}
        loading={<ListSkeleton label="Loading quote agents" count={5} lines={2} />}
        errorTitle="Could not load the quote agents"
        list={list}
        noun="quote agents"
        noMatch="Try another search or membership."
        empty={
          <EmptyState
            icon={UserRound}
            title="No quote agents yet"
            description="Quote agents appear here once they join on a quote agent plan, or an admin gives someone the role."
          />
        }
      >
        {(items) => (
          <>
            <ListTable caption="Quote agents" columns={columns} rows={items} rowTestId="quote-agent-row" />
            <ul className="space-y-3 md:hidden" aria-label="Quote agents">
              {items.map((a) => (
                <li key={a.id} data-testid="quote-agent-card">
                  <Card className="space-y-2 p-4">
                    <PersonLink user={a} onOpen={open} />
                    <div className="flex flex-wrap gap-1">
                      <MembershipBadge user={a} />
                      <AccountFlags user={a} />
                    </div>
                    <p className="flex flex-wrap justify-between gap-2 text-sm">
                      <span className="text-muted">
                        {a.renewal_date ? `Renews or ends ${formatLongDate(a.renewal_date)}` : 'No renewal date'}
                      </span>
                      <Link to={quotesLink(a)} className="text-brand hover:underline">
                        {a.quote_count} {a.quote_count === 1 ? 'quote' : 'quotes'}
                      </Link>
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListShell>
      {openId ? <UserPanel id={openId} onClose={() => open(null)} /> : null}
    </div>
  );
}
