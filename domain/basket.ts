/**
 * The package basket of SPEC 2, 3 and 4: types, the reducer, the status
 * labels, the main button and the banners. Amounts are integer pence.
 */

export type Currency = 'GBP';
export type Money = { amount: number; currency: Currency };

export const BASKET_ITEM_TYPES = ['accommodation', 'car_rental'] as const;
export type BasketItemType = (typeof BASKET_ITEM_TYPES)[number];

export const BASKET_ITEM_STATUSES = ['pending', 'booking', 'confirmed', 'failed'] as const;
export type BasketItemStatus = (typeof BASKET_ITEM_STATUSES)[number];

export type SelectedOption = { optionId: string; optionTitle: string; quantity: number; price: Money };
export type SelectedExtra = {
  extraId: string;
  extraTitle: string;
  totalPrice: Money;
  selectedOptions: SelectedOption[];
};

export type RoomOccupancy = { adults: number; children: number; childAges?: number[] };

export type AccommodationData = {
  hotel: { name: string; hotelId?: string; stars?: number; imageUrl?: string };
  room: { description: string; roomId?: string };
  board: { description: string; boardId?: string; code?: string };
  selectedExtras: SelectedExtra[];
  searchParams: { destination: string; checkIn: string; checkOut: string; rooms: RoomOccupancy[] };
};

export type CarRentalData = {
  car: { name?: string; vehicle_name?: string; category?: string; vehicle_category?: string; imageUrl?: string };
  searchParams: { pickup_location: string; driver_age: number; pickup_date: string; return_date: string };
  rateReference?: string;
  driver?: { title: string; firstName: string; lastName: string; email: string; phone: string; age: number };
};

type ItemBase = {
  id: string;
  supplier: string;
  status: BasketItemStatus | (string & {});
  price: Money;
  bookingReference?: string;
  error?: string;
};

export type AccommodationItem = ItemBase & { type: 'accommodation'; data: AccommodationData };
export type CarRentalItem = ItemBase & { type: 'car_rental'; data: CarRentalData };
export type BasketItem = AccommodationItem | CarRentalItem;

/** SPEC 3 Basket. totalPrice is pence, in `currency`. isOpen is the panel, client-only. */
export type Basket = {
  items: BasketItem[];
  totalItems: number;
  totalPrice: number;
  currency: Currency;
  isOpen: boolean;
};

export type BasketAction =
  | { type: 'add'; item: BasketItem }
  | { type: 'remove'; id: string }
  | { type: 'update-status'; id: string; status: string; bookingReference?: string; error?: string }
  | { type: 'clear' }
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'replace'; items: BasketItem[] };

export const BASKET_TITLE = 'Your Basket';
export const BASKET_EMPTY_TITLE = 'Your travel package is empty';
export const BASKET_EMPTY_HINT = 'Add hotels and car rentals to build your package';
export const BASKET_FOOTER_NOTE = 'All items will be booked together as one package';
export const BANNER_SOME_FAILED = 'Some items failed to book';
export const BANNER_SOME_FAILED_ADVICE = 'Retry the failed items or remove them from your package.';
export const BANNER_ALL_CONFIRMED = 'All items confirmed!';

export const emptyBasket: Basket = { items: [], totalItems: 0, totalPrice: 0, currency: 'GBP', isOpen: false };

/** Sum of item prices in pence. */
export function basketTotal(items: readonly BasketItem[]): number {
  return items.reduce((sum, item) => sum + item.price.amount, 0);
}

function withItems(state: Basket, items: BasketItem[]): Basket {
  return { ...state, items, totalItems: items.length, totalPrice: basketTotal(items) };
}

/** SPEC 4 Basket transitions. */
export function basketReducer(state: Basket, action: BasketAction): Basket {
  switch (action.type) {
    case 'add':
      return { ...withItems(state, [...state.items, action.item]), isOpen: true };
    case 'remove':
      return withItems(
        state,
        state.items.filter((item) => item.id !== action.id),
      );
    case 'update-status':
      return withItems(
        state,
        state.items.map((item) =>
          item.id === action.id
            ? { ...item, status: action.status, bookingReference: action.bookingReference, error: action.error }
            : item,
        ),
      );
    case 'clear':
      return withItems(state, []);
    case 'toggle':
      return { ...state, isOpen: !state.isOpen };
    case 'open':
      return { ...state, isOpen: true };
    case 'close':
      return { ...state, isOpen: false };
    case 'replace':
      return withItems(state, action.items);
  }
}

/** SPEC 4 item status label. */
export function itemStatusLabel(status: string): 'Ready to Book' | 'Booking...' | 'Confirmed' | 'Failed' | 'Unknown' {
  switch (status) {
    case 'pending':
      return 'Ready to Book';
    case 'booking':
      return 'Booking...';
    case 'confirmed':
      return 'Confirmed';
    case 'failed':
      return 'Failed';
    default:
      return 'Unknown';
  }
}

export type BasketButton =
  | { text: 'Booking in Progress...'; disabled: true; action: 'none' }
  | { text: 'Retry Failed Items'; disabled: false; action: 'retry' }
  | { text: 'View Booking Details'; disabled: false; action: 'view' }
  | { text: 'Book Package'; disabled: false; action: 'book' };

/**
 * The panel's main button (SPEC 2), first match wins: in progress while any
 * item books or the basket is empty; retry when any failed; view when all are
 * confirmed; book otherwise.
 */
export function basketButton(items: readonly Pick<BasketItem, 'status'>[]): BasketButton {
  if (items.length === 0 || items.some((i) => i.status === 'booking')) {
    return { text: 'Booking in Progress...', disabled: true, action: 'none' };
  }
  if (items.some((i) => i.status === 'failed')) return { text: 'Retry Failed Items', disabled: false, action: 'retry' };
  if (items.every((i) => i.status === 'confirmed'))
    return { text: 'View Booking Details', disabled: false, action: 'view' };
  return { text: 'Book Package', disabled: false, action: 'book' };
}

/** Package-level banner (SPEC 2), or null when none applies. */
export function basketBanner(
  items: readonly Pick<BasketItem, 'status'>[],
): typeof BANNER_SOME_FAILED | typeof BANNER_ALL_CONFIRMED | null {
  if (items.some((i) => i.status === 'failed')) return BANNER_SOME_FAILED;
  if (items.length > 0 && items.every((i) => i.status === 'confirmed')) return BANNER_ALL_CONFIRMED;
  return null;
}

/** The name a car item shows: SPEC 3 allows name or vehicle_name. */
export function carName(data: CarRentalData): string {
  return data.car.name ?? data.car.vehicle_name ?? 'Car rental';
}

/** A one-line title for any item (panel rows, booking lists). */
export function itemTitle(item: BasketItem): string {
  return item.type === 'accommodation' ? item.data.hotel.name : carName(item.data);
}
