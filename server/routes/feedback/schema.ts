import { z } from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES, FEEDBACK_TYPES } from '@domain/schemas/feedback';

export { FeedbackCreatedSchema } from '@domain/schemas/feedback';

export const FeedbackDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  priority: z.enum(FEEDBACK_PRIORITIES),
  category: z.enum(FEEDBACK_CATEGORIES),
  labels: z.array(z.string()),
  trackerUrl: z.string().nullable(),
  createdAt: z.string(),
  submitterName: z.string().nullable(),
  submitterEmail: z.string().nullable(),
});
export type FeedbackDto = z.infer<typeof FeedbackDtoSchema>;
