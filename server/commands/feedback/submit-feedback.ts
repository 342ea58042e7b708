import { eq } from 'drizzle-orm';
import { feedbackLabels, type FeedbackSchema } from '@domain/schemas/feedback';
import type { z } from 'zod';
import type { Db } from '../../db';
import { feedback } from '../../db/schema';
import type { FeedbackTracker } from '../../integrations/feedback-tracker';
import { trackerIssue } from '../../integrations/feedback-tracker/issue-body';
import type { Viewer } from '../../lib/viewer';

export type FeedbackData = z.output<typeof FeedbackSchema>;

/**
 * Stores feedback, then forwards it to the tracker. The feedback is kept even
 * when the tracker fails; the failure is recorded on the row for admins.
 */
export async function submitFeedback(
  db: Db,
  tracker: FeedbackTracker,
  viewer: Viewer,
  data: FeedbackData,
  onTrackerError: (err: unknown) => void = () => undefined,
): Promise<{ id: string; trackerUrl: string | null }> {
  const role = viewer.profile?.role ?? 'lead';
  const [row] = await db
    .insert(feedback)
    .values({ ...data, userId: viewer.user.id, labels: feedbackLabels(data, role) })
    .returning();
  if (!row) throw new Error('insert returned no feedback');
  const name = [viewer.profile?.firstName, viewer.profile?.lastName].filter(Boolean).join(' ') || viewer.user.email;
  try {
    const trackerUrl = await tracker.create(
      trackerIssue({
        ...data,
        submitter: {
          name,
          role,
          agency: viewer.profile?.agencyName ?? null,
          email: viewer.user.email,
        },
        createdAt: row.createdAt,
      }),
    );
    if (trackerUrl) await db.update(feedback).set({ trackerUrl }).where(eq(feedback.id, row.id));
    return { id: row.id, trackerUrl };
  } catch (err) {
    onTrackerError(err);
    const reason = err instanceof Error ? err.message : String(err);
    await db
      .update(feedback)
      .set({ trackerError: reason.slice(0, 500) })
      .where(eq(feedback.id, row.id));
    return { id: row.id, trackerUrl: null };
  }
}
