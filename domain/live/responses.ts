import { z } from 'zod';
import { BASKET_ITEM_STATUSES, type Money } from '../basket';
import { BOARD_CODES, CAR_CATEGORIES, LeadPassengerSchema } from './schemas';
import type {
  BasketResponse,
  CarBookNowResponse,
  CarRateResponse,
  CarSearchResponse,
  CheckoutAccepted,
  HotelDetailResponse,
  HotelSearchResponse,
  LiveInfo,
  PackageResponse,
  Place,
} from './types';
import { listResponseSchema } from '../list';

/*
 * The answers of live search, the basket, checkout and Live Bookings as zod
 * schemas: the server's routes declare them as their response schemas and the
 * SPA checks its answers against them. Each is held to its type in ./types.ts.
 */

/** Integer pence in pounds sterling. */
export const MoneySchema = z.object({
  amount: z.number().int(),
  currency: z.literal('GBP'),
}) satisfies z.ZodType<Money>;

export const LIVE_BOOKING_STATUSES = ['pending', 'booking', 'confirmed', 'failed', 'cancelled'] as const;
export const LIVE_BOOKING_TYPES = ['accommodation', 'car_rental'] as const;

/** One booked hotel or car, as Live Bookings lists it. */
export const LiveBookingRowSchema = z.object({
  id: z.string(),
  bookingReference: z.string(),
  supplierReference: z.string().nullable(),
  type: z.enum(LIVE_BOOKING_TYPES),
  supplier: z.string(),
  status: z.enum(LIVE_BOOKING_STATUSES),
  agent: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  leadName: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  amount: MoneySchema,
  packageId: z.string().nullable(),
  createdAt: z.string(),
  error: z.string().nullable(),
});
export type LiveBookingRow = z.infer<typeof LiveBookingRowSchema>;

export const LiveBookingsResponseSchema = listResponseSchema(LiveBookingRowSchema);
export type LiveBookingsResponse = z.infer<typeof LiveBookingsResponseSchema>;

// ---- live search -------------------------------------------------------------

const PlaceSchema = z.object({ code: z.string(), name: z.string(), country: z.string() }) satisfies z.ZodType<Place>;
const Supplier = z.object({ name: z.string(), sandbox: z.boolean() });

export const LiveInfoSchema = z.object({
  hotelSupplier: Supplier,
  carSupplier: Supplier,
}) satisfies z.ZodType<LiveInfo>;
export const PlacesSchema = z.array(PlaceSchema);

