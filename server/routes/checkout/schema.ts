import { z } from 'zod';
import { LeadPassengerSchema, PaymentSchema } from '@domain/live/schemas';
import { BasketItemSchema, BasketResponseSchema } from '../basket/schema';

const key = z.uuid({ error: 'Send a new idempotency key (a UUID) with each checkout' });

export const CheckoutBodySchema = z.object({
  idempotencyKey: key,
  leadPassenger: LeadPassengerSchema,
  payment: PaymentSchema,
});
export const RetryBodySchema = z.object({ idempotencyKey: key });
export const PackageParamsSchema = z.object({ packageId: z.string().max(60) });

const Money = z.object({ amount: z.number().int(), currency: z.literal('GBP') });

export const CheckoutAcceptedSchema = z.object({ packageId: z.string(), items: z.array(BasketItemSchema) });

export const PackageResponseSchema = z.object({
  packageId: z.string(),
  status: z.enum(['booking', 'confirmed', 'partially_failed']),
  reference: z.string(),
  leadPassenger: LeadPassengerSchema,
  items: z.array(BasketItemSchema),
  total: Money,
  createdAt: z.string(),
});

/** 409: price_changed carries the re-priced basket; other conflicts only the error. */
export const CheckoutConflictSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  basket: BasketResponseSchema.optional(),
});
