import { isForRole } from '@domain/training/progress';
import { COURSE_AUDIENCES, type CourseAudience } from '@domain/training/schema';
import type { trainingCourses } from '../db/schema';
import type { Viewer } from '../lib/viewer';
import { holds, roleOf } from './helpers';

export type CourseRow = typeof trainingCourses.$inferSelect;

/** What the learner rule reads: the course and whether this learner has already begun it. */
export type LearnableCourse = Pick<CourseRow, 'audience' | 'isPublished'> & { started: boolean };

export const audienceOf = (value: string): CourseAudience => COURSE_AUDIENCES.find((a) => a === value) ?? 'all';

/**
 * A learner opens a published course meant for their role, or one they have
 * already begun (an onboarding agent promoted mid-course keeps it). Staff, who
 * build the courses, open every published one.
 */
export const trainingPolicy = {
  learn: (viewer: Viewer, row: LearnableCourse) =>
    row.isPublished &&
    (holds(viewer, 'training.manage') || row.started || isForRole(audienceOf(row.audience), roleOf(viewer))),
};
