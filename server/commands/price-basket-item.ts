import type { AccommodationData, CarRentalData } from '@domain/basket';
import type { StoredItemRequest } from '../db/schema';
import { priceSelection, type Suppliers } from '../integrations/suppliers';

export type PricedItem = {
  type: 'accommodation' | 'car_rental';
  supplier: string;
  pricePence: number;
  data: AccommodationData | CarRentalData;
  title: string;
  startDate: string;
  endDate: string;
};

export type PriceOutcome =
  | { ok: true; item: PricedItem }
  | { ok: false; kind: 'unavailable'; message: string }
  | { ok: false; kind: 'invalid'; fields: Record<string, string> };

/**
 * Prices a basket request at its supplier right now: adding to the basket
 * and checkout both call this, so the price is always the supplier's.
 */
export async function priceBasketItem(suppliers: Suppliers, req: StoredItemRequest): Promise<PriceOutcome> {
  if (req.type === 'accommodation') {
    const s = req.searchParams;
    const detail = await suppliers.hotel.getHotel(req.hotelId, s);
    if (!detail) return { ok: false, kind: 'unavailable', message: 'This hotel is no longer available' };
    const priced = priceSelection(detail, req.roomId, req.boardId, req.extras);
    if (!priced.ok) return { ok: false, kind: 'invalid', fields: priced.fields };
    const { room, board, selectedExtras, amount } = priced.value;
    const data: AccommodationData = {
      hotel: {
        name: detail.hotel.name,
        hotelId: detail.hotel.hotelId,
        stars: detail.hotel.stars,
        imageUrl: detail.hotel.imageUrls[0],
      },
      room: { description: room.description, roomId: room.roomId },
      board: { description: board.description, boardId: board.boardId, code: board.code },
      selectedExtras,
      searchParams: { destination: s.destination, checkIn: s.checkIn, checkOut: s.checkOut, rooms: s.rooms },
    };
    return {
      ok: true,
      item: {
        type: 'accommodation',
        supplier: suppliers.hotel.name,
        pricePence: amount,
        data,
        title: detail.hotel.name,
        startDate: s.checkIn,
        endDate: s.checkOut,
      },
    };
  }
  const rate = await suppliers.car.getRate(req.rateReference);
  if (!rate) return { ok: false, kind: 'unavailable', message: 'This car rate has expired; search again' };
  if (req.driver && req.driver.age !== rate.searchParams.driverAge) {
    return {
      ok: false,
      kind: 'invalid',
      fields: {
        'driver.age': `The price is for a driver aged ${rate.searchParams.driverAge}; search again with this driver's age`,
      },
    };
  }
  const p = rate.searchParams;
  const data: CarRentalData = {
    car: {
      name: rate.vehicle_name,
      vehicle_name: rate.vehicle_name,
      category: rate.vehicle_category,
      vehicle_category: rate.vehicle_category,
      imageUrl: rate.imageUrl,
    },
    searchParams: {
      pickup_location: p.pickupLocation,
      driver_age: p.driverAge,
      pickup_date: p.pickupDate,
      return_date: p.returnDate,
    },
    rateReference: req.rateReference,
    ...(req.driver
      ? {
          driver: {
            title: req.driver.title,
            firstName: req.driver.firstName,
            lastName: req.driver.lastName,
            email: req.driver.email,
            phone: req.driver.phone,
            age: req.driver.age,
          },
        }
      : {}),
  };
  return {
    ok: true,
    item: {
      type: 'car_rental',
      supplier: suppliers.car.name,
      pricePence: rate.price.amount,
      data,
      title: `${rate.vehicle_name} (${rate.location.name})`,
      startDate: p.pickupDate,
      endDate: p.returnDate,
    },
  };
}
