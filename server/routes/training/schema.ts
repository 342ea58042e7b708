import { z } from 'zod';
import { pageParams, searchParam, sortParam } from '@domain/list';
import {
  AUDIENCE_FILTERS,
  COURSE_SORTS,
  COURSE_STATUS_FILTERS,
  PROGRESS_SORTS,
  PROGRESS_STATUS_FILTERS,
} from '@domain/training/schema';
import { RowId } from '../../lib/list';

export { IdParams } from '../../lib/list';

export const CourseListQuery = z.object({
  ...pageParams(),
  q: searchParam(),
  status: z
    .enum(COURSE_STATUS_FILTERS, { error: `Status must be one of: ${COURSE_STATUS_FILTERS.join(', ')}` })
    .default('all'),
  audience: z
    .enum(AUDIENCE_FILTERS, { error: `Audience must be one of: ${AUDIENCE_FILTERS.join(', ')}` })
    .default('any'),
  sort: sortParam(COURSE_SORTS, 'position'),
});

export const ProgressQuery = z.object({
  ...pageParams(25),
  q: searchParam(),
  status: z
    .enum(PROGRESS_STATUS_FILTERS, { error: `Status must be one of: ${PROGRESS_STATUS_FILTERS.join(', ')}` })
    .default('all'),
  /** One course's rows; absent for every course. A malformed id matches no course. */
  course: RowId.optional(),
  sort: sortParam(PROGRESS_SORTS, 'due'),
});

export const ProgressExportQuery = ProgressQuery.omit({ page: true, pageSize: true });
