import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { HouseholdDto } from '@domain/passengers/responses';
import { HouseholdCreateSchema, PASSENGER_LIMITS } from '@domain/passengers/schema';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { ApiError } from '~/lib/api';
import { createHousehold, listPassengers, passengerKeys, updateHousehold } from './api';

/**
 * Create or change a household: a name, the members (the agent's
 * passengers, searchable) and the lead contact among them.
 */
export function HouseholdDialog({
  open,
  onOpenChange,
  household,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  household: HouseholdDto | null;
}) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const [lead, setLead] = useState<string>('');
  const [filter, setFilter] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const params = { q: filter.trim() || undefined, pageSize: 50, sort: 'name_asc' as const };
  const passengers = useQuery({
    queryKey: passengerKeys.list('own', params),
    queryFn: ({ signal }) => listPassengers('own', params, signal),
    enabled: open,
  });

  useEffect(() => {
    if (!open) return;
    setName(household?.name ?? '');
    setMembers(household?.members.map((m) => m.id) ?? []);
    setLead(household?.lead_passenger_id ?? '');
    setFilter('');
    setErrors({});
  }, [open, household]);

  // Names of chosen members the current search hides, so the lead can still be picked.
  const known = new Map<string, string>();
  for (const m of household?.members ?? []) known.set(m.id, m.full_name);
  for (const p of passengers.data?.items ?? []) known.set(p.id, p.full_name);

  const toggle = (id: string, on: boolean) => {
    setMembers((prev) => (on ? [...prev, id] : prev.filter((m) => m !== id)));
    if (!on && lead === id) setLead('');
  };

  const save = async () => {
    const body = { name, member_ids: members, lead_passenger_id: lead || null };
    const checked = HouseholdCreateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (household) await updateHousehold(household.id, body);
      else await createHousehold(body);
      await client.invalidateQueries({ queryKey: passengerKeys.all });
      toast({ title: household ? 'Household saved' : 'Household created', description: name });
      onOpenChange(false);
    } catch (e) {
      setErrors(
        e instanceof ApiError && e.fields ? e.fields : { form: e instanceof Error ? e.message : 'Could not save' },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={560} className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{household ? `Edit ${household.name}` : 'New household'}</DialogTitle>
          <DialogDescription>Passengers who travel together, with one lead contact.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          aria-label={household ? 'Edit household' : 'New household'}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {errors.form ? <Alert variant="destructive">{errors.form}</Alert> : null}
          <FormField id="household-name" label="Household name" required error={errors.name}>
            <Input
              value={name}
              maxLength={PASSENGER_LIMITS.householdName}
              placeholder="The Patel family"
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">Members</legend>
            <Input
              aria-label="Find passengers"
              type="search"
              placeholder="Find passengers by name, e-mail or phone"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
            {errors.member_ids ? (
              <p className="text-sm text-danger" role="alert">
                {errors.member_ids}
              </p>
            ) : null}
            <div className="max-h-64 overflow-y-auto rounded-md border border-line">
              {passengers.isPending ? (
                <p className="p-3 text-sm text-muted">Loading passengers…</p>
              ) : passengers.isError ? (
                <p className="p-3 text-sm text-danger">{passengers.error.message}</p>
              ) : passengers.data.items.length === 0 ? (
                <p className="p-3 text-sm text-muted">No passengers found. Add passengers first.</p>
              ) : (
                <ul className="divide-y divide-line">
                  {passengers.data.items.map((p) => {
                    const on = members.includes(p.id);
                    return (
                      <li key={p.id} className="flex items-center gap-3 px-3 py-2">
                        <Checkbox
                          id={`member-${p.id}`}
                          checked={on}
                          onCheckedChange={(c) => toggle(p.id, c === true)}
                        />
                        <label htmlFor={`member-${p.id}`} className="min-w-0 flex-1 text-sm">
                          <span className="font-medium text-ink">{p.full_name}</span>
                          {p.household && p.household.id !== household?.id ? (
                            <span className="block text-xs text-muted">Now in {p.household.name}; will move</span>
                          ) : null}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">Lead contact</legend>
            {members.length === 0 ? (
              <p className="text-sm text-muted">Choose members first.</p>
            ) : (
              <div className="space-y-1" role="radiogroup" aria-label="Lead contact">
                {members.map((id) => (
                  <label key={id} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="household-lead"
                      value={id}
                      checked={lead === id}
                      onChange={() => setLead(id)}
                      className="size-4 accent-[var(--color-brand)]"
                    />
                    {known.get(id) ?? 'Passenger'}
                  </label>
                ))}
              </div>
            )}
            {errors.lead_passenger_id ? (
              <p className="text-sm text-danger" role="alert">
                {errors.lead_passenger_id}
              </p>
            ) : null}
          </fieldset>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner className="text-current" /> : null}
              {household ? 'Save household' : 'Create household'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
