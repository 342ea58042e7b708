import type { AccommodationData, CarRentalData } from '@domain/basket';
import { optionLimit, perPersonMessage } from '@domain/live/extras';
import type { HotelDetailResponse } from '@domain/live/types';
import type { StoredHotelRequest, StoredItemRequest } from '../../db/schema';
import { priceSelection, type Suppliers } from '../../integrations/suppliers';

export type PricedItem = {
  type: 'accommodation' | 'car_rental';
  supplier: string;
  pricePence: number;
  data: AccommodationData | CarRentalData;
  title: string;
  startDate: string;
  endDate: string;
  /** The request as it will be stored and booked: what the server derives replaces what the client sent. */
  request: StoredItemRequest;
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
    const detail = await suppliers.hotel.getHotel(req.hotelId, req.searchParams);
    if (!detail) return { ok: false, kind: 'unavailable', message: 'This hotel is no longer available' };
    // The hotel knows where it is; a destination the client sent is never stored or booked.
    const s = { ...req.searchParams, destination: detail.hotel.destination.code };
    const priced = priceSelection(detail, req.roomId, req.boardId, req.extras);
    if (!priced.ok) return { ok: false, kind: 'invalid', fields: priced.fields };
    const overParty = perPersonExcess(detail, req);
    if (overParty) return { ok: false, kind: 'invalid', fields: overParty };
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
        request: { ...req, searchParams: s },
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
      // The location's name already ends with its code: 'Fiat 500 or similar · London Gatwick Airport (LGW)'.
      title: `${rate.vehicle_name} · ${rate.location.name}`,
      startDate: p.pickupDate,
      endDate: p.returnDate,
      request: req,
    },
  };
}

/** Per-person options chosen beyond the people who travel, named as in the request body; null when none. */
function perPersonExcess(detail: HotelDetailResponse, req: StoredHotelRequest): Record<string, string> | null {
  for (const [i, choice] of req.extras.entries()) {
    const extra = detail.extras.find((e) => e.extraId === choice.extraId);
    for (const [j, chosen] of choice.options.entries()) {
      const option = extra?.options.find((o) => o.optionId === chosen.optionId);
      if (!option?.perPerson) continue;
      const limit = optionLimit(option, req.searchParams.rooms);
      if (chosen.quantity > limit) {
        return { [`extras.${i}.options.${j}.quantity`]: perPersonMessage(option.perPerson, limit) };
      }
    }
  }
  return null;
}
