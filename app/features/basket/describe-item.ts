import type { BasketItem } from '@domain/basket';
import { formatDateTime } from '@domain/formats';
import { categoryLabel } from '~/features/live-search/boards';

export type ItemDescription = {
  title: string;
  subtitle: string;
  dates: string | null;
  extras: { title: string; detail: string; amount: number | null }[];
};

function obj(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v)) : {};
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

function categoryOf(code: string | null): string | null {
  return code ? categoryLabel(code) : null;
}

/**
 * What a person reads about a basket item (SPEC 3 data): hotel, room and
 * board, or car and category; the dates; the chosen extras. Reads the data
 * defensively: an item stored by an older version may lack a part.
 */
export function describeItem(item: BasketItem): ItemDescription {
  const data = obj(item.data);
  const sp = obj(data.searchParams);
  if (item.type === 'car_rental') {
    const car = obj(data.car);
    const from = str(sp.pickup_date);
    const to = str(sp.return_date);
    const where = str(sp.pickup_location);
    return {
      title: str(car.name) ?? str(car.vehicle_name) ?? 'Car hire',
      subtitle: [categoryOf(str(car.category) ?? str(car.vehicle_category)), where ? `pick-up ${where}` : null]
        .filter(Boolean)
        .join(' · '),
      dates: from && to ? `${formatDateTime(from)} – ${formatDateTime(to)}` : null,
      extras: [],
    };
  }
  const checkIn = str(sp.checkIn);
  const checkOut = str(sp.checkOut);
  const extras = Array.isArray(data.selectedExtras) ? data.selectedExtras.map(obj) : [];
  return {
    title: str(obj(data.hotel).name) ?? 'Hotel',
    subtitle: [str(obj(data.room).description), str(obj(data.board).description)].filter(Boolean).join(' · '),
    dates: checkIn && checkOut ? `${formatDateTime(checkIn)} – ${formatDateTime(checkOut)}` : null,
    extras: extras.map((e) => {
      const options = Array.isArray(e.selectedOptions) ? e.selectedOptions.map(obj) : [];
      const total = obj(e.totalPrice).amount;
      return {
        title: str(e.extraTitle) ?? 'Extra',
        detail: options
          .map((o) => `${typeof o.quantity === 'number' ? o.quantity : 1} × ${str(o.optionTitle) ?? ''}`)
          .join(', '),
        amount: typeof total === 'number' ? total : null,
      };
    }),
  };
}
