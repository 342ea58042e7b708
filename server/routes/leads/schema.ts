import { z } from 'zod';
import { IdParams } from '../../lib/list';

export { LeadCreateSchema, LeadListQuerySchema, LeadNoteSchema, LeadUpdateSchema } from '@domain/leads/schema';
export {
  JoinInviteResponseSchema,
  LeadDetailResponseSchema,
  LeadListResponseSchema,
  LeadOwnersResponseSchema,
} from '@domain/leads/responses';

export const LeadParams = IdParams;

/** An invitation token from a link: any text; one that names no valid invitation is a 404. */
export const InviteParams = z.object({ token: z.string().max(200, 'This link is invalid or has expired.') });

/** The answer to "Convert into member": the lead and where the invitation went. */
export const ConvertResponseSchema = z.object({ sent_to: z.string(), expires_at: z.string() });
