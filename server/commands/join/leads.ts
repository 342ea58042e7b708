import type { LeadWizardStep } from '@domain/leads/constants';
import { recordLead } from '../leads/record-lead';
import type { JoinApplicationRow } from './applications';
import type { Executor } from '../../db';

/** Records the wizard step a visitor reached on their lead (the lead keeps the furthest). */
export function touchLead(db: Executor, row: JoinApplicationRow, step: LeadWizardStep) {
  return recordLead(db, {
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phoneNumber,
    source: 'wizard',
    planInterest: row.planId,
    step,
  });
}
