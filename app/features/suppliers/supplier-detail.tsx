import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Building2, ExternalLink, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import type { SupplierDto } from '@domain/suppliers/responses';
import { PAYMENT_METHOD_LABELS, SUPPLIER_TYPE_LABELS } from '@domain/suppliers/schema';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { ApiError } from '~/lib/api';
import { getSupplier, listSupplierUpdates, supplierKeys } from './api';
import { commissionPaidText, commissionText, depositText, RICH_TEXT_CLASSES } from './types';

export function SupplierLogo({
  supplier,
  size = 'md',
}: {
  supplier: Pick<SupplierDto, 'name' | 'logo_url'>;
  size?: 'sm' | 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'h-16 w-28' : size === 'md' ? 'h-12 w-20' : 'h-9 w-14';
  return (
    <span
      className={`flex ${box} shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-white`}
    >
      {supplier.logo_url ? (
        <img
          src={supplier.logo_url}
          alt={`${supplier.name} logo`}
          className="max-h-full max-w-full object-contain p-1"
        />
      ) : (
        <Building2 aria-hidden className="size-5 text-muted" />
      )}
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-sm text-muted sm:w-56 sm:shrink-0">{label}</dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

const notSet = <span className="font-normal text-muted">Not set</span>;

/** One supplier's page for agents: how to book them, who to call, the commercial terms and their news. */
export function SupplierDetail({ id, backTo }: { id: string; backTo: string }) {
  const query = useQuery({ queryKey: supplierKeys.one(id), queryFn: ({ signal }) => getSupplier(id, signal) });
  const updates = useQuery({
    queryKey: supplierKeys.updateList({ supplier_id: id, pageSize: 5 }),
    queryFn: ({ signal }) => listSupplierUpdates({ supplier_id: id, pageSize: 5 }, signal),
    enabled: query.isSuccess,
  });

  const back = (
    <Link to={backTo} className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> Back to the directory
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading the supplier">
        {back}
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        {missing ? (
          <EmptyState
            icon={Building2}
            title="This supplier is not in the directory"
            description="It may have been archived. Search the directory for another."
          />
        ) : (
          <LoadError
            title="Could not load the supplier"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  const s = query.data;
  const commission = commissionText(s);
  const paid = commissionPaidText(s);
  const deposit = depositText(s);

  return (
    <article className="space-y-5" aria-labelledby="supplier-name">
      {back}
      <Card>
        <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
          <SupplierLogo supplier={s} size="lg" />
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="supplier-name" className="text-xl font-semibold text-ink">
                {s.name}
              </h2>
              <Badge variant="secondary">{SUPPLIER_TYPE_LABELS[s.type]}</Badge>
              {!s.active ? <Badge variant="warning">Archived</Badge> : null}
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
              {s.abta_number ? <span>ABTA {s.abta_number}</span> : null}
              {s.atol_number ? <span>ATOL {s.atol_number}</span> : null}
              <span>Updated {formatLongDate(s.updated_at)}</span>
            </p>
            {s.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5 pt-1" aria-label="Tags">
                {s.tags.map((t) => (
                  <li key={t}>
                    <Badge variant="outline">{t}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {s.website ? (
            <a
              href={s.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
            >
              Website <ExternalLink aria-hidden className="size-4" />
            </a>
          ) : null}
        </CardContent>
      </Card>

      <div className="grid gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>How to book</CardTitle>
            </CardHeader>
            <CardContent>
              {s.booking_instructions_html ? (
                <div className={RICH_TEXT_CLASSES} dangerouslySetInnerHTML={{ __html: s.booking_instructions_html }} />
              ) : (
                <p className="text-sm text-muted">No booking instructions yet. Ask head office if you are unsure.</p>
              )}
              {s.agent_login_notes ? (
                <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
                  <p className="font-medium text-ink">Agent login</p>
                  <p className="whitespace-pre-line text-slate-700">{s.agent_login_notes}</p>
                </div>
              ) : null}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Commercial terms</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-3">
                <Fact label="Commission">{commission ?? notSet}</Fact>
                <Fact label="Commission paid">{paid ?? notSet}</Fact>
                <Fact label="Balance due">
                  {s.balance_due_days !== null ? `${s.balance_due_days} days before departure` : notSet}
                </Fact>
                <Fact label="Deposit">{deposit ?? notSet}</Fact>
                <Fact label="Payment methods">
                  {s.payment_methods.length > 0
                    ? s.payment_methods.map((m) => PAYMENT_METHOD_LABELS[m]).join(', ')
                    : notSet}
                </Fact>
              </dl>
            </CardContent>
          </Card>
        </div>

        <div className="space-y-5">
          <Card>
            <CardHeader>
              <CardTitle>Contacts</CardTitle>
            </CardHeader>
            <CardContent>
              {s.contacts.length === 0 ? (
                <p className="text-sm text-muted">No contacts yet.</p>
              ) : (
                <ul className="space-y-4">
                  {s.contacts.map((c, i) => (
                    <li key={`${c.name}-${i}`} className="space-y-1 text-sm">
                      <p className="font-medium text-ink">
                        {c.name}
                        {c.role ? <span className="font-normal text-muted"> · {c.role}</span> : null}
                      </p>
                      {c.email ? (
                        <a
                          href={`mailto:${c.email}`}
                          className="flex items-center gap-1 break-all text-brand hover:underline"
                        >
                          <Mail aria-hidden className="size-4 shrink-0" /> {c.email}
                        </a>
                      ) : null}
                      {c.phone ? (
                        <a
                          href={`tel:${c.phone.replace(/\s+/g, '')}`}
                          className="flex items-center gap-1 text-brand hover:underline"
                        >
                          <Phone aria-hidden className="size-4 shrink-0" /> {c.phone}
                        </a>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Latest updates</CardTitle>
            </CardHeader>
            <CardContent>
              {updates.isPending ? (
                <Skeleton className="h-16 w-full" />
              ) : updates.isError ? (
                <p className="text-sm text-danger">Could not load the updates.</p>
              ) : updates.data.items.length === 0 ? (
                <p className="text-sm text-muted">No updates about {s.name} yet.</p>
              ) : (
                <ul className="space-y-2 text-sm">
                  {updates.data.items.map((u) => (
                    <li key={u.id}>
                      <Link to="/dashboard/suppliers?view=updates" className="font-medium text-brand hover:underline">
                        {u.title}
                      </Link>
                      <span className="block text-muted">
                        {formatLongDate(u.published_on)}
                        {u.read ? '' : ' · Unread'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </article>
  );
}
