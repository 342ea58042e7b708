import { LEAD_DUE_FILTERS, LEAD_SORTS, LEAD_SOURCE_FILTERS, LEAD_STATUS_FILTERS } from '@domain/leads/schema';
import type { ListSpec } from '~/components/list/list-params';

type LeadFilters = {
  status: (typeof LEAD_STATUS_FILTERS)[number];
  source: (typeof LEAD_SOURCE_FILTERS)[number];
  due: (typeof LEAD_DUE_FILTERS)[number];
  sort: (typeof LEAD_SORTS)[number];
};

/** The lead list's state in the URL: ?q=&status=&source=&owner=&due=&sort=&page= (defaults left out). */
export const LEAD_LIST: ListSpec<LeadFilters, 'owner'> = {
  filters: { status: LEAD_STATUS_FILTERS, source: LEAD_SOURCE_FILTERS, due: LEAD_DUE_FILTERS, sort: LEAD_SORTS },
  text: ['owner'],
};

export const STATUS_FILTER_LABELS: Record<LeadFilters['status'], string> = {
  open: 'Open',
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  lost: 'Lost',
  all: 'All',
};

export const DUE_FILTER_LABELS: Record<LeadFilters['due'], string> = {
  any: 'Any date',
  due: 'Due or overdue',
  week: 'Due in the next 7 days',
  none: 'No next action',
};
