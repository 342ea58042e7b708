import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangle,
  ArrowLeft,
  Crown,
  Download,
  Eye,
  Link2,
  Lock,
  Pencil,
  Trash2,
  Unlink,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDateTime, formatLongDate } from '@domain/formats';
import type { PassengerDetail } from '@domain/passengers/responses';
import { GENDER_LABELS } from '@domain/passengers/schema';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Label } from '~/components/ui/label';
import { LoadError } from '~/components/ui/load-error';
import { LoadingBlock } from '~/components/ui/spinner';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/use-toast';
import { displayTitle, listQuotes } from '~/features/quotes/api';
import { statusLabel } from '~/features/quotes/components/status-badge';
import { ApiError } from '~/lib/api';
import { downloadPassengerJson, getPassenger, linkQuote, passengerKeys, revealPassenger, unlinkQuote } from './api';
import { EraseDialog } from './erase-dialog';
import { HouseholdDialog } from './household-dialog';
import { PassengerFormDialog } from './passenger-form-dialog';
import { PassportBadge } from './passport-badge';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '—');
const day = (v: string | null) => (v ? formatLongDate(v) : '—');

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{term}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Passport number and medical notes for someone who is not the owner: masked until opened (audited). */
function SensitiveReveal({ passenger }: { passenger: PassengerDetail }) {
  const reveal = useMutation({
    mutationFn: () => revealPassenger(passenger.id),
    onError: (e) => toast({ title: 'Could not open the data', description: e.message, variant: 'destructive' }),
  });
  if (reveal.data) {
    return (
      <Facts
        items={[
          ['Passport number', <span className="font-mono">{dash(reveal.data.passport_number)}</span>],
          ['Medical notes', dash(reveal.data.medical_notes)],
        ]}
      />
    );
  }
  return (
    <div className="space-y-3">
      <Facts
        items={[
          ['Passport number', <span className="font-mono">{dash(passenger.passport_number)}</span>],
          ['Medical notes', passenger.has_medical_notes ? 'Hidden' : '—'],
        ]}
      />
      <Button variant="outline" size="sm" onClick={() => reveal.mutate()} disabled={reveal.isPending}>
        <Eye aria-hidden /> Show passport and medical data
      </Button>
      <p className="text-xs text-muted">Opening them is recorded in the audit log.</p>
    </div>
  );
}

