import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LeadCreateSchema } from '@domain/leads/schema';
import { PLANS } from '@domain/plans';
import { Button } from '~/components/ui/button';
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
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { ApiError } from '~/lib/api';
import { createLead, leadKeys } from './api';

const EMPTY = { email: '', name: '', phone: '', plan_interest: '', note: '' };

/** A lead typed in by hand (a phone call, an event), with a first note. */
export function AddLeadDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const client = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const create = useMutation({
    mutationFn: () => {
      const body = Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== ''));
      const parsed = LeadCreateSchema.safeParse(body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
        throw new ApiError(400, 'validation_failed', 'Please correct the highlighted fields.', fields);
      }
      return createLead(parsed.data);
    },
    onSuccess: (d) => {
      void client.invalidateQueries({ queryKey: leadKeys.all });
      toast({ title: 'Lead added' });
      setForm(EMPTY);
      setErrors({});
      onOpenChange(false);
      onCreated(d.lead.id);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      else toast({ title: e.message, variant: 'destructive' });
    },
  });
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    create.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={520}>
        <DialogHeader>
          <DialogTitle>Add a lead</DialogTitle>
          <DialogDescription>Someone who asked about membership by phone, e-mail or in person.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField label="E-mail" id="new-lead-email" required error={errors.email}>
            <Input type="email" autoComplete="off" value={form.email} onChange={set('email')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Name" id="new-lead-name" error={errors.name}>
              <Input value={form.name} onChange={set('name')} />
            </FormField>
            <FormField label="Phone" id="new-lead-phone" error={errors.phone}>
              <Input type="tel" value={form.phone} onChange={set('phone')} />
            </FormField>
          </div>
          <FormField label="Plan interest" id="new-lead-plan" error={errors.plan_interest}>
            <NativeSelect value={form.plan_interest} onChange={set('plan_interest')}>
              <option value="">Not yet known</option>
              {PLANS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="First note" id="new-lead-note" error={errors.note}>
            <Textarea rows={3} value={form.note} onChange={set('note')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding…' : 'Add lead'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
