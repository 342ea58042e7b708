import { z } from 'zod';
import { BASKET_ITEM_STATUSES } from '@domain/basket';
import { DriverSchema, HotelSearchSchema } from '@domain/live/schemas';

export const MAX_BASKET_ITEMS = 20;

const id = (label: string) =>
  z
    .string({ error: `Choose a ${label}` })
    .min(1, `Choose a ${label}`)
    .max(60, `Choose a ${label}`);

export const AddAccommodationSchema = z.object({
  type: z.literal('accommodation'),
  hotelId: id('hotel'),
  roomId: id('room'),
  boardId: id('board'),
  extras: z
    .array(
      z.object({
        extraId: id('extra'),
        options: z
          .array(
            z.object({
              optionId: id('option'),
              quantity: z
                .number({ error: 'Enter a quantity' })
                .int('Enter a whole quantity')
                .min(1, 'Enter a quantity of at least 1')
                .max(99, 'Enter a smaller quantity'),
            }),
          )
          .max(10),
      }),
    )
    .max(10, 'Too many extras')
    .default([]),
  searchParams: HotelSearchSchema,
});

export const AddCarRentalSchema = z.object({
  type: z.literal('car_rental'),
  rateReference: z.string({ error: 'Choose a car rate' }).min(1, 'Choose a car rate').max(300, 'Choose a car rate'),
  driver: DriverSchema.optional(),
});

export const AddBasketItemSchema = z.discriminatedUnion('type', [AddAccommodationSchema, AddCarRentalSchema], {
  error: "Type must be 'accommodation' or 'car_rental'",
});

const Money = z.object({ amount: z.number().int(), currency: z.literal('GBP') });

const itemBase = {
  id: z.string(),
  supplier: z.string(),
  status: z.union([z.enum(BASKET_ITEM_STATUSES), z.string()]),
  price: Money,
  bookingReference: z.string().optional(),
  error: z.string().optional(),
  supplierReference: z.string().optional(),
};

const Extra = z.object({
  extraId: z.string(),
  extraTitle: z.string(),
  totalPrice: Money,
  selectedOptions: z.array(
    z.object({ optionId: z.string(), optionTitle: z.string(), quantity: z.number(), price: Money }),
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
  totalPrice: Money,
  currency: z.literal('GBP'),
  packageId: z.string().nullable(),
});

export const ItemParamsSchema = z.object({ id: z.string().max(60) });
