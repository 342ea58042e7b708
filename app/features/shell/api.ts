import { FeedbackCreatedSchema, type FeedbackInput } from '@domain/schemas/feedback';
import { request } from '~/lib/api';

/** Sends the feedback dialog's report (POST /api/feedback). */
export const submitFeedback = (body: FeedbackInput) =>
  request(FeedbackCreatedSchema, '/api/feedback', { method: 'POST', body });
