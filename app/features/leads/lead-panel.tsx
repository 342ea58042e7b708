import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Phone, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatDateTime, formatLongDate } from '@domain/formats';
import {
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEAD_WIZARD_STEP_LABELS,
  type LeadStatus,
} from '@domain/leads/constants';
import type { LeadDetailResponse, LeadEventDto } from '@domain/leads/responses';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { LoadError } from '~/components/ui/load-error';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { ApiError } from '~/lib/api';
import { addLeadNote, convertLead, getLead, leadKeys, listLeadOwners, updateLead } from './api';
import { leadName, LeadStatusBadge, planLabel } from './parts';

/** A lead's panel: who they are, the timeline, and what the admin does next. */
export function LeadPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery({ queryKey: leadKeys.detail(id), queryFn: ({ signal }) => getLead(id, signal) });
  const data = query.data;
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent width={760} aria-describedby={undefined}>
        {query.isPending ? (
          <div className="flex items-center gap-2 py-10 text-muted" role="status">
            <Spinner /> Loading the lead…
          </div>
        ) : query.isError ? (
          <>
            <DialogTitle className="sr-only">Lead</DialogTitle>
            <LoadError
              title="Could not load this lead"
              message={query.error.message}
              onRetry={() => void query.refetch()}
            />
          </>
        ) : data ? (
          <LeadDetail detail={data} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function LeadDetail({ detail }: { detail: LeadDetailResponse }) {
  const { lead, events } = detail;
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const saved = (next: LeadDetailResponse) => {
    client.setQueryData(leadKeys.detail(lead.id), next);
    void client.invalidateQueries({ queryKey: ['leads', 'list'] });
  };
  const convert = async () => {
    const sent = await convertLead(lead.id);
    await client.invalidateQueries({ queryKey: leadKeys.all });
    toast({ title: 'Invitation sent', description: `${sent.sent_to} can now finish joining.` });
  };

  return (
    <div className="grid gap-5" data-testid="lead-panel">
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle>{leadName(lead)}</DialogTitle>
          <LeadStatusBadge status={lead.status} />
        </div>
        <DialogDescription>
          {LEAD_SOURCE_LABELS[lead.source]} · added {formatDateTime(lead.created_at)}
        </DialogDescription>
      </DialogHeader>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label="E-mail">
          <a href={`mailto:${lead.email}`} className="inline-flex items-center gap-1 text-brand hover:underline">
            <Mail aria-hidden className="size-4" /> {lead.email}
          </a>
        </Fact>
        <Fact label="Phone">
          {lead.phone ? (
            <a href={`tel:${lead.phone}`} className="inline-flex items-center gap-1 text-brand hover:underline">
              <Phone aria-hidden className="size-4" /> {lead.phone}
            </a>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label="Plan interest">{planLabel(lead.plan_interest)}</Fact>
        <Fact label="Join wizard">{lead.wizard_step ? LEAD_WIZARD_STEP_LABELS[lead.wizard_step] : 'Not started'}</Fact>
        {lead.invited_at ? (
          <Fact label="Invitation">
            {lead.invite_used_at
              ? `Used ${formatDateTime(lead.invite_used_at)}`
              : `Sent ${formatDateTime(lead.invited_at)}, valid until ${formatLongDate(lead.invite_expires_at ?? lead.invited_at)}`}
          </Fact>
        ) : null}
        {lead.converted_at ? <Fact label="Member since">{formatDateTime(lead.converted_at)}</Fact> : null}
      </dl>

      <WorkForm key={lead.updated_at} detail={detail} onSaved={saved} />

      {lead.status !== 'converted' ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-slate-50 p-3">
          <p className="text-sm text-muted">
            Convert into member: e-mail {lead.name ? lead.name.split(' ')[0] : 'them'} a link to finish the join wizard
            with these details filled in.
          </p>
          <Button onClick={() => setConfirming(true)}>
            <Send aria-hidden /> Convert into member
          </Button>
        </div>
      ) : null}

      <NoteForm leadId={lead.id} onSaved={saved} />

      <section aria-labelledby="lead-timeline">
        <h3 id="lead-timeline" className="mb-2 text-sm font-semibold text-ink">
          Timeline
        </h3>
        <ol className="space-y-3 border-l border-line pl-4" data-testid="lead-timeline">
          {[...events].reverse().map((e) => (
            <li key={e.id} className="relative">
              <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand" />
              <p className="text-sm text-ink">{describe(e)}</p>
              {e.message ? <p className="mt-1 text-sm whitespace-pre-wrap text-muted">{e.message}</p> : null}
              <p className="text-xs text-muted">
                {formatDateTime(e.created_at)}
                {e.actor ? ` · ${e.actor.name}` : ''}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Convert into member?"
        description={`We will e-mail ${lead.email} a single-use link to finish joining. Any earlier link stops working.`}
        confirmLabel="Send invitation"
        onConfirm={convert}
      />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="truncate text-ink">{children}</dd>
    </div>
  );
}

/** One timeline entry in words. */
function describe(e: LeadEventDto): string {
  switch (e.kind) {
    case 'touch': {
      const parts = [e.source ? LEAD_SOURCE_LABELS[e.source] : 'Form'];
      if (e.step) parts.push(`reached “${LEAD_WIZARD_STEP_LABELS[e.step]}”`);
      if (e.plan_interest) parts.push(`plan ${planLabel(e.plan_interest)}`);
      return parts.join(', ');
    }
    case 'note':
      return 'Note';
    case 'status':
      return `Status ${label(e.from)} → ${label(e.to)}`;
    case 'owner':
      return `Owner ${e.from ?? 'nobody'} → ${e.to ?? 'nobody'}`;
    case 'next_action':
      return e.to ? `Next action set to ${formatLongDate(e.to)}` : 'Next action cleared';
    case 'invitation':
      return `Invitation to finish joining sent${e.to ? ` (valid until ${formatLongDate(e.to)})` : ''}`;
    case 'converted':
      return 'Became a member';
  }
}

const label = (status: string | null) =>
  status && (LEAD_STATUSES as readonly string[]).includes(status) ? LEAD_STATUS_LABELS[status as LeadStatus] : '—';

function WorkForm({ detail, onSaved }: { detail: LeadDetailResponse; onSaved: (d: LeadDetailResponse) => void }) {
  const { lead } = detail;
  const owners = useQuery({ queryKey: leadKeys.owners(), queryFn: ({ signal }) => listLeadOwners(signal) });
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [owner, setOwner] = useState(lead.owner?.id ?? '');
  const [next, setNext] = useState(lead.next_action_date ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changed = status !== lead.status || owner !== (lead.owner?.id ?? '') || next !== (lead.next_action_date ?? '');
  const save = useMutation({
    mutationFn: () =>
      updateLead(lead.id, {
        ...(status !== lead.status ? { status } : {}),
        ...(owner !== (lead.owner?.id ?? '') ? { owner_id: owner || null } : {}),
        ...(next !== (lead.next_action_date ?? '') ? { next_action_date: next || null } : {}),
      }),
    onSuccess: (d) => {
      setErrors({});
      onSaved(d);
      toast({ title: 'Lead updated' });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      else toast({ title: e.message, variant: 'destructive' });
    },
  });
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    save.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      aria-label="Work this lead"
    >
      <FormField label="Status" id="lead-panel-status" error={errors.status}>
        <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Owner" id="lead-panel-owner" error={errors.owner_id}>
        <NativeSelect value={owner} onChange={(e) => setOwner(e.target.value)}>
          <option value="">Nobody yet</option>
          {(owners.data?.items ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Next action" id="lead-panel-next" error={errors.next_action_date}>
        <Input type="date" value={next} onChange={(e) => setNext(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={!changed || save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}

function NoteForm({ leadId, onSaved }: { leadId: string; onSaved: (d: LeadDetailResponse) => void }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: () => addLeadNote(leadId, body),
    onSuccess: (d) => {
      setBody('');
      setError(undefined);
      onSaved(d);
    },
    onError: (e) => setError(e instanceof ApiError && e.fields?.body ? e.fields.body : e.message),
  });
  return (
    <form
      onSubmit={(ev) => {
        ev.preventDefault();
        add.mutate();
      }}
      className="grid gap-2"
    >
      <FormField label="Add a note" id="lead-note" error={error}>
        <Textarea
          rows={2}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          placeholder="What was said, what happens next"
        />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={add.isPending || body.trim() === ''}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}
