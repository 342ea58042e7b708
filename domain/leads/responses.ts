import { z } from 'zod';
import { listResponseSchema } from '../list';
import { LEAD_EVENT_KINDS, LEAD_SOURCES, LEAD_STATUSES, LEAD_WIZARD_STEPS } from './constants';

/** A staff member as a lead shows them (owner, who wrote a note). */
export const LeadStaffSchema = z.object({ id: z.string(), name: z.string() });
export type LeadStaffDto = z.infer<typeof LeadStaffSchema>;

/** A lead as the admin's list and panel show it. */
export const LeadSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  plan_interest: z.string().nullable(),
  wizard_step: z.enum(LEAD_WIZARD_STEPS).nullable(),
  status: z.enum(LEAD_STATUSES),
  owner: LeadStaffSchema.nullable(),
  next_action_date: z.string().nullable(),
  converted_user_id: z.string().nullable(),
  converted_at: z.string().nullable(),
  invited_at: z.string().nullable(),
  invite_expires_at: z.string().nullable(),
  invite_used_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LeadDto = z.infer<typeof LeadSchema>;

export const LeadListResponseSchema = listResponseSchema(LeadSchema);
export type LeadListResponse = z.infer<typeof LeadListResponseSchema>;

/** One entry of a lead's timeline. */
export const LeadEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_EVENT_KINDS),
  source: z.enum(LEAD_SOURCES).nullable(),
  message: z.string().nullable(),
  /** A touch: the wizard step and plan; a change: from and to. */
  step: z.enum(LEAD_WIZARD_STEPS).nullable(),
  plan_interest: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: LeadStaffSchema.nullable(),
  created_at: z.string(),
});
export type LeadEventDto = z.infer<typeof LeadEventSchema>;

/** The lead panel: the lead and its whole timeline, oldest first. */
export const LeadDetailResponseSchema = z.object({ lead: LeadSchema, events: z.array(LeadEventSchema) });
export type LeadDetailResponse = z.infer<typeof LeadDetailResponseSchema>;

/** The staff a lead can be given to (admins and managers). */
export const LeadOwnersResponseSchema = z.object({ items: z.array(LeadStaffSchema) });

/** What the join wizard reads from an invitation link to fill its first step. */
export const JoinInviteResponseSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  plan_interest: z.string().nullable(),
});
export type JoinInviteResponse = z.infer<typeof JoinInviteResponseSchema>;
