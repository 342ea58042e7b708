import { describe, expect, it } from 'vitest';
import type { BasketItem } from '@domain/basket';
import { describeItem } from './describe-item';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

describe('describeItem', () => {
  it('reads a hotel: room and board, stay dates and extras with quantities', () => {
    const item: BasketItem = {
      id: 'a',
      type: 'accommodation',
      supplier: 'Sandbox',
      status: 'pending',
      price: gbp(90000),
      data: {
        hotel: { name: 'Hotel Sol' },
        room: { description: 'Double Room' },
        board: { description: 'Half Board' },
        selectedExtras: [
          {
            extraId: 'e',
            extraTitle: 'Airport transfer',
            totalPrice: gbp(3700),
            selectedOptions: [{ optionId: 'o', optionTitle: 'Shared shuttle', quantity: 2, price: gbp(1850) }],
          },
        ],
        searchParams: {
          destination: 'TFS',
          checkIn: '2030-06-01',
          checkOut: '2030-06-08',
          rooms: [{ adults: 2, children: 0 }],
        },
      },
    };
    expect(describeItem(item)).toEqual({
      title: 'Hotel Sol',
      subtitle: 'Double Room · Half Board',
      dates: 'June 1, 2030 – June 8, 2030',
      extras: [{ title: 'Airport transfer', detail: '2 × Shared shuttle', amount: 3700 }],
    });
  });

  it('reads a car by vehicle_name and category, with pick-up times', () => {
    const item: BasketItem = {
      id: 'b',
      type: 'car_rental',
      supplier: 'Sandbox',
      status: 'pending',
      price: gbp(18900),
      data: {
        car: { vehicle_name: 'VW Polo or similar', vehicle_category: 'Economy' },
        searchParams: {
          pickup_location: 'LGW',
          driver_age: 30,
          pickup_date: '2030-06-01T10:00',
          return_date: '2030-06-08T09:30',
        },
      },
    };
    const d = describeItem(item);
    expect(d.title).toBe('VW Polo or similar');
    expect(d.subtitle).toBe('Economy · pick-up LGW');
    expect(d.dates).toBe('June 1, 2030, 10:00 – June 8, 2030, 09:30');
  });
});
