import { findPlan } from '@domain/plans';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@domain/leads/constants';
import { Badge, type BadgeVariant } from '~/components/ui/badge';

const STATUS_VARIANT: Record<LeadStatus, BadgeVariant> = {
  new: 'default',
  contacted: 'warning',
  converted: 'success',
  lost: 'secondary',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}

/** The name a lead is shown by: their name, else their e-mail. */
export const leadName = (lead: { name: string | null; email: string }) => lead.name || lead.email;

/** A plan id as its name (domain/plans.ts); an id no plan has any more stays as typed. */
export const planLabel = (id: string | null) => (id ? (findPlan(id)?.name ?? id) : '—');
