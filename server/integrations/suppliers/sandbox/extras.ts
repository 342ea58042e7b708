/** Extras a sandbox hotel offers: parking, lounges, transfers, excursions, spa. */
import type { HotelExtra } from '@domain/live/types';
import type { SandboxHotel } from './hotels';
import { hash } from './random';

const gbp = (pence: number) => ({ amount: pence, currency: 'GBP' as const });

/**
 * The hotel's extras; prices are per unit and do not depend on the dates.
 * Options sold one per person say so (`perPerson`): a party bounds them.
 */
export function extrasFor(hotel: SandboxHotel): HotelExtra[] {
  const d = hotel.destination;
  const level = d.level / 100;
  // A little variety between hotels, same every time.
  const v = 0.9 + (hash(hotel.hotelId) % 20) / 100;
  const price = (pence: number) => Math.round((pence * v) / 10) * 10;
  const extras: HotelExtra[] = [
    {
      extraId: 'airport-parking',
      title: 'UK airport parking',
      description: 'Park at your UK departure airport for the length of the trip.',
      options: [
        { optionId: 'meet-greet', title: 'Meet & greet parking', price: gbp(price(8900)), maxQuantity: 2 },
        { optionId: 'long-stay', title: 'Long-stay car park', price: gbp(price(4900)), maxQuantity: 2 },
      ],
    },
    {
      extraId: 'airport-lounge',
      title: 'Airport lounge',
      description: 'Lounge access before the outbound flight, with food and drinks.',
      options: [
        {
          optionId: 'adult',
          title: 'Lounge access (adult)',
          price: gbp(price(3200)),
          maxQuantity: 9,
          perPerson: 'adult',
        },
        {
          optionId: 'child',
          title: 'Lounge access (child 2-11)',
          price: gbp(price(1800)),
          maxQuantity: 9,
          perPerson: 'child',
        },
      ],
    },
    {
      extraId: 'transfer',
      title: 'Resort transfers',
      description: `Return transfers between the airport and ${hotel.name}.`,
      options: [
        {
          optionId: 'shared',
          title: 'Shared coach (per person)',
          price: gbp(price(Math.round(1500 * level))),
          maxQuantity: 12,
          perPerson: 'traveller',
        },
        {
          optionId: 'private',
          title: 'Private taxi (per vehicle, up to 4)',
          price: gbp(price(Math.round(6500 * level))),
          maxQuantity: 3,
        },
      ],
    },
    {
      extraId: 'excursion',
      title: d.excursion,
      description: `A full-day guided excursion in ${d.name}, hotel pick-up included.`,
      options: [
        {
          optionId: 'adult',
          title: 'Adult',
          price: gbp(price(Math.round(5500 * level))),
          maxQuantity: 12,
          perPerson: 'adult',
        },
        {
          optionId: 'child',
          title: 'Child (2-11)',
          price: gbp(price(Math.round(3200 * level))),
          maxQuantity: 12,
          perPerson: 'child',
        },
      ],
    },
  ];
  if (hotel.stars >= 4 || hotel.facilities.includes('Spa')) {
    extras.push({
      extraId: 'spa',
      title: 'Spa treatments',
      description: 'Pre-booked treatments at the hotel spa.',
      options: [
        { optionId: 'massage-50', title: 'Full body massage (50 minutes)', price: gbp(price(6500)), maxQuantity: 6 },
        { optionId: 'facial', title: 'Signature facial', price: gbp(price(5500)), maxQuantity: 6 },
      ],
    });
  }
  return extras;
}
