import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, MailCheck, Power, Shield, Ticket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatDateTime, formatLongDate, formatMoney } from '@domain/formats';
import { londonToday } from '@domain/live/dates';
import { PEOPLE_EVENT_LABELS, type AdminUserDetail } from '@domain/leads/people';
import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@domain/membership';
import { ROLE_LABEL, ROLES, type Role } from '@domain/roles';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { LoadError } from '~/components/ui/load-error';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { useAuth } from '~/features/auth/auth-context';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import {
  changeMembership,
  changeRole,
  deactivateUser,
  getUser,
  peopleKeys,
  reactivateUser,
  resendConfirmation,
  sendResetLink,
} from './api';
import { AccountFlags, MembershipBadge, personName, RoleBadge } from './parts';
import { ReasonDialog } from './reason-dialog';

type Action = 'role' | 'membership' | 'deactivate' | 'reactivate' | 'confirm' | 'reset' | null;

/** An account's panel: who, membership, subscriptions, payments, history and the admin's actions. */
export function UserPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery({ queryKey: peopleKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent width={760} aria-describedby={undefined}>
        {query.isPending ? (
          <div className="flex items-center gap-2 py-10 text-muted" role="status">
            <Spinner /> Loading the account…
          </div>
        ) : query.isError ? (
          <>
            <DialogTitle className="sr-only">Account</DialogTitle>
            <LoadError
              title="Could not load this account"
              message={query.error.message}
              onRetry={() => void query.refetch()}
            />
          </>
        ) : (
          <UserDetail detail={query.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  const { user: me } = useAuth();
  const client = useQueryClient();
  const [action, setAction] = useState<Action>(null);
  const [role, setRole] = useState<Role>(user.role);
  const [status, setStatus] = useState<MembershipStatus | ''>(
    (MEMBERSHIP_STATUSES as readonly string[]).includes(user.membership_status ?? '')
      ? (user.membership_status as MembershipStatus)
      : '',
  );
  const [expiry, setExpiry] = useState(
    user.membership_expiry_date ? londonToday(new Date(user.membership_expiry_date)) : '',
  );
  const self = me?.id === user.id;
  const done = async (title: string) => {
    await client.invalidateQueries({ queryKey: peopleKeys.all });
    toast({ title });
  };
  const close = () => setAction(null);

  return (
    <div className="grid gap-5" data-testid="user-panel">
      <DialogHeader>
        <DialogTitle>{personName(user)}</DialogTitle>
        <DialogDescription>
          {user.email} · joined {formatLongDate(user.created_at)}
        </DialogDescription>
        <div className="flex flex-wrap gap-2 pt-1">
          <RoleBadge role={user.role} />
          <MembershipBadge user={user} />
          <AccountFlags user={user} />
        </div>
      </DialogHeader>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <Fact label="Agency">{user.agency_name ?? '—'}</Fact>
        <Fact label="Phone">{user.phone_number ?? '—'}</Fact>
        <Fact label="Membership ends">
          {user.membership_expiry_date ? formatLongDate(user.membership_expiry_date) : '—'}
        </Fact>
      </dl>
      {detail.deactivation ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900" role="note">
          Deactivated {formatDateTime(detail.deactivation.at)}
          {detail.deactivation.by ? ` by ${detail.deactivation.by}` : ''}: {detail.deactivation.reason}
        </p>
      ) : null}

      {self ? (
        <p className="text-sm text-muted">This is your own account: another admin changes its role or state.</p>
      ) : (
        <div className="flex flex-wrap gap-2" aria-label="Actions">
          <Button variant="outline" size="sm" onClick={() => setAction('role')}>
            <Shield aria-hidden /> Change role
          </Button>
          <Button variant="outline" size="sm" onClick={() => setAction('membership')}>
            <Ticket aria-hidden /> Change membership
          </Button>
          {!user.email_confirmed ? (
            <Button variant="outline" size="sm" onClick={() => setAction('confirm')}>
              <MailCheck aria-hidden /> Resend confirmation
            </Button>
          ) : null}
          {!user.deactivated ? (
            <Button variant="outline" size="sm" onClick={() => setAction('reset')}>
              <KeyRound aria-hidden /> Send reset link
            </Button>
          ) : null}
          {user.deactivated ? (
            <Button variant="outline" size="sm" onClick={() => setAction('reactivate')}>
              <Power aria-hidden /> Reactivate
            </Button>
          ) : (
            <Button variant="destructive" size="sm" onClick={() => setAction('deactivate')}>
              <Power aria-hidden /> Deactivate
            </Button>
          )}
        </div>
      )}

      <Section title="Subscriptions">
        {detail.subscriptions.length === 0 ? (
          <p className="text-sm text-muted">No subscription on record.</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line text-sm">
            {detail.subscriptions.map((s) => (
              <li key={s.created_at} className="flex flex-wrap justify-between gap-2 p-3">
                <span className="font-medium">
                  {[s.plan_id, s.interval ? `per ${s.interval}` : null].filter(Boolean).join(' ') || 'Subscription'}
                  {s.amount_pence !== null ? ` · ${formatMoney(s.amount_pence)}` : ''}
                </span>
                <span className="text-muted">
                  {s.status}
                  {s.current_period_end ? ` · until ${formatLongDate(s.current_period_end)}` : ''}
                  {s.cancel_at_period_end ? ' · cancels at period end' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Payments">
        {detail.payments.length === 0 ? (
          <p className="text-sm text-muted">No payments yet.</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line text-sm" data-testid="user-payments">
            {detail.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 p-3">
                <span>
                  {p.description}
                  <span className="block text-xs text-muted">
                    {formatDateTime(p.paid_at ?? p.created_at)}
                    {p.card_brand ? ` · ${p.card_brand}` : ''}
                  </span>
                </span>
                <span className="text-right tabular-nums">
                  {formatMoney(p.amount_pence)}
                  <span className="block text-xs text-muted">
                    {p.status}
                    {p.vat_pence ? ` · VAT ${formatMoney(p.vat_pence)}` : ''}
                    {p.refunded_pence ? ` · refunded ${formatMoney(p.refunded_pence)}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="History">
        {detail.history.length === 0 ? (
          <p className="text-sm text-muted">No admin changes yet.</p>
        ) : (
          <ol className="space-y-2 text-sm" data-testid="user-history">
            {detail.history.map((h) => (
              <li key={h.id}>
                <span className="font-medium">{PEOPLE_EVENT_LABELS[h.event] ?? h.event}</span>
                {h.from || h.to ? ` ${h.from ?? '—'} → ${h.to ?? '—'}` : ''}
                {h.reason ? <span className="block text-muted">“{h.reason}”</span> : null}
                <span className="block text-xs text-muted">
                  {formatDateTime(h.at)}
                  {h.by ? ` · ${h.by}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <ReasonDialog
        open={action === 'role'}
        onClose={close}
        title="Change role"
        description={`${personName(user)} is ${ROLE_LABEL[user.role]}. The new role applies on their next page.`}
        confirmLabel="Change role"
        onConfirm={async (reason) => {
          await changeRole(user.id, { role, reason });
          await done('Role changed');
        }}
      >
        <FormField label="New role" id="change-role">
          <NativeSelect value={role} onChange={(e) => setRole(ROLES.find((r) => r === e.target.value) ?? role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </ReasonDialog>

      <ReasonDialog
        open={action === 'membership'}
        onClose={close}
        title="Change membership"
        description="Set the membership by hand, for example after a bank transfer. The membership guard follows at once."
        confirmLabel="Save membership"
        onConfirm={async (reason) => {
          await changeMembership(user.id, {
            membership_status: status || null,
            membership_expiry_date: expiry || null,
            reason,
          });
          await done('Membership changed');
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Status" id="change-membership-status">
            <NativeSelect
              value={status}
              onChange={(e) => setStatus(MEMBERSHIP_STATUSES.find((s) => s === e.target.value) ?? '')}
            >
              <option value="">No membership</option>
              {MEMBERSHIP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Ends on" id="change-membership-expiry" hint="Leave empty for no end date.">
            <Input type="date" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
          </FormField>
        </div>
      </ReasonDialog>

      <ReasonDialog
        open={action === 'deactivate'}
        onClose={close}
        title="Deactivate this account?"
        description={`${personName(user)} is signed out everywhere at once and cannot sign in until reactivated.`}
        confirmLabel="Deactivate"
        destructive
        onConfirm={async (reason) => {
          await deactivateUser(user.id, reason);
          await done('Account deactivated');
        }}
      />
      <ReasonDialog
        open={action === 'reactivate'}
        onClose={close}
        title="Reactivate this account?"
        description={`${personName(user)} can sign in again.`}
        confirmLabel="Reactivate"
        onConfirm={async (reason) => {
          await reactivateUser(user.id, reason);
          await done('Account reactivated');
        }}
      />
      <ConfirmDialog
        open={action === 'confirm'}
        onOpenChange={(o) => (o ? undefined : close())}
        title="Resend the confirmation e-mail?"
        description={`A new confirmation link goes to ${user.email}; it works once and expires in 1 hour.`}
        confirmLabel="Resend"
        onConfirm={async () => {
          await resendConfirmation(user.id);
          await done(`Confirmation e-mail sent to ${user.email}`);
        }}
      />
      <ConfirmDialog
        open={action === 'reset'}
        onOpenChange={(o) => (o ? undefined : close())}
        title="Send a password reset link?"
        description={`A reset link goes to ${user.email}; it works once and expires in 1 hour. Their password stays until they use it.`}
        confirmLabel="Send link"
        onConfirm={async () => {
          await sendResetLink(user.id);
          await done(`Reset link sent to ${user.email}`);
        }}
      />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="truncate text-ink">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}
