import { z } from 'zod';
import { LIMITS } from '../limits';

export const FEEDBACK_TYPES = ['feature', 'bug', 'enhancement'] as const;
export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high'] as const;
export const FEEDBACK_CATEGORIES = [
  'general',
  'quotes',
  'bookings',
  'passengers',
  'suppliers',
  'dashboard',
  'reports',
  'integration',
  'training',
  'branding',
] as const;

/** The 'New Features' dialog (SPEC 2, 3, 5): title and description non-blank after trimming. */
export const FeedbackSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.feedbackTitle, `Title must be at most ${LIMITS.feedbackTitle} characters`),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(LIMITS.feedbackDescription, `Description must be at most ${LIMITS.feedbackDescription} characters`),
  type: z.enum(FEEDBACK_TYPES, { error: 'Choose a type' }),
  priority: z.enum(FEEDBACK_PRIORITIES, { error: 'Choose a priority' }),
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'Choose a category' }),
});
export type FeedbackInput = z.input<typeof FeedbackSchema>;

/** POST /api/feedback's answer: the stored report and, with a tracker, its issue's link. */
export const FeedbackCreatedSchema = z.object({
  id: z.string(),
  trackerUrl: z.string().nullable(),
});

/** Tracker labels of SPEC 7. */
export function feedbackLabels(input: { type: string; priority: string; category: string }, role: string): string[] {
  return [input.type, `priority:${input.priority}`, `category:${input.category}`, 'user-submitted', `role:${role}`];
}