function QuotesCard({ passenger }: { passenger: PassengerDetail }) {
  const client = useQueryClient();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const params = { pageSize: 100, sort: 'updated_desc' as const };
  const quotes = useQuery({
    queryKey: ['passengers', 'quote-choices'],
    queryFn: ({ signal }) => listQuotes(params, signal),
    enabled: passenger.can_edit,
  });
  const linked = new Set(passenger.quotes.map((q) => q.quote_id));
  const choices = (quotes.data?.items ?? []).filter((q) => !linked.has(q.id));
  const update = (next: PassengerDetail) => client.setQueryData(passengerKeys.detail(passenger.id), next);

  const link = useMutation({
    mutationFn: (quoteId: string) => linkQuote(passenger.id, quoteId),
    onSuccess: (next) => {
      update(next);
      setChoice('');
      setError(null);
      void client.invalidateQueries({ queryKey: passengerKeys.all });
    },
    onError: (e) => setError(e instanceof ApiError && e.fields?.quote_id ? e.fields.quote_id : e.message),
  });
  const unlink = useMutation({
    mutationFn: (quoteId: string) => unlinkQuote(passenger.id, quoteId),
    onSuccess: (next) => {
      update(next);
      void client.invalidateQueries({ queryKey: passengerKeys.all });
    },
    onError: (e) => toast({ title: 'Could not remove the quote', description: e.message, variant: 'destructive' }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quotes and bookings</CardTitle>
        <CardDescription>
          Accepted quotes count as booked travel: their dates drive the passport check and when data is deleted.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {passenger.quotes.length === 0 ? (
          <p className="text-sm text-muted">Not named on any quote yet.</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Quotes naming this passenger">
            {passenger.quotes.map((q) => (
              <li key={q.quote_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <Link
                    to={`/dashboard/quotes/${q.quote_slug}`}
                    className="font-medium text-ink hover:text-brand hover:underline"
                  >
                    {q.quote_title}
                  </Link>
                  <p className="text-xs text-muted">
                    {statusLabel(q.quote_status)}
                    {q.departure_date ? ` · Departs ${formatLongDate(q.departure_date)}` : ''}
                    {q.return_date ? ` · Returns ${formatLongDate(q.return_date)}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {q.is_trip ? <Badge variant="success">Booked travel</Badge> : null}
                  {passenger.can_edit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${passenger.full_name} from ${q.quote_title}`}
                      onClick={() => unlink.mutate(q.quote_id)}
                      disabled={unlink.isPending}
                    >
                      <Unlink aria-hidden className="size-4" />
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {passenger.can_edit ? (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              if (choice) link.mutate(choice);
              else setError('Choose a quote');
            }}
          >
            <div className="flex-1 space-y-1.5">
              <Label htmlFor="passenger-quote-choice">Name on a quote</Label>
              <NativeSelect
                id="passenger-quote-choice"
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'passenger-quote-error' : undefined}
              >
                <option value="">{quotes.isPending ? 'Loading your quotes…' : 'Choose one of your quotes'}</option>
                {choices.map((q) => (
                  <option key={q.id} value={q.id}>
                    {displayTitle(q)} ({statusLabel(q.quote_status)})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" variant="outline" disabled={link.isPending}>
              <Link2 aria-hidden /> Add to quote
            </Button>
          </form>
        ) : null}
        {error ? (
          <p id="passenger-quote-error" role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function HouseholdCard({ passenger }: { passenger: PassengerDetail }) {
  const [editing, setEditing] = useState(false);
  const h = passenger.household_detail;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div>
          <CardTitle className="flex items-center gap-2">
            <Users aria-hidden className="size-5 text-brand" /> Household
          </CardTitle>
          <CardDescription>{h ? h.name : 'Not in a household.'}</CardDescription>
        </div>
        {h && passenger.can_edit ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit household
          </Button>
        ) : null}
      </CardHeader>
      {h ? (
        <CardContent>
          <ul className="space-y-1 text-sm" aria-label="Household members">
            {h.members.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-2">
                {m.id === passenger.id ? (
                  <span className="font-medium">{m.full_name} (this passenger)</span>
                ) : (
                  <Link to={`/dashboard/passengers/${m.id}`} className="text-ink hover:text-brand hover:underline">
                    {m.full_name}
                  </Link>
                )}
                {m.is_lead ? (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-brand">
                    <Crown aria-hidden className="size-3.5" /> Lead contact
                  </span>
                ) : null}
                {m.passport_flag ? (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-danger">
                    <AlertTriangle aria-hidden className="size-3.5" /> Passport
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
      <HouseholdDialog open={editing} onOpenChange={setEditing} household={h} />
    </Card>
  );
}

/** /dashboard/passengers/:id: one passenger in full, their quotes and household, edit, export and delete. */
export default function PassengerDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [erasing, setErasing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const query = useQuery({ queryKey: passengerKeys.detail(id), queryFn: ({ signal }) => getPassenger(id, signal) });
  const editing = search.get('edit') === '1';
  const setEditing = (on: boolean) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set('edit', '1');
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );

  if (query.isPending) return <LoadingBlock text="Loading passenger..." />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        <BackLink />
        {missing ? (
          <Alert variant="destructive" title="Passenger not found">
            It may have been deleted, or it belongs to another agent.
          </Alert>
        ) : (
          <LoadError
            title="Could not load this passenger"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  const p = query.data;

  const exportJson = async () => {
    setExporting(true);
    try {
      await downloadPassengerJson(p.id, p.full_name);
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
    <div className="space-y-6">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <h2 className="text-2xl font-semibold break-words text-ink" data-testid="passenger-name">
            {p.full_name}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {p.date_of_birth ? <span>Born {formatLongDate(p.date_of_birth)}</span> : null}
            {p.household ? <Badge variant="secondary">{p.household.name}</Badge> : null}
            {!p.can_edit ? <Badge variant="outline">Agent: {p.owner.name}</Badge> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {p.can_edit ? (
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => void exportJson()} disabled={exporting}>
            <Download aria-hidden /> Export data
          </Button>
          <Button variant="outline" className="text-danger" onClick={() => setErasing(true)}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </div>

      {p.passport_flag ? (
        <Alert variant="destructive" title="Passport expires too soon for travel" data-testid="passport-flag-alert">
          The passport expires on {formatLongDate(p.passport_expiry_date ?? p.passport_flag.return_date)}, but for{' '}
          <strong>{p.passport_flag.quote_title}</strong> (home {formatLongDate(p.passport_flag.return_date)}) it should
          be valid until at least {formatLongDate(p.passport_flag.valid_until_needed)}. Ask the passenger to renew it.
        </Alert>
      ) : null}
      {p.sensitive_data_purged_at ? (
        <Alert title="Passport and health data deleted">
          Removed on {formatDateTime(p.sensitive_data_purged_at)}, six months after the last trip home.
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Passenger</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              items={[
                ['Title', dash(p.title)],
                ['First name', p.first_name],
                ['Middle names', dash(p.middle_name)],
                ['Last name', p.last_name],
                ['Date of birth', day(p.date_of_birth)],
                ['Gender (passport)', p.gender ? GENDER_LABELS[p.gender] : '—'],
                ['E-mail', dash(p.email)],
                ['Phone', dash(p.phone)],
                ['Address', dash(p.address)],
              ]}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              Passport <PassportBadge passenger={p} />
            </CardTitle>
            <CardDescription className="flex items-center gap-1">
              <Lock aria-hidden className="size-3.5" /> The number and medical notes are stored encrypted.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {p.sensitive === 'full' ? (
              <Facts
                items={[
                  [
                    'Passport number',
                    <span className="font-mono" data-testid="passport-number">
                      {dash(p.passport_number)}
                    </span>,
                  ],
                ]}
              />
            ) : (
              <SensitiveReveal passenger={p} />
            )}
            <Facts
              items={[
                ['Issuing country', dash(p.passport_issuing_country)],
                ['Nationality', dash(p.nationality)],
                ['Issued', day(p.passport_issue_date)],
                ['Expires', day(p.passport_expiry_date)],
                ['Known traveller number', dash(p.known_traveller_number)],
                ['Frequent flyer numbers', dash(p.frequent_flyer_numbers)],
              ]}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Health, diet and emergencies</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              items={[
                ['Dietary notes', dash(p.dietary_notes)],
                ...(p.sensitive === 'full'
                  ? ([['Medical notes', dash(p.medical_notes)]] as [string, ReactNode][])
                  : []),
                ['Emergency contact', dash(p.emergency_contact_name)],
                ['Emergency phone', dash(p.emergency_contact_phone)],
                ['Relationship', dash(p.emergency_contact_relationship)],
              ]}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Preferences and notes</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              items={[
                ['Marketing', p.marketing_consent ? 'Agreed to receive marketing' : 'No marketing'],
                [
                  'Data retention',
                  p.keep_sensitive_data
                    ? 'Keep passport and health data'
                    : 'Passport and health data deleted 6 months after the last trip home',
                ],
                ['Notes', dash(p.notes)],
                ['Added', formatDateTime(p.created_at)],
              ]}
            />
          </CardContent>
        </Card>

        <QuotesCard passenger={p} />
        <HouseholdCard passenger={p} />
      </div>

      {p.can_edit ? <PassengerFormDialog open={editing} onOpenChange={setEditing} passenger={p} /> : null}
      <EraseDialog
        passenger={erasing ? p : null}
        onOpenChange={(o) => setErasing(o)}
        onErased={() => void navigate(p.can_edit ? '/dashboard/passengers' : '/dashboard/admin/passengers')}
      />
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/dashboard/passengers" className="inline-flex items-center gap-1 text-sm text-brand hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> All passengers
    </Link>
  );
}
