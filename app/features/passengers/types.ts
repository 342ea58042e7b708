import type { ListSpec } from '~/components/list/list-params';
import { PASSENGER_SORTS, type PassengerSort } from '@domain/passengers/schema';

export type { PassengerDetail, PassengerListItem, HouseholdDto } from '@domain/passengers/responses';

/** The passenger lists' state in the URL: ?q=&passport=&travel=&sort=&page= ('' is any). */
export const PASSENGER_LIST: ListSpec<
  { passport: '' | 'expiring' | 'flagged'; travel: '' | 'upcoming'; sort: PassengerSort },
  never
> = {
  filters: { passport: ['', 'expiring', 'flagged'], travel: ['', 'upcoming'], sort: PASSENGER_SORTS },
};

export const PASSPORT_FILTER_LABEL = {
  '': 'Any passport',
  expiring: 'Expired or expiring within 6 months',
  flagged: 'Expires too soon for a booked trip',
} as const;

export const TRAVEL_FILTER_LABEL = { '': 'Any travel', upcoming: 'Has upcoming travel' } as const;
