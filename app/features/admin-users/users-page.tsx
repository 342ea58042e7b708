import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatLongDate, formatShortDate } from '@domain/formats';
import {
  USER_CONFIRMED_FILTERS,
  USER_MEMBERSHIP_FILTERS,
  USER_ROLE_FILTERS,
  USER_SORT_LABELS,
  USER_SORTS,
  USER_STATE_FILTERS,
  type AdminUserDto,
} from '@domain/leads/people';
import { ROLE_LABEL, ROLES } from '@domain/roles';
import { readChoice, type ListSpec } from '~/components/list/list-params';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { ListTable, type ListColumn } from '~/components/list/list-table';
import { useListState } from '~/components/list/use-list-state';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { listUsers, peopleKeys, type UserListParams } from './api';
import { AccountFlags, MembershipBadge, personName, RoleBadge } from './parts';
import { UserPanel } from './user-panel';

type Filters = {
  role: (typeof USER_ROLE_FILTERS)[number];
  membership: (typeof USER_MEMBERSHIP_FILTERS)[number];
  confirmed: (typeof USER_CONFIRMED_FILTERS)[number];
  state: (typeof USER_STATE_FILTERS)[number];
  sort: (typeof USER_SORTS)[number];
};

/** ?q=&role=&membership=&confirmed=&state=&sort=&page= (defaults left out). */
const USER_LIST: ListSpec<Filters, never> = {
  filters: {
    role: USER_ROLE_FILTERS,
    membership: USER_MEMBERSHIP_FILTERS,
    confirmed: USER_CONFIRMED_FILTERS,
    state: USER_STATE_FILTERS,
    sort: USER_SORTS,
  },
};

const MEMBERSHIP_LABELS: Record<Filters['membership'], string> = {
  any: 'Any',
  active: 'Active',
  inactive: 'Lapsed',
  none: 'None',
};
const CONFIRMED_LABELS: Record<Filters['confirmed'], string> = {
  any: 'Any',
  yes: 'Confirmed',
  no: 'Not confirmed',
};
const STATE_LABELS: Record<Filters['state'], string> = {
  any: 'Any',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** Opens and closes the account panel (?user=<id>), kept in the URL so Back closes it. */
export function usePanelParam(key: string) {
  const [params, setParams] = useSearchParams();
  const set = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set(key, id);
      else next.delete(key);
      return next;
    });
  return [params.get(key), set] as const;
}

/** /dashboard/admin/users: every account, and what an admin can do with one. */
export default function UsersPage() {
  const list = useListState(USER_LIST);
  const params: UserListParams = list.query;
  const [openId, open] = usePanelParam('user');
  const query = useQuery({
    queryKey: peopleKeys.users(params),
    queryFn: ({ signal }) => listUsers(params, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">
        Every account: change a role or membership, deactivate, resend a confirmation or send a reset link. Each change
        asks for a reason and is kept in the account’s history.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr]" role="search">
        <ListSearch
          list={list}
          id="user-search"
          label="Search accounts"
          labelHidden
          placeholder="Name, e-mail, agency, phone"
          className="sm:col-span-2 lg:col-span-1"
        />
        <Filter id="user-role" label="Role">
          <NativeSelect
            id="user-role"
            value={params.role}
            onChange={(e) => list.set({ role: readChoice(USER_ROLE_FILTERS, e.target.value) })}
          >
            <option value="any">All</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="user-membership" label="Membership">
          <NativeSelect
            id="user-membership"
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
        <Filter id="user-confirmed" label="E-mail">
          <NativeSelect
            id="user-confirmed"
            value={params.confirmed}
            onChange={(e) => list.set({ confirmed: readChoice(USER_CONFIRMED_FILTERS, e.target.value) })}
          >
            {USER_CONFIRMED_FILTERS.map((c) => (
              <option key={c} value={c}>
                {CONFIRMED_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="user-state" label="State">
          <NativeSelect
            id="user-state"
            value={params.state}
            onChange={(e) => list.set({ state: readChoice(USER_STATE_FILTERS, e.target.value) })}
          >
            {USER_STATE_FILTERS.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="user-sort" label="Sort">
          <NativeSelect
            id="user-sort"
            value={params.sort}
            onChange={(e) => list.set({ sort: readChoice(USER_SORTS, e.target.value) })}
          >
            {USER_SORTS.map((s) => (
              <option key={s} value={s}>
                {USER_SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
      </div>

      <ListShell
        query={query}
        loading={<ListSkeleton label="Loading accounts" count={6} lines={2} />}
        errorTitle="Could not load the accounts"
        list={list}
        noun="accounts"
        noMatch="Try another search, role, membership or state."
        empty={
          <EmptyState icon={Users} title="No accounts yet" description="Accounts appear here as people sign up." />
        }
      >
        {(items) => (
          <>
            <ListTable
              caption="Accounts"
              columns={columns(open)}
              rows={items}
              rowTestId="user-row"
              rowClassName="hover:bg-slate-50/60"
            />
            <ul className="space-y-3 md:hidden" aria-label="Accounts">
              {items.map((u) => (
                <li key={u.id} data-testid="user-card">
                  <Card className="space-y-2 p-4">
                    <PersonLink user={u} onOpen={open} />
                    <div className="flex flex-wrap gap-2">
                      <RoleBadge role={u.role} />
                      <MembershipBadge user={u} />
                      <AccountFlags user={u} />
                    </div>
                    <p className="text-xs text-muted">Joined {formatShortDate(u.created_at)}</p>
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

export function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted">
        {label}
      </Label>
      {children}
    </div>
  );
}

export function PersonLink({ user, onOpen }: { user: AdminUserDto; onOpen: (id: string) => void }) {
  const name = personName(user);
  return (
    <button
      type="button"
      onClick={() => onOpen(user.id)}
      className="min-w-0 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <span className="block truncate font-medium text-ink hover:text-brand hover:underline">{name}</span>
      <span className="block truncate text-xs text-muted">
        {[name !== user.email ? user.email : null, user.agency_name].filter(Boolean).join(' · ')}
      </span>
    </button>
  );
}

function columns(open: (id: string) => void): readonly ListColumn<AdminUserDto>[] {
  return [
    { key: 'name', header: 'Account', cellClassName: 'max-w-72', cell: (u) => <PersonLink user={u} onOpen={open} /> },
    { key: 'role', header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
    {
      key: 'membership',
      header: 'Membership',
      cell: (u) => (
        <div className="space-y-0.5">
          <MembershipBadge user={u} />
          {u.membership_expiry_date ? (
            <span className="block text-xs text-muted">until {formatLongDate(u.membership_expiry_date)}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'flags',
      header: 'State',
      cell: (u) =>
        u.deactivated || !u.email_confirmed ? (
          <div className="flex flex-wrap gap-1">
            <AccountFlags user={u} />
          </div>
        ) : (
          <span className="text-muted">Active</span>
        ),
    },
    {
      key: 'joined',
      header: 'Joined',
      cellClassName: 'whitespace-nowrap text-muted',
      cell: (u) => formatShortDate(u.created_at),
    },
  ];
}
