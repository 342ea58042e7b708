import { z } from 'zod';
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

// The answers' schemas are shared with the SPA, which checks its answers against them.
export { BasketItemSchema, BasketResponseSchema } from '@domain/live/responses';

export const ItemParamsSchema = z.object({ id: z.string().max(60) });
