import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Crown, Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { HouseholdDto } from '@domain/passengers/responses';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/use-toast';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { deleteHousehold, listHouseholds, passengerKeys } from './api';
import { HouseholdDialog } from './household-dialog';

/** The agent's households: members with the lead first, edit and delete. */
export function HouseholdsSection({ onCreate }: { onCreate: () => void }) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: passengerKeys.households(), queryFn: ({ signal }) => listHouseholds(signal) });
  const [editing, setEditing] = useState<HouseholdDto | null>(null);
  const [deleting, setDeleting] = useState<HouseholdDto | null>(null);

  return (
    <section aria-labelledby="households-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="households-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Users aria-hidden className="size-5 text-brand" /> Households
        </h2>
        <Button variant="outline" size="sm" onClick={onCreate}>
          New household
        </Button>
      </div>
      {query.isPending ? (
        <div className="grid gap-3 md:grid-cols-2" aria-label="Loading households">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : query.isError ? (
        <LoadError
          title="Could not load your households"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">
          No households yet. Group passengers who travel together so a booking can add the family at once.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Your households">
          {query.data.items.map((h) => (
            <li key={h.id} data-testid="household-card">
              <Card className="h-full">
                <CardHeader className="flex-row items-start justify-between gap-2">
                  <div>
                    <CardTitle className="text-base">{h.name}</CardTitle>
                    <CardDescription>
                      {h.members.length} {h.members.length === 1 ? 'member' : 'members'}
                    </CardDescription>
                  </div>
                  <div className="flex gap-1">
                    <Button variant="ghost" size="icon" aria-label={`Edit ${h.name}`} onClick={() => setEditing(h)}>
                      <Pencil aria-hidden className="size-4" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${h.name}`} onClick={() => setDeleting(h)}>
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </div>
                </CardHeader>
                <CardContent>
                  <ul className="space-y-1 text-sm">
                    {h.members.map((m) => (
                      <li key={m.id} className="flex flex-wrap items-center gap-2">
                        <Link
                          to={`/dashboard/passengers/${m.id}`}
                          className="text-ink hover:text-brand hover:underline"
                        >
                          {m.full_name}
                        </Link>
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
              </Card>
            </li>
          ))}
        </ul>
      )}
      <HouseholdDialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} household={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'household'}?`}
        description="The passengers stay; they are only no longer grouped."
        confirmLabel="Delete household"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteHousehold(deleting.id);
          await client.invalidateQueries({ queryKey: passengerKeys.all });
          toast({ title: 'Household deleted', description: deleting.name });
        }}
      />
    </section>
  );
}
