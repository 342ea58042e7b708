import { CalendarFeedCreatedSchema, CalendarFeedStatusSchema } from '@domain/tools/calendar';
import { noContent, request } from '~/lib/api';

export const toolKeys = {
  all: ['tools'] as const,
  calendarFeed: () => ['tools', 'calendar-feed'] as const,
};

/** Whether my calendar address is on, when it was made and last read by a calendar app. */
export const getCalendarFeed = (signal?: AbortSignal) =>
  request(CalendarFeedStatusSchema, '/api/tools/calendar-feed', { signal });

/** A new calendar address (the old one stops working); the answer is the only time it is shown. */
export const createCalendarFeed = () =>
  request(CalendarFeedCreatedSchema, '/api/tools/calendar-feed', { method: 'POST' });

export const deleteCalendarFeed = () => request(noContent, '/api/tools/calendar-feed', { method: 'DELETE' });
