import { describe, expect, it } from 'vitest';
import {
  basketBanner,
  basketButton,
  basketReducer,
  emptyBasket,
  itemStatusLabel,
  itemTitle,
  type Basket,
  type BasketItem,
} from './basket';
import { formatPence } from './formats';

function hotel(id: string, amount: number, status = 'pending'): BasketItem {
  return {
    id,
    type: 'accommodation',
    supplier: 'Sandbox supplier',
    status,
    price: { amount, currency: 'GBP' },
    data: {
      hotel: { name: `Hotel ${id}` },
      room: { description: 'Double room' },
      board: { description: 'Bed & Breakfast' },
      selectedExtras: [],
      searchParams: {
        destination: 'TFS',
        checkIn: '2027-06-01',
        checkOut: '2027-06-08',
        rooms: [{ adults: 2, children: 0 }],
      },
    },
  };
}

function car(id: string, amount: number, status = 'pending'): BasketItem {
  return {
    id,
    type: 'car_rental',
    supplier: 'Sandbox supplier',
    status,
    price: { amount, currency: 'GBP' },
    data: {
      car: { vehicle_name: 'Fiat 500', vehicle_category: 'mini' },
      searchParams: {
        pickup_location: 'TFS',
        driver_age: 30,
        pickup_date: '2027-06-01T10:00',
        return_date: '2027-06-08T10:00',
      },
    },
  };
}

const withTwo: Basket = basketReducer(basketReducer(emptyBasket, { type: 'add', item: hotel('a', 123450) }), {
  type: 'add',
  item: car('b', 9999),
});

describe('basket reducer (SPEC 4)', () => {
  it('add appends, recomputes count and total in pence, and opens the panel', () => {
    const closed = basketReducer(emptyBasket, { type: 'close' });
    const one = basketReducer(closed, { type: 'add', item: hotel('a', 123450) });
    expect(one.items.map((i) => i.id)).toEqual(['a']);
    expect(one.totalItems).toBe(1);
    expect(one.totalPrice).toBe(123450);
    expect(one.isOpen).toBe(true);
    expect(withTwo.items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(withTwo.totalItems).toBe(2);
    expect(withTwo.totalPrice).toBe(133449);
    expect(formatPence(withTwo.totalPrice)).toBe('£1,334.49');
    expect(withTwo.currency).toBe('GBP');
  });

  it('remove by id recomputes count and total and leaves the panel as it was', () => {
    const r = basketReducer(withTwo, { type: 'remove', id: 'a' });
    expect(r.items.map((i) => i.id)).toEqual(['b']);
    expect(r.totalItems).toBe(1);
    expect(r.totalPrice).toBe(9999);
    expect(r.isOpen).toBe(true);
    expect(basketReducer(withTwo, { type: 'remove', id: 'nope' }).totalItems).toBe(2);
  });

  it('status update sets status, bookingReference and error on the matching item only', () => {
    const failed = basketReducer(withTwo, {
      type: 'update-status',
      id: 'b',
      status: 'failed',
      error: 'Supplier did not respond in time',
    });
    expect(failed.items[1]).toMatchObject({ status: 'failed', error: 'Supplier did not respond in time' });
    expect(failed.items[0]?.status).toBe('pending');
    const ok = basketReducer(failed, {
      type: 'update-status',
      id: 'b',
      status: 'confirmed',
      bookingReference: 'LB-123',
    });
    expect(ok.items[1]).toMatchObject({ status: 'confirmed', bookingReference: 'LB-123', error: undefined });
    expect(ok.totalPrice).toBe(133449);
  });

  it('clear empties the items, count and total', () => {
    const r = basketReducer(withTwo, { type: 'clear' });
    expect(r.items).toEqual([]);
    expect(r.totalItems).toBe(0);
    expect(r.totalPrice).toBe(0);
  });

  it('toggle, open and close drive the panel', () => {
    expect(basketReducer(emptyBasket, { type: 'toggle' }).isOpen).toBe(true);
    expect(basketReducer(withTwo, { type: 'toggle' }).isOpen).toBe(false);
    expect(basketReducer(emptyBasket, { type: 'open' }).isOpen).toBe(true);
    expect(basketReducer(withTwo, { type: 'close' }).isOpen).toBe(false);
  });

  it('replace takes the server items and recomputes without opening the panel', () => {
    const r = basketReducer(emptyBasket, { type: 'replace', items: [car('x', 500), car('y', 250)] });
    expect(r.totalItems).toBe(2);
    expect(r.totalPrice).toBe(750);
    expect(r.isOpen).toBe(false);
  });
});

describe('item status label (SPEC 4)', () => {
  it.each([
    ['pending', 'Ready to Book'],
    ['booking', 'Booking...'],
    ['confirmed', 'Confirmed'],
    ['failed', 'Failed'],
    ['cancelled', 'Unknown'],
    ['', 'Unknown'],
  ])('%j -> %s', (status, label) => {
    expect(itemStatusLabel(status)).toBe(label);
  });
});

describe('main button (SPEC 2, first rule wins)', () => {
  const s = (...statuses: string[]) => statuses.map((status) => ({ status }));
  it.each([
    [[], 'Booking in Progress...', true, 'none'],
    [['booking', 'failed'], 'Booking in Progress...', true, 'none'],
    [['confirmed', 'booking'], 'Booking in Progress...', true, 'none'],
    [['failed', 'confirmed'], 'Retry Failed Items', false, 'retry'],
    [['failed', 'pending'], 'Retry Failed Items', false, 'retry'],
    [['confirmed', 'confirmed'], 'View Booking Details', false, 'view'],
    [['confirmed', 'pending'], 'Book Package', false, 'book'],
    [['pending'], 'Book Package', false, 'book'],
  ])('%j -> %s', (statuses, text, disabled, action) => {
    expect(basketButton(s(...statuses))).toEqual({ text, disabled, action });
  });
});

describe('banners (SPEC 2)', () => {
  it('failed wins, all confirmed needs at least one item, otherwise none', () => {
    expect(basketBanner([{ status: 'failed' }, { status: 'confirmed' }])).toBe('Some items failed to book');
    expect(basketBanner([{ status: 'confirmed' }, { status: 'confirmed' }])).toBe('All items confirmed!');
    expect(basketBanner([])).toBeNull();
    expect(basketBanner([{ status: 'pending' }, { status: 'confirmed' }])).toBeNull();
  });
});

describe('item title', () => {
  it('uses the hotel name, or the car name or vehicle_name', () => {
    expect(itemTitle(hotel('a', 1))).toBe('Hotel a');
    expect(itemTitle(car('b', 1))).toBe('Fiat 500');
  });
});
