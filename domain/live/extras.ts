/**
 * Per-person extras (lounge passes, excursion tickets, shared transfers) are
 * one each for the people of that kind who travel: the dialog's steppers and
 * the server's pricing both bound them here, so 9 lounge passes for 2 adults
 * cannot be chosen, sent or booked.
 */
import type { PerPerson } from './types';

/** Children up to this age take the child option; older children count as adults for these extras. */
export const CHILD_EXTRA_MAX_AGE = 11;

type Party = readonly { adults: number; children: number; childAges?: readonly number[] }[];

/** How many people of the kind travel in the rooms of a search. */
export function travellersOf(kind: PerPerson, rooms: Party): number {
  let adults = 0;
  let children = 0;
  for (const room of rooms) {
    const ages = room.childAges ?? [];
    // A child without a known age is counted as a child (the search schema always sends ages).
    const older = ages.filter((a) => a > CHILD_EXTRA_MAX_AGE).length;
    adults += room.adults + older;
    children += room.children - older;
  }
  if (kind === 'adult') return adults;
  if (kind === 'child') return Math.max(0, children);
  return adults + Math.max(0, children);
}

/** The most of an option that may be chosen: the supplier's own limit, and one each when it is per person. */
export function optionLimit(option: { maxQuantity: number; perPerson?: PerPerson }, rooms: Party): number {
  return option.perPerson ? Math.min(option.maxQuantity, travellersOf(option.perPerson, rooms)) : option.maxQuantity;
}

/** What the agent reads when a per-person quantity is over the party. */
export function perPersonMessage(kind: PerPerson, limit: number): string {
  if (limit === 0) {
    return kind === 'child'
      ? `No children aged ${CHILD_EXTRA_MAX_AGE} or under travel on this search`
      : 'Nobody on this search can take this option';
  }
  const who =
    kind === 'adult' ? 'adult' : kind === 'child' ? `child aged ${CHILD_EXTRA_MAX_AGE} or under` : 'traveller';
  return `At most ${limit}: one per ${who} on this search`;
}