export const HotelSearchResponseSchema = z.object({
  destination: PlaceSchema,
  nights: z.number(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  results: z.array(
    z.object({
      hotelId: z.string(),
      name: z.string(),
      stars: z.number(),
      area: z.string(),
      description: z.string(),
      imageUrl: z.string(),
      boards: z.array(z.enum(BOARD_CODES)),
      fromPrice: MoneySchema,
    }),
  ),
  facets: z.object({
    priceMin: z.number(),
    priceMax: z.number(),
    stars: z.record(z.string(), z.number()),
    boards: z.record(z.string(), z.number()),
  }),
}) satisfies z.ZodType<HotelSearchResponse>;

export const HotelDetailResponseSchema = z.object({
  hotel: z.object({
    hotelId: z.string(),
    name: z.string(),
    stars: z.number(),
    area: z.string(),
    destination: PlaceSchema,
    description: z.string(),
    imageUrls: z.array(z.string()),
    facilities: z.array(z.string()),
  }),
  rooms: z.array(
    z.object({
      roomId: z.string(),
      description: z.string(),
      maxOccupancy: z.number(),
      boards: z.array(
        z.object({ boardId: z.string(), code: z.enum(BOARD_CODES), description: z.string(), price: MoneySchema }),
      ),
    }),
  ),
  extras: z.array(
    z.object({
      extraId: z.string(),
      title: z.string(),
      description: z.string(),
      options: z.array(
        z.object({
          optionId: z.string(),
          title: z.string(),
          price: MoneySchema,
          maxQuantity: z.number(),
          perPerson: z.enum(['traveller', 'adult', 'child']).optional(),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<HotelDetailResponse>;

const CarResult = z.object({
  rateReference: z.string(),
  vehicle_name: z.string(),
  vehicle_category: z.enum(CAR_CATEGORIES),
  supplier: z.string(),
  seats: z.number(),
  doors: z.number(),
  transmission: z.enum(['manual', 'automatic']),
  bags: z.number(),
  airCon: z.boolean(),
  imageUrl: z.string(),
  price: MoneySchema,
  youngDriverFee: MoneySchema.optional(),
  features: z.array(z.string()),
});

export const CarSearchResponseSchema = z.object({
  location: PlaceSchema,
  days: z.number(),
  results: z.array(CarResult),
  notes: z.array(z.string()),
}) satisfies z.ZodType<CarSearchResponse>;

export const CarRateResponseSchema = CarResult.extend({
  searchParams: z.object({
    pickupLocation: z.string(),
    driverAge: z.number(),
    pickupDate: z.string(),
    returnDate: z.string(),
  }),
  location: PlaceSchema,
  days: z.number(),
}) satisfies z.ZodType<CarRateResponse>;

/** POST /api/live/cars/book: one car booked at once. */
export const CarBookNowResponseSchema = z.object({
  bookingReference: z.string(),
}) satisfies z.ZodType<CarBookNowResponse>;

// ---- the basket and checkout ---------------------------------------------------

const itemBase = {
  id: z.string(),
  supplier: z.string(),
  status: z.union([z.enum(BASKET_ITEM_STATUSES), z.string()]),
  price: MoneySchema,
  bookingReference: z.string().optional(),
  error: z.string().optional(),
  supplierReference: z.string().optional(),
};

const Extra = z.object({
  extraId: z.string(),
  extraTitle: z.string(),
  totalPrice: MoneySchema,
  selectedOptions: z.array(
    z.object({ optionId: z.string(), optionTitle: z.string(), quantity: z.number(), price: MoneySchema }),
  ),
});

const Room = z.object({ adults: z.number(), children: z.number(), childAges: z.array(z.number()).optional() });

export const BasketItemSchema = z.discriminatedUnion('type', [
  z.object({
    ...itemBase,
    type: z.literal('accommodation'),
    data: z.object({
      hotel: z.object({
        name: z.string(),
        hotelId: z.string().optional(),
        stars: z.number().optional(),
        imageUrl: z.string().optional(),
      }),
      room: z.object({ description: z.string(), roomId: z.string().optional() }),
      board: z.object({ description: z.string(), boardId: z.string().optional(), code: z.string().optional() }),
      selectedExtras: z.array(Extra),
      searchParams: z.object({
        destination: z.string(),
        checkIn: z.string(),
        checkOut: z.string(),
        rooms: z.array(Room),
      }),
    }),
  }),
  z.object({
    ...itemBase,
    type: z.literal('car_rental'),
    data: z.object({
      car: z.object({
        name: z.string().optional(),
        vehicle_name: z.string().optional(),
        category: z.string().optional(),
        vehicle_category: z.string().optional(),
        imageUrl: z.string().optional(),
      }),
      searchParams: z.object({
        pickup_location: z.string(),
        driver_age: z.number(),
        pickup_date: z.string(),
        return_date: z.string(),
      }),
      rateReference: z.string().optional(),
      driver: z
        .object({
          title: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          email: z.string(),
          phone: z.string(),
          age: z.number(),
        })
        .optional(),
    }),
  }),
]);

export const BasketResponseSchema = z.object({
  items: z.array(BasketItemSchema),
  totalItems: z.number(),
  totalPrice: MoneySchema,
  currency: z.literal('GBP'),
  packageId: z.string().nullable(),
}) satisfies z.ZodType<BasketResponse>;

export const CheckoutAcceptedSchema = z.object({
  packageId: z.string(),
  items: z.array(BasketItemSchema),
}) satisfies z.ZodType<CheckoutAccepted>;

export const PackageResponseSchema = z.object({
  packageId: z.string(),
  status: z.enum(['booking', 'confirmed', 'partially_failed']),
  reference: z.string(),
  leadPassenger: LeadPassengerSchema,
  items: z.array(BasketItemSchema),
  total: MoneySchema,
  createdAt: z.string(),
}) satisfies z.ZodType<PackageResponse>;
